import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf, roleId, userId } from './org-test-kit';

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

const rowOf = (table: 'sys_role' | 'sys_position', id: string) =>
  server.db.one(`SELECT * FROM ${table} WHERE id = $1`, [id]);

describe('roles', () => {
  it('adds, edits, lists and deletes a role; the code is unique per tenant', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/role/add', token, body });
    const created = await add(tenant1, { roleName: '审计员', roleCode: 'auditor', description: '只读审计' });
    expect(created.body.message).toBe('添加成功！');
    const id = resultOf<string>(created);
    expectRefused(await add(tenant1, { roleName: '审计员二', roleCode: 'auditor' }), '角色编码已存在');
    expectRefused(await add(tenant1, { roleCode: 'x_role' }), '请输入角色名称');
    expectRefused(await add(tenant1, { roleName: '无编码' }), '请输入角色编码');
    resultOf(await add(tenant2, { roleName: '审计员', roleCode: 'auditor' }));

    const edit = await call(server, {
      method: 'PUT',
      url: '/sys/role/edit',
      token: tenant1,
      body: { id, roleName: '内部审计', roleCode: 'staff' },
    });
    expectRefused(edit, '角色编码已存在');
    resultOf(
      await call(server, { method: 'PUT', url: '/sys/role/edit', token: tenant1, body: { id, roleName: '内部审计' } }),
    );
    expect(await rowOf('sys_role', id)).toMatchObject({ role_name: '内部审计', role_code: 'auditor', tenant_id: 1001 });

    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/role/list', token: tenant1, query: { roleName: '*审计*' } }),
    );
    expect(page.records.map((r) => r.id)).toEqual([id]);
    const all = resultOf<{ id: string }[]>(await call(server, { url: '/sys/role/queryall', token: tenant1 }));
    expect(all.map((r) => r.id)).toContain(id);
    expect(all).toHaveLength(5);
    const nodes = resultOf<{ key: string; value: string; title: string }[]>(
      await call(server, { url: '/sys/role/queryTreeList', token: tenant1 }),
    );
    expect(nodes.find((n) => n.key === id)).toMatchObject({ value: id, title: '内部审计' });

    // A user holding the role loses the link with it.
    const holder = await userId(server, 'hejiaqi');
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/edit',
        token: tenant1,
        body: { id: holder, selectedroles: id },
      }),
    );
    expect(await server.db.query('SELECT 1 FROM sys_user_role WHERE role_id = $1', [id])).toHaveLength(1);
    const removed = await call(server, { method: 'DELETE', url: '/sys/role/delete', token: tenant1, query: { id } });
    expect(removed.body.message).toBe('删除成功!');
    expect(await rowOf('sys_role', id)).toBeUndefined();
    expect(await server.db.query('SELECT 1 FROM sys_user_role WHERE role_id = $1', [id])).toHaveLength(0);
  });

  it('another tenant cannot read or change the roles of tenant 1001', async () => {
    const id = await roleId(server, 1001, 'tenant_admin');
    const before = await rowOf('sys_role', id);
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/role/list', token: tenant2, query: { pageSize: 100 } }),
    );
    expect(page.records.some((r) => r.id === id)).toBe(false);
    const all = resultOf<{ id: string }[]>(await call(server, { url: '/sys/role/queryall', token: tenant2 }));
    expect(all.some((r) => r.id === id)).toBe(false);
    expectRefused(await call(server, { url: '/sys/role/queryById', token: tenant2, query: { id } }), '未找到对应数据');
    expectRefused(
      await call(server, { method: 'PUT', url: '/sys/role/edit', token: tenant2, body: { id, roleName: '篡改' } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/role/delete', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/role/deleteBatch', token: tenant2, query: { ids: id } }),
      '未找到对应数据',
    );
    expect(await rowOf('sys_role', id)).toEqual(before);
  });

  it('needs the role permissions to write', async () => {
    const staff = await server.tokenFor('limingxuan');
    const res = await call(server, {
      method: 'POST',
      url: '/sys/role/add',
      token: staff,
      body: { roleName: 'x', roleCode: 'x' },
    });
    expect(res.body.code).toBe(510);
    expect((await call(server, { url: '/sys/role/list', token: staff })).body.code).toBe(510);
  });

  it.each(INJECTIONS)('treats %s as data in filters and refuses it as a field', async (attack) => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/role/list', token: tenant1, query: { roleName: attack } }),
    );
    expect(page.total).toBe(0);
    expect(
      (await call(server, { url: '/sys/role/list', token: tenant1, query: { column: attack } })).body.success,
    ).toBe(false);
    expect(await server.db.query('SELECT 1 FROM sys_role WHERE tenant_id = 1001')).toHaveLength(4);
  });
});

describe('positions', () => {
  it('adds, edits and deletes a position; the code is unique per tenant', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/position/add', token, body });
    const id = resultOf<string>(await add(tenant1, { code: 'auditor', name: '审计师', rank: '3' }));
    expect(await rowOf('sys_position', id)).toMatchObject({ code: 'auditor', post_rank: '3', tenant_id: 1001 });
    expectRefused(await add(tenant1, { code: 'auditor', name: '重复' }), '职务编码已存在');
    expectRefused(await add(tenant1, { code: 'no_name' }), '请输入职务名称');
    resultOf(await add(tenant2, { code: 'auditor', name: '审计师' }));

    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/position/list', token: tenant1, query: { code: 'auditor' } }),
    );
    expect(page.records).toEqual([
      expect.objectContaining({ id, postRank: '3', rank: '3', postRank_dictText: expect.any(String) }),
    ]);
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/position/edit',
        token: tenant1,
        body: { id, code: 'general_manager' },
      }),
      '职务编码已存在',
    );
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/sys/position/edit',
        token: tenant1,
        body: { id, name: '高级审计师' },
      }),
    );
    expect(await rowOf('sys_position', id)).toMatchObject({ name: '高级审计师' });
    resultOf(await call(server, { method: 'DELETE', url: '/sys/position/delete', token: tenant1, query: { id } }));
    expect(await rowOf('sys_position', id)).toBeUndefined();
  });

  it('another tenant cannot read or change the positions of tenant 1001', async () => {
    const row = await server.db.one<{ id: string }>(
      "SELECT id FROM sys_position WHERE tenant_id = 1001 AND code = 'accountant'",
    );
    const id = String(row?.id);
    const before = await rowOf('sys_position', id);
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/position/list', token: tenant2, query: { pageSize: 100 } }),
    );
    expect(page.records.some((r) => r.id === id)).toBe(false);
    expectRefused(
      await call(server, { url: '/sys/position/queryById', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'PUT', url: '/sys/position/edit', token: tenant2, body: { id, name: '篡改' } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/position/delete', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/position/deleteBatch', token: tenant2, query: { ids: id } }),
      '未找到对应数据',
    );
    expect(await rowOf('sys_position', id)).toEqual(before);
  });
});
