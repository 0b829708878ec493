import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, resultOf } from '../org/org-test-kit';

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

describe('data center', () => {
  it('analyses orders and customers of the caller’s scope', async () => {
    const range = { beginDate: '2020-01-01', endDate: '2020-12-31' };
    expectRefused(
      await get('/dataCenter/orderAnalysis', tokens.tenant1, { beginDate: '2020-01-01', endDate: '2022-01-01' }),
      '统计区间不能超过366天',
    );
    const tenant = resultOf<{ summary: { orders: number }; daily: unknown[]; byStatus: unknown[] }>(
      await get('/dataCenter/orderAnalysis', tokens.tenant1),
    );
    expect(tenant.daily).toHaveLength(30);
    const inPeriod = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001
          AND (create_time AT TIME ZONE 'Asia/Shanghai')::date >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 29`,
    );
    expect(tenant.summary.orders).toBe(inPeriod?.n);
    expect(
      resultOf<{ summary: { orders: number } }>(await get('/dataCenter/orderAnalysis', tokens.tenant1, range)).summary
        .orders,
    ).toBe(0);
    const users = resultOf<{ summary: { total: number } }>(await get('/dataCenter/userAnalysis', tokens.tenant1));
    const total = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM lite_user WHERE tenant_id = 1001');
    expect(users.summary.total).toBe(total?.n);
    expect((await get('/dataCenter/userAnalysis', tokens.agent1)).body.code).toBe(510);
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/dataCenter/orderAnalysis', '/dataCenter/userAnalysis']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
