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

async function departId(tenantId: number, orgCode: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_depart WHERE tenant_id = $1 AND org_code = $2', [
    tenantId,
    orgCode,
  ]);
  if (!row) throw new Error('no depart');
  return row.id;
}

async function departRoleId(tenantId: number, code: string): Promise<string> {
  const row = await server.db.one<{ id: string }>(
    'SELECT id FROM sys_depart_role WHERE tenant_id = $1 AND role_code = $2',
    [tenantId, code],
  );
  if (!row) throw new Error('no depart role');
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

describe('department and department-role permissions', () => {
  it('saves department permissions in the tenant and cascades removals to its roles', async () => {
    const depart = await departId(1001, 'A01A01');
    const opsStaff = await departRoleId(1001, 'ops_staff');
    const current = expectOk<string[]>(
      await server.request({
        url: '/sys/permission/queryDepartPermission',
        token: tokens.tenant1,
        query: { departId: depart },
      }),
    );
    const overdue = await permissionId('/order/overdueOrder');
    expect(current).toContain(overdue);
    expect(await linked('sys_depart_role_permission', 'role_id', opsStaff)).toContain(overdue);

    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveDepartPermission',
        token: tokens.tenant1,
        body: {
          departId: depart,
          permissionIds: current.filter((id) => id !== overdue).join(','),
          lastpermissionIds: current.join(','),
        },
      }),
    );
    expect(await linked('sys_depart_permission', 'depart_id', depart)).not.toContain(overdue);
    expect(await linked('sys_depart_role_permission', 'role_id', opsStaff)).not.toContain(overdue);

    // Back again, for the tests below.
    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveDepartPermission',
        token: tokens.tenant1,
        body: { departId: depart, permissionIds: current.join(',') },
      }),
    );
  });

  it('refuses departments of another tenant', async () => {
    const other = await departId(1002, 'A01A02');
    const before = await linked('sys_depart_permission', 'depart_id', other);
    expectRefused(
      await server.request({
        url: '/sys/permission/queryDepartPermission',
        token: tokens.tenant1,
        query: { departId: other },
      }),
      NOT_FOUND,
    );
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/permission/saveDepartPermission',
        token: tokens.tenant1,
        body: { departId: other, permissionIds: '', lastpermissionIds: before.join(',') },
      }),
      NOT_FOUND,
    );
    expect(await linked('sys_depart_permission', 'depart_id', other)).toEqual(before);
  });

  it('offers a department role only its department’s permissions and refuses more', async () => {
    const depart = await departId(1001, 'A01A01');
    const opsStaff = await departRoleId(1001, 'ops_staff');
    const tree = expectOk<Tree>(
      await server.request({
        url: '/sys/sysDepartPermission/queryTreeListForDeptRole',
        token: tokens.tenant1,
        query: { departId: depart },
      }),
    );
    expect([...tree.ids].sort()).toEqual(await linked('sys_depart_permission', 'depart_id', depart));

    const current = expectOk<string[]>(
      await server.request({
        url: '/sys/sysDepartPermission/queryDeptRolePermission',
        token: tokens.tenant1,
        query: { roleId: opsStaff },
      }),
    );
    const stages = await permissionId('/order/stages');
    expect(tree.ids).toContain(stages);
    expectOk(
      await server.request({
        method: 'POST',
        url: '/sys/sysDepartPermission/saveDeptRolePermission',
        token: tokens.tenant1,
        body: { roleId: opsStaff, permissionIds: [...current, stages].join(','), lastpermissionIds: current.join(',') },
      }),
    );
    expect(await linked('sys_depart_role_permission', 'role_id', opsStaff)).toContain(stages);

    // The user page is not among the department's permissions: even the platform may not give it.
    const userPage = await permissionId('/system/user');
    for (const [token, headers] of [
      [tokens.tenant1, {}],
      [tokens.admin, { 'X-Tenant-Id': '1001' }],
    ] as const) {
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/sysDepartPermission/saveDeptRolePermission',
          token,
          headers,
          body: { roleId: opsStaff, permissionIds: [...current, stages, userPage].join(',') },
        }),
        NO_PERMISSION,
        510,
      );
    }
    expect(await linked('sys_depart_role_permission', 'role_id', opsStaff)).not.toContain(userPage);
  });

  it('refuses department roles and departments of another tenant', async () => {
    const afterSales = await departRoleId(1002, 'after_sales');
    const before = await linked('sys_depart_role_permission', 'role_id', afterSales);
    expectRefused(
      await server.request({
        url: '/sys/sysDepartPermission/queryDeptRolePermission',
        token: tokens.tenant1,
        query: { roleId: afterSales },
      }),
      NOT_FOUND,
    );
    expectRefused(
      await server.request({
        url: '/sys/sysDepartPermission/queryTreeListForDeptRole',
        token: tokens.tenant1,
        query: { departId: await departId(1002, 'A01A02') },
      }),
      NOT_FOUND,
    );
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/sysDepartPermission/saveDeptRolePermission',
        token: tokens.tenant1,
        body: { roleId: afterSales, permissionIds: '', lastpermissionIds: before.join(',') },
      }),
      NOT_FOUND,
    );
    expect(await linked('sys_depart_role_permission', 'role_id', afterSales)).toEqual(before);
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({
          url: '/sys/sysDepartPermission/queryTreeListForDeptRole',
          token: tokens.tenant1,
          query: { departId: probe },
        }),
        NOT_FOUND,
      );
    }
  });
});
