import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  call,
  departId,
  expectRefused,
  expectTokenInvalid,
  type PageResult,
  resultOf,
  roleId,
  userId,
} from './org-test-kit';

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

describe('deleting, freezing and resetting', () => {
  it('cannot delete yourself; deleting soft-deletes and ends the sessions', async () => {
    expectRefused(
      await call(server, {
        method: 'DELETE',
        url: '/sys/user/delete',
        token: tenant1,
        query: { id: await userId(server, 'tenant1') },
      }),
      '不能删除当前登录用户',
    );
    resultOf(await add(tenant1, { username: 'leaver', realname: '离职', password: 'abc12345' }));
    const leaverToken = await server.tokenFor('leaver');
    resultOf(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: leaverToken }));
    const id = await userId(server, 'leaver');
    const res = await call(server, { method: 'DELETE', url: '/sys/user/delete', token: tenant1, query: { id } });
    expect(res.body.message).toBe('删除成功!');
    expect((await userRow('leaver'))?.del_flag).toBe(1);
    expectTokenInvalid(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: leaverToken }));
    const list = resultOf<PageResult>(
      await call(server, { url: '/sys/user/list', token: tenant1, query: { username: 'leaver' } }),
    );
    expect(list.total).toBe(0);
    expectRefused(await add(tenant1, { username: 'leaver', realname: '重名', password: 'abc12345' }), '用户名已存在');
  });

  it('deletes a batch, refusing a batch that contains yourself', async () => {
    resultOf(await add(tenant1, { username: 'batch_a', realname: '甲', password: 'abc12345' }));
    resultOf(await add(tenant1, { username: 'batch_b', realname: '乙', password: 'abc12345' }));
    const ids = [await userId(server, 'batch_a'), await userId(server, 'batch_b')];
    const self = await userId(server, 'tenant1');
    expectRefused(
      await call(server, {
        method: 'DELETE',
        url: '/sys/user/deleteBatch',
        token: tenant1,
        query: { ids: [...ids, self].join(',') },
      }),
      '不能删除当前登录用户',
    );
    expect((await userRow('batch_a'))?.del_flag).toBe(0);
    const res = await call(server, {
      method: 'DELETE',
      url: '/sys/user/deleteBatch',
      token: tenant1,
      query: { ids: ids.join(',') },
    });
    expect(res.body.message).toBe('批量删除成功!');
    expect((await userRow('batch_b'))?.del_flag).toBe(1);
  });

  it('freezes (ending the sessions) and unfreezes; never yourself', async () => {
    const id = await userId(server, 'zhangxinyi');
    const theirs = await server.tokenFor('zhangxinyi');
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        token: tenant1,
        body: { ids: await userId(server, 'tenant1'), status: '2' },
      }),
      '不能冻结当前登录用户',
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        token: tenant1,
        body: { ids: id, status: '9' },
      }),
      '用户状态不正确',
    );
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        token: tenant1,
        body: { ids: id, status: '2' },
      }),
    );
    expect((await userRow('zhangxinyi'))?.status).toBe(2);
    expectTokenInvalid(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: theirs }));
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        token: tenant1,
        body: { ids: id, status: '1' },
      }),
    );
    expect((await userRow('zhangxinyi'))?.status).toBe(1);
    expectTokenInvalid(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: theirs }));
    resultOf(
      await call(server, { url: '/sys/user/getCurrentUserDeparts', token: await server.tokenFor('zhangxinyi') }),
    );
  });

  it('protects the platform administrator from every other user of the platform tenant', async () => {
    const admin = await server.tokenFor('admin');
    resultOf(await add(admin, { username: 'platform_ops', realname: '平台运营', password: 'abc12345', authority: 1 }));
    const ops = await server.tokenFor('platform_ops');
    const adminId = await userId(server, 'admin');
    const freeze = { method: 'PUT' as const, url: '/sys/user/frozenBatch', body: { ids: adminId, status: '2' } };
    expectRefused(await call(server, { ...freeze, token: ops }), '不能冻结平台管理员');

    // A platform-tenant user holding every button, but not a platform administrator.
    const allRole = await roleId(server, 1000, 'admin');
    resultOf(
      await add(admin, {
        username: 'ops_plain',
        realname: '运营助理',
        password: 'abc12345',
        authority: 3,
        selectedroles: allRole,
      }),
    );
    const plain = await server.tokenFor('ops_plain');
    const before = await userRow('admin');
    expectRefused(await call(server, { ...freeze, token: plain }), '不能冻结平台管理员');
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/edit',
        token: plain,
        body: { id: adminId, realname: '篡改' },
      }),
      '不能修改平台管理员',
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/changePassword',
        token: plain,
        body: { username: 'admin', password: 'stolen123', confirmpassword: 'stolen123' },
      }),
      '不能修改平台管理员的密码',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/user/delete', token: plain, query: { id: adminId } }),
      '不能删除平台管理员',
    );
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/sys/user/add',
        token: plain,
        body: { username: 'second_root', realname: '越权', password: 'abc12345', authority: 1 },
      }),
      '无权设置该用户类型',
    );
    expect(await userRow('admin')).toEqual(before);
  });

  it('an administrator resets a password: rules, then every session of that user ends', async () => {
    const theirs = await server.tokenFor('sunhaoran');
    const body = { username: 'sunhaoran', password: 'reset123', confirmpassword: 'reset123' };
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/changePassword',
        token: tenant1,
        body: { ...body, password: 'short1' },
      }),
      '密码8位由数字、大小写字母组成!',
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/changePassword',
        token: tenant1,
        body: { ...body, confirmpassword: 'x' },
      }),
      '两次输入的密码不一样！',
    );
    const res = await call(server, { method: 'PUT', url: '/sys/user/changePassword', token: tenant1, body });
    expect(res.body.message).toBe('密码修改成功!');
    expect(await verifyPassword(String((await userRow('sunhaoran'))?.password_hash), 'reset123')).toBe(true);
    expectTokenInvalid(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: theirs }));
  });
});

describe('another tenant', () => {
  it('cannot read or change any user of tenant 1001', async () => {
    const id = await userId(server, 'wanglijuan');
    const before = await userRow('wanglijuan');
    const list = resultOf<PageResult>(
      await call(server, { url: '/sys/user/list', token: tenant2, query: { pageSize: 1000 } }),
    );
    expect(list.records.some((row) => row.id === id)).toBe(false);
    expect(list.records.every((row) => row.username !== 'tenant1')).toBe(true);

    const missing = '未找到对应数据';
    expectRefused(await call(server, { url: '/sys/user/queryById', token: tenant2, query: { id } }), missing);
    expectRefused(
      await call(server, { url: '/sys/user/queryUserRole', token: tenant2, query: { userid: id } }),
      missing,
    );
    expectRefused(
      await call(server, { url: '/sys/user/userDepartList', token: tenant2, query: { userId: id } }),
      missing,
    );
    expectRefused(
      await call(server, { method: 'PUT', url: '/sys/user/edit', token: tenant2, body: { id, realname: '篡改' } }),
      missing,
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/user/delete', token: tenant2, query: { id } }),
      missing,
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/user/deleteBatch', token: tenant2, query: { ids: id } }),
      missing,
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/frozenBatch',
        token: tenant2,
        body: { ids: id, status: '2' },
      }),
      missing,
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/user/changePassword',
        token: tenant2,
        body: { username: 'wanglijuan', password: 'stolen123', confirmpassword: 'stolen123' },
      }),
      '用户不存在',
    );
    expect(await userRow('wanglijuan')).toEqual(before);

    const multi = await call(server, {
      url: '/sys/user/getMultiUser',
      token: tenant2,
      query: { username: 'wanglijuan,tenant1,tenant2' },
    });
    expect((multi.raw.json() as { username: string }[]).map((u) => u.username)).toEqual(['tenant2']);
    expectRefused(
      await call(server, {
        url: '/sys/user/queryUserByDepId',
        token: tenant2,
        query: { id: await departId(server, 1001, 'A01A01') },
      }),
      '未找到对应部门',
    );
    const picker = resultOf<PageResult>(
      await call(server, {
        url: '/sys/user/queryUserComponentData',
        token: tenant2,
        query: { departId: await departId(server, 1001, 'A01A01A01') },
      }),
    );
    expect(picker.total).toBe(0);
  });

  it('cannot pose as a member of tenant 1001 through the tenant header', async () => {
    const res = await call(server, { url: '/sys/user/list', token: tenant2, headers: { 'X-Tenant-Id': '1001' } });
    expect(res.body.code).toBe(510);
  });

  it('a shop user sees only the users of their shop', async () => {
    const shop1 = await server.tokenFor('shop1');
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/user/queryUserComponentData', token: shop1, query: { pageSize: 100 } }),
    );
    expect(page.records.map((row) => row.username).sort()).toEqual(['majunjie', 'shop1']);
  });
});
