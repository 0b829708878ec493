import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { local, StorageKeys } from '../storage';
import { deleteAction, downloadBlob, getAction, postAction } from './actions';
import { resetAuthHandlers, setAuthHandlers } from './auth-handlers';
import { HTTP_TIMEOUT_MS, httpClient } from './client';
import { ApiError } from './envelope';
import { resetErrorPresenter } from './error-presenter';
import { type FakeReply, fakeAdapter } from './http-test-kit';
import { type Notifier, resetNotifier, setNotifier } from './notifier';
import { jeecgSign, signHeaders } from './signing';

function recordingNotifier() {
  const seen: { kind: string; message: string; title?: string }[] = [];
  const dialogs: Parameters<Notifier['reloginDialog']>[0][] = [];
  const notifier: Notifier = {
    warn: (message) => seen.push({ kind: 'warn', message }),
    error: (message, title) => seen.push({ kind: 'error', message, title }),
    success: (message) => seen.push({ kind: 'success', message }),
    reloginDialog: (options) => dialogs.push(options),
  };
  setNotifier(notifier);
  return { seen, dialogs };
}

function answer(reply: FakeReply | ((url: string) => FakeReply)) {
  const fake = fakeAdapter((config) => (typeof reply === 'function' ? reply(config.url ?? '') : reply));
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

const ok = { success: true, code: 200, message: '', result: { ok: 1 } };

beforeEach(() => {
  local.clear();
  resetConfig();
  resetErrorPresenter();
});

afterEach(() => {
  resetNotifier();
  resetAuthHandlers();
  vi.useRealTimers();
});

describe('request headers', () => {
  it('carries token, tenant (both names, default 0), app id, timestamp and SHA-256 signature', async () => {
    configure({ appId: 'app-x', signSecret: 'sec-y' });
    local.set(StorageKeys.accessToken, 'tok-1');
    const fake = answer({ data: ok });
    await postAction('/sys/user/add', { a: 1 });
    const headers = fake.calls[0]?.headers ?? {};
    expect(headers['X-Access-Token']).toBe('tok-1');
    expect(headers['tenant-id']).toBe('0');
    expect(headers['X-Tenant-Id']).toBe('0');
    expect(headers.appids).toBe('app-x');
    expect(headers.timestamps).toMatch(/^\d{13}$/);
    expect(headers.signs).toBe(signHeaders('app-x', 'sec-y', Number(headers.timestamps)).signs);
  });

  it('omits the token when there is none, uses the stored tenant and the login IP when known', async () => {
    local.set(StorageKeys.tenantId, 1002);
    local.set(StorageKeys.encryptedString, 'enc-ip');
    const fake = answer({ data: ok });
    await getAction('/sys/user/list');
    const headers = fake.calls[0]?.headers ?? {};
    expect(headers['X-Access-Token']).toBeUndefined();
    expect(headers['tenant-id']).toBe('1002');
    expect(headers['X-Tenant-Id']).toBe('1002');
    expect(headers['a-sdfgh-ssjg']).toBe('enc-ip');
  });

  it('configured default tenant is sent when none is stored', async () => {
    configure({ defaultTenantId: 7 });
    const fake = answer({ data: ok });
    await getAction('/x');
    expect(fake.calls[0]?.headers['tenant-id']).toBe('7');
  });

  it('adds _t to GET requests except dictionary-item calls, never to POST', async () => {
    const fake = answer({ data: ok });
    await getAction('/sys/user/list', { pageNo: 1 });
    await getAction('/sys/dict/getDictItems/sex');
    await postAction('/sys/user/add', {});
    await deleteAction('/sys/user/delete', { id: 1 });
    expect(fake.calls[0]?.params).toMatchObject({ pageNo: 1, _t: expect.any(Number) });
    expect(fake.calls[1]?.params).not.toHaveProperty('_t');
    expect(fake.calls[2]?.params).not.toHaveProperty('_t');
    expect(fake.calls[3]?.params).not.toHaveProperty('_t');
  });

  it('adds JeecgBoot X-Sign on dictionary calls only when a JeecgBoot secret is configured', async () => {
    const fake = answer({ data: ok });
    await getAction('/sys/dict/getDictItems/sex');
    expect(fake.calls[0]?.headers['X-Sign']).toBeUndefined();
    configure({ jeecgSignSecret: 'dd05' });
    await getAction('/sys/dict/getDictItems/sex');
    await getAction('/sys/user/list');
    expect(fake.calls[1]?.headers['X-Sign']).toMatch(/^[0-9A-F]{32}$/);
    expect(fake.calls[1]?.headers['X-TIMESTAMP']).toMatch(/^\d{13}$/);
    expect(fake.calls[2]?.headers['X-Sign']).toBeUndefined();
  });

  it('signs the JSON body of a signed POST (JeecgBoot 3.7+ /sys/sms)', async () => {
    const fake = answer({ data: ok });
    configure({ jeecgSignSecret: 'dd05' });
    await postAction('/sys/sms', { mobile: '13800000000', smsmode: 0 });
    const headers = fake.calls[0]?.headers ?? {};
    expect(headers['X-Sign']).toBe(jeecgSign('/sys/sms', { mobile: '13800000000', smsmode: '0' }, 'dd05'));
    expect(headers['X-TIMESTAMP']).toMatch(/^\d{13}$/);
  });

  it('uses the configured base URL and a 30 s timeout', () => {
    configure({ apiBaseUrl: 'https://erp.example.com/jeecg-boot' });
    expect(httpClient.defaults.baseURL).toBe('https://erp.example.com/jeecg-boot');
    expect(httpClient.defaults.timeout).toBe(30000);
    expect(HTTP_TIMEOUT_MS).toBe(30000);
  });
});

describe('responses through the catalogue', () => {
  it('resolves business errors as envelopes without a toast (the page shows them)', async () => {
    const { seen } = recordingNotifier();
    answer({ data: { success: false, code: 500, message: '用户名已存在', result: null } });
    const envelope = await postAction('/sys/user/add', {});
    expect(envelope.message).toBe('用户名已存在');
    expect(seen).toEqual([]);
  });

  it('warns on code 8003 and 510', async () => {
    const { seen } = recordingNotifier();
    answer((url) => ({
      data: { success: false, code: url.includes('a') ? 8003 : 510, message: '无权限', result: null },
    }));
    await getAction('/a');
    await getAction('/b');
    expect(seen).toEqual([
      { kind: 'warn', message: '页面过期请刷新页面' },
      { kind: 'warn', message: '无权限' },
    ]);
  });

  it.each([
    [403, '拒绝访问'],
    [404, '很抱歉，资源未找到!'],
    [504, '网络超时'],
  ])('HTTP %i rejects and shows %s under 系统提示', async (status, text) => {
    const { seen } = recordingNotifier();
    answer({ status, data: { message: 'ignored' } });
    await expect(getAction('/x')).rejects.toMatchObject({ name: 'ApiError', status, message: text });
    expect(seen).toEqual([{ kind: 'error', message: text, title: '系统提示' }]);
  });

  it('other statuses show the server message under 系统提示', async () => {
    const { seen } = recordingNotifier();
    answer({ status: 500, data: { success: false, code: 500, message: '服务器开小差了' } });
    await expect(getAction('/x')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ kind: 'error', message: '服务器开小差了', title: '系统提示' }]);
  });

  it('a silent call shows nothing but still rejects', async () => {
    const { seen } = recordingNotifier();
    answer({ status: 404, data: {} });
    await expect(getAction('/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
  });

  it('a client timeout shows 网络超时', async () => {
    const { seen } = recordingNotifier();
    answer({ networkError: 'ECONNABORTED' });
    await expect(getAction('/x')).rejects.toMatchObject({ message: '网络超时' });
    expect(seen[0]?.message).toBe('网络超时');
  });

  it('HTTP 401 logs out, then reloads after 1.5 s, once however many calls fail', async () => {
    vi.useFakeTimers();
    const { seen } = recordingNotifier();
    const logout = vi.fn(async () => undefined);
    const reload = vi.fn();
    setAuthHandlers({ logout, reload });
    local.set(StorageKeys.accessToken, 'tok');
    answer({ status: 401, data: { code: 401, message: 'Token失效，请重新登录!' } });
    await Promise.allSettled([getAction('/a'), getAction('/b'), getAction('/c')]);
    expect(seen).toEqual([{ kind: 'error', message: '未授权，请重新登录', title: '系统提示' }]);
    expect(logout).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 500 Token失效 opens exactly one relogin dialog for many failing calls; OK logs out and reloads', async () => {
    const { dialogs, seen } = recordingNotifier();
    const logout = vi.fn(async () => undefined);
    const reload = vi.fn();
    setAuthHandlers({ logout, reload });
    local.set(StorageKeys.accessToken, 'tok');
    answer({ status: 500, data: { success: false, code: 500, message: 'Token失效，请重新登录!' } });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => getAction(`/p${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(dialogs).toHaveLength(1);
    expect(seen).toEqual([]);
    expect(dialogs[0]).toMatchObject({
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
    await dialogs[0]?.onOk();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(local.get(StorageKeys.accessToken)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a download answered with a JSON Token失效 body also opens the relogin dialog', async () => {
    const { dialogs } = recordingNotifier();
    const body = new Blob([JSON.stringify({ success: false, code: 500, message: 'Token失效，请重新登录!' })], {
      type: 'application/json',
    });
    answer({ status: 500, data: body });
    await expect(downloadBlob('/sys/user/exportXls')).rejects.toBeInstanceOf(ApiError);
    expect(dialogs).toHaveLength(1);
  });

  it('an empty export rejects with 文件下载失败', async () => {
    answer({ data: new Blob([]) });
    await expect(downloadBlob('/sys/user/exportXls')).rejects.toThrow('文件下载失败');
  });
});
