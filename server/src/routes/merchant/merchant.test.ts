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
