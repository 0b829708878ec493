import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestServer, signatureHeaders, type TestServer } from '../testing/test-server';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer();
  adminToken = await server.tokenFor('admin');
}, 60_000);
afterAll(() => server?.close());

describe('the guard', () => {
  it('refuses a protected route without a token with HTTP 401', async () => {
    const res = await server.request({ url: '/sys/user/list' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('refuses a token that is not ours with HTTP 401', async () => {
    for (const token of ['garbage', 'a.b', `${adminToken}x`, `${adminToken.split('.')[0]}.forged`]) {
      const res = await server.request({ url: '/sys/user/list', token });
      expect(res.status, token).toBe(401);
    }
  });

  it('answers HTTP 500 Token失效 for a token of ours that was revoked or expired', async () => {
    const revoked = await server.tokenFor('tenant1');
    await server.ctx.tokens.revoke(revoked);
    const res = await server.request({ url: '/sys/user/list', token: revoked });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Token失效，请重新登录!');

    const expired = await server.tokenFor('tenant1');
    await server.db.query("UPDATE sys_token SET expires_at = now() - interval '1 second' WHERE id = $1", [
      expired.split('.')[0],
    ]);
    const late = await server.request({ url: '/sys/user/list', token: expired });
    expect(late.status).toBe(500);
    expect(late.body.message).toBe('Token失效，请重新登录!');
  });

  it('slides the idle expiry of a token in use', async () => {
    const token = await server.tokenFor('tenant1');
    const id = token.split('.')[0];
    await server.db.query(
      "UPDATE sys_token SET last_seen_at = now() - interval '10 minutes', expires_at = now() + interval '1 minute' WHERE id = $1",
      [id],
    );
    const res = await server.request({ url: '/sys/user/list', token });
    expect(res.body.success).toBe(true);
    const row = await server.db.one<{ later: boolean }>(
      "SELECT expires_at > now() + interval '30 minutes' AS later FROM sys_token WHERE id = $1",
      [id],
    );
    expect(row?.later).toBe(true);
  });

  it('refuses a bad signature and a missing one, changing nothing', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_position');
    const body = { code: 'x_sig', name: '签名测试' };
    const wrong = await server.request({
      method: 'POST',
      url: '/sys/position/add',
      token: adminToken,
      body,
      headers: { signs: 'deadbeef'.repeat(8) },
    });
    expect(wrong.body.success).toBe(false);
    const unsigned = await server.request({
      method: 'POST',
      url: '/sys/position/add',
      token: adminToken,
      body,
      signed: false,
    });
    expect(unsigned.body.success).toBe(false);
    const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_position');
    expect(after?.n).toBe(before?.n);
  });

  it('answers code 8003 for a timestamp more than 5 minutes away in either direction', async () => {
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const res = await server.request({ url: '/sys/user/list', token: adminToken, timestamp: Date.now() + offset });
      expect(res.body.code).toBe(8003);
      expect(res.body.success).toBe(false);
    }
    const fresh = await server.request({
      url: '/sys/user/list',
      token: adminToken,
      timestamp: Date.now() - 4 * 60_000,
    });
    expect(fresh.body.success).toBe(true);
  });

  it('a signed request without a token is still unauthenticated', async () => {
    const res = await server.request({ url: '/sys/user/list', headers: signatureHeaders(server.config) });
    expect(res.status).toBe(401);
  });

  it('decides on the routed path: suffix, semicolon, dot-segment, slash and case tricks get nowhere', async () => {
    const tricks = [
      '/sys/user/list.js',
      '/sys/user/list;.js',
      '/sys/user/%2e%2e/user/list',
      '/sys/%2e/user/list',
      '//sys/user/list',
      '/sys//user/list',
      '/SYS/USER/LIST',
      '/sys/user/List',
      '/sys/user/list%00',
      '/sys/user/list/..;/list',
    ];
    for (const url of tricks) {
      const anonymous = await server.request({ url });
      expect([401, 404], url).toContain(anonymous.status);
      expect(anonymous.body.success, url).toBe(false);
      expect(JSON.stringify(anonymous.body.result ?? null), url).not.toContain('username');
    }
  });

  it('refuses a tenant header the user does not belong to with code 510', async () => {
    const token = await server.tokenFor('tenant1');
    const res = await server.request({ url: '/sys/user/list', token, headers: { 'X-Tenant-Id': '1002' } });
    expect(res.body.code).toBe(510);
    const other = await server.request({ url: '/sys/user/list', token, headers: { 'tenant-id': '1002' } });
    expect(other.body.code).toBe(510);
  });

  it('lets the platform administrator switch among their tenants by header', async () => {
    const query = { username: 'tenant1,tenant2' };
    const a = await server.request({
      url: '/sys/user/list',
      token: adminToken,
      query,
      headers: { 'X-Tenant-Id': '1001' },
    });
    const b = await server.request({
      url: '/sys/user/list',
      token: adminToken,
      query,
      headers: { 'X-Tenant-Id': '1002' },
    });
    const names = (res: typeof a) =>
      ((res.body.result as { records: { username: string }[] }).records ?? []).map((r) => r.username);
    expect(names(a)).toContain('tenant1');
    expect(names(a)).not.toContain('tenant2');
    expect(names(b)).toContain('tenant2');
    expect(names(b)).not.toContain('tenant1');
  });
});

describe('every registered API route declares its access', () => {
  it('records an allowed access marker for each route', async () => {
    const { routes } = await buildApp({ config: server.config, db: server.db });
    expect(routes.length).toBeGreaterThan(50);
    const valid = (access: unknown) =>
      ['public', 'authenticated', 'platform'].includes(access as string) ||
      (typeof access === 'object' && access !== null && ('perm' in access || 'menu' in access));
    expect(routes.filter((route) => !valid(route.access))).toEqual([]);
  });

  it('refuses to start with a route that declares none', async () => {
    const naked = (api: FastifyInstance) => {
      api.get('/naked', async () => 'x');
    };
    await expect(buildApp({ config: server.config, db: server.db, modules: [naked] })).rejects.toThrow(
      /declares no access/,
    );
  });
});
