import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../http/http-test-kit';
import { createDictSearch } from './dict-search';
import { ok, refused, restoreHttp, serve, spyNotifier } from './dict-test-kit';

afterEach(() => {
  restoreHttp();
  vi.useRealTimers();
});

/** Serves each request only when the test releases it, by keyword. */
function controlledServer() {
  const waiting = new Map<string, (reply: FakeReply) => void>();
  const fake = serve(
    (config: InternalAxiosRequestConfig) =>
      new Promise<FakeReply>((resolve) => waiting.set(String(config.params?.keyword), resolve)),
  );
  const release = async (keyword: string, reply: FakeReply) => {
    const resolve = waiting.get(keyword);
    if (!resolve) throw new Error(`no request for ${keyword}`);
    resolve(reply);
  };
  return { fake, release };
}

describe('createDictSearch', () => {
  it('waits 300 ms after the last keystroke and sends keyword and pageSize once', async () => {
    vi.useFakeTimers();
    const fake = serve(() => ok([{ value: '1', text: '张三' }]));
    const onResult = vi.fn();
    const search = createDictSearch({ dict: 'sys_user,realname,id', pageSize: 20, onResult });
    search.search('张');
    vi.advanceTimersByTime(200);
    search.search('张三');
    vi.advanceTimersByTime(299);
    expect(fake.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toBe('/sys/dict/loadDict/sys_user,realname,id');
    expect(fake.calls[0]?.params).toMatchObject({ keyword: '张三', pageSize: 20 });
    expect(onResult).toHaveBeenCalledWith([{ value: '1', text: '张三', title: '张三', label: '张三' }], '张三');
  });

  it('drops an answer that arrives after a newer search was started', async () => {
    vi.useFakeTimers();
    const { fake, release } = controlledServer();
    const onResult = vi.fn();
    const search = createDictSearch({ dict: 'users', onResult });
    search.search('a');
    await vi.advanceTimersByTimeAsync(300);
    expect(fake.calls.map((c) => c.params.keyword)).toEqual(['a']);
    search.search('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(fake.calls.map((c) => c.params.keyword)).toEqual(['a', 'ab']);
    // The newer answer comes first, the older one after it.
    await release('ab', ok([{ value: 'ab', text: 'AB' }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledTimes(1);
    await release('a', ok([{ value: 'a', text: 'A' }]));
    await vi.advanceTimersByTimeAsync(50);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[1]).toBe('ab');
    expect(onResult.mock.calls[0]?.[0][0].text).toBe('AB');
  });

  it('drops a stale failure too, and ignores everything after cancel()', async () => {
    vi.useFakeTimers();
    const { fake, release } = controlledServer();
    const onResult = vi.fn();
    const onError = vi.fn();
    const search = createDictSearch({ dict: 'users', debounceMs: 100, onResult, onError });
    search.search('x');
    await vi.advanceTimersByTimeAsync(100);
    search.search('y');
    await vi.advanceTimersByTimeAsync(100);
    search.search('z');
    search.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.calls.map((c) => c.params.keyword)).toEqual(['x', 'y']);
    await release('x', refused('旧的错误'));
    await release('y', ok([]));
    await vi.advanceTimersByTimeAsync(50);
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the server message to onError', async () => {
    serve(() => refused('字典不存在'));
    const onError = vi.fn();
    const search = createDictSearch({ dict: 'nope', debounceMs: 0, onResult: vi.fn(), onError });
    search.search('');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBe('字典不存在');
  });

  it('shows the message as a warning when no onError is given', async () => {
    const notifier = spyNotifier();
    serve(() => refused('字典不存在'));
    createDictSearch({ dict: 'nope', debounceMs: 0, onResult: vi.fn() }).search('q');
    await vi.waitFor(() => expect(notifier.warn).toHaveBeenCalledWith('字典不存在'));
  });
});
