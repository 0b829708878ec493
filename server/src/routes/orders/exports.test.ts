import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
  expectNoPermission,
  expectRefused,
  type PageResult,
  resultOf,
  rowWhere,
  withDemoServer,
} from '../business-test-kit';

/** The purchase-order, instalment and fund-flow exports, read back with SheetJS. */

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
});

type Sheet = { header: string[]; rows: unknown[][] };

/** The first sheet of an export: its title row and data rows. */
async function exported(url: string, token: string, query: Record<string, string | number> = {}): Promise<Sheet> {
  const res = await call(server, { url, token, query });
  expect(res.status, url).toBe(200);
  expect(res.raw.headers['content-type']).toContain('spreadsheetml');
  const book = XLSX.read(res.raw.rawPayload, { type: 'buffer' });
  const first = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const [header = [], ...rows] = XLSX.utils.sheet_to_json<unknown[]>(first, { header: 1 });
  return { header: header as string[], rows };
}

/** The cells of one titled column. */
function column(sheet: Sheet, title: string): unknown[] {
  const index = sheet.header.indexOf(title);
  expect(index, title).toBeGreaterThanOrEqual(0);
  return sheet.rows.map((row) => row[index]);
}

/** Tests that export whole tables several times: slow under a loaded parallel run. */
const WHOLE_TABLES = 30_000;

const BUY = '/business/buyOrder/exportXls';
const OVERDUE = '/business/overdueOrder/exportXls';

describe('purchase and overdue order exports', () => {
  it(
    'exports only purchase orders, whatever order type the request names',
    async () => {
      const expected = await count(server, 'bus_order WHERE tenant_id = 1001 AND order_type = 2');
      expect(expected).toBeGreaterThan(0);
      const sheet = await exported(BUY, tokens.tenant1);
      expect(sheet.header).toEqual(expect.arrayContaining(['订单号', '订单类型', '订单状态', '订单金额']));
      expect(sheet.rows).toHaveLength(expected);
      expect(new Set(column(sheet, '订单类型'))).toEqual(new Set(['购买订单']));
      const orderNos = await server.db.query<{ order_no: string }>(
        'SELECT order_no FROM bus_order WHERE tenant_id = 1001 AND order_type = 2',
      );
      expect(new Set(column(sheet, '订单号'))).toEqual(new Set(orderNos.map((r) => r.order_no)));

      const asRent = await exported(BUY, tokens.tenant1, { orderType: 1 });
      expect(asRent.rows).toHaveLength(expected);
      expectNoPermission(await call(server, { url: BUY, token: tokens.agent1 }));
    },
    WHOLE_TABLES,
  );

  it('keeps the purchase filter when exporting selected orders', async () => {
    const rent = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1001 AND order_type = 1 LIMIT 1',
    );
    const buy = await rowWhere<{ id: string; order_no: string }>(
      server,
      'SELECT id, order_no FROM bus_order WHERE tenant_id = 1001 AND order_type = 2 LIMIT 1',
    );
    const onlyRent = await exported(BUY, tokens.tenant1, { selections: rent.id });
    expect(onlyRent.header).toContain('订单号');
    expect(onlyRent.rows).toEqual([]);
    const both = await exported(BUY, tokens.tenant1, { selections: `${rent.id},${buy.id}` });
    expect(column(both, '订单号')).toEqual([buy.order_no]);
  });

  it('keeps the overdue filter when exporting selected orders', async () => {
    const onTime = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1001 AND overdue_flag <> 1 LIMIT 1',
    );
    const overdue = await rowWhere<{ id: string; order_no: string }>(
      server,
      'SELECT id, order_no FROM bus_order WHERE tenant_id = 1001 AND overdue_flag = 1 LIMIT 1',
    );
    expect((await exported(OVERDUE, tokens.tenant1, { selections: onTime.id })).rows).toEqual([]);
    const both = await exported(OVERDUE, tokens.tenant1, { selections: `${onTime.id},${overdue.id}` });
    expect(column(both, '订单号')).toEqual([overdue.order_no]);
    // The selection stays inside the scope: another tenant's overdue order is not exported.
    expect((await exported(OVERDUE, tokens.tenant2, { selections: overdue.id })).rows).toEqual([]);
  });

  it('exports overdue orders in the list’s order: most days overdue first', async () => {
    const sheet = await exported(OVERDUE, tokens.tenant1);
    const days = column(sheet, '逾期天数').map(Number);
    expect(days.length).toBeGreaterThan(1);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(days[0]).toBeGreaterThan(days[days.length - 1] as number);
    const listed = resultOf<PageResult<{ overdueDays: number }>>(
      await call(server, { url: '/business/overdueOrder/list', token: tokens.tenant1, query: { pageSize: 5 } }),
    );
    expect(days.slice(0, 5)).toEqual(listed.records.map((row) => Number(row.overdueDays)));
  });
});

describe('instalment export', () => {
  const URL = '/business/orderStage/exportXls';

  it(
    'exports the filtered instalments by due date with status texts, inside the scope',
    async () => {
      const all = await exported(URL, tokens.tenant1);
      expect(all.header).toEqual(expect.arrayContaining(['订单号', '期数', '应还日期', '应还金额', '状态']));
      expect(all.rows).toHaveLength(await count(server, 'bus_order_stage WHERE tenant_id = 1001'));
      const dueDates = column(all, '应还日期').map(String);
      expect([...dueDates].sort()).toEqual(dueDates);
      expect(new Set(column(all, '状态'))).toEqual(new Set(['未还', '已还', '逾期']));
      expect(column(all, '应还金额').every((amount) => typeof amount === 'number')).toBe(true);

      const late = await exported(URL, tokens.tenant1, { status: 2, exportFields: 'orderNo,stageNo,status' });
      expect(late.header).toEqual(['订单号', '期数', '状态']);
      expect(late.rows).toHaveLength(await count(server, 'bus_order_stage WHERE tenant_id = 1001 AND status = 2'));
      expect(new Set(column(late, '状态'))).toEqual(new Set(['逾期']));

      const shop = await bindingOf(server, 'shop1');
      const own = await exported(URL, tokens.shop1);
      expect(own.rows).toHaveLength(await count(server, 'bus_order_stage WHERE shop_id = $1', [shop.shopId]));
      expect(own.rows.length).toBeLessThan(all.rows.length);

      const stage = await rowWhere<{ id: string; order_no: string }>(
        server,
        `SELECT g.id, o.order_no FROM bus_order_stage g JOIN bus_order o ON o.id = g.order_id
        WHERE g.tenant_id = 1001 LIMIT 1`,
      );
      const selected = await exported(URL, tokens.tenant1, { selections: stage.id });
      expect(column(selected, '订单号')).toEqual([stage.order_no]);
      expect((await exported(URL, tokens.tenant2, { selections: stage.id })).rows).toEqual([]);
      expectNoPermission(await call(server, { url: URL, token: tokens.agent1 }));
    },
    WHOLE_TABLES,
  );
});

describe('fund flow export', () => {
  const URL = '/shopFundFlow/exportXls';

  it('exports the shop fund flow with type texts, a shop only its own', async () => {
    const shop = await bindingOf(server, 'shop1');
    const own = await exported(URL, tokens.shop1);
    expect(own.header).toEqual(['流水号', '类型', '金额', '变动后余额', '订单号', '说明', '时间']);
    const flows = await server.db.query<{ flow_no: string }>(
      'SELECT flow_no FROM bus_shop_fund_flow WHERE shop_id = $1 ORDER BY create_time DESC, id DESC',
      [shop.shopId],
    );
    expect(flows.length).toBeGreaterThan(0);
    expect(column(own, '流水号')).toEqual(flows.map((r) => r.flow_no));
    expect(column(own, '金额').every((amount) => typeof amount === 'number')).toBe(true);

    const income = await exported(URL, tokens.tenant1, { flowType: 1 });
    expect(income.rows).toHaveLength(
      await count(server, 'bus_shop_fund_flow WHERE tenant_id = 1001 AND flow_type = 1'),
    );
    expect(income.rows.length).toBeGreaterThan(0);
    expect(new Set(column(income, '类型'))).toEqual(new Set(['订单收入']));

    const foreign = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_shop_fund_flow WHERE tenant_id = 1001 AND shop_id <> $1 LIMIT 1',
      [shop.shopId],
    );
    expect((await exported(URL, tokens.shop1, { selections: foreign.id })).rows).toEqual([]);
    expectRefused(
      await call(server, { url: URL, token: tokens.tenant1, query: { column: 'amount; DROP TABLE x' } }),
      '不支持的排序字段：amount; DROP TABLE x',
    );
    expectNoPermission(await call(server, { url: URL, token: tokens.agent1 }));
  });
});
