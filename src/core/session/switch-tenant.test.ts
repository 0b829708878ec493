import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../contract';
import { permissionStore, savePermissions } from '../permission';
import { local, StorageKeys, StorageTtl, session } from '../storage';
import { getTenantId, getToken, getUserInfo } from './getters';
import { reloadSessionFromStorage, sessionStore } from './session-store';
import { captureNotifier, fakeServer, ok, refused, resetSessionTestState } from './session-test-kit';
import { canSwitchTenant, isPlatformAdmin, isPlatformView, loadTenantChoices, switchTenant } from './switch-tenant';
import type { LoginUserInfo } from './types';

const admin: LoginUserInfo = {
  id: 'u-admin',
  username: 'admin',
  realname: '平台管理员',
  authority: 1,
  tenantId: 1000,
  loginTenantId: 1000,
  relTenantIds: '1000,1001,1002',
  sysRole: { tenantId: 1000, shopId: null },
};
const inTenant: LoginUserInfo = { ...admin, loginTenantId: 1001, sysRole: { tenantId: 1001, shopId: null } };

function signIn(user: LoginUserInfo): void {
  local.set(StorageKeys.accessToken, 'tok-admin', StorageTtl.week);
  local.set(StorageKeys.userInfo, user, StorageTtl.week);
  local.set(StorageKeys.tenantId, 1000, StorageTtl.week);
  local.set(StorageKeys.tenantModel, 2, StorageTtl.week);
  local.set(StorageKeys.tenantName, '平台运营中心', StorageTtl.week);
  local.set(StorageKeys.dictCache, { sex: [{ value: '1', text: '男', title: '男', label: '男' }] }, StorageTtl.week);
  session.set(StorageKeys.userButtonAuth, [{ action: 'user:add', type: '1' }]);
  savePermissions({ menu: [], auth: [], allAuth: [], codeList: ['user:add'], sysSafeMode: false }, []);
  reloadSessionFromStorage();
}

beforeEach(() => {
  resetSessionTestState();
  captureNotifier();
});
afterEach(() => resetSessionTestState());

describe('who may switch, and who sees the platform', () => {
  it('reads authority 1 as the platform administrator, in the platform tenant only while at home', () => {
    expect(isPlatformAdmin(admin)).toBe(true);
    expect(isPlatformAdmin({ ...admin, authority: '1' })).toBe(true);
    expect(isPlatformAdmin({ ...admin, authority: 3 })).toBe(false);
    expect(isPlatformAdmin(null)).toBe(false);
    expect(isPlatformView(admin)).toBe(true);
    expect(isPlatformView(inTenant)).toBe(false);
    expect(isPlatformView({ ...admin, authority: 3 })).toBe(false);
  });

  it('offers the switch to the platform administrator and to users of several tenants', () => {
    expect(canSwitchTenant(admin)).toBe(true);
    expect(canSwitchTenant({ id: 'u2', username: 'x', authority: 3, relTenantIds: '1001,1002' })).toBe(true);
    expect(canSwitchTenant({ id: 'u3', username: 'tenant1', authority: 3, relTenantIds: '1001' })).toBe(false);
    expect(canSwitchTenant({ id: 'u4', username: 'y', authority: 4 })).toBe(false);
    expect(canSwitchTenant(null)).toBe(false);
  });
});

describe('loadTenantChoices', () => {
  it('reads a bare array and JeecgBoot’s {list}', async () => {
    fakeServer({
      'get /sys/tenant/getCurrentUserTenant': {
        data: ok([{ id: 1000, name: '平台运营中心' }, { id: 1001, name: '华东租赁有限公司' }, { name: 'no id' }]),
      },
    });
    expect(await loadTenantChoices()).toEqual([
      { id: 1000, name: '平台运营中心' },
      { id: 1001, name: '华东租赁有限公司' },
    ]);
    fakeServer({ 'get /sys/tenant/getCurrentUserTenant': { data: ok({ list: [{ id: '7', name: '七号' }] }) } });
    expect(await loadTenantChoices()).toEqual([{ id: '7', name: '七号' }]);
  });
});

describe('switchTenant', () => {
  it('moves the session into the tenant and drops what belonged to the previous one', async () => {
    signIn(admin);
    const dicts = { order_status: [{ value: '1', text: '待付款' }] };
    const server = fakeServer({
      'post /sys/selectTenant': {
        data: ok({ userInfo: inTenant, departs: [{ id: 'd1', orgCode: 'A01', departName: '运营部' }] }),
      },
      'get /sys/dict/queryAllDictItems': { data: ok(dicts) },
    });

    const user = await switchTenant(1001);

    expect(user).toEqual(inTenant);
    expect(server.calls[0]).toMatchObject({ method: 'post', url: '/sys/selectTenant', data: { tenantId: 1001 } });
    // The dictionaries are asked again, in the new tenant.
    expect(server.calls[1]?.url).toBe('/sys/dict/queryAllDictItems');
    expect(server.calls[1]?.headers[Header.tenantIdAlias]).toBe('1001');
    expect(local.get(StorageKeys.dictCache)).toMatchObject({ order_status: [{ value: '1', text: '待付款' }] });
    expect(local.get(StorageKeys.dictCache)).not.toHaveProperty('sex');

    expect(getToken()).toBe('tok-admin');
    expect(getTenantId()).toBe(1001);
    expect(getUserInfo()).toEqual(inTenant);
    expect(local.get(StorageKeys.tenantModel)).toBeNull();
    expect(local.get(StorageKeys.tenantName)).toBeNull();
    expect(session.get(StorageKeys.userButtonAuth)).toBeNull();
    expect(permissionStore.getState()).toMatchObject({ loaded: false, codeList: [] });
    expect(sessionStore.getState()).toMatchObject({
      token: 'tok-admin',
      userInfo: inTenant,
      tenantName: '',
      departs: [{ id: 'd1', orgCode: 'A01', departName: '运营部' }],
    });
    expect(sessionStore.getState().welcome).toContain('平台管理员');
  });

  it('forgets the dictionaries when they cannot be fetched again', async () => {
    signIn(admin);
    fakeServer({
      'post /sys/selectTenant': { data: ok({ userInfo: inTenant }) },
      'get /sys/dict/queryAllDictItems': { data: refused('服务繁忙') },
    });
    await switchTenant(1001);
    expect(local.get(StorageKeys.dictCache)).toBeNull();
    expect(getTenantId()).toBe(1001);
  });

  it('rejects with the refusal and changes nothing', async () => {
    signIn({ ...admin, authority: 3, relTenantIds: '1001' });
    const server = fakeServer({
      'post /sys/selectTenant': { data: refused('没有权限，请联系管理员分配权限！', 510) },
    });
    await expect(switchTenant(1002)).rejects.toThrow('没有权限，请联系管理员分配权限！');
    expect(server.calls).toHaveLength(1);
    expect(getTenantId()).toBe(1000);
    expect(getUserInfo()).toMatchObject({ sysRole: { tenantId: 1000 } });
    expect(local.get(StorageKeys.tenantName)).toBe('平台运营中心');
    expect(local.get(StorageKeys.dictCache)).toHaveProperty('sex');
    expect(permissionStore.getState()).toMatchObject({ loaded: true, codeList: ['user:add'] });
  });
});
