import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, resultOf } from '../business-test-kit';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
}, 60_000);
afterAll(() => server?.close());

interface TenantFigures {
  tenantId: number;
  tenantName: string;
  status: number;
  shopCount: number;
  userCount: number;
  orderCount: number;
  gmv: number;
  todayOrders: number;
  todayGmv: number;
  periodOrders: number;
  periodGmv: number;
}

interface PlatformInfo {
  today: string;
  days: number;
  totals: Record<string, number>;
  tenants: TenantFigures[];
  topTenants: { tenantId: number; tenantName: string; orderCount: number; gmv: number }[];
}

const cents = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100);

/**
 * What the database holds, counted independently of the route: per tenant (the platform's own left
 * out), its shops, customers, orders and turnover (orders not unpaid, cancelled or rejected),
 * overall, today and over the last `days` days in the operator's time zone.
 */
async function expected(days: number) {
  const rows = await server.db.query<{
    id: number;
    name: string;
    status: number;
    shops: number;
    users: number;
    orders: number;
    gmv: string | null;
    today_orders: number;
    today_gmv: string | null;
    period_orders: number;
    period_gmv: string | null;
  }>(
    `SELECT t.id, t.name, t.status,
            (SELECT count(*)::int FROM sys_shop WHERE tenant_id = t.id) AS shops,
            (SELECT count(*)::int FROM lite_user WHERE tenant_id = t.id) AS users,
            (SELECT count(*)::int FROM bus_order WHERE tenant_id = t.id) AS orders,
            (SELECT sum(total_amount) FROM bus_order WHERE tenant_id = t.id AND status NOT IN (1, 10, 13)) AS gmv,
            (SELECT count(*)::int FROM bus_order WHERE tenant_id = t.id
               AND (create_time AT TIME ZONE 'Asia/Shanghai')::date = (now() AT TIME ZONE 'Asia/Shanghai')::date)
              AS today_orders,
            (SELECT sum(total_amount) FROM bus_order WHERE tenant_id = t.id AND status NOT IN (1, 10, 13)
               AND (create_time AT TIME ZONE 'Asia/Shanghai')::date = (now() AT TIME ZONE 'Asia/Shanghai')::date)
              AS today_gmv,
            (SELECT count(*)::int FROM bus_order WHERE tenant_id = t.id
               AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - $1::int)
              AS period_orders,
            (SELECT sum(total_amount) FROM bus_order WHERE tenant_id = t.id AND status NOT IN (1, 10, 13)
               AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - $1::int)
              AS period_gmv
       FROM sys_tenant t WHERE t.id <> 1000 ORDER BY t.id`,
    [days],
  );
  return rows.map((row) => ({
    tenantId: row.id,
    tenantName: row.name,
    status: row.status,
    shopCount: row.shops,
    userCount: row.users,
    orderCount: row.orders,
    gmv: cents(row.gmv),
    todayOrders: row.today_orders,
    todayGmv: cents(row.today_gmv),
    periodOrders: row.period_orders,
    periodGmv: cents(row.period_gmv),
  }));
}

/** A route row with its amounts in cents, for exact comparison. */
const inCents = (row: TenantFigures) => ({
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  status: row.status,
  shopCount: row.shopCount,
  userCount: row.userCount,
  orderCount: row.orderCount,
  gmv: cents(row.gmv),
  todayOrders: row.todayOrders,
  todayGmv: cents(row.todayGmv),
  periodOrders: row.periodOrders,
  periodGmv: cents(row.periodGmv),
});

const sum = (rows: readonly Record<string, number | string>[], field: string) =>
  rows.reduce((total, row) => total + Number(row[field]), 0);

describe('GET /sys/home/getPlatformInfo', () => {
  it.each([30, 7])('gives every tenant its own figures and the totals over them (%i days)', async (days) => {
    const info = resultOf<PlatformInfo>(
      await call(server, { url: '/sys/home/getPlatformInfo', token: admin, query: { days } }),
    );
    const want = await expected(days);
    expect(info.days).toBe(days);
    expect([...info.tenants.map(inCents)].sort((a, b) => a.tenantId - b.tenantId)).toEqual(want);
    // Biggest turnover first.
    const gmvs = info.tenants.map((row) => row.gmv);
    expect(gmvs).toEqual([...gmvs].sort((a, b) => b - a));

    expect(info.totals).toMatchObject({
      tenantCount: want.length,
      activeTenantCount: want.filter((row) => row.status === 1).length,
      shopCount: sum(want, 'shopCount'),
      userCount: sum(want, 'userCount'),
      orderCount: sum(want, 'orderCount'),
      todayOrders: sum(want, 'todayOrders'),
      periodOrders: sum(want, 'periodOrders'),
    });
    expect(cents(info.totals.gmv)).toBe(sum(want, 'gmv'));
    expect(cents(info.totals.todayGmv)).toBe(sum(want, 'todayGmv'));
    expect(cents(info.totals.periodGmv)).toBe(sum(want, 'periodGmv'));

    // The seeded demo tenants do business: the platform's dashboard is not a page of zeros.
    expect(info.totals.tenantCount).toBeGreaterThanOrEqual(2);
    expect(info.totals.shopCount).toBeGreaterThan(0);
    expect(info.totals.orderCount).toBeGreaterThan(0);
    expect(info.totals.gmv).toBeGreaterThan(0);

    const ranked = want
      .filter((row) => row.periodOrders > 0)
      .sort((a, b) => b.periodGmv - a.periodGmv || b.periodOrders - a.periodOrders || a.tenantId - b.tenantId)
      .slice(0, 5);
    expect(
      info.topTenants.map((row) => ({ tenantId: row.tenantId, orderCount: row.orderCount, gmv: cents(row.gmv) })),
    ).toEqual(ranked.map((row) => ({ tenantId: row.tenantId, orderCount: row.periodOrders, gmv: row.periodGmv })));
  });

  it('follows new business: an order added in a tenant shows in that tenant’s row', async () => {
    const before = resultOf<PlatformInfo>(await call(server, { url: '/sys/home/getPlatformInfo', token: admin }));
    const order = await server.db.one<{ id: string }>(
      'SELECT id FROM bus_order WHERE tenant_id = 1002 AND status NOT IN (1, 10, 13) ORDER BY create_time LIMIT 1',
    );
    await server.db.query(
      `INSERT INTO bus_order (id, tenant_id, order_no, order_type, status, total_amount)
       SELECT 'platform-test-order', tenant_id, 'PTEST0001', order_type, status, 123.45 FROM bus_order WHERE id = $1`,
      [order?.id],
    );
    const after = resultOf<PlatformInfo>(await call(server, { url: '/sys/home/getPlatformInfo', token: admin }));
    const row = (info: PlatformInfo) => info.tenants.find((tenant) => tenant.tenantId === 1002);
    expect(row(after)?.orderCount).toBe((row(before)?.orderCount ?? 0) + 1);
    expect(cents(row(after)?.gmv)).toBe(cents(row(before)?.gmv) + 12345);
    expect(row(after)?.todayOrders).toBe((row(before)?.todayOrders ?? 0) + 1);
    expect(after.tenants.find((tenant) => tenant.tenantId === 1001)).toEqual(
      before.tenants.find((tenant) => tenant.tenantId === 1001),
    );
    await server.db.query("DELETE FROM bus_order WHERE id = 'platform-test-order'");
  });

  it('answers the platform administrator in whatever tenant the session works in', async () => {
    const inTenant = await server.tokenFor('admin', 1001);
    const info = resultOf<PlatformInfo>(await call(server, { url: '/sys/home/getPlatformInfo', token: inTenant }));
    expect(info.tenants.map((row) => row.tenantId).sort()).toEqual((await expected(7)).map((row) => row.tenantId));
  });

  it('is refused to everyone else, whatever they send', async () => {
    for (const username of ['tenant1', 'tenant2', 'shop1', 'agent2']) {
      const token = await server.tokenFor(username);
      const queries: Record<string, string>[] = [{}, { days: '30' }, { days: "30' OR 1=1 --" }];
      for (const query of queries) {
        const answer = await call(server, { url: '/sys/home/getPlatformInfo', token, query });
        expect(answer.body, username).toMatchObject({ success: false, code: 510, result: null });
      }
    }
  });
});
