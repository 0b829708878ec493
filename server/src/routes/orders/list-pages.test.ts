import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../data/entity';
import { listSort } from '../../data/list-query';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, type PageResult, resultOf } from '../business-test-kit';
import { FUND_FLOW_ENTITY } from '../finance/entities';
import { EXEMPTION_VIEW_ENTITY, ORDER_VIEW_ENTITY, STAGE_VIEW_ENTITY } from './entities';

/**
 * Later pages are read by ids first, then the rows of those ids (the deferred join). They must be the
 * very rows and totals of the straightforward statement: `SELECT … ORDER BY … LIMIT … OFFSET …` of the
 * view, and the rows a single larger first page returns.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

interface ListCase {
  url: string;
  entity: EntityDef;
  /** What the list reads for tenant1, as plain SQL. */
  from: string;
  /** Extra parameters the route adds. */
  params?: Record<string, string>;
}

const LISTS: Record<string, ListCase> = {
  orders: { url: '/business/order/list', entity: ORDER_VIEW_ENTITY, from: 'bus_order_view WHERE tenant_id = 1001' },
  overdue: {
    url: '/business/overdueOrder/list',
    entity: ORDER_VIEW_ENTITY,
    from: 'bus_order_view WHERE tenant_id = 1001 AND overdue_flag = 1',
  },
  instalments: {
    url: '/business/orderStage/list',
    entity: STAGE_VIEW_ENTITY,
    from: 'bus_order_stage_view WHERE tenant_id = 1001',
  },
  exemptions: {
    url: '/sys/statistical/findExemptionList',
    entity: EXEMPTION_VIEW_ENTITY,
    from: 'bus_order_stage_view WHERE tenant_id = 1001 AND waived_amount > 0',
    // Every waiver of the demo data (the last 120 days) lies in this period.
    params: { beginDate: day(-360), endDate: day(1) },
  },
  'fund flow': {
    url: '/shopFundFlow/list',
    entity: FUND_FLOW_ENTITY,
    from: 'bus_shop_fund_flow WHERE tenant_id = 1001',
  },
};

async function page(list: ListCase, query: Record<string, string | number>): Promise<PageResult> {
  return resultOf<PageResult>(await call(server, { url: list.url, token, query: { ...list.params, ...query } }));
}

/** Ids in the list's order, by the straightforward statement (the view, NULLS LAST whatever the column). */
async function expectedIds(list: ListCase, query: Record<string, string>): Promise<string[]> {
  const sort = listSort(list.entity, query);
  const dir = sort.desc ? 'desc' : 'asc';
  const order = sort.column ? `${sort.column} ${dir} NULLS LAST, id ${dir}` : `id ${dir}`;
  const rows = await server.db.query<{ id: string }>(`SELECT id FROM ${list.from} ORDER BY ${order}`);
  return rows.map((row) => row.id);
}

const cases = Object.entries(LISTS).flatMap(([name, list]) =>
  Object.entries(list.entity.fields)
    .filter(([, def]) => def.sort)
    .flatMap(([field]) =>
      (['asc', 'desc'] as const).map(
        (order) => [`${name} by ${field} ${order}`, list, { column: field, order }] as const,
      ),
    ),
);

describe('later pages (ids first, then their rows)', () => {
  it.each(cases)('%s: the same rows and total as the straightforward statement', async (_, list, sort) => {
    const ids = await expectedIds(list, sort);
    const size = 7;
    const last = Math.max(1, Math.ceil(ids.length / size));
    for (const pageNo of new Set([2, 3, last, last + 1])) {
      const result = await page(list, { ...sort, pageNo, pageSize: size });
      expect(result.total).toBe(ids.length);
      expect(result.records.map((row) => row.id)).toEqual(ids.slice((pageNo - 1) * size, pageNo * size));
    }
    const whole = await page(list, { ...sort, pageNo: 1, pageSize: size * 3 });
    const pieces = [];
    for (const pageNo of [1, 2, 3]) pieces.push(...(await page(list, { ...sort, pageNo, pageSize: size })).records);
    expect(pieces).toEqual(whole.records);
  });

  it('keeps filters and the super query on later pages', async () => {
    const list = LISTS.orders as ListCase;
    const superQuery = JSON.stringify([
      { field: 'totalAmount', rule: 'ge', val: '100' },
      { field: 'orderType', rule: 'eq', val: '1' },
    ]);
    const query = { status: '5,9,11', superQueryParams: superQuery, column: 'totalAmount', order: 'desc' };
    const rows = await server.db.query<{ id: string }>(
      `SELECT id FROM ${list.from} AND status IN (5, 9, 11) AND total_amount >= 100 AND order_type = 1
        ORDER BY total_amount desc, id desc`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const result = await page(list, { ...query, pageNo: 2, pageSize: 5 });
    expect(result.total).toBe(rows.length);
    expect(result.records.map((row) => row.id)).toEqual(rows.slice(5, 10).map((row) => row.id));
  });
});

describe('unfiltered totals (per-owner counts kept by triggers)', () => {
  it('follow inserts, moves between shops and deletes, for the tenant and for a shop user', async () => {
    const shop1 = await server.tokenFor('shop1');
    const shopId = (await server.db.one<{ shop_id: string }>("SELECT shop_id FROM sys_user WHERE username = 'shop1'"))
      ?.shop_id;
    const totals = async () => ({
      tenant: (await page(LISTS.orders as ListCase, {})).total,
      shop: resultOf<PageResult>(await call(server, { url: '/business/order/list', token: shop1 })).total,
      stages: (await page(LISTS.instalments as ListCase, {})).total,
    });
    const counts = async () => ({
      tenant: Number(
        (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001'))?.n,
      ),
      shop: Number(
        (
          await server.db.one<{ n: number }>(
            'SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001 AND shop_id = $1',
            [shopId],
          )
        )?.n,
      ),
      stages: Number(
        (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bus_order_stage WHERE tenant_id = 1001'))
          ?.n,
      ),
    });
    expect(await totals()).toEqual(await counts());
    await server.db.query(
      `INSERT INTO bus_order (id, tenant_id, shop_id, order_no, order_type, status)
       SELECT 'listcount' || g, 1001, $1, 'LC' || g, 1, 1 FROM generate_series(1, 3) AS g`,
      [shopId],
    );
    await server.db.query(
      `UPDATE bus_order SET shop_id = (SELECT id FROM sys_shop WHERE tenant_id = 1001 AND id <> $1 LIMIT 1)
        WHERE id = 'listcount1'`,
      [shopId],
    );
    await server.db.query(
      `DELETE FROM bus_order WHERE id IN (
      SELECT id FROM bus_order WHERE tenant_id = 1001 AND shop_id = $1 AND id NOT LIKE 'listcount%' LIMIT 2)`,
      [shopId],
    );
    const after = await counts();
    expect(await totals()).toEqual(after);
    expect(after.tenant).toBeGreaterThan(0);
  });
});
