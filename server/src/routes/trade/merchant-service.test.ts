import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { formatDateTime } from '../../util/time';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
  demoTokens,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  rowWhere,
} from './trade-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await demoTokens(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('merchant settlement', () => {
  it('lists the tenant’s applications; a shop user sees only the one behind their shop', async () => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/serviceCenter/getMerchantSettlement', token: tokens.tenant1 }),
    );
    expect(page.total).toBe(await count(server, 'bus_merchant_settlement WHERE tenant_id = 1001'));
    expect(page.records[0]).toMatchObject({
      status_dictText: expect.any(String),
      settleCycle_dictText: expect.any(String),
    });
    const pending = resultOf<PageResult>(
      await post('/sys/serviceCenter/getMerchantSettlement', tokens.tenant1, { status: 0 }),
    );
    expect(pending.records.every((r) => r.status === 0)).toBe(true);
    expect(pending.total).toBeGreaterThan(0);
    const shop = await bindingOf(server, 'shop1');
    const own = resultOf<PageResult>(
      await call(server, { url: '/sys/serviceCenter/getMerchantSettlement', token: tokens.shop1 }),
    );
    expect(own.records.map((r) => r.shopId)).toEqual([shop.shopId]);
    expectNoPermission(await call(server, { url: '/sys/serviceCenter/getMerchantSettlement', token: tokens.agent1 }));
  });

  it('reviews a pending application once; rejection needs a reason; edits are validated', async () => {
    const [first, second] = await server.db.query<{ id: string }>(
      'SELECT id FROM bus_merchant_settlement WHERE tenant_id = 1001 AND status = 0 ORDER BY create_time LIMIT 2',
    );
    const update = (token: string, body: Record<string, unknown>) =>
      post('/sys/serviceCenter/updateMerchantSettlement', token, body);
    expectRefused(await update(tokens.tenant1, { id: first?.id, status: 2 }), '请填写驳回原因');
    expectRefused(await update(tokens.tenant1, { id: first?.id, status: 5 }), '审核结果只能是通过或驳回');
    expectRefused(await update(tokens.tenant1, { id: first?.id, contactPhone: '12345' }), '请输入正确手机号');
    expectRefused(
      await update(tokens.tenant1, { id: first?.id, commissionRate: '101' }),
      '佣金比例须为0到100之间的数字，最多两位小数',
    );
    expectRefused(await update(tokens.tenant1, { id: first?.id, settleCycle: 3 }), '结算周期只能是T+1、周结或月结');
    expectRefused(
      await update(tokens.tenant1, { id: first?.id, creditCode: "' OR 1=1 --" }),
      '统一社会信用代码格式不正确',
    );
    const approved = await update(tokens.tenant1, {
      id: first?.id,
      status: 1,
      auditRemark: '资质齐全',
      commissionRate: '6.5',
    });
    expect(approved.body.message).toBe('审核通过，商户已入驻');
    expect(
      await rowWhere(server, 'SELECT status, audit_by, commission_rate FROM bus_merchant_settlement WHERE id = $1', [
        first?.id,
      ]),
    ).toEqual({
      status: 1,
      audit_by: 'tenant1',
      commission_rate: '6.50',
    });
    expectRefused(
      await update(tokens.tenant1, { id: first?.id, status: 2, auditRemark: '改判' }),
      '该入驻申请已审核，不能重复审核',
    );
    resultOf(await update(tokens.tenant1, { id: second?.id, status: 2, auditRemark: '经营类目不符' }));
    expectRefused(await update(tokens.tenant2, { id: second?.id, contactName: '篡改' }), '未找到对应数据');
    const shopApp = await rowWhere<{ id: string }>(
      server,
      "SELECT id FROM bus_merchant_settlement WHERE shop_id = (SELECT shop_id FROM sys_user WHERE username = 'shop1')",
    );
    expectRefused(
      await update(tokens.shop1, { id: shopApp.id, status: 2, auditRemark: 'x' }),
      '店铺用户不能审核入驻申请',
    );
    resultOf(await update(tokens.shop1, { id: shopApp.id, contactPhone: '13900001111' }));
  });
});

describe('merchant tickets', () => {
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('adds a ticket with validated values, pages and stops it once', async () => {
    const shop = await bindingOf(server, 'shop1');
    const add = (token: string, body: Record<string, unknown>) => post('/sys/merchant/addMerchantTicket', token, body);
    const good = {
      ticketName: '周末租机立减券',
      ticketType: 1,
      faceValue: '30',
      minAmount: '199',
      totalCount: 200,
      beginDate: future(0),
      endDate: future(30),
    };
    expectRefused(await add(tokens.shop1, { ...good, ticketName: '' }), '请输入票券名称');
    expectRefused(await add(tokens.shop1, { ...good, ticketType: 7 }), '请选择票券类型');
    expectRefused(await add(tokens.shop1, { ...good, faceValue: '0' }), '面值必须大于0');
    expectRefused(await add(tokens.shop1, { ...good, ticketType: 2, faceValue: '12' }), '折扣须在0到10之间');
    expectRefused(await add(tokens.shop1, { ...good, totalCount: 0 }), '发行数量须为1到100000的整数');
    expectRefused(
      await add(tokens.shop1, { ...good, endDate: future(-60), beginDate: future(-30) }),
      '结束日期不能早于开始日期',
    );
    expectRefused(
      await add(tokens.shop1, { ...good, beginDate: future(-30), endDate: future(-2) }),
      '结束日期不能早于今天',
    );
    expectRefused(await add(tokens.tenant1, good), '请选择店铺');
    const id = resultOf<string>(await add(tokens.shop1, good));
    expect(
      await rowWhere(server, 'SELECT shop_id, face_value, status, create_by FROM bus_merchant_ticket WHERE id = $1', [
        id,
      ]),
    ).toEqual({
      shop_id: shop.shopId,
      face_value: '30.00',
      status: 1,
      create_by: 'shop1',
    });

    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/merchant/pageMerchantTicket', token: tokens.shop1, query: { pageSize: 100 } }),
    );
    expect(page.records.every((r) => r.shopId === shop.shopId)).toBe(true);
    expect(page.records.find((r) => r.id === id)).toMatchObject({
      ticketType_dictText: '代金券',
      status_dictText: '生效中',
    });
    expect(page.total).toBe(await count(server, 'bus_merchant_ticket WHERE shop_id = $1', [shop.shopId]));

    expectRefused(await post('/sys/merchant/stopMerchantTicket', tokens.tenant2, { id }), '未找到对应数据');
    expectRefused(await post('/sys/merchant/stopMerchantTicket', tokens.shop2, { id }), '未找到对应数据');
    resultOf(await post('/sys/merchant/stopMerchantTicket', tokens.shop1, { id, reason: '活动调整' }));
    expect(await rowWhere(server, 'SELECT status, stop_reason FROM bus_merchant_ticket WHERE id = $1', [id])).toEqual({
      status: 0,
      stop_reason: '活动调整',
    });
    expectRefused(await post('/sys/merchant/stopMerchantTicket', tokens.shop1, { id }), '该票券已停用');
  });

  it.each(INJECTIONS)('keeps %s as a ticket name and finds nothing with it', async (attack) => {
    const page = resultOf<PageResult>(
      await call(server, {
        url: '/sys/merchant/pageMerchantTicket',
        token: tokens.tenant1,
        query: { ticketName: attack },
      }),
    );
    expect(page.total).toBe(0);
  });
});

describe('complaints', () => {
  it('accepts, replies and closes a complaint in order', async () => {
    const row = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_complaint WHERE tenant_id = 1001 AND status = 0 LIMIT 1',
    );
    const list = resultOf<PageResult>(
      await call(server, { url: '/sys/serviceCenter/complaint/list', token: tokens.tenant1, query: { status: 0 } }),
    );
    expect(list.records.some((r) => r.id === row.id)).toBe(true);
    expect(list.records[0]).toMatchObject({ complaintType_dictText: expect.any(String), status_dictText: '待处理' });
    const detail = resultOf<{ orderNo: string }>(
      await call(server, {
        url: '/sys/serviceCenter/complaint/queryById',
        token: tokens.tenant1,
        query: { id: row.id },
      }),
    );
    expect(detail.orderNo).toMatch(/^(ZL|GM)\d+/);

    resultOf(await post('/sys/serviceCenter/complaint/accept', tokens.tenant1, { id: row.id }));
    expectRefused(
      await post('/sys/serviceCenter/complaint/accept', tokens.tenant1, { id: row.id }),
      '只有待处理的投诉可以受理',
    );
    expectRefused(await post('/sys/serviceCenter/complaint/reply', tokens.tenant1, { id: row.id }), '请填写回复内容');
    resultOf(await post('/sys/serviceCenter/complaint/reply', tokens.tenant1, { id: row.id, reply: '已为您安排换新' }));
    expect(await rowWhere(server, 'SELECT status, reply, reply_by FROM bus_complaint WHERE id = $1', [row.id])).toEqual(
      {
        status: 2,
        reply: '已为您安排换新',
        reply_by: 'tenant1',
      },
    );
    expectRefused(
      await post('/sys/serviceCenter/complaint/reply', tokens.tenant1, { id: row.id, reply: '再次回复' }),
      '该投诉已处理',
    );
    expectRefused(await post('/sys/serviceCenter/complaint/close', tokens.tenant1, { id: row.id }), '请填写关闭原因');
    resultOf(
      await post('/sys/serviceCenter/complaint/close', tokens.tenant1, { id: row.id, reason: '用户确认问题已解决' }),
    );
    expectRefused(
      await post('/sys/serviceCenter/complaint/reply', tokens.tenant1, { id: row.id, reply: 'x' }),
      '投诉已关闭，不能回复',
    );
    expectRefused(
      await post('/sys/serviceCenter/complaint/close', tokens.tenant1, { id: row.id, reason: 'x' }),
      '该投诉已关闭',
    );
  });

  it('keeps complaints in their tenant and shop', async () => {
    const shop = await bindingOf(server, 'shop1');
    const own = resultOf<PageResult>(
      await call(server, { url: '/sys/serviceCenter/complaint/list', token: tokens.shop1, query: { pageSize: 100 } }),
    );
    expect(own.total).toBe(await count(server, 'bus_complaint WHERE shop_id = $1', [shop.shopId]));
    expect(own.records.every((r) => r.shopId === shop.shopId)).toBe(true);
    const foreign = await rowWhere<{ id: string; status: number }>(
      server,
      'SELECT id, status FROM bus_complaint WHERE tenant_id = 1001 AND shop_id <> $1 AND status IN (0, 1) LIMIT 1',
      [shop.shopId],
    );
    expectRefused(
      await post('/sys/serviceCenter/complaint/reply', tokens.shop1, { id: foreign.id, reply: '越权' }),
      '未找到对应数据',
    );
    expectRefused(
      await post('/sys/serviceCenter/complaint/close', tokens.tenant2, { id: foreign.id, reason: '越权' }),
      '未找到对应数据',
    );
    expect(await rowWhere(server, 'SELECT status FROM bus_complaint WHERE id = $1', [foreign.id])).toEqual({
      status: foreign.status,
    });
  });
});

describe('third-party user info', () => {
  it('masks phone and identity card in lists, shows the phone and order figures in the detail', async () => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/business/thirdUserInfo/list', token: tokens.tenant1, query: { pageSize: 200 } }),
    );
    expect(page.total).toBe(await count(server, 'lite_user WHERE tenant_id = 1001'));
    expect(page.records.every((r) => /^\d{3}\*{4}\d{4}$/.test(String(r.phone)))).toBe(true);
    expect(page.records.every((r) => r.idCard === null || /^\d{6}\*+[\dX*]{4}$/.test(String(r.idCard)))).toBe(true);
    const customer = await rowWhere<{ id: string; phone: string; n: number }>(
      server,
      `SELECT u.id, u.phone, (SELECT count(*)::int FROM bus_order o WHERE o.user_id = u.id) AS n
         FROM lite_user u WHERE u.tenant_id = 1001 ORDER BY n DESC LIMIT 1`,
    );
    const byPhone = resultOf<PageResult>(
      await call(server, {
        url: '/business/thirdUserInfo/list',
        token: tokens.tenant1,
        query: { phone: customer.phone },
      }),
    );
    expect(byPhone.records.map((r) => r.id)).toEqual([customer.id]);
    const detail = resultOf<{ phone: string; orderCount: number; latestOrders: unknown[] }>(
      await call(server, {
        url: '/business/thirdUserInfo/queryById',
        token: tokens.tenant1,
        query: { id: customer.id },
      }),
    );
    expect(detail.phone).toBe(customer.phone);
    expect(detail.orderCount).toBe(customer.n);
    expect(detail.latestOrders).toHaveLength(Math.min(5, customer.n));
    expectRefused(
      await call(server, {
        url: '/business/thirdUserInfo/queryById',
        token: tokens.tenant2,
        query: { id: customer.id },
      }),
      '未找到对应数据',
    );
    expectNoPermission(await call(server, { url: '/business/thirdUserInfo/list', token: tokens.agent1 }));
    for (const attack of INJECTIONS) {
      const hit = resultOf<PageResult>(
        await call(server, { url: '/business/thirdUserInfo/list', token: tokens.tenant1, query: { realName: attack } }),
      );
      expect(hit.total).toBe(0);
    }
  });
});

describe('financial statistics', () => {
  it('summarises review results per day', async () => {
    const res = resultOf<PageResult & { summary: Record<string, number> }>(
      await call(server, { url: '/sys/statistical/findExamineList', token: tokens.tenant1, query: { pageSize: 100 } }),
    );
    const expected = await rowWhere<{ reviewed: number; approved: number; pending: number }>(
      server,
      `SELECT count(*) FILTER (WHERE risk_status IN (1, 2) AND (risk_time AT TIME ZONE 'Asia/Shanghai')::date
                 > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30)::int AS reviewed,
              count(*) FILTER (WHERE risk_status = 1 AND (risk_time AT TIME ZONE 'Asia/Shanghai')::date
                 > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30)::int AS approved,
              count(*) FILTER (WHERE status = 2 AND risk_status IN (0, 3))::int AS pending
         FROM bus_order WHERE tenant_id = 1001`,
    );
    expect(res.summary).toMatchObject({
      reviewCount: expected.reviewed,
      approvedCount: expected.approved,
      pendingCount: expected.pending,
    });
    expect(res.records.reduce((sum, r) => sum + Number(r.reviewCount), 0)).toBe(expected.reviewed);
    expect(res.records[0]).toMatchObject({
      statDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      passRate: expect.any(Number),
    });
    const shop = await bindingOf(server, 'shop1');
    const scoped = resultOf<{ summary: { reviewCount: number } }>(
      await call(server, {
        url: '/sys/statistical/findExamineList',
        token: tokens.tenant1,
        query: { shopId: shop.shopId },
      }),
    );
    expect(scoped.summary.reviewCount).toBeLessThan(expected.reviewed);
  });

  it('lists waivers with their total', async () => {
    // The longest period allowed (366 days) up to today in the operator's time zone (after 16:00 UTC the
    // UTC date is already yesterday there): every seeded waiver, whatever the date.
    const day = (daysAgo: number) => formatDateTime(new Date(Date.now() - daysAgo * 86_400_000))?.slice(0, 10) ?? '';
    const beginDate = day(365);
    const res = resultOf<PageResult & { summary: { exemptionAmount: number; exemptionCount: number } }>(
      await call(server, {
        url: '/sys/statistical/findExemptionList',
        token: tokens.tenant1,
        query: { beginDate, endDate: day(0), pageSize: 500 },
      }),
    );
    const sums = await rowWhere<{ n: number; amount: string }>(
      server,
      `SELECT count(*)::int AS n, COALESCE(sum(waived_amount), 0) AS amount FROM bus_order_stage
        WHERE tenant_id = 1001 AND waived_amount > 0 AND (waive_time AT TIME ZONE 'Asia/Shanghai')::date >= $1::date`,
      [beginDate],
    );
    expect(sums.n).toBeGreaterThan(0);
    expect(res.summary.exemptionCount).toBe(sums.n);
    expect(Math.round(res.summary.exemptionAmount * 100)).toBe(Math.round(Number(sums.amount) * 100));
    expect(res.records.every((r) => Number(r.waivedAmount) > 0 && r.waiveReason)).toBe(true);
  });

  it('gives a per-day summary and refuses bad periods', async () => {
    const days = resultOf<{ statDate: string; orderCount: number; gmv: number }[]>(
      await call(server, { url: '/sys/statistical/findDailySummary', token: tokens.tenant1 }),
    );
    expect(days).toHaveLength(30);
    const orders = await count(
      server,
      `bus_order WHERE tenant_id = 1001 AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30`,
    );
    expect(days.reduce((sum, d) => sum + d.orderCount, 0)).toBe(orders);
    const url = '/sys/statistical/findDailySummary';
    expectRefused(
      await call(server, { url, token: tokens.tenant1, query: { beginDate: '2026-13-01' } }),
      '日期格式不正确',
    );
    expectRefused(
      await call(server, { url, token: tokens.tenant1, query: { beginDate: "2026-01-01' OR 1=1" } }),
      '日期格式不正确',
    );
    expectRefused(
      await call(server, { url, token: tokens.tenant1, query: { beginDate: '2026-05-02', endDate: '2026-05-01' } }),
      '开始日期不能晚于结束日期',
    );
    expectRefused(
      await call(server, { url, token: tokens.tenant1, query: { beginDate: '2024-01-01', endDate: '2026-01-01' } }),
      '统计区间不能超过366天',
    );
    expectNoPermission(await call(server, { url, token: tokens.shop1 }));
  });
});

describe('dashboard', () => {
  interface Home {
    totalOrders: number;
    totalGmv: number;
    overdueOrders: number;
    overdueAmount: number;
    userCount: number;
    todayOrders: number;
  }

  it('computes the headline figures of each scope from the real tables', async () => {
    // An order placed now: today has one even when the run's seed was made before midnight.
    const shopId = (await bindingOf(server, 'shop1')).shopId;
    const product = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_product WHERE shop_id = $1 AND del_flag = 0 AND product_type IN (1, 3) ORDER BY product_name LIMIT 1',
      [shopId],
    );
    const order = { shopId, productId: product.id, orderType: 1, userName: '今日客户', userPhone: '13812345678' };
    const body = { ...order, totalAmount: '99' };
    resultOf(await call(server, { method: 'POST', url: '/business/order/add', token: tokens.tenant1, body }));
    const get = async (token: string) => resultOf<Home>(await call(server, { url: '/sys/home/getHomeInfo', token }));
    const tenant = await get(tokens.tenant1);
    const figures = await rowWhere<{ n: number; gmv: string; overdue: number; today: number }>(
      server,
      `SELECT count(*)::int AS n, sum(total_amount) FILTER (WHERE status NOT IN (1, 10, 13)) AS gmv,
              count(*) FILTER (WHERE overdue_flag = 1)::int AS overdue,
              count(*) FILTER (WHERE (create_time AT TIME ZONE 'Asia/Shanghai')::date = (now() AT TIME ZONE 'Asia/Shanghai')::date)::int AS today
         FROM bus_order WHERE tenant_id = 1001`,
    );
    expect(tenant).toMatchObject({
      totalOrders: figures.n,
      overdueOrders: figures.overdue,
      todayOrders: figures.today,
    });
    expect(Math.round(tenant.totalGmv * 100)).toBe(Math.round(Number(figures.gmv) * 100));
    expect(tenant.todayOrders).toBeGreaterThan(0);
    const overdue = await rowWhere<{ amount: string }>(
      server,
      'SELECT sum(amount - paid_amount - waived_amount) AS amount FROM bus_order_stage WHERE tenant_id = 1001 AND status = 2',
    );
    expect(Math.round(tenant.overdueAmount * 100)).toBe(Math.round(Number(overdue.amount) * 100));
    expect(tenant.userCount).toBe(await count(server, 'lite_user WHERE tenant_id = 1001'));

    const shop = await bindingOf(server, 'shop1');
    expect((await get(tokens.shop1)).totalOrders).toBe(
      await count(server, 'bus_order WHERE shop_id = $1', [shop.shopId]),
    );
    const channel = await bindingOf(server, 'agent1');
    const agent = await get(tokens.agent1);
    expect(agent.totalOrders).toBe(await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]));
    expect(agent.userCount).toBe(await count(server, 'lite_user WHERE channel_id = $1', [channel.channelId]));
    expect((await get(tokens.tenant2)).totalOrders).toBe(await count(server, 'bus_order WHERE tenant_id = 1002'));
  });

  it('draws 7 or 30 day series with top shops and channels of the scope', async () => {
    const info = resultOf<{
      series: { orderCount: number }[];
      topShops: { shopId: string }[];
      topChannels: { channelId: string }[];
      statusDistribution: { status_dictText: string; count: number }[];
    }>(await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.tenant1, query: { days: 30 } }));
    expect(info.series).toHaveLength(30);
    const recent = await count(
      server,
      `bus_order WHERE tenant_id = 1001 AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30`,
    );
    expect(info.series.reduce((sum, p) => sum + p.orderCount, 0)).toBe(recent);
    expect(info.statusDistribution.reduce((sum, s) => sum + s.count, 0)).toBe(recent);
    expect(info.topShops.length).toBeGreaterThan(1);
    const week = resultOf<{ series: unknown[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.tenant1 }),
    );
    expect(week.series).toHaveLength(7);

    const shop = await bindingOf(server, 'shop1');
    const shopInfo = resultOf<{ topShops: { shopId: string }[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.shop1, query: { days: 30 } }),
    );
    expect(shopInfo.topShops.map((s) => s.shopId)).toEqual([shop.shopId]);
    const channel = await bindingOf(server, 'agent1');
    const agentInfo = resultOf<{ topChannels: { channelId: string }[]; topShops: unknown[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.agent1, query: { days: 30 } }),
    );
    expect(agentInfo.topChannels.every((c) => c.channelId === channel.channelId)).toBe(true);
  });

  it('shows a partner only their own channel', async () => {
    const all = resultOf<{ channels: { channelId: string; orderCount: number }[] }>(
      await call(server, { url: '/sys/home/getChannelInfo', token: tokens.tenant1 }),
    );
    expect(all.channels).toHaveLength(await count(server, 'sys_channel WHERE tenant_id = 1001'));
    const channel = await bindingOf(server, 'agent1');
    const own = resultOf<{
      channels: { channelId: string; orderCount: number; commission: number }[];
      series: unknown[];
    }>(await call(server, { url: '/sys/home/getChannelInfo', token: tokens.agent1 }));
    expect(own.channels.map((c) => c.channelId)).toEqual([channel.channelId]);
    expect(own.channels[0]?.orderCount).toBe(
      await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]),
    );
    expect(own.series).toHaveLength(30);
    const other = resultOf<{ channels: { channelId: string }[] }>(
      await call(server, { url: '/sys/home/getChannelInfo', token: tokens.agent2 }),
    );
    expect(other.channels.map((c) => c.channelId)).toEqual([(await bindingOf(server, 'agent2')).channelId]);
  });
});
