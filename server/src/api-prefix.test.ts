import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signatureHeaders, type TestServer } from './testing/test-server';

/** A server started with API_PREFIX=/api/v2 and no TOKEN_IDLE_MINUTES (the 2 h default). */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ API_PREFIX: 'api/v2/' });
}, 60_000);
afterAll(() => server?.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { ...signatureHeaders(server.config), ...(token ? { 'x-access-token': token } : {}) },
  });

describe('a non-default API_PREFIX', () => {
  it('serves the whole API under it and nothing under /jeecg-boot', async () => {
    expect(server.config.apiPrefix).toBe('/api/v2');
    const login = await inject('POST', '/api/v2/sys/login', {
      username: 'tenant1',
      password: server.config.demoPassword,
    });
    expect(login.json()).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const token = (login.json().result as { token: string }).token;

    const users = await inject('GET', '/api/v2/sys/user/list?pageSize=5', undefined, token);
    expect(users.json()).toMatchObject({ success: true, result: { current: 1 } });

    for (const url of ['/jeecg-boot/sys/user/list', '/sys/user/list', '/api/sys/user/list']) {
      expect((await inject('GET', url, undefined, token)).statusCode).toBe(404);
    }
    expect((await inject('POST', '/jeecg-boot/sys/login', { username: 'tenant1', password: 'x' })).statusCode).toBe(
      404,
    );
    // Inside the prefix an unknown path gets the envelope.
    const missing = await inject('GET', '/api/v2/sys/nothing-here', undefined, token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 404, result: null });
  });
});

describe('the idle expiry', () => {
  it('defaults to 2 hours from the last use of a session', async () => {
    expect(server.config.tokenIdleMs).toBe(2 * 60 * 60 * 1000);
    const login = await inject('POST', '/api/v2/sys/login', {
      username: 'shop1',
      password: server.config.demoPassword,
    });
    const token = (login.json().result as { token: string }).token;
    const row = await server.db.one<{ idle_seconds: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS idle_seconds FROM sys_token WHERE id = $1',
      [token.split('.')[0]],
    );
    expect(row?.idle_seconds).toBeGreaterThanOrEqual(2 * 60 * 60 - 5);
    expect(row?.idle_seconds).toBeLessThanOrEqual(2 * 60 * 60 + 5);
  });
});
