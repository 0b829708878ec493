import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, departId, expectRefused, resultOf, roleId, userId } from './org-test-kit';

let server: TestServer;
let tenant1: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const userRow = (username: string) =>
  server.db.one<{
    id: string;
    realname: string;
    status: number;
    del_flag: number;
    tenant_id: number;
    password_hash: string;
  }>('SELECT id, realname, status, del_flag, tenant_id, password_hash FROM sys_user WHERE username = $1', [username]);

const add = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/sys/user/add', token, body });

describe('adding users', () => {
  it('adds a user with roles and departments of the tenant', async () => {
    const staff = await roleId(server, 1001, 'staff');
    const cs = await departId(server, 1001, 'A01A01A01');
    const res = await add(tenant1, {
      username: 'new_clerk',
      realname: '新员工',
      password: 'abc12345',
      confirmpassword: 'abc12345',
      phone: '13900001111',
      sex: 2,
      selectedroles: staff,
      selecteddeparts: cs,
    });
    expect(res.body.message).toBe('添加成功！');
    const id = resultOf<string>(res);

    const row = await userRow('new_clerk');
    expect(row?.id).toBe(id);
    expect(row?.tenant_id).toBe(1001);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(String(row?.password_hash), 'abc12345')).toBe(true);
    const membership = await server.db.query('SELECT tenant_id FROM sys_user_tenant WHERE user_id = $1', [id]);
    expect(membership).toEqual([{ tenant_id: 1001 }]);

    const detail = resultOf<Record<string, unknown>>(
      await call(server, { url: '/sys/user/queryById', token: tenant1, query: { id } }),
    );
    expect(detail).toMatchObject({
      username: 'new_clerk',
      orgCode: 'A01A01A01',
      selectedroles: staff,
      selecteddeparts: cs,
    });
    expect(detail.sex_dictText).toBe('女');
    const roles = resultOf(
      await call(server, { url: '/sys/user/queryUserRole', token: tenant1, query: { userid: id } }),
    );
    expect(roles).toEqual([staff]);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ password: '12345678' }, '密码8位由数字、大小写字母组成!'],
    [{ password: 'abcdefgh' }, '密码8位由数字、大小写字母组成!'],
    [{ password: 'abc123' }, '密码8位由数字、大小写字母组成!'],
    [{ password: undefined }, '密码8位由数字、大小写字母组成!'],
    [{ confirmpassword: 'abc12399' }, '两次输入的密码不一样！'],
    [{ username: '' }, '请输入用户名'],
    [{ username: 'bad name' }, '只允许字母、数字、下划线'],
    [{ username: "x' OR 1=1 --" }, '只允许字母、数字、下划线'],
    [{ username: 'tenant2' }, '用户名已存在'],
    [{ username: 'TENANT1' }, '用户名已存在'],
    [{ realname: ' ' }, '请输入用户姓名'],
    [{ phone: '12345' }, '请输入正确手机号'],
    [{ phone: '13922801001' }, '手机号已存在'],
    [{ email: 'not-an-email' }, '邮箱格式不正确'],
    [{ authority: 1 }, '无权设置该用户类型'],
    [{ authority: 4 }, '店铺用户请选择所属店铺'],
    [{ authority: 5 }, '渠道用户请选择所属渠道'],
  ])('refuses %j with %s', async (change, message) => {
    const body = { username: 'refused_user', realname: '拒绝', password: 'abc12345', ...change };
    expectRefused(await add(tenant1, body), message);
    const username = typeof change.username === 'string' ? change.username : 'refused_user';
    if (!['tenant1', 'tenant2', 'TENANT1'].includes(username)) expect(await userRow(username)).toBeUndefined();
  });

  it('refuses roles, departments and shops of another tenant', async () => {
    const base = { username: 'cross_add', realname: '跨租户', password: 'abc12345' };
    expectRefused(
      await add(tenant1, { ...base, selectedroles: await roleId(server, 1002, 'staff') }),
      '所选角色不存在',
    );
    expectRefused(
      await add(tenant1, { ...base, selecteddeparts: await departId(server, 1002, 'A01A01') }),
      '所选部门不存在',
    );
    const foreignShop = await server.db.one<{ id: string }>('SELECT id FROM sys_shop WHERE tenant_id = 1002 LIMIT 1');
    expectRefused(await add(tenant1, { ...base, authority: 4, shopId: foreignShop?.id }), '所选店铺不存在');
    expect(await userRow('cross_add')).toBeUndefined();
  });

  it('adds a shop user into a shop of the tenant', async () => {
    const shop = await server.db.one<{ id: string }>(
      "SELECT id FROM sys_shop WHERE tenant_id = 1001 AND name LIKE '%上海%'",
    );
    resultOf(
      await add(tenant1, {
        username: 'shop_clerk',
        realname: '店员',
        password: 'abc12345',
        authority: 4,
        shopId: shop?.id,
      }),
    );
    const row = await server.db.one<{ shop_id: string }>("SELECT shop_id FROM sys_user WHERE username = 'shop_clerk'");
    expect(row?.shop_id).toBe(shop?.id);
  });

  it('refuses callers without the add permission', async () => {
    const staff = await server.tokenFor('limingxuan');
    const res = await add(staff, { username: 'no_perm_user', realname: '无权', password: 'abc12345' });
    expect(res.body.code).toBe(510);
    expect(await userRow('no_perm_user')).toBeUndefined();
  });
});

describe('editing users', () => {
  it('never changes the password, username, state or tenant', async () => {
    resultOf(
      await add(tenant1, {
        username: 'edit_me',
        realname: '原名',
        password: 'abc12345',
        selectedroles: await roleId(server, 1001, 'staff'),
      }),
    );
    const before = await userRow('edit_me');
    const res = await call(server, {
      method: 'PUT',
      url: '/sys/user/edit',
      token: tenant1,
      body: {
        id: before?.id,
        realname: '新名',
        username: 'renamed',
        password: 'zzz12345',
        status: 2,
        tenantId: 1002,
        tenant_id: 1002,
        selectedroles: '',
      },
    });
    expect(res.body.message).toBe('编辑成功!');
    const after = await userRow('edit_me');
    expect(after).toMatchObject({ realname: '新名', status: 1, tenant_id: 1001, password_hash: before?.password_hash });
    expect(await userRow('renamed')).toBeUndefined();
    const roles = resultOf(
      await call(server, { url: '/sys/user/queryUserRole', token: tenant1, query: { userid: String(before?.id) } }),
    );
    expect(roles).toEqual([]);
  });

  it('refuses a phone another user has', async () => {
    const id = await userId(server, 'edit_me');
    const res = await call(server, {
      method: 'PUT',
      url: '/sys/user/edit',
      token: tenant1,
      body: { id, phone: '13857101002' },
    });
    expectRefused(res, '手机号已存在');
  });
});

describe('checkOnlyUser', () => {
  it('answers success false for a taken name and success true for a free one', async () => {
    const taken = await call(server, {
      url: '/sys/user/checkOnlyUser',
      token: tenant1,
      query: { username: 'tenant2' },
    });
    expectRefused(taken, '用户账号已存在');
    const free = await call(server, {
      url: '/sys/user/checkOnlyUser',
      token: tenant1,
      query: { username: 'free_name_1' },
    });
    expect(free.body.message).toBe('该用户名可用');
    expect(resultOf(free)).toBe(true);
  });
});
