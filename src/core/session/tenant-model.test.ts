import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, StorageKeys, StorageTtl } from '../storage';
import { sessionStore } from './session-store';
import { captureNotifier, fakeServer, ok, resetSessionTestState } from './session-test-kit';
import { loadTenantModel } from './tenant-model';
import type { LoginUserInfo } from './types';

beforeAll(() => {
  vi.useFakeTimers();
});
afterAll(() => {
  vi.useRealTimers();
});

const tenantAdmin: LoginUserInfo = { id: 'u1', username: 't', authority: 3, sysRole: { tenantId: 1000 } };
const shopOperator: LoginUserInfo = { id: 'u2', username: 's', authority: 4, shopId: 'shop-9', sysRole: {} };

function loginAs(user: LoginUserInfo): void {
  local.set(StorageKeys.userInfo, user, StorageTtl.week);
}

beforeEach(() => {
  resetSessionTestState();
  vi.setSystemTime(new Date(2026, 0, 5, 10, 0, 0));
});
afterEach(() => resetSessionTestState());

describe('loadTenantModel', () => {
  it('loads the tenant by id for authority 3 and publishes name and model', async () => {
    loginAs(tenantAdmin);
    const server = fakeServer({ 'get /sys/tenant/queryById': { data: ok({ name: '演示租户', tenantModel: 1 }) } });
    await expect(loadTenantModel()).resolves.toEqual({ name: '演示租户', tenantModel: 1 });
    expect(server.calls[0]?.params).toMatchObject({ id: 1000 });
    expect(sessionStore.getState()).toMatchObject({ tenantName: '演示租户', tenantModel: 1 });
  });

  it('loads the shop by shopId for other authorities and reads rentOrPurchase', async () => {
    loginAs(shopOperator);
    const server = fakeServer({
      'get /sys/tenant/getShop': { data: ok({ name: '一号店', rentOrPurchase: 1, tenantModel: 9 }) },
    });
    await expect(loadTenantModel()).resolves.toEqual({ name: '一号店', tenantModel: 1 });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.params).toMatchObject({ shopId: 'shop-9' });
  });

  it('reads the authority when it comes as a string', async () => {
    loginAs({ ...tenantAdmin, authority: '3' });
    const server = fakeServer({ 'get /sys/tenant/queryById': { data: ok({ name: '演示租户', tenantModel: 1 }) } });
    await loadTenantModel();
    expect(server.calls[0]?.url).toBe('/sys/tenant/queryById');
  });

  it('answers from the 7-day cache without a request, then asks again once it expired', async () => {
    loginAs(tenantAdmin);
    const server = fakeServer({ 'get /sys/tenant/queryById': { data: ok({ name: '演示租户', tenantModel: 1 }) } });
    await loadTenantModel();
    vi.advanceTimersByTime(StorageTtl.week - 1);
    await expect(loadTenantModel()).resolves.toEqual({ name: '演示租户', tenantModel: 1 });
    expect(server.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    loginAs(tenantAdmin);
    await loadTenantModel();
    expect(server.calls).toHaveLength(2);
  });

  it('defaults the model to 2 when the server gives none', async () => {
    loginAs(shopOperator);
    fakeServer({ 'get /sys/tenant/getShop': { data: ok({ name: '一号店', rentOrPurchase: null }) } });
    await expect(loadTenantModel()).resolves.toEqual({ name: '一号店', tenantModel: 2 });
    expect(local.get(StorageKeys.tenantModel)).toBe(2);
  });

  it('shows the msg of a code -1 answer as a warning and caches nothing', async () => {
    const seen = captureNotifier();
    loginAs(tenantAdmin);
    const server = fakeServer({
      'get /sys/tenant/queryById': { data: { code: -1, msg: '租户不存在', result: null } },
    });
    await expect(loadTenantModel()).resolves.toEqual({ name: '', tenantModel: 2 });
    expect(seen.warn).toEqual(['租户不存在']);
    expect(local.get(StorageKeys.tenantModel)).toBeNull();
    await loadTenantModel();
    expect(server.calls).toHaveLength(2);
  });

  it('falls back to message when a code -1 answer has no msg', async () => {
    const seen = captureNotifier();
    loginAs(shopOperator);
    fakeServer({
      'get /sys/tenant/getShop': { data: { success: false, code: -1, message: '店铺已停用', result: null } },
    });
    await loadTenantModel();
    expect(seen.warn).toEqual(['店铺已停用']);
  });

  it('makes no request without a logged-in user or an id to ask for', async () => {
    const server = fakeServer({});
    await expect(loadTenantModel()).resolves.toEqual({ name: '', tenantModel: 2 });
    loginAs({ id: 'admin', username: 'admin' });
    await expect(loadTenantModel()).resolves.toEqual({ name: '', tenantModel: 2 });
    expect(server.calls).toHaveLength(0);
  });

  it('shares one request between calls made at the same time', async () => {
    loginAs(tenantAdmin);
    const server = fakeServer({ 'get /sys/tenant/queryById': { data: ok({ name: '演示租户', tenantModel: 1 }) } });
    await Promise.all([loadTenantModel(), loadTenantModel()]);
    expect(server.calls).toHaveLength(1);
  });
});
