// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../../core/http';
import { periodParams } from '../../../shared/data/period';
import { withQueryClient } from '../../../shared/data/query-test-kit';
import { usePeriodAnalysis } from './use-period-analysis';

vi.mock('../../../../core/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../core/http')>()),
  getAction: vi.fn(),
}));

afterEach(cleanup);

const answer = (begin: string) => ({ success: true, code: 200, message: '', result: { begin, end: 'today' } });

describe('usePeriodAnalysis', () => {
  it('asks for the last 30 days, then for the period picked, with the request abortable', async () => {
    vi.mocked(getAction).mockImplementation(async (_url, params) =>
      answer((params as { beginDate: string }).beginDate),
    );
    const { result } = renderHook(() => usePeriodAnalysis('/dataCenter/orderAnalysis'), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current.data?.begin).toBe(periodParams(30).beginDate));
    expect(getAction).toHaveBeenCalledWith('/dataCenter/orderAnalysis', periodParams(30), {
      signal: expect.any(AbortSignal),
    });

    act(() => result.current.setDays(7));
    expect(result.current.days).toBe(7);
    // The 30 days stay on screen while the 7 days load.
    expect(result.current.data?.begin).toBe(periodParams(30).beginDate);
    await waitFor(() => expect(result.current.data?.begin).toBe(periodParams(7).beginDate));
    expect(getAction).toHaveBeenCalledTimes(2);
  });

  it('gives the server’s refusal as the error', async () => {
    vi.mocked(getAction).mockResolvedValue({ success: false, code: 500, message: '统计失败', result: null });
    const { result } = renderHook(() => usePeriodAnalysis('/dataCenter/userAnalysis'), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current.error?.message).toBe('统计失败'));
    expect(result.current.data).toBeUndefined();
  });
});
