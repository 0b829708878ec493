// @vitest-environment jsdom
import { Message } from '@arco-design/web-react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../core/http';
import { showFailure } from '../../../app/show-failure';
import { withQueryClient } from '../../../shared/data/query-test-kit';
import { postStep } from '../order-api';
import { useStepSubmit } from './use-step-submit';

vi.mock('../order-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../order-api')>()),
  postStep: vi.fn(),
}));
vi.mock('../../../app/show-failure', () => ({ showFailure: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function setup(valid: Record<string, unknown> | null) {
  const form = { validate: () => (valid ? Promise.resolve(valid) : Promise.reject(new Error('rules'))) };
  const onDone = vi.fn();
  const onClose = vi.fn();
  const hook = renderHook(() => useStepSubmit(form, { onDone, onClose }), { wrapper: withQueryClient() });
  return { hook, onDone, onClose };
}

describe('useStepSubmit', () => {
  it('posts the body of the valid values, shows the server text, then reloads and closes', async () => {
    const success = vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    vi.mocked(postStep).mockResolvedValue('发货成功');
    const { hook, onDone, onClose } = setup({ logisticsNo: 'SF123456' });
    await act(() => hook.result.current.submit('/business/order/ship', (values) => ({ id: 'o1', ...values })));
    expect(postStep).toHaveBeenCalledWith('/business/order/ship', { id: 'o1', logisticsNo: 'SF123456' });
    expect(success).toHaveBeenCalledWith('发货成功');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(hook.result.current.saving).toBe(false);
  });

  it('shows a refusal and keeps the dialog open; invalid values post nothing', async () => {
    const refusal = new ApiError('订单状态已变更');
    vi.mocked(postStep).mockRejectedValue(refusal);
    const { hook, onDone, onClose } = setup({ reason: 'x' });
    await act(() => hook.result.current.submit('/business/order/close', (values) => values));
    expect(showFailure).toHaveBeenCalledWith(refusal);
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    const invalid = setup(null);
    await act(() => invalid.hook.result.current.submit('/business/order/close', (values) => values));
    expect(postStep).toHaveBeenCalledTimes(1);
  });
});
