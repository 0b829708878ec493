import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectOk, expectRefused, INJECTIONS, signIn } from './permission-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1'] as const;
let tokens: Record<(typeof USERS)[number], string>;
const NO_PERMISSION = '没有权限，请联系管理员分配权限！';
const NOT_FOUND = '未找到对应数据';

interface Tree {
  treeList: { key: string; title: string; children?: unknown[]; isLeaf: boolean }[];
  ids: string[];
}

async function roleId(tenantId: number, code: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_role WHERE tenant_id = $1 AND role_code = $2', [
    tenantId,
    code,
  ]);
  if (!row) throw new Error('no role');
  return row.id;
}

async function permissionId(key: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_permission WHERE url = $1 OR perms = $1', [key]);
  if (!row) throw new Error(`no permission ${key}`);
  return row.id;
}

async function linked(table: string, column: string, owner: string): Promise<string[]> {
  const rows = await server.db.query<{ permission_id: string }>(
    `SELECT permission_id FROM ${table} WHERE ${column} = $1 ORDER BY permission_id`,
    [owner],
  );
  return rows.map((row) => row.permission_id);
}

beforeAll(async () => {
  server = await createTestServer();
  tokens = await signIn(server, USERS);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('queryTreeList', () => {
  it('gives the platform every permission and a tenant administrator only what they hold', async () => {
    const all = expectOk<Tree>(await server.request({ url: '/sys/permission/queryTreeList', token: tokens.admin }));
    const total = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission');
    expect(all.ids).toHaveLength(total?.n ?? -1);
    expect(all.treeList[0]).toMatchObject({ title: '首页', isLeaf: false });
    expect(Object.keys(all.treeList[0] ?? {})).toEqual(
      expect.arrayContaining(['key', 'value', 'title', 'slotTitle', 'parentId', 'isLeaf', 'children']),
    );

    const mine = expectOk<Tree>(await server.request({ url: '/sys/permission/queryTreeList', token: tokens.tenant1 }));
    expect(mine.ids).toContain(await permissionId('user:add'));
    expect(mine.ids).not.toContain(await permissionId('tenant:add'));
    expect(mine.ids).not.toContain(await permissionId('/system/permission'));
    expect(mine.ids.length).toBeLessThan(all.ids.length);
  });

  it('is refused to a user who may authorise nothing', async () => {
    expectRefused(
      await server.request({ url: '/sys/permission/queryTreeList', token: tokens.shop1 }),
      NO_PERMISSION,
      510,
    );
  });
});

describe('role permissions', () => {
  it('reads and saves a role of the caller’s tenant, within what the caller holds', async () => {
    const staff = await roleId(1001, 'staff');
    const before = expectOk<string[]>(
      await server.request({
        url: '/sys/permission/queryRolePermission',
        token: tokens.tenant1,
        query: { roleId: staff },
      }),
    );
    expect(before.sort()).toEqual(await linked('sys_role_permission', 'role_id', staff));

    const complaint = await permissionId('/serviceCenter/complaint');
    expect(before).not.toContain(complaint);
    const saved = await server.request({
      method: 'POST',
      url: '/sys/permission/saveRolePermission',
      token: tokens.tenant1,
      body: { roleId: staff, permissionIds: [...before, complaint].join(','), lastpermissionIds: before.join(',') },
    });
    expect(expectOk(saved)).toBeNull();
    expect(saved.body.message).toBe('保存成功！');
    expect(await linked('sys_role_permission', 'role_id', staff)).toContain(complaint);

    // Unticking it (lastpermissionIds holds it, permissionIds not) removes exactly it.
    const withIt = await linked('sys_role_permission', 'role_id', staff);
    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveRolePermission',
        token: tokens.tenant1,
        body: { roleId: staff, permissionIds: before.join(','), lastpermissionIds: withIt.join(',') },
      }),
    );
    expect(await linked('sys_role_permission', 'role_id', staff)).toEqual([...before].sort());
  });

  it('refuses to hand out a permission the caller does not hold', async () => {
    const staff = await roleId(1001, 'staff');
    const before = await linked('sys_role_permission', 'role_id', staff);
    const response = await server.request({
      method: 'POST',
      url: '/sys/permission/saveRolePermission',
      token: tokens.tenant1,
      body: {
        roleId: staff,
        permissionIds: [...before, await permissionId('/system/tenant')].join(','),
        lastpermissionIds: before.join(','),
      },
    });
    expectRefused(response, NO_PERMISSION, 510);
    expect(await linked('sys_role_permission', 'role_id', staff)).toEqual(before);
  });

  it('leaves links the caller cannot see alone when the dialog omits them', async () => {
    // The platform gave tenant 1001's staff role a platform-only entry; tenant1 saves without it.
    const staff = await roleId(1001, 'staff');
    const tenantPage = await permissionId('/system/tenant');
    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveRolePermission',
        token: tokens.admin,
        headers: { 'X-Tenant-Id': '1001' },
        body: {
          roleId: staff,
          permissionIds: [...(await linked('sys_role_permission', 'role_id', staff)), tenantPage].join(','),
        },
      }),
    );
    const withTenantPage = await linked('sys_role_permission', 'role_id', staff);
    expect(withTenantPage).toContain(tenantPage);
    const visible = withTenantPage.filter((id) => id !== tenantPage);
    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveRolePermission',
        token: tokens.tenant1,
        body: { roleId: staff, permissionIds: visible.join(',') },
      }),
    );
    expect(await linked('sys_role_permission', 'role_id', staff)).toContain(tenantPage);
    await server.db.query('DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2', [
      staff,
      tenantPage,
    ]);
  });

  it('refuses roles of another tenant, for reads and writes, even to the platform outside that tenant', async () => {
    const otherStaff = await roleId(1002, 'staff');
    const before = await linked('sys_role_permission', 'role_id', otherStaff);
    const orderList = await permissionId('/order/orderList');
    expectRefused(
      await server.request({
        url: '/sys/permission/queryRolePermission',
        token: tokens.tenant1,
        query: { roleId: otherStaff },
      }),
      NOT_FOUND,
    );
    for (const token of [tokens.tenant1, tokens.admin]) {
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/permission/saveRolePermission',
          token,
          body: { roleId: otherStaff, permissionIds: orderList, lastpermissionIds: before.join(',') },
        }),
        NOT_FOUND,
      );
    }
    expect(await linked('sys_role_permission', 'role_id', otherStaff)).toEqual(before);
  });

  it('refuses a caller without the authorise button', async () => {
    const staff = await roleId(1001, 'staff');
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveRolePermission',
        token: tokens.shop1,
        body: { roleId: staff, permissionIds: '' },
      }),
      NO_PERMISSION,
      510,
    );
  });

  it('answers injection strings in ids with 未找到对应数据 and changes nothing', async () => {
    const staff = await roleId(1001, 'staff');
    const before = await linked('sys_role_permission', 'role_id', staff);
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({
          url: '/sys/permission/queryRolePermission',
          token: tokens.tenant1,
          query: { roleId: probe },
        }),
        NOT_FOUND,
      );
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/permission/saveRolePermission',
          token: tokens.tenant1,
          body: { roleId: probe, permissionIds: before.join(',') },
        }),
        NOT_FOUND,
      );
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/permission/saveRolePermission',
          token: tokens.tenant1,
          body: { roleId: staff, permissionIds: probe, lastpermissionIds: before.join(',') },
        }),
        NOT_FOUND,
      );
    }
    expect(await linked('sys_role_permission', 'role_id', staff)).toEqual(before);
  });
});
