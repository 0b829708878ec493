import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  type DemoUser,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  rowWhere,
  untakenOrders,
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

const orderRow = (id: string) =>
  rowWhere<Record<string, unknown>>(server, 'SELECT * FROM bus_order WHERE id = $1', [id]);

const orderIn = untakenOrders(() => server);

describe('order state machine', () => {
  it('ships with a logistics number, then confirms receipt; each step only from its status', async () => {
    // Not shop1's: the shop-user test below ships that one.
    const order = await orderIn(3, 'order_type = 1 AND shop_id <> $3', [(await bindingOf(server, 'shop1')).shopId]);
    const ship = (body: Record<string, unknown>) =>
      post('/business/order/ship', tokens.tenant1, { id: order.id, ...body });
    expectRefused(await ship({ logisticsCompany: '顺丰速运' }), '请填写物流单号');
    expectRefused(await ship({ logisticsNo: 'SF1234567890' }), '请选择物流公司');
    expectRefused(await ship({ logisticsCompany: '顺丰速运', logisticsNo: 'SF 12;--' }), '物流单号格式不正确');
    expectRefused(
      await post('/business/order/confirmReceipt', tokens.tenant1, { id: order.id }),
      '订单状态为「待发货」，不能确认收货',
    );
    const shipped = await ship({ logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' });
    expect(shipped.body.message).toBe('发货成功');
    expect(await orderRow(order.id)).toMatchObject({
      status: 4,
      logistics_company: '顺丰速运',
      logistics_no: 'SF1234567890',
    });
    expectRefused(
      await ship({ logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' }),
      '订单状态为「待收货」，不能发货',
    );

    resultOf(await post('/business/order/confirmReceipt', tokens.tenant1, { id: order.id }));
    expect(await orderRow(order.id)).toMatchObject({ status: 5 });
    const detail = resultOf<{ logList: { action: string; operator: string }[] }>(
      await call(server, { url: '/business/order/queryById', token: tokens.tenant1, query: { id: order.id } }),
    );
    expect(detail.logList.slice(-2).map((l) => [l.action, l.operator])).toEqual([
      ['发货', 'tenant1'],
      ['确认收货', 'tenant1'],
    ]);
  });

  it('completes a received purchase order; returns only rentals', async () => {
    const order = await orderIn(4, 'order_type = 2');
    resultOf(await post('/business/order/confirmReceipt', tokens.tenant1, { id: order.id }));
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 9 });
    expect(row.finish_time).not.toBeNull();
    expectRefused(await post('/business/order/confirmReturn', tokens.tenant1, { id: order.id }), '购买订单无需归还');
  });

  it('confirms a return: returned with unpaid instalments, completed without', async () => {
    const owing = await orderIn(
      5,
      'order_type = 1 AND EXISTS (SELECT 1 FROM bus_order_stage g WHERE g.order_id = bus_order.id AND g.amount > g.paid_amount + g.waived_amount)',
    );
    const res = await post('/business/order/confirmReturn', tokens.tenant1, {
      id: owing.id,
      returnLogisticsNo: 'SF9988776655',
    });
    expect(res.body.message).toBe('确认归还成功，尚有未结清账单');
    expect(await orderRow(owing.id)).toMatchObject({ status: 8, return_logistics_no: 'SF9988776655' });
    expectRefused(
      await post('/business/order/confirmReturn', tokens.tenant1, { id: owing.id }),
      '订单状态为「已归还」，不能确认归还',
    );

    // A 30-day lease being returned has its one instalment paid (a promised order of the seed).
    const settled = await orderIn(
      7,
      'NOT EXISTS (SELECT 1 FROM bus_order_stage g WHERE g.order_id = bus_order.id AND g.amount > g.paid_amount + g.waived_amount)',
    );
    const done = await post('/business/order/confirmReturn', tokens.tenant1, { id: settled.id });
    expect(done.body.message).toBe('确认归还成功，订单已完成');
    expect(await orderRow(settled.id)).toMatchObject({ status: 9 });
  });

  it('closes only an order that has not shipped, with a reason', async () => {
    const renting = await orderIn(5);
    expectRefused(
      await post('/business/order/close', tokens.tenant1, { id: renting.id, reason: '测试' }),
      '订单状态为「租用中」，不能关闭',
    );
    const unpaid = await orderIn(1);
    expectRefused(await post('/business/order/close', tokens.tenant1, { id: unpaid.id }), '请填写关闭原因');
    expectRefused(
      await post('/business/order/close', tokens.tenant1, { id: unpaid.id, reason: 'x'.repeat(256) }),
      '关闭原因不能超过255个字符',
    );
    resultOf(await post('/business/order/cancel', tokens.tenant1, { id: unpaid.id, reason: '用户主动取消' }));
    expect(await orderRow(unpaid.id)).toMatchObject({ status: 10, close_reason: '用户主动取消' });
    expectRefused(
      await post('/business/order/close', tokens.tenant1, { id: unpaid.id, reason: '再次关闭' }),
      '订单状态为「已取消」，不能关闭',
    );
  });

  it('keeps remarks as text, length-checked', async () => {
    const order = await orderIn(9);
    expectRefused(await post('/business/order/remark', tokens.tenant1, { id: order.id }), '请填写备注内容');
    expectRefused(
      await post('/business/order/remark', tokens.tenant1, { id: order.id, remark: '备'.repeat(501) }),
      '备注不能超过500个字符',
    );
    for (const attack of INJECTIONS) {
      resultOf(await post('/business/order/remark', tokens.tenant1, { id: order.id, remark: attack }));
      expect(await orderRow(order.id)).toMatchObject({ remark: attack });
    }
    const put = await call(server, {
      method: 'PUT',
      url: '/business/order/remark',
      token: tokens.tenant1,
      body: { id: order.id, remark: '客户要求周末配送' },
    });
    expect(put.body.message).toBe('备注成功');
  });

  it('a shop user acts on their own shop orders only', async () => {
    const shop = await bindingOf(server, 'shop1');
    const own = await orderIn(3, 'shop_id = $3', [shop.shopId]);
    resultOf(
      await post('/business/order/ship', tokens.shop1, {
        id: own.id,
        logisticsCompany: '京东物流',
        logisticsNo: 'JD0012345678',
      }),
    );
    expect(await orderRow(own.id)).toMatchObject({ status: 4, update_by: 'shop1' });
  });
});

describe('allocation and claims', () => {
  interface Staff {
    id: string;
    username: string;
    authority: number;
    shopId: string | null;
  }
  const staffOf = async (token: string, body: Record<string, unknown> = {}) =>
    resultOf<Staff[]>(await post('/orders/sysUser', token, body));
  const userId = async (username: string) =>
    (await rowWhere<{ id: string }>(server, 'SELECT id FROM sys_user WHERE username = $1', [username])).id;

  it('offers the staff of the caller’s scope', async () => {
    const tenantStaff = await staffOf(tokens.tenant1);
    const names = tenantStaff.map((s) => s.username);
    expect(names).toEqual(expect.arrayContaining(['tenant1', 'shop1', 'majunjie', 'limingxuan']));
    expect(names).not.toContain('agent1');
    expect(names).not.toContain('gaomeiling');
    expect(names).not.toContain('tenant2');
    const shop = await bindingOf(server, 'shop1');
    const shopStaff = await staffOf(tokens.shop1);
    expect(shopStaff.map((s) => s.username).sort()).toEqual(['majunjie', 'shop1']);
    const office = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1001 AND shop_id <> $1 LIMIT 1',
      [shop.shopId],
    );
    const forOffice = await staffOf(tokens.tenant1, { orderId: office.id });
    expect(forOffice.every((s) => s.authority === 3)).toBe(true);
    expectNoPermission(await post('/orders/sysUser', tokens.agent1, {}));
  });

  it('allocates within the scope and re-allocates; claims only free orders', async () => {
    const shop = await bindingOf(server, 'shop1');
    const free = await orderIn(5, 'allocation_user_id IS NULL AND shop_id = $3', [shop.shopId]);
    const majunjie = await userId('majunjie');
    const allocated = await post('/orders/allocationClaim', tokens.tenant1, { orderIds: free.id, userId: majunjie });
    expect(allocated.body.message).toBe('分配成功，共1个订单');
    expect(await orderRow(free.id)).toMatchObject({ allocation_user_id: majunjie });
    expectRefused(
      await post('/orders/allocationClaim', tokens.shop1, { orderIds: free.id, type: 'claim' }),
      `订单${free.order_no}已分配给其他员工，不能认领`,
    );
    // Re-allocation by the tenant to another member of the shop.
    const shop1 = await userId('shop1');
    resultOf(await post('/orders/allocationClaim', tokens.tenant1, { orderIds: free.id, userId: shop1 }));
    expect(await orderRow(free.id)).toMatchObject({ allocation_user_id: shop1 });

    const another = await orderIn(5, 'allocation_user_id IS NULL AND shop_id = $3', [shop.shopId]);
    const claimed = await post('/orders/allocationClaim', tokens.shop1, { orderIds: another.id, type: 'claim' });
    expect(claimed.body.message).toBe('认领成功，共1个订单');
    expect(await orderRow(another.id)).toMatchObject({ allocation_user_id: shop1 });
  });

  it('refuses staff of another shop or tenant, finished and foreign orders', async () => {
    const shop = await bindingOf(server, 'shop1');
    const majunjie = await userId('majunjie');
    const office = await orderIn(5, 'shop_id <> $3', [shop.shopId]);
    expectRefused(
      await post('/orders/allocationClaim', tokens.tenant1, { orderIds: office.id, userId: majunjie }),
      `订单${office.order_no}不属于该员工所在店铺`,
    );
    const tenant2Staff = await userId('xiewanqing');
    expectRefused(
      await post('/orders/allocationClaim', tokens.tenant1, { orderIds: office.id, userId: tenant2Staff }),
      '员工不存在或不可分配',
    );
    const limingxuan = await userId('limingxuan');
    const own = await orderIn(5, 'shop_id = $3', [shop.shopId]);
    expectRefused(
      await post('/orders/allocationClaim', tokens.shop1, { orderIds: own.id, userId: limingxuan }),
      '员工不存在或不可分配',
    );
    expectRefused(
      await post('/orders/allocationClaim', tokens.shop1, { orderIds: office.id, type: 'claim' }),
      '部分订单不存在或无权操作',
    );
    const done = await orderIn(9);
    expectRefused(
      await post('/orders/allocationClaim', tokens.tenant1, { orderIds: done.id, userId: limingxuan }),
      '订单状态为「已完成」，不能分配',
    );
    const foreign = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1002 AND status = 5 LIMIT 1',
    );
    const before = await orderRow(foreign.id);
    expectRefused(
      await post('/orders/allocationClaim', tokens.tenant1, {
        orderIds: `${own.id},${foreign.id}`,
        userId: limingxuan,
      }),
      '部分订单不存在或无权操作',
    );
    expect(await orderRow(foreign.id)).toEqual(before);
    expectRefused(await post('/orders/allocationClaim', tokens.tenant1, { orderIds: '' }), '请选择订单');
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expectRefused(
      await post('/orders/allocationClaim', tokens.tenant1, { orderIds: many, userId: limingxuan }),
      '一次最多分配100个订单',
    );
    const staff = await server.tokenFor('limingxuan');
    expectNoPermission(await post('/orders/allocationClaim', staff, { orderIds: own.id, type: 'claim' }));
  });

  it('filters the order list by the staff member holding the orders', async () => {
    const shop1 = await userId('shop1');
    const page = resultOf<PageResult>(
      await call(server, {
        url: '/business/order/list',
        token: tokens.tenant1,
        query: { allocationUserId: shop1, pageSize: 1000 },
      }),
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records.every((r) => r.allocationUserId === shop1 && r.allocationUserName === '林晓峰')).toBe(true);
  });
});
