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
  INJECTIONS,
  type PageResult,
  resultOf,
  rowWhere,
  withDemoServer,
} from '../business-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
});

type Order = Record<string, unknown> & { id: string; orderNo: string };

const list = (token: string, query: Record<string, string | number> = {}, url = '/business/order/list') =>
  call(server, { url, token, query });

describe('order list', () => {
  it('pages the tenant orders newest first with dictionary texts and joined names', async () => {
    const total = await count(server, 'bus_order WHERE tenant_id = 1001');
    expect(total).toBeGreaterThan(150);
    const page = resultOf<PageResult<Order>>(await list(tokens.tenant1, { pageSize: 20 }));
    expect(page.total).toBe(total);
    expect(page.records).toHaveLength(20);
    expect(page.pages).toBe(Math.ceil(total / 20));
    const times = page.records.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const first = page.records[0] as Order;
    expect(first.status_dictText).toBeTruthy();
    expect(first.orderType_dictText).toMatch(/租赁订单|购买订单/);
    expect(first.riskStatus_dictText).toBeTruthy();
    expect(String(first.shopName)).toMatch(/^华东租赁·/);
    expect(typeof first.totalAmount).toBe('number');
    const second = resultOf<PageResult<Order>>(await list(tokens.tenant1, { pageSize: 20, pageNo: 2 }));
    expect(second.current).toBe(2);
    expect(second.records.some((r) => page.records.some((p) => p.id === r.id))).toBe(false);
  });

  it('filters by number, status, type, shop, channel, customer, time range and overdue flag', async () => {
    const sample = await rowWhere<{ order_no: string; user_phone: string; user_name: string; shop_id: string }>(
      server,
      'SELECT order_no, user_phone, user_name, shop_id FROM bus_order WHERE tenant_id = 1001 AND status = 5 LIMIT 1',
    );
    const byNo = resultOf<PageResult<Order>>(await list(tokens.tenant1, { orderNo: sample.order_no }));
    expect(byNo.records.map((r) => r.orderNo)).toEqual([sample.order_no]);

    const checks: [Record<string, string | number>, string, unknown[]][] = [
      [{ status: 5 }, 'status = 5', []],
      [{ status: '9,10' }, 'status IN (9, 10)', []],
      [{ orderType: 2 }, 'order_type = 2', []],
      [{ overdueFlag: 1 }, 'overdue_flag = 1', []],
      [{ shopId: sample.shop_id }, 'shop_id = $1', [sample.shop_id]],
      [
        { userPhone: `*${sample.user_phone.slice(3, 8)}*` },
        'user_phone LIKE $1',
        [`%${sample.user_phone.slice(3, 8)}%`],
      ],
      [{ userName: sample.user_name }, 'user_name = $1', [sample.user_name]],
      [{ totalAmount: '>=5000' }, 'total_amount >= 5000', []],
    ];
    for (const [query, where, params] of checks) {
      const expected = await count(server, `bus_order WHERE tenant_id = 1001 AND ${where}`, params);
      const page = resultOf<PageResult<Order>>(await list(tokens.tenant1, { ...query, pageSize: 1000 }));
      expect(page.total, JSON.stringify(query)).toBe(expected);
      expect(expected, JSON.stringify(query)).toBeGreaterThan(0);
    }
    const channel = await bindingOf(server, 'agent1');
    const viaChannel = resultOf<PageResult<Order>>(await list(tokens.tenant1, { channelId: channel.channelId }));
    expect(viaChannel.total).toBe(await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]));

    const days = await server.db.one<{ begin: string; end: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Shanghai')::date - 30, 'YYYY-MM-DD') AS begin,
              to_char((now() AT TIME ZONE 'Asia/Shanghai')::date - 10, 'YYYY-MM-DD') AS end`,
    );
    const ranged = resultOf<PageResult<Order>>(
      await list(tokens.tenant1, { createTime_begin: String(days?.begin), createTime_end: String(days?.end) }),
    );
    expect(ranged.total).toBe(
      await count(
        server,
        `bus_order WHERE tenant_id = 1001 AND (create_time AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $1::date AND $2::date`,
        [days?.begin, days?.end],
      ),
    );
    expect(ranged.total).toBeGreaterThan(0);
  });

  it('sorts by an allowlisted column and takes the super query', async () => {
    const sorted = resultOf<PageResult<Order>>(
      await list(tokens.tenant1, { column: 'totalAmount', order: 'asc', pageSize: 50 }),
    );
    const amounts = sorted.records.map((r) => Number(r.totalAmount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

    const superQuery = JSON.stringify([
      { field: 'orderType', rule: 'eq', val: '1', type: 'int' },
      { field: 'productName', rule: 'like', val: 'iPhone' },
    ]);
    const page = resultOf<PageResult<Order>>(
      await list(tokens.tenant1, { superQueryParams: encodeURIComponent(superQuery), superQueryMatchType: 'and' }),
    );
    expect(page.total).toBe(
      await count(server, "bus_order WHERE tenant_id = 1001 AND order_type = 1 AND product_name ILIKE '%iPhone%'"),
    );
    expect(page.total).toBeGreaterThan(0);
    const either = resultOf<PageResult<Order>>(
      await list(tokens.tenant1, { superQueryParams: encodeURIComponent(superQuery), superQueryMatchType: 'or' }),
    );
    expect(either.total).toBe(
      await count(server, "bus_order WHERE tenant_id = 1001 AND (order_type = 1 OR product_name ILIKE '%iPhone%')"),
    );
  });

  it('rent and buy views hold only their order type', async () => {
    const rent = resultOf<PageResult<Order>>(
      await list(tokens.tenant1, { pageSize: 1000 }, '/business/rentOrder/list'),
    );
    expect(rent.total).toBe(await count(server, 'bus_order WHERE tenant_id = 1001 AND order_type = 1'));
    expect(rent.records.every((r) => r.orderType === 1)).toBe(true);
    const buy = resultOf<PageResult<Order>>(await list(tokens.tenant2, { pageSize: 1000 }, '/business/buyOrder/list'));
    expect(buy.total).toBe(await count(server, 'bus_order WHERE tenant_id = 1002 AND order_type = 2'));
    expect(buy.records.every((r) => r.orderType === 2)).toBe(true);
  });

  it('shows an order with its instalments and log', async () => {
    const row = await rowWhere<{ id: string; stages: number }>(
      server,
      'SELECT id, stages FROM bus_order WHERE tenant_id = 1001 AND status = 5 AND stages >= 3 LIMIT 1',
    );
    const order = resultOf<Order & { stageList: Record<string, unknown>[]; logList: Record<string, unknown>[] }>(
      await call(server, { url: '/business/order/queryById', token: tokens.tenant1, query: { id: row.id } }),
    );
    expect(order.id).toBe(row.id);
    expect(order.stageList.map((s) => s.stageNo)).toEqual(Array.from({ length: row.stages }, (_, i) => i + 1));
    expect(order.stageList[0]).toMatchObject({ orderNo: order.orderNo, status_dictText: expect.any(String) });
    expect(order.logList.map((l) => l.action)).toEqual(expect.arrayContaining(['下单', '支付', '审核通过', '发货']));
    expectRefused(
      await call(server, { url: '/business/order/queryById', token: tokens.tenant1, query: { id: 'no-such-order' } }),
      '未找到对应数据',
    );
  });

  it('lists overdue orders, most overdue first', async () => {
    const page = resultOf<PageResult<Order>>(
      await call(server, { url: '/business/overdueOrder/list', token: tokens.tenant1, query: { pageSize: 100 } }),
    );
    expect(page.total).toBe(await count(server, 'bus_order WHERE tenant_id = 1001 AND overdue_flag = 1'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.overdueFlag === 1 && Number(r.overdueAmount) > 0)).toBe(true);
    const days = page.records.map((r) => Number(r.overdueDays));
    expect([...days].sort((a, b) => b - a)).toEqual(days);
  });
});

describe('order scoping', () => {
  it('a shop user sees only their shop, a partner only their channel, a tenant only itself', async () => {
    const shop = await bindingOf(server, 'shop1');
    const own = resultOf<PageResult<Order>>(await list(tokens.shop1, { pageSize: 1000 }));
    expect(own.total).toBe(await count(server, 'bus_order WHERE shop_id = $1', [shop.shopId]));
    expect(own.total).toBeGreaterThan(0);
    expect(own.records.every((r) => r.shopId === shop.shopId)).toBe(true);
    // A shop filter naming another shop does not widen the scope.
    const other = await rowWhere<{ shop_id: string }>(
      server,
      'SELECT shop_id FROM bus_order WHERE tenant_id = 1001 AND shop_id <> $1 LIMIT 1',
      [shop.shopId],
    );
    expect(resultOf<PageResult<Order>>(await list(tokens.shop1, { shopId: other.shop_id })).total).toBe(0);

    const channel = await bindingOf(server, 'agent1');
    const partner = resultOf<PageResult<Order>>(await list(tokens.agent1, { pageSize: 1000 }));
    expect(partner.total).toBe(await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]));
    expect(partner.total).toBeGreaterThan(0);
    expect(partner.records.every((r) => r.channelId === channel.channelId)).toBe(true);
    // Partners follow orders without the customer's contact details.
    expect(partner.records.every((r) => /^\d{3}\*{4}\d{4}$/.test(String(r.userPhone)))).toBe(true);

    const agent2 = await bindingOf(server, 'agent2');
    const second = resultOf<PageResult<Order>>(await list(tokens.agent2, { pageSize: 1000 }));
    expect(second.records.every((r) => r.channelId === agent2.channelId)).toBe(true);
    expect(second.total).toBe(await count(server, 'bus_order WHERE channel_id = $1', [agent2.channelId]));

    const tenant2 = resultOf<PageResult<Order>>(await list(tokens.tenant2, { pageSize: 1000 }));
    expect(tenant2.total).toBe(await count(server, 'bus_order WHERE tenant_id = 1002'));
    expect(tenant2.records.every((r) => String(r.shopName).startsWith('华南优选'))).toBe(true);
  });

  it('queryById and the actions treat an order outside the scope as missing', async () => {
    const shop = await bindingOf(server, 'shop1');
    const channel = await bindingOf(server, 'agent1');
    const otherShop = await rowWhere<{ id: string; order_no: string }>(
      server,
      'SELECT id, order_no FROM bus_order WHERE tenant_id = 1001 AND shop_id <> $1 AND status = 3 LIMIT 1',
      [shop.shopId],
    );
    const otherChannel = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1001 AND (channel_id IS NULL OR channel_id <> $1) LIMIT 1',
      [channel.channelId],
    );
    const byId = (token: string, id: string) =>
      call(server, { url: '/business/order/queryById', token, query: { id } });
    expectRefused(await byId(tokens.shop1, otherShop.id), '未找到对应数据');
    expectRefused(await byId(tokens.agent1, otherChannel.id), '未找到对应数据');
    expectRefused(await byId(tokens.tenant2, otherShop.id), '未找到对应数据');
    expectRefused(await byId(tokens.shop2, otherShop.id), '未找到对应数据');
    expect(resultOf<PageResult>(await list(tokens.tenant2, { orderNo: otherShop.order_no })).total).toBe(0);

    const before = await server.db.one('SELECT * FROM bus_order WHERE id = $1', [otherShop.id]);
    const act = (token: string, url: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url, token, body: { id: otherShop.id, ...body } });
    expectRefused(
      await act(tokens.shop1, '/business/order/ship', { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' }),
      '未找到对应数据',
    );
    expectRefused(
      await act(tokens.tenant2, '/business/order/ship', { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' }),
      '未找到对应数据',
    );
    expectRefused(await act(tokens.tenant2, '/business/order/close', { reason: '越权关闭' }), '未找到对应数据');
    expectRefused(await act(tokens.shop2, '/business/order/remark', { remark: '越权备注' }), '未找到对应数据');
    expect(await server.db.one('SELECT * FROM bus_order WHERE id = $1', [otherShop.id])).toEqual(before);
  });

  it('channel partners and read-only staff cannot act on orders', async () => {
    const order = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE channel_id = (SELECT channel_id FROM sys_user WHERE username = $1) AND status = 3 LIMIT 1',
      ['agent1'],
    ).catch(() => rowWhere<{ id: string }>(server, 'SELECT id FROM bus_order WHERE tenant_id = 1001 LIMIT 1'));
    const ship = {
      method: 'POST' as const,
      url: '/business/order/ship',
      body: { id: order.id, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
    };
    expectNoPermission(await call(server, { ...ship, token: tokens.agent1 }));
    const staff = await server.tokenFor('limingxuan');
    expect(resultOf<PageResult>(await list(staff)).total).toBeGreaterThan(0);
    expectNoPermission(await call(server, { ...ship, token: staff }));
    expectNoPermission(await call(server, { url: '/business/overdueOrder/list', token: tokens.agent1 }));
  });
});

describe('order list injection', () => {
  it.each(INJECTIONS)('treats %s as data in filters and refuses it as a field name', async (attack) => {
    const before = await count(server, 'bus_order');
    for (const key of ['orderNo', 'userName', 'userPhone', 'productName']) {
      const page = resultOf<PageResult>(await list(tokens.tenant1, { [key]: attack }));
      expect(page.total, key).toBe(0);
    }
    expectRefused(await list(tokens.tenant1, { column: attack }), `不支持的排序字段：${attack}`);
    const superQuery = encodeURIComponent(JSON.stringify([{ field: attack, rule: 'eq', val: '1' }]));
    expectRefused(await list(tokens.tenant1, { superQueryParams: superQuery }), `不支持的查询字段：${attack}`);
    const valueQuery = encodeURIComponent(JSON.stringify([{ field: 'orderNo', rule: 'like', val: attack }]));
    expect(resultOf<PageResult>(await list(tokens.tenant1, { superQueryParams: valueQuery })).total).toBe(0);
    expectRefused(
      await call(server, { url: '/business/order/queryById', token: tokens.tenant1, query: { id: attack } }),
      '未找到对应数据',
    );
    expect(await count(server, 'bus_order')).toBe(before);
  });
});

describe('order export', () => {
  const sheet = (content: Buffer) => {
    const book = XLSX.read(content, { type: 'buffer' });
    const first = book.Sheets[book.SheetNames[0] as string];
    return XLSX.utils.sheet_to_json<unknown[]>(first as XLSX.WorkSheet, { header: 1 });
  };

  it('exports the filtered orders with titles and dictionary texts, inside the scope', async () => {
    const res = await call(server, { url: '/business/order/exportXls', token: tokens.tenant1, query: { status: 5 } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const rows = sheet(res.raw.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['订单号', '订单状态', '订单金额', '跟进人']));
    const statusColumn = (rows[0] as string[]).indexOf('订单状态');
    expect(rows.length - 1).toBe(await count(server, 'bus_order WHERE tenant_id = 1001 AND status = 5'));
    expect(rows.slice(1).every((row) => row[statusColumn] === '租用中')).toBe(true);

    const shop = await bindingOf(server, 'shop1');
    const own = sheet((await call(server, { url: '/business/order/exportXls', token: tokens.shop1 })).raw.rawPayload);
    expect(own.length - 1).toBe(await count(server, 'bus_order WHERE shop_id = $1', [shop.shopId]));

    const overdue = sheet(
      (
        await call(server, {
          url: '/business/overdueOrder/exportXls',
          token: tokens.tenant1,
          query: { exportFields: 'orderNo,overdueDays' },
        })
      ).raw.rawPayload,
    );
    expect(overdue[0]).toEqual(['订单号', '逾期天数']);
    expect(overdue.length - 1).toBe(await count(server, 'bus_order WHERE tenant_id = 1001 AND overdue_flag = 1'));
    expectRefused(
      await call(server, {
        url: '/business/order/exportXls',
        token: tokens.tenant1,
        query: { column: 'id; DROP TABLE bus_order' },
      }),
      '不支持的排序字段：id; DROP TABLE bus_order',
    );
    expectNoPermission(await call(server, { url: '/business/order/exportXls', token: tokens.agent1 }));
  });
});
