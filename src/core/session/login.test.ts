import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictCache, storeAllDictItems } from '../dict';
import { ApiError } from '../http';
import { clearPermissions } from '../permission';
import { local, StorageKeys, StorageTtl } from '../storage';
import { getTenantId, getToken, getUserInfo, isLoggedIn } from './getters';
import { isLoginSuccess, login, phoneLogin, serviceProviderLogin, thirdLogin, validateCasLogin } from './login';
import { sessionStore } from './session-store';
import { captureNotifier, fakeServer, ok, refused, resetSessionTestState } from './session-test-kit';
import type { LoginResult } from './types';

beforeAll(() => {
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
});

vi.mock('../dict', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../dict')>();
  return {
    ...actual,
    storeAllDictItems: vi.fn(actual.storeAllDictItems),
    clearDictCache: vi.fn(actual.clearDictCache),
  };
});
vi.mock('../permission', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../permission')>();
  return { ...actual, clearPermissions: vi.fn(actual.clearPermissions) };
});

const dicts = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };

function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok-1',
    userInfo: {
      id: 'u1',
      username: 'zhangsan',
      realname: '张三',
      orgCode: 'A01',
      authority: 3,
      sysRole: { tenantId: 1000, shopId: null },
    },
    departs: [{ id: 'd1', orgCode: 'A01', departName: '总部' }],
    multi_depart: 1,
    tenantList: [{ id: 1000, name: '演示租户' }],
    sysAllDictItems: dicts,
    ...overrides,
  };
}

beforeEach(() => {
  resetSessionTestState();
  vi.mocked(storeAllDictItems).mockClear();
  vi.mocked(clearDictCache).mockClear();
  vi.mocked(clearPermissions).mockClear();
  vi.setSystemTime(new Date(2026, 0, 5, 10, 0, 0));
});
afterEach(() => resetSessionTestState());

describe('login', () => {
  it('posts the form and keeps token, user, username, tenant and dictionaries for exactly 7 days', async () => {
    const server = fakeServer({ 'post /sys/login': { data: ok(loginResult(), '登录成功') } });
    const result = await login({ username: 'zhangsan', password: 'secret123', captcha: 'abcd', checkKey: 17 });

    expect(server.calls[0]?.data).toEqual({
      username: 'zhangsan',
      password: 'secret123',
      captcha: 'abcd',
      checkKey: 17,
    });
    expect(result.multi_depart).toBe(1);
    expect(getToken()).toBe('tok-1');
    expect(getUserInfo()?.realname).toBe('张三');
    expect(local.get(StorageKeys.loginUsername)).toBe('zhangsan');
    expect(getTenantId()).toBe(1000);
    expect(local.get(StorageKeys.dictCache)).toMatchObject({ sex: [{ value: '1', text: '男' }] });

    vi.advanceTimersByTime(StorageTtl.week - 1);
    expect(isLoggedIn()).toBe(true);
    expect(getUserInfo()).not.toBeNull();
    expect(getTenantId()).toBe(1000);
    expect(local.get(StorageKeys.dictCache)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(isLoggedIn()).toBe(false);
    expect(getUserInfo()).toBeNull();
    expect(local.get(StorageKeys.loginUsername)).toBeNull();
    expect(getTenantId()).toBeNull();
    expect(local.get(StorageKeys.dictCache)).toBeNull();
  });

  it('stores every dictionary item and drops the previous permissions', async () => {
    fakeServer({ 'post /sys/login': { data: ok(loginResult()) } });
    await login({ username: 'zhangsan', password: 'secret123' });
    expect(storeAllDictItems).toHaveBeenCalledWith(dicts);
    expect(clearPermissions).toHaveBeenCalledTimes(1);
  });

  it('fills the store with the user, the departments and the welcome text of the hour', async () => {
    fakeServer({ 'post /sys/login': { data: ok(loginResult()) } });
    await login({ username: 'zhangsan', password: 'secret123' });
    const state = sessionStore.getState();
    expect(state.token).toBe('tok-1');
    expect(state.userInfo?.username).toBe('zhangsan');
    expect(state.departs.map((d) => d.departName)).toEqual(['总部']);
    expect(state.welcome).toBe('上午好，张三，欢迎回来');
    expect(local.get(StorageKeys.welcomeText)).toBe('上午好，张三，欢迎回来');
  });

  it("accepts JeecgBoot's string code '200' without a success flag", async () => {
    fakeServer({ 'post /sys/login': { data: { code: '200', message: '登录成功', result: loginResult() } } });
    await login({ username: 'zhangsan', password: 'secret123' });
    expect(getToken()).toBe('tok-1');
  });

  it('falls back to loginTenantId when the user has no sysRole tenant', async () => {
    const result = loginResult();
    result.userInfo = { id: 'u1', username: 'zhangsan', loginTenantId: 7 };
    fakeServer({ 'post /sys/login': { data: ok(result) } });
    await login({ username: 'zhangsan', password: 'secret123' });
    expect(getTenantId()).toBe(7);
  });

  it("forgets a previous session's tenant when the new user has none", async () => {
    local.set(StorageKeys.tenantId, 1000, StorageTtl.week);
    const result = loginResult();
    result.userInfo = { id: 'u2', username: 'lisi' };
    fakeServer({ 'post /sys/login': { data: ok(result) } });
    await login({ username: 'lisi', password: 'secret123' });
    expect(getTenantId()).toBeNull();
  });

  it('rejects with the server message and stores nothing when refused', async () => {
    fakeServer({ 'post /sys/login': { data: refused('用户名或密码错误') } });
    const attempt = login({ username: 'zhangsan', password: 'wrong' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toThrow('用户名或密码错误');
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(getTenantId()).toBeNull();
    expect(local.get(StorageKeys.loginUsername)).toBeNull();
    expect(storeAllDictItems).not.toHaveBeenCalled();
    expect(clearPermissions).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps the captcha code of a wrong captcha on the error', async () => {
    fakeServer({ 'post /sys/login': { data: refused('验证码错误', 412) } });
    await expect(login({ username: 'a', password: 'b' })).rejects.toMatchObject({ code: 412, message: '验证码错误' });
  });

  it('refuses a success without a token rather than storing half a session', async () => {
    fakeServer({ 'post /sys/login': { data: ok({ userInfo: loginResult().userInfo }) } });
    await expect(login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(getUserInfo()).toBeNull();
  });

  it('rejects on an HTTP failure and stores nothing', async () => {
    captureNotifier();
    fakeServer({ 'post /sys/login': { status: 502, data: '' } });
    await expect(login({ username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
  });
});

describe('isLoginSuccess', () => {
  it('reads code 200 as number or string, and the envelope flag', () => {
    expect(isLoginSuccess({ code: 200 })).toBe(true);
    expect(isLoginSuccess({ code: '200' })).toBe(true);
    expect(isLoginSuccess({ success: true, code: 0 })).toBe(true);
    expect(isLoginSuccess({ success: false, code: 500 })).toBe(false);
    expect(isLoginSuccess({ code: 412 })).toBe(false);
    expect(isLoginSuccess(null)).toBe(false);
  });
});

describe('phoneLogin', () => {
  it('posts mobile and SMS code and stores like the account login', async () => {
    const server = fakeServer({ 'post /sys/phoneLogin': { data: ok(loginResult()) } });
    await phoneLogin({ mobile: '13800000000', captcha: '123456' });
    expect(server.calls[0]?.data).toEqual({ mobile: '13800000000', captcha: '123456' });
    expect(getToken()).toBe('tok-1');
    expect(storeAllDictItems).toHaveBeenCalledWith(dicts);
    vi.advanceTimersByTime(StorageTtl.week);
    expect(getToken()).toBeNull();
  });
});

describe('thirdLogin', () => {
  it('stores the session but no dictionary items, even when the server sends them', async () => {
    const server = fakeServer({ 'get /sys/thirdLogin/getLoginUser/abc%2F1/github': { data: ok(loginResult()) } });
    await thirdLogin('abc/1', 'github');
    expect(server.calls).toHaveLength(1);
    expect(getToken()).toBe('tok-1');
    expect(getTenantId()).toBe(1000);
    expect(storeAllDictItems).not.toHaveBeenCalled();
    // Another user's dictionaries must not outlive the switch.
    expect(clearDictCache).toHaveBeenCalled();
  });

  it('uses the one-segment path when no third-party type is given', async () => {
    const server = fakeServer({ 'get /sys/thirdLogin/getLoginUser/abc': { data: ok(loginResult()) } });
    await thirdLogin('abc');
    expect(server.calls[0]?.url).toBe('/sys/thirdLogin/getLoginUser/abc');
  });
});

describe('validateCasLogin', () => {
  it('sends ticket and service and keeps the user for 1 day only', async () => {
    const server = fakeServer({ 'get /sys/cas/client/validateLogin': { data: ok(loginResult()) } });
    await validateCasLogin('ST-1', 'https://admin.example.com/');
    expect(server.calls[0]?.params).toMatchObject({ ticket: 'ST-1', service: 'https://admin.example.com/' });
    vi.advanceTimersByTime(StorageTtl.casLogin - 1);
    expect(getUserInfo()?.username).toBe('zhangsan');
    expect(getToken()).toBe('tok-1');
    vi.advanceTimersByTime(1);
    expect(getUserInfo()).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('serviceProviderLogin', () => {
  it('posts the authorization and stores nothing', async () => {
    const server = fakeServer({ 'post /sys/serviceProvider': { data: ok('授权成功') } });
    const params = { app_auth_code: 'code1', app_id: '2021', source: 'alipay_app_auth' };
    await expect(serviceProviderLogin(params)).resolves.toBe('授权成功');
    expect(server.calls[0]?.data).toEqual(params);
    expect(getToken()).toBeNull();
  });

  it('rejects with the server message', async () => {
    fakeServer({ 'post /sys/serviceProvider': { data: refused('授权失败') } });
    await expect(serviceProviderLogin({ app_auth_code: 'x', app_id: 'y', source: 'alipay_app_auth' })).rejects.toThrow(
      '授权失败',
    );
  });
});
