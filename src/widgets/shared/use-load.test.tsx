// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load';

afterEach(cleanup);

/** A load whose answers the test gives by hand, one pending promise per call. */
function manual<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { calls, load };
}

describe('useLoad', () => {
  it('loads the key, says loading until the answer, then gives the data', async () => {
    const { calls, load } = manual<string>();
    const { result } = renderHook(() => useLoad(['a'], load, { initial: '' }));
    expect(result.current).toMatchObject({ data: '', loading: true, error: undefined });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.resolve('A'));
    expect(result.current).toMatchObject({ data: 'A', loading: false, error: undefined });
  });

  it('drops the answer of an outdated key and keeps the previous data meanwhile', async () => {
    const { calls, load } = manual<string>();
    const onData = vi.fn();
    const { result, rerender } = renderHook(({ key }) => useLoad([key], load, { onData }), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.resolve('A'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: 'A', loading: true });
    rerender({ key: 'c' });
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('B'));
    expect(result.current).toMatchObject({ data: 'A', loading: true });
    await act(async () => calls[2]?.resolve('C'));
    expect(result.current).toMatchObject({ data: 'C', loading: false });
    expect(onData.mock.calls).toEqual([['A'], ['C']]);
  });

  it('compares the key item by item: an equal key loads nothing, another object does', () => {
    const { load } = manual<string>();
    const query = { page: 1 };
    const { rerender } = renderHook(({ q }) => useLoad(['users', q], load), { initialProps: { q: query } });
    rerender({ q: query });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ q: { page: 1 } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the failure of the current key only and keeps the data', async () => {
    const { calls, load } = manual<string>();
    const onError = vi.fn();
    const { result, rerender } = renderHook(({ key }) => useLoad([key], load, { onError }), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.resolve('A'));
    rerender({ key: 'b' });
    const failure = new Error('查询失败');
    await act(async () => calls[1]?.reject(failure));
    expect(result.current).toMatchObject({ data: 'A', loading: false, error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
    rerender({ key: 'c' });
    expect(result.current).toMatchObject({ data: 'A', loading: true, error: undefined });
  });

  it('aborts the load under way on unmount and applies nothing after', async () => {
    const { calls, load } = manual<string>();
    const onData = vi.fn();
    const { unmount } = renderHook(() => useLoad(['a'], load, { onData }));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve('A'));
    expect(onData).not.toHaveBeenCalled();
  });

  it('reload asks the same key again and drops the answer it replaces', async () => {
    const { calls, load } = manual<number>();
    const { result } = renderHook(() => useLoad(['a'], load));
    await act(async () => calls[0]?.resolve(1));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 1, loading: true });
    act(() => result.current.reload());
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve(2));
    await act(async () => calls[2]?.resolve(3));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ data: 3, loading: false });
  });

  it('a null key loads nothing, is not loading, and keeps the data for when the key comes back', async () => {
    const { calls, load } = manual<string>();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLoad(key ? [key] : null, load), {
      initialProps: { key: null as string | null },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
    rerender({ key: 'a' });
    await act(async () => calls[0]?.resolve('A'));
    rerender({ key: 'b' });
    rerender({ key: null });
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('B'));
    expect(result.current).toMatchObject({ data: 'A', loading: false });
    rerender({ key: 'a' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(result.current.loading).toBe(true);
  });
});
