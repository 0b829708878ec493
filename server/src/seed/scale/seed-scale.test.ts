import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type PageResult, resultOf } from '../../routes/org/org-test-kit';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { type ScaleReport, seedScale } from './seed-scale';

/** The scale seed with small counts: rows for the named tenants only, consistent with each other. */

const TABLES = ['bus_order', 'bus_order_stage', 'bus_order_log', 'bus_shop_fund_flow', 'lite_user'] as const;

let server: TestServer;
let before: Map<string, number>;
let indexesBefore: string[];
let report: ScaleReport;

async function indexes(): Promise<string[]> {
  const rows = await server.db.query<{ d: string }>(
    `SELECT indexdef AS d FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1) ORDER BY indexname`,
    [[...TABLES]],
  );
  return rows.map((row) => row.d);
}

async function perTenant(): Promise<Map<string, number>> {
  const rows = await server.db.query<{ key: string; n: number }>(
    TABLES.map(
      (table) => `SELECT '${table}:' || tenant_id AS key, count(*)::int AS n FROM ${table} GROUP BY tenant_id`,
    ).join(' UNION ALL '),
  );
  return new Map(rows.map((row) => [row.key, row.n]));
}

const added = (after: Map<string, number>, key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

beforeAll(async () => {
  server = await createTestServer();
  before = await perTenant();
  indexesBefore = await indexes();
  report = await seedScale(server.db, {
    orders: 2000,
    tenant: 'tenant1',
    tenants: 2,
    tenantOrders: 150,
    rebuildIndexes: true,
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('seedScale', () => {
  it('adds the orders to the named tenant and to the other tenants, creating one that was missing', async () => {
    expect(report.tenants.map((tenant) => [tenant.id, tenant.orders])).toEqual([
      [1001, 2000],
      [1002, 150],
      [1003, 150],
    ]);
    const created = await server.db.one<{ shops: number; channels: number }>(
      `SELECT (SELECT count(*)::int FROM sys_shop WHERE tenant_id = 1003) AS shops,
              (SELECT count(*)::int FROM sys_channel WHERE tenant_id = 1003) AS channels`,
    );
    expect(created).toEqual({ shops: 3, channels: 2 });
    const after = await perTenant();
    expect(added(after, 'bus_order:1001')).toBe(2000);
    expect(added(after, 'bus_order:1002')).toBe(150);
    expect(added(after, 'bus_order:1003')).toBe(150);
    expect(added(after, 'lite_user:1001')).toBe(500);
    for (const table of ['bus_order_stage', 'bus_order_log', 'bus_shop_fund_flow']) {
      expect(added(after, `${table}:1001`)).toBeGreaterThan(1000);
    }
    for (const table of TABLES) expect(added(after, `${table}:1000`)).toBe(0);
    expect(report.rows.bus_order).toBe(2300);
  });

  it('writes instalments, logs and flow that agree with their orders', async () => {
    const check = await server.db.one<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE o.stages <> s.n)::int AS wrong_stage_count,
              count(*) FILTER (WHERE o.paid_amount <> s.paid)::int AS wrong_paid,
              count(*) FILTER (WHERE o.total_amount <> s.amount)::int AS wrong_total,
              count(*) FILTER (WHERE o.overdue_flag = 1)::int AS overdue,
              count(DISTINCT o.status)::int AS statuses,
              count(*) FILTER (WHERE o.create_time < now() - interval '2 years')::int AS old
         FROM bus_order o
         JOIN (SELECT order_id, count(*) AS n, sum(paid_amount) AS paid, sum(amount) AS amount
                 FROM bus_order_stage GROUP BY order_id) s ON s.order_id = o.id
        WHERE o.tenant_id = 1001 AND o.create_by IS NOT NULL`,
    );
    expect(check).toMatchObject({ wrong_stage_count: 0, wrong_paid: 0, wrong_total: 0 });
    expect(check?.overdue).toBeGreaterThan(0);
    expect(check?.statuses).toBeGreaterThanOrEqual(10);
    expect(check?.old).toBeGreaterThan(0);
    const orphans = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bus_order_log l LEFT JOIN bus_order o ON o.id = l.order_id
        WHERE o.id IS NULL OR o.tenant_id <> l.tenant_id OR o.shop_id IS DISTINCT FROM l.shop_id`,
    );
    expect(orphans?.n).toBe(0);
    const flow = await server.db.one<{ foreign: number }>(
      `SELECT count(*)::int AS foreign FROM bus_shop_fund_flow f JOIN bus_order o ON o.id = f.order_id
        WHERE o.tenant_id <> f.tenant_id OR o.shop_id <> f.shop_id`,
    );
    expect(flow?.foreign).toBe(0);
  });

  it('builds again every index it dropped for the load', async () => {
    expect(await indexes()).toEqual(indexesBefore);
    const leftover = await server.db.one<{ t: string | null }>(
      "SELECT to_regclass('seed_scale_dropped_index')::text AS t",
    );
    expect(leftover?.t).toBeNull();
  });

  it('leaves the lists exact: the order list of tenant1 counts every order', async () => {
    const token = await server.tokenFor('tenant1');
    const page = resultOf<PageResult>(await call(server, { url: '/business/order/list', token, query: { pageNo: 3 } }));
    const count = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001');
    expect(page.total).toBe(count?.n);
    expect(page.records).toHaveLength(10);
  });
});
