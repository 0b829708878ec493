import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, login, tokenId } from './session-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server?.close());

async function tokenOf(username: string, ip: string): Promise<string> {
  const password = username === 'admin' ? server.config.adminPassword : server.config.demoPassword;
  const answer = await login(server, { username, password }, ip);
  expect(answer.body.code).toBe(200);
  return (answer.body.result as { token: string }).token;
}

/** An authenticated call that changes nothing: selecting the tenant the session already works in. */
function probe(token: string, tenantId = 1001, options: { timestamp?: number; headers?: Record<string, string> } = {}) {
  return call(server, '/sys/selectTenant', { method: 'POST', token, body: { tenantId }, ...options });
}

const count = async (table: 'sys_token' | 'sys_log') =>
  (await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n ?? 0;

describe('tokens', () => {
  it('works until logout, then gets HTTP 500 Token失效; logout ends only that session', async () => {
    const first = await tokenOf('tenant1', '10.4.0.1');
    const second = await tokenOf('tenant1', '10.4.0.1');
    expect((await probe(first)).body.code).toBe(200);

    const out = await call(server, '/sys/logout', { method: 'POST', token: first });
    expect(out.body).toMatchObject({ success: true, code: 200, message: '退出登录成功！' });
    const after = await probe(first);
    expect(after.status).toBe(500);
    expect(after.body).toMatchObject({ success: false, code: 500, message: 'Token失效，请重新登录!' });
    expect((await probe(second)).body.code).toBe(200);

    const logs = await server.db.query<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE username = 'tenant1' AND log_content LIKE '%退出%'",
    );
    expect(logs).toEqual([{ log_content: '用户名: tenant1,退出成功！' }]);

    // GET works too (JeecgBoot's Vue 3 client).
    expect((await call(server, '/sys/logout', { token: second })).body.message).toBe('退出登录成功！');
    expect((await probe(second)).status).toBe(500);
  });

  it('lets an expired, revoked or missing token log out quietly', async () => {
    const token = await tokenOf('shop1', '10.4.0.2');
    await call(server, '/sys/logout', { method: 'POST', token });
    const again = await call(server, '/sys/logout', { method: 'POST', token });
    expect(again.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await call(server, '/sys/logout', { method: 'POST' })).body.code).toBe(200);
    expect((await call(server, '/sys/logout', { token: 'garbage' })).body.code).toBe(200);
  });

  it('answers HTTP 401 to a garbage token and to none, HTTP 500 Token失效 to an expired one', async () => {
    const garbage = await probe('not-a-token');
    expect(garbage.status).toBe(401);
    const forged = await probe(`${tokenId(await tokenOf('shop1', '10.4.0.3'))}.forgedmac`);
    expect(forged.status).toBe(401);
    const none = await call(server, '/sys/selectTenant', { method: 'POST', body: { tenantId: 1001 } });
    expect(none.status).toBe(401);

    const token = await tokenOf('shop1', '10.4.0.3');
    expect((await probe(token)).body.code).toBe(200);
    await server.db.query("UPDATE sys_token SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      tokenId(token),
    ]);
    const expired = await probe(token);
    expect(expired.status).toBe(500);
    expect(expired.body.message).toBe('Token失效，请重新登录!');
  });

  it('ends the sessions of a user who gets frozen', async () => {
    const token = await tokenOf('zhangxinyi', '10.4.0.4');
    await server.db.query("UPDATE sys_user SET status = 2 WHERE username = 'zhangxinyi'");
    expect((await probe(token)).status).toBe(500);
    await server.db.query("UPDATE sys_user SET status = 1 WHERE username = 'zhangxinyi'");
  });
});

describe('signatures', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const token = await tokenOf('shop1', '10.4.1.1');
    const [tokens, logs] = [await count('sys_token'), await count('sys_log')];
    const body = { username: 'admin', password: server.config.adminPassword };
    const forged = await call(server, '/sys/login', { method: 'POST', body, headers: { signs: 'f'.repeat(64) } });
    expect(forged.body).toMatchObject({ success: false, code: 500, message: '请求签名校验失败' });
    const unsigned = await call(server, '/sys/login', { method: 'POST', body, signed: false });
    expect(unsigned.body.success).toBe(false);
    const logout = await call(server, '/sys/logout', { method: 'POST', token, headers: { appids: 'someone-else' } });
    expect(logout.body.success).toBe(false);
    expect([await count('sys_token'), await count('sys_log')]).toEqual([tokens, logs]);
    expect((await probe(token)).body.code).toBe(200);
  });

  it('answers code 8003 to a timestamp 6 minutes old or 6 minutes ahead, and changes nothing', async () => {
    const token = await tokenOf('shop1', '10.4.1.2');
    const [tokens, logs] = [await count('sys_token'), await count('sys_log')];
    for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const body = { username: 'admin', password: server.config.adminPassword };
      const stale = await call(server, '/sys/login', { method: 'POST', body, timestamp });
      expect(stale.body).toMatchObject({ success: false, code: 8003, message: '页面过期请刷新页面' });
      const logout = await call(server, '/sys/logout', { method: 'POST', token, timestamp });
      expect(logout.body.code).toBe(8003);
      expect((await probe(token, 1001, { timestamp })).body.code).toBe(8003);
    }
    expect([await count('sys_token'), await count('sys_log')]).toEqual([tokens, logs]);
    expect((await probe(token)).body.code).toBe(200);
  });
});

describe('select tenant', () => {
  it('switches the session to a tenant the user belongs to', async () => {
    const token = await tokenOf('admin', '10.4.2.1');
    const answer = await call(server, '/sys/selectTenant', { method: 'POST', token, body: { tenantId: 1002 } });
    expect(answer.body).toMatchObject({ success: true, message: '切换租户成功' });
    const result = answer.body.result as { userInfo: Record<string, unknown>; departs: { tenantId: number }[] };
    expect(result.userInfo).toMatchObject({ loginTenantId: 1002, sysRole: { tenantId: 1002 } });
    expect(result.departs.every((d) => d.tenantId === 1002)).toBe(true);
    const row = await server.db.one('SELECT tenant_id FROM sys_token WHERE id = $1', [tokenId(token)]);
    expect(row).toEqual({ tenant_id: 1002 });
    const put = await call(server, '/sys/selectTenant', { method: 'PUT', token, query: { tenantId: '1000' } });
    expect(put.body.code).toBe(200);
  });

  it('refuses a tenant the user does not belong to, and junk, changing nothing', async () => {
    const token = await tokenOf('shop1', '10.4.2.2');
    for (const tenantId of [1002, 1000, 9999]) {
      const answer = await call(server, '/sys/selectTenant', { method: 'POST', token, body: { tenantId } });
      expect(answer.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员分配权限！' });
    }
    for (const tenantId of ["' OR 1=1 --", '1; DROP TABLE sys_user', '1001) OR (1=1', 'abc']) {
      const answer = await call(server, '/sys/selectTenant', { method: 'POST', token, body: { tenantId } });
      expect(answer.body).toMatchObject({ success: false, message: '请选择租户' });
    }
    expect(await server.db.one('SELECT tenant_id FROM sys_token WHERE id = $1', [tokenId(token)])).toEqual({
      tenant_id: 1001,
    });
  });

  it('refuses a tenant header naming a foreign tenant', async () => {
    const token = await tokenOf('shop2', '10.4.2.3');
    const answer = await call(server, '/sys/selectTenant', {
      method: 'POST',
      token,
      body: { tenantId: 1002 },
      headers: { 'x-tenant-id': '1001' },
    });
    expect(answer.body.code).toBe(510);
  });
});

describe('login image', () => {
  it('answers the tenant login image by domain, else null with a message', async () => {
    await server.db.query(
      "UPDATE sys_tenant SET domain_name = 'hd.example.com', login_img = 'login/hd-bg.jpg' WHERE id = 1001",
    );
    const found = await call(server, '/sys/getLoginImg', { query: { domainName: 'hd.example.com' } });
    expect(found.body).toMatchObject({ success: true, result: 'login/hd-bg.jpg' });
    for (const domainName of [
      'nowhere.example.com',
      '',
      "' OR 1=1 --",
      "x' UNION SELECT password_hash FROM sys_user --",
    ]) {
      const none = await call(server, '/sys/getLoginImg', { query: { domainName } });
      expect(none.body).toMatchObject({ success: true, result: null, message: '未配置登录背景图，使用默认背景' });
    }
  });
});

describe('service provider', () => {
  it('records the hand-over for the caller tenant and refuses incomplete or anonymous ones', async () => {
    const body = { app_auth_code: 'auth-code-1', app_id: '2021000000000001', source: 'alipay' };
    expect((await call(server, '/sys/serviceProvider', { method: 'POST', body })).status).toBe(401);

    const token = await tokenOf('tenant2', '10.4.3.1');
    for (const missing of ['app_auth_code', 'app_id', 'source']) {
      const partial = { ...body, [missing]: '' };
      const answer = await call(server, '/sys/serviceProvider', { method: 'POST', token, body: partial });
      expect(answer.body).toMatchObject({ success: false, message: '授权参数不完整' });
    }
    const answer = await call(server, '/sys/serviceProvider', { method: 'POST', token, body });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '授权成功' });
    const injected = { ...body, app_id: '1; DROP TABLE sys_user', source: "' OR 1=1 --" };
    expect((await call(server, '/sys/serviceProvider', { method: 'POST', token, body: injected })).body.code).toBe(200);

    const rows = await server.db.query<{ tenant_id: number; app_id: string; source: string; username: string }>(
      `SELECT a.tenant_id, a.app_id, a.source, u.username FROM sys_service_provider_auth a
         JOIN sys_user u ON u.id = a.user_id ORDER BY a.create_time`,
    );
    expect(rows).toEqual([
      { tenant_id: 1002, app_id: '2021000000000001', source: 'alipay', username: 'tenant2' },
      { tenant_id: 1002, app_id: '1; DROP TABLE sys_user', source: "' OR 1=1 --", username: 'tenant2' },
    ]);
    expect(await server.db.one("SELECT 1 AS ok FROM sys_user WHERE username = 'tenant2'")).toEqual({ ok: 1 });
  });
});
