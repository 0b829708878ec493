import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, expectTokenInvalid, resultOf } from './org-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const orgCodeOf = async (username: string) =>
  (await server.db.one<{ org_code: string }>('SELECT org_code FROM sys_user WHERE username = $1', [username]))
    ?.org_code;

const hashOf = async (username: string) =>
  String(
    (
      await server.db.one<{ password_hash: string }>('SELECT password_hash FROM sys_user WHERE username = $1', [
        username,
      ])
    )?.password_hash,
  );

describe('department switch', () => {
  it('lists the caller’s departments with the current org code', async () => {
    const token = await server.tokenFor('tenant1');
    const result = resultOf<{ list: { orgCode: string; departName: string }[]; orgCode: string }>(
      await call(server, { url: '/sys/user/getCurrentUserDeparts', token }),
    );
    expect(result.orgCode).toBe('A01');
    expect(result.list.map((d) => [d.orgCode, d.departName])).toEqual([
      ['A01', '华东租赁有限公司'],
      ['A01A01', '运营中心'],
    ]);
  });

  it('answers an empty list for a user without departments', async () => {
    const token = await server.tokenFor('agent2');
    const result = resultOf<{ list: unknown[] }>(await call(server, { url: '/sys/user/getCurrentUserDeparts', token }));
    expect(result.list).toEqual([]);
  });

  it('switches to one of the caller’s departments and returns the user info', async () => {
    const token = await server.tokenFor('tenant1');
    const res = await call(server, {
      method: 'PUT',
      url: '/sys/selectDepart',
      token,
      body: { orgCode: 'A01A01', username: 'tenant1' },
    });
    const { userInfo } = resultOf<{ userInfo: Record<string, unknown> }>(res);
    expect(userInfo).toMatchObject({
      username: 'tenant1',
      orgCode: 'A01A01',
      authority: 3,
      sysRole: { tenantId: 1001 },
    });
    expect(await orgCodeOf('tenant1')).toBe('A01A01');
    const again = await call(server, { method: 'POST', url: '/sys/selectDepart', token, body: { orgCode: 'A01' } });
    expect(resultOf<{ userInfo: { orgCode: string } }>(again).userInfo.orgCode).toBe('A01');
  });

  it('refuses a department the caller does not belong to, and never switches someone else', async () => {
    const token = await server.tokenFor('tenant1');
    const before = await orgCodeOf('tenant2');
    // A01A03 exists in 1001 but tenant1 is not in it; A01A02A01 is one of tenant2's codes (in 1002).
    for (const orgCode of ['A01A03', 'A01A02A01', 'NOPE', "A01' OR 1=1 --", '']) {
      expectRefused(
        await call(server, { method: 'PUT', url: '/sys/selectDepart', token, body: { orgCode, username: 'tenant2' } }),
        '未找到对应部门',
      );
    }
    const other = await call(server, {
      method: 'PUT',
      url: '/sys/selectDepart',
      token,
      body: { orgCode: 'A01A01', username: 'tenant2' },
    });
    expect(resultOf<{ userInfo: { username: string } }>(other).userInfo.username).toBe('tenant1');
    expect(await orgCodeOf('tenant2')).toBe(before);
  });
});

describe('updatePassword', () => {
  it('checks the rules and the old password, then ends every other session', async () => {
    const current = await server.tokenFor('hejiaqi');
    const other = await server.tokenFor('hejiaqi');
    const before = await hashOf('hejiaqi');
    const body = {
      username: 'hejiaqi',
      oldpassword: server.config.demoPassword,
      password: 'newpass123',
      confirmpassword: 'newpass123',
    };
    const put = (change: Record<string, unknown>) =>
      call(server, { method: 'PUT', url: '/sys/user/updatePassword', token: current, body: { ...body, ...change } });

    expectRefused(await put({ oldpassword: 'wrong-old-1' }), '旧密码输入错误');
    expectRefused(
      await put({ password: 'onlyletters', confirmpassword: 'onlyletters' }),
      '密码8位由数字、大小写字母组成!',
    );
    expectRefused(await put({ confirmpassword: 'newpass124' }), '两次输入的密码不一样！');
    expectRefused(await put({ username: 'tenant1' }), '只能修改当前登录用户的密码');
    expect(await hashOf('hejiaqi')).toBe(before);
    resultOf(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: other }));

    const res = await call(server, { method: 'POST', url: '/sys/user/updatePassword', token: current, body });
    expect(res.body.message).toBe('密码修改成功!');
    expect(await verifyPassword(await hashOf('hejiaqi'), 'newpass123')).toBe(true);
    resultOf(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: current }));
    expectTokenInvalid(await call(server, { url: '/sys/user/getCurrentUserDeparts', token: other }));
  });

  it('never changes another user’s password', async () => {
    const token = await server.tokenFor('sunhaoran');
    const before = await hashOf('tenant1');
    const res = await call(server, {
      method: 'PUT',
      url: '/sys/user/updatePassword',
      token,
      body: {
        username: 'tenant1',
        oldpassword: server.config.demoPassword,
        password: 'taken123x',
        confirmpassword: 'taken123x',
      },
    });
    expect(res.body.success).toBe(false);
    expect(await hashOf('tenant1')).toBe(before);
  });

  it('needs a session', async () => {
    const res = await call(server, { method: 'PUT', url: '/sys/user/updatePassword', body: { username: 'tenant1' } });
    expect(res.status).toBe(401);
  });
});
