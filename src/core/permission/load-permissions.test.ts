import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../http';
import { fakeAdapter } from '../http/http-test-kit';
import { StorageKeys, session } from '../storage';
import { hasPermission } from './has-permission';
import { EMPTY_MENU_MESSAGE, loadPermissions, PERMISSION_URL } from './load-permissions';
import { clearPermissions, permissionStore } from './permission-store';

const originalAdapter = httpClient.defaults.adapter;

function answer(result: unknown, extra: Record<string, unknown> = {}) {
  const fake = fakeAdapter(() => ({ data: { success: true, code: 200, message: '', result, ...extra } }));
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

const result = {
  menu: [
    {
      path: '/system',
      component: 'layouts/RouteView',
      meta: { title: '系统管理' },
      children: [{ path: '/system/user', component: 'system/UserList', hidden: true, meta: { title: '用户' } }],
    },
  ],
  auth: [{ action: 'user:add', type: '1', describe: '新增' }],
  allAuth: [{ action: 'user:add', type: '1', status: '1', describe: '新增' }],
  codeList: ['user:add'],
  sysSafeMode: false,
};

beforeEach(() => clearPermissions());
afterEach(() => {
  httpClient.defaults.adapter = originalAdapter;
  clearPermissions();
});

describe('loadPermissions', () => {
  it('fetches, stores the button lists in session storage and fills the store', async () => {
    const fake = answer(result);
    const loaded = await loadPermissions();
    expect(fake.calls[0]?.url).toBe(PERMISSION_URL);
    expect(session.get(StorageKeys.userButtonAuth)).toEqual(result.auth);
    expect(session.get(StorageKeys.sysButtonAuth)).toEqual(result.allAuth);
    const state = permissionStore.getState();
    expect(state.loaded).toBe(true);
    expect(state.codeList).toEqual(['user:add']);
    expect(state.routes.map((r) => r.path)).toEqual(['/system']);
    // The group's only child is hidden, so the stored menu hides the group too.
    expect(loaded.menu[0]?.hidden).toBe(true);
    expect(hasPermission('user:add')).toBe(true);
  });

  it.each([[[]], [null], [undefined]])('rejects an empty menu (%j) with the spec text', async (menu) => {
    answer({ ...result, menu });
    await expect(loadPermissions()).rejects.toThrow(EMPTY_MENU_MESSAGE);
    expect(EMPTY_MENU_MESSAGE).toBe('getPermissionList: permissions must be a non-null array !');
    expect(permissionStore.getState().loaded).toBe(false);
  });

  it('rejects with the server message when the call is refused', async () => {
    answer(null, { success: false, code: 500, message: '用户不存在' });
    await expect(loadPermissions()).rejects.toThrow('用户不存在');
  });
});

describe('clearPermissions', () => {
  it('empties session storage and the store', async () => {
    answer(result);
    await loadPermissions();
    clearPermissions();
    expect(session.get(StorageKeys.userButtonAuth)).toBeNull();
    expect(session.get(StorageKeys.sysButtonAuth)).toBeNull();
    expect(permissionStore.getState()).toMatchObject({ loaded: false, menu: [], auth: [], allAuth: [] });
    expect(hasPermission('user:add')).toBe(false);
  });
});
