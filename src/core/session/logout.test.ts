import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictCache } from '../dict';
import { getAuthHandlers, setAuthHandlers, setNotifier } from '../http';
import { clearPermissions } from '../permission';
import { local, StorageKeys, StorageTtl, session } from '../storage';
import { getTenantId, getToken, getUserInfo } from './getters';
import { logout } from './logout';
import { reloadSessionFromStorage, sessionStore } from './session-store';
import { captureNotifier, fakeServer, ok, type Routes, resetSessionTestState } from './session-test-kit';

vi.mock('../dict', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../dict')>();
  return { ...actual, clearDictCache: vi.fn(actual.clearDictCache) };
});
vi.mock('../permission', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../permission')>();
  return { ...actual, clearPermissions: vi.fn(actual.clearPermissions) };
});

function seedSession(): void {
  local.set(StorageKeys.accessToken, 'tok-1', StorageTtl.week);
  local.set(StorageKeys.userInfo, { id: 'u1', username: 'zhangsan' }, StorageTtl.week);
  local.set(StorageKeys.loginUsername, 'zhangsan', StorageTtl.week);
  local.set(StorageKeys.tenantId, 1000, StorageTtl.week);
  local.set(StorageKeys.tenantModel, 1, StorageTtl.week);
  local.set(StorageKeys.tenantName, '演示租户', StorageTtl.week);
  local.set(StorageKeys.welcomeText, '上午好，张三，欢迎回来', StorageTtl.week);
  session.set(StorageKeys.userButtonAuth, [{ action: 'user:add', type: '1' }]);
  session.set(StorageKeys.sysButtonAuth, [{ action: 'user:add', type: '1', status: '1' }]);
  reloadSessionFromStorage();
}

function expectEverythingCleared(): void {
  expect(getToken()).toBeNull();
  expect(getUserInfo()).toBeNull();
  expect(getTenantId()).toBeNull();
  for (const key of [StorageKeys.loginUsername, StorageKeys.tenantModel, StorageKeys.tenantName]) {
    expect(local.get(key)).toBeNull();
  }
  expect(session.get(StorageKeys.userButtonAuth)).toBeNull();
  expect(session.get(StorageKeys.sysButtonAuth)).toBeNull();
  expect(clearPermissions).toHaveBeenCalled();
  expect(clearDictCache).toHaveBeenCalled();
  expect(sessionStore.getState()).toMatchObject({ token: null, userInfo: null, welcome: '', tenantName: '' });
}

beforeEach(() => {
  resetSessionTestState();
  vi.mocked(clearDictCache).mockClear();
  vi.mocked(clearPermissions).mockClear();
  captureNotifier();
  seedSession();
});
const defaultReload = getAuthHandlers().reload;
afterEach(() => {
  resetSessionTestState();
  setAuthHandlers({ reload: defaultReload });
});

describe('logout', () => {
  it('with an expired token, ends the session without opening the relogin dialog or a reload', async () => {
    const dialogs: string[] = [];
    setNotifier({
      warn: () => undefined,
      error: () => undefined,
      success: () => undefined,
      reloginDialog: (o) => void dialogs.push(o.title),
    });
    const reload = vi.fn();
    setAuthHandlers({ reload });
    fakeServer({
      'post /sys/logout': { status: 500, data: { success: false, code: 500, message: 'Token失效，请重新登录!' } },
    });
    await logout();
    expect(dialogs).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expectEverythingCleared();
  });

  it('tells the server with the token header, then clears the session', async () => {
    const server = fakeServer({ 'post /sys/logout': { data: ok(null, '退出登录成功！') } });
    expect(sessionStore.getState().token).toBe('tok-1');
    await logout();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.headers['X-Access-Token']).toBe('tok-1');
    expectEverythingCleared();
  });

  const failures: [string, Routes[string]][] = [
    ['HTTP 500', { status: 500, data: { success: false, code: 500, message: '服务器错误', result: null } }],
    ['a network error', { networkError: 'ERR_NETWORK' }],
    ['a refusal in the envelope', { data: { success: false, code: 500, message: '操作失败', result: null } }],
  ];
  it.each(failures)('still clears everything and resolves after %s', async (_name, reply) => {
    fakeServer({ 'post /sys/logout': reply });
    await expect(logout()).resolves.toBeUndefined();
    expectEverythingCleared();
  });

  it('shows a refusal in the envelope as an error', async () => {
    const seen = captureNotifier();
    fakeServer({ 'post /sys/logout': { data: { success: false, code: 500, message: '退出失败', result: null } } });
    await logout();
    expect(seen.error).toEqual(['退出失败']);
    expect(getToken()).toBeNull();
  });

  it('still clears the rest when a clean-up step throws', async () => {
    fakeServer({ 'post /sys/logout': { data: ok(null) } });
    vi.mocked(clearPermissions).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    await expect(logout()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    expect(clearDictCache).toHaveBeenCalled();
  });

  it('shares one server call between calls made at the same time', async () => {
    const server = fakeServer({ 'post /sys/logout': { data: ok(null) } });
    await Promise.all([logout(), logout()]);
    expect(server.calls).toHaveLength(1);
    seedSession();
    await logout();
    expect(server.calls).toHaveLength(2);
  });

  it('makes no server call without a token (it would only answer 401) but still clears', async () => {
    const server = fakeServer({ 'post /sys/logout': { data: ok(null) } });
    local.remove(StorageKeys.accessToken);
    await logout();
    expect(server.calls).toHaveLength(0);
    expect(getUserInfo()).toBeNull();
  });

  it("is the request layer's logout (401 and relogin flows)", () => {
    expect(getAuthHandlers().logout).toBe(logout);
  });
});
