import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, type PageResult, resultOf } from '../org/org-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1'] as const;
const tokens = {} as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of USERS) tokens[name] = await server.tokenFor(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token: string, query?: Record<string, string | number>) =>
  call(server, { url, token, query });
const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('monitor', () => {
  it('is the platform administrator’s only, and forces a session out', async () => {
    expect((await get('/sys/monitor/server', tokens.tenant1)).body.code).toBe(510);
    expect(resultOf(await get('/sys/monitor/server', tokens.admin))).toMatchObject({ process: { pid: process.pid } });
    const cache = resultOf<{ stores: { name: string; count: number }[] }>(
      await get('/sys/monitor/cache', tokens.admin),
    );
    expect(cache.stores.find((store) => store.name === '在线会话')?.count).toBeGreaterThan(0);
    const victim = await server.tokenFor('tenant2');
    const online = resultOf<PageResult>(await get('/sys/online/list', tokens.admin, { username: 'tenant2' }));
    expect(JSON.stringify(online)).not.toContain(victim.split('.')[0]);
    const keys = online.records.map((row) => row.id as string);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) resultOf(await post('/sys/online/forceLogout', tokens.admin, { id: key }));
    expect((await get('/account/profile', victim)).status).toBe(500);
    const self = resultOf<PageResult>(await get('/sys/online/list', tokens.admin, { username: 'admin' }));
    const current = self.records.find((row) => row.current === true);
    expectRefused(
      await post('/sys/online/forceLogout', tokens.admin, { id: current?.id }),
      '不能强制退出当前登录的会话',
    );
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/sys/online/list']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
