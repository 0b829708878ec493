import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config';
import { local, StorageKeys } from '../storage';
import { downloadBlob, getAction, postAction } from './actions';
import { resetAuthHandlers, setAuthHandlers } from './auth-handlers';
import { httpClient } from './client';
import { ApiError, unwrap } from './envelope';
import { resetErrorPresenter } from './error-presenter';
import { type FakeReply, fakeAdapter } from './http-test-kit';
import { type Notifier, resetNotifier, setNotifier } from './notifier';
import { markShown, wasShown } from './shown';

/** Everything the core showed, as `kind: message`. */
function recordingNotifier(): string[] {
  const seen: string[] = [];
  const notifier: Notifier = {
    warn: (message) => seen.push(`warn: ${message}`),
    error: (message) => seen.push(`error: ${message}`),
    success: (message) => seen.push(`success: ${message}`),
    reloginDialog: ({ content }) => seen.push(`relogin: ${content}`),
  };
  setNotifier(notifier);
  return seen;
}

/** Answers every request with a fresh copy of `reply` (a real client parses a new body each time). */
function answer(reply: () => FakeReply) {
  httpClient.defaults.adapter = fakeAdapter(() => reply()).adapter;
}

const envelope = (code: number, message: string, success = false) => ({ success, code, message, result: null });

/** The rejection of `call`, or a failure of the test when it resolves. */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => {
  local.clear();
  resetConfig();
  resetErrorPresenter();
  setAuthHandlers({ logout: async () => undefined, reload: () => undefined });
});

afterEach(() => {
  resetNotifier();
  resetAuthHandlers();
});

describe('the request layer marks what it showed', () => {
  it.each([
    [8003, 'warn: 页面过期请刷新页面'],
    [510, 'warn: 没有权限'],
  ])('an envelope with code %i: the envelope and the error unwrap makes of it', async (code, shown) => {
    const seen = recordingNotifier();
    answer(() => ({ data: envelope(code, '没有权限') }));
    const answered = await getAction('/x');
    expect(seen).toEqual([shown]);
    expect(wasShown(answered)).toBe(true);
    const error = await rejection(Promise.resolve().then(() => unwrap(answered)));
    expect(error).toBeInstanceOf(ApiError);
    expect(wasShown(error)).toBe(true);
  });

  it('a body 401 (HTTP 200) that logs out', async () => {
    const seen = recordingNotifier();
    local.set(StorageKeys.accessToken, 'tok');
    answer(() => ({ data: envelope(401, 'Token失效，请重新登录!') }));
    const answered = await getAction('/x');
    expect(seen).toEqual(['error: 未授权，请重新登录']);
    expect(wasShown(answered)).toBe(true);
  });

  it('a body 500 Token失效 (HTTP 200), also while its relogin dialog is already open', async () => {
    const seen = recordingNotifier();
    answer(() => ({ data: envelope(500, 'Token失效，请重新登录!') }));
    const [first, second] = await Promise.all([getAction('/a'), getAction('/b')]);
    expect(seen).toEqual(['relogin: 很抱歉，登录已过期，请重新登录']);
    expect(wasShown(first)).toBe(true);
    expect(wasShown(second)).toBe(true);
  });

  it.each<[string, FakeReply, string]>([
    ['HTTP 500', { status: 500, data: envelope(500, '服务器开小差了') }, 'error: 服务器开小差了'],
    ['HTTP 404', { status: 404, data: {} }, 'error: 很抱歉，资源未找到!'],
    ['HTTP 401', { status: 401, data: {} }, 'error: 未授权，请重新登录'],
    [
      'HTTP 500 Token失效',
      { status: 500, data: envelope(500, 'Token失效，请重新登录!') },
      'relogin: 很抱歉，登录已过期，请重新登录',
    ],
    ['a network failure', { networkError: 'ERR_NETWORK' }, 'error: 网络连接失败，请检查网络后重试'],
  ])('%s: the ApiError it rejects with', async (_name, reply, shown) => {
    const seen = recordingNotifier();
    answer(() => ({ ...reply }));
    const error = await rejection(postAction('/x', {}));
    expect(seen).toEqual([shown]);
    expect(error).toBeInstanceOf(ApiError);
    expect(wasShown(error)).toBe(true);
  });

  it('a download answered with a JSON Token失效 body', async () => {
    recordingNotifier();
    const body = () =>
      new Blob([JSON.stringify(envelope(500, 'Token失效，请重新登录!'))], { type: 'application/json' });
    answer(() => ({ data: body() }));
    const error = await rejection(downloadBlob('/sys/user/exportXls'));
    expect(error).toMatchObject({ message: 'Token失效，请重新登录!' });
    expect(wasShown(error)).toBe(true);
  });
});

describe('the request layer does not mark what it did not show', () => {
  it('a business refusal (success false, code 500, a business message)', async () => {
    const seen = recordingNotifier();
    answer(() => ({ data: envelope(500, '用户名已存在') }));
    const answered = await postAction('/sys/user/add', {});
    expect(seen).toEqual([]);
    expect(wasShown(answered)).toBe(false);
    const error = await rejection(Promise.resolve().then(() => unwrap(answered)));
    expect(error).toMatchObject({ message: '用户名已存在' });
    expect(wasShown(error)).toBe(false);
  });

  it('a silent call: HTTP errors and 8003 alike', async () => {
    const seen = recordingNotifier();
    answer(() => ({ status: 404, data: {} }));
    expect(wasShown(await rejection(getAction('/x', undefined, { silent: true })))).toBe(false);
    answer(() => ({ data: envelope(8003, '') }));
    expect(wasShown(await getAction('/x', undefined, { silent: true }))).toBe(false);
    expect(seen).toEqual([]);
  });

  it('a session end on a call that skips the auth flow', async () => {
    const seen = recordingNotifier();
    answer(() => ({ status: 401, data: {} }));
    expect(wasShown(await rejection(getAction('/sys/logout', undefined, { skipAuthFlow: true })))).toBe(false);
    expect(seen).toEqual([]);
  });

  it('success, errors made elsewhere, and values that are not objects', async () => {
    recordingNotifier();
    answer(() => ({ data: envelope(200, '', true) }));
    expect(wasShown(await getAction('/x'))).toBe(false);
    expect(wasShown(new ApiError('切换租户失败'))).toBe(false);
    expect(wasShown(new Error('boom'))).toBe(false);
    expect(wasShown('页面过期请刷新页面')).toBe(false);
    expect(wasShown(undefined)).toBe(false);
    expect(wasShown(markShown(new Error('shown elsewhere')))).toBe(true);
  });
});
