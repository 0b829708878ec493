import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, departId, expectRefused, resultOf, userId } from './org-test-kit';

let server: TestServer;
let tenant1: string;
let tenant2: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  tenant2 = await server.tokenFor('tenant2');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('department roles', () => {
  it('lists, adds, edits, assigns and deletes roles of a department', async () => {
    const ops = await departId(server, 1001, 'A01A01');
    const list = async (token: string, deptId: string) =>
      resultOf<{ records: { id: string; roleCode: string }[] }>(
        await call(server, { url: '/sys/sysDepartRole/list', token, query: { deptId } }),
      ).records;
    expect((await list(tenant1, ops)).map((r) => r.roleCode).sort()).toEqual(['cs_staff', 'ops_staff']);

    const addRole = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/sysDepartRole/add', token, body });
    expectRefused(await addRole(tenant1, { departId: ops, roleName: '重复', roleCode: 'ops_staff' }), '角色编码已存在');
    const id = resultOf<string>(await addRole(tenant1, { departId: ops, roleName: '值班长', roleCode: 'shift_lead' }));
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/sys/sysDepartRole/edit',
        token: tenant1,
        body: { id, roleName: '值班主管' },
      }),
    );
    expect(await server.db.one('SELECT role_name, depart_id FROM sys_depart_role WHERE id = $1', [id])).toEqual({
      role_name: '值班主管',
      depart_id: ops,
    });

    const user = await userId(server, 'wanglijuan');
    const assign = (body: Record<string, unknown>, token = tenant1) =>
      call(server, { method: 'POST', url: '/sys/sysDepartRole/deptRoleUserAdd', token, body });
    resultOf(await assign({ userId: user, newRoleId: id, oldRoleId: '' }));
    const held = resultOf<{ droleId: string }[]>(
      await call(server, {
        url: '/sys/sysDepartRole/getDeptRoleByUserId',
        token: tenant1,
        query: { userId: user, departId: ops },
      }),
    );
    expect(held.map((h) => h.droleId)).toContain(id);
    resultOf(await assign({ userId: user, newRoleId: '', oldRoleId: id }));
    expect(await server.db.query('SELECT 1 FROM sys_depart_role_user WHERE drole_id = $1', [id])).toEqual([]);

    resultOf(await call(server, { method: 'DELETE', url: '/sys/sysDepartRole/delete', token: tenant1, query: { id } }));
    expect(await server.db.one('SELECT 1 FROM sys_depart_role WHERE id = $1', [id])).toBeUndefined();
  });

  it('another tenant cannot see, change or hand out roles of tenant 1001', async () => {
    const ops = await departId(server, 1001, 'A01A01');
    const role = await server.db.one<{ id: string }>(
      "SELECT id FROM sys_depart_role WHERE tenant_id = 1001 AND role_code = 'ops_staff'",
    );
    const id = String(role?.id);
    const page = resultOf<{ total: number }>(
      await call(server, { url: '/sys/sysDepartRole/list', token: tenant2, query: { deptId: ops } }),
    );
    expect(page.total).toBe(0);
    expectRefused(
      await call(server, { url: '/sys/sysDepartRole/queryById', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/sysDepartRole/edit',
        token: tenant2,
        body: { id, roleName: '篡改' },
      }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/sysDepartRole/delete', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/sys/sysDepartRole/add',
        token: tenant2,
        body: { departId: ops, roleName: 'x', roleCode: 'x' },
      }),
      '未找到对应部门',
    );
    const ownUser = await userId(server, 'xiewanqing');
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/sys/sysDepartRole/deptRoleUserAdd',
        token: tenant2,
        body: { userId: ownUser, newRoleId: id, oldRoleId: '' },
      }),
      '所选角色不存在',
    );
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/sys/sysDepartRole/deptRoleUserAdd',
        token: tenant2,
        body: { userId: await userId(server, 'wanglijuan'), newRoleId: '', oldRoleId: '' },
      }),
      '未找到对应数据',
    );
    expect(await server.db.one('SELECT role_name FROM sys_depart_role WHERE id = $1', [id])).toEqual({
      role_name: '运营专员',
    });
    expect(await server.db.query('SELECT 1 FROM sys_depart_role_user WHERE user_id = $1', [ownUser])).toEqual([]);
  });
});
