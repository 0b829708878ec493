// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withQueryClient } from './query-test-kit';
import { useRemote } from './use-remote';

afterEach(cleanup);

describe('useRemote', () => {
  it('shares one request between two views of the same key, and keeps the data while the key changes', async () => {
    const calls: number[] = [];
    const load = (days: number) => async () => {
      calls.push(days);
      return `trend of ${days} days`;
    };
    const wrapper = withQueryClient();
    const { result, rerender } = renderHook(
      ({ days }) => ({
        chart: useRemote(['/home/trend', days], load(days)),
        card: useRemote(['/home/trend', days], load(days)),
      }),
      { wrapper, initialProps: { days: 7 } },
    );
    await waitFor(() => expect(result.current.chart.data).toBe('trend of 7 days'));
    expect(calls).toEqual([7]);
    expect(result.current.card.data).toBe('trend of 7 days');

    rerender({ days: 30 });
    expect(result.current.chart.data).toBe('trend of 7 days');
    expect(result.current.chart.loading).toBe(true);
    await waitFor(() => expect(result.current.chart.data).toBe('trend of 30 days'));
    expect(calls).toEqual([7, 30]);
  });

  it('aborts the request of a view that goes away', async () => {
    let seen: AbortSignal | undefined;
    const { unmount } = renderHook(
      () =>
        useRemote(['/slow'], (signal) => {
          seen = signal;
          return new Promise<string>(() => undefined);
        }),
      { wrapper: withQueryClient() },
    );
    await waitFor(() => expect(seen).toBeDefined());
    unmount();
    await waitFor(() => expect(seen?.aborted).toBe(true));
  });

  it('shows a failure and loads again on retry; a disabled key loads nothing', async () => {
    let attempt = 0;
    const { result } = renderHook(
      () => ({
        shown: useRemote(['/flaky'], async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('数据加载失败');
          return 'ok';
        }),
        waiting: useRemote(['/never'], async () => 'never', { enabled: false, initial: 'empty' }),
      }),
      { wrapper: withQueryClient() },
    );
    await waitFor(() => expect(result.current.shown.error?.message).toBe('数据加载失败'));
    act(() => result.current.shown.retry());
    await waitFor(() => expect(result.current.shown.data).toBe('ok'));
    expect(result.current.waiting).toMatchObject({ data: 'empty', loading: false });
  });
});
