import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPoller', () => {
  it('runs the task every interval', async () => {
    const task = vi.fn(async () => undefined);
    const poller = createPoller(task, 20_000);
    poller.start();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(poller.running).toBe(true);
    poller.stop();
  });

  it('runs at once with immediate', async () => {
    const task = vi.fn(async () => undefined);
    const poller = createPoller(task, 20_000, { immediate: true });
    poller.start();
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('stops on the first rejection and reports it', async () => {
    const onError = vi.fn();
    const boom = new Error('网络异常');
    const task = vi.fn().mockResolvedValueOnce('ok').mockRejectedValueOnce(boom).mockResolvedValue('ok');
    const poller = createPoller(task, 20_000, { onError });
    poller.start();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(boom);
    expect(poller.running).toBe(false);
    expect(poller.failure).toBe(boom);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('stops on a synchronous throw', async () => {
    const task = vi.fn(() => {
      throw new Error('sync');
    });
    const poller = createPoller(task, 1_000, { immediate: true });
    poller.start();
    expect(poller.running).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never overlaps runs: the next interval starts when the previous run settles', async () => {
    let resolve: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const poller = createPoller(task, 1_000);
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('stop() cancels the pending run and ignores an in-flight one; start() resumes', async () => {
    let resolve: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const poller = createPoller(task, 1_000);
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    poller.stop();
    resolve();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('a failure of a run from before stop()/start() does not stop the new cycle', async () => {
    let reject: (error: Error) => void = () => undefined;
    const task = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((_, r) => (reject = r)))
      .mockResolvedValue(undefined);
    const poller = createPoller(task, 1_000, { immediate: true });
    poller.start();
    poller.stop();
    poller.start();
    reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.running).toBe(true);
    poller.stop();
  });
});
