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

interface StageRow {
  id: string;
  order_id: string;
  amount: string;
  paid_amount: string;
  waived_amount: string;
  status: number;
  shop_id: string;
}

const stageRow = (id: string) => rowWhere<StageRow>(server, 'SELECT * FROM bus_order_stage WHERE id = $1', [id]);
const cents = (value: unknown) => Math.round(Number(value) * 100);

/** An unsettled instalment of an active order, optionally of a given shop and stage status. */
async function openStage(where: string, params: unknown[] = []): Promise<StageRow> {
  return rowWhere<StageRow>(
    server,
    `SELECT g.* FROM bus_order_stage g JOIN bus_order o ON o.id = g.order_id
      WHERE o.status IN (5, 8, 11) AND g.amount > g.paid_amount + g.waived_amount AND ${where}
      ORDER BY g.due_date, g.id LIMIT 1`,
    params,
  );
}

describe('instalments', () => {
  it('lists instalments across orders, soonest due first, and per order', async () => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/business/orderStage/list', token: tokens.tenant1, query: { pageSize: 50 } }),
    );
    expect(page.total).toBe(await count(server, 'bus_order_stage WHERE tenant_id = 1001'));
    const dues = page.records.map((r) => String(r.dueDate));
    expect([...dues].sort()).toEqual(dues);
    expect(page.records[0]).toMatchObject({ orderNo: expect.any(String), status_dictText: expect.any(String) });
    const overdue = resultOf<PageResult>(
      await call(server, {
        url: '/business/orderStage/list',
        token: tokens.tenant1,
        query: { status: 2, pageSize: 500 },
      }),
    );
    expect(overdue.total).toBe(await count(server, 'bus_order_stage WHERE tenant_id = 1001 AND status = 2'));
    expect(overdue.records.every((r) => Number(r.remainingAmount) > 0 && Number(r.overdueDays) > 0)).toBe(true);

    const order = await rowWhere<{ id: string; stages: number }>(
      server,
      'SELECT id, stages FROM bus_order WHERE tenant_id = 1001 AND stages > 2 LIMIT 1',
    );
    const rows = resultOf<{ stageNo: number }[]>(
      await call(server, {
        url: '/business/orderStage/listByOrder',
        token: tokens.tenant1,
        query: { orderId: order.id },
      }),
    );
    expect(rows.map((r) => r.stageNo)).toEqual(Array.from({ length: order.stages }, (_, i) => i + 1));
    const shop2 = resultOf<unknown[]>(
      await call(server, {
        url: '/business/orderStage/listByOrder',
        token: tokens.shop2,
        query: { orderId: order.id },
      }),
    );
    expect(shop2).toEqual([]);
  });

  it('validates repayment amounts and never takes more than what is owed', async () => {
    const shop = await bindingOf(server, 'shop1');
    const stage = await openStage('g.status = 2 AND o.shop_id = $1', [shop.shopId]);
    const remaining = cents(stage.amount) - cents(stage.paid_amount) - cents(stage.waived_amount);
    const repay = (amount: unknown, token = tokens.tenant1) =>
      post('/business/orderStage/repay', token, { id: stage.id, amount });
    expectRefused(await repay(''), '请输入还款金额');
    expectRefused(await repay('abc'), '还款金额必须是数字');
    expectRefused(await repay('-5'), '还款金额必须是数字');
    expectRefused(await repay('0'), '还款金额必须大于0');
    expectRefused(await repay('1.234'), '还款金额最多保留两位小数');
    const over = ((remaining + 1) / 100).toFixed(2);
    expectRefused(await repay(over), `还款金额不能超过待还金额${(remaining / 100).toFixed(2)}元`);
    for (const attack of INJECTIONS) expectRefused(await repay(attack), '还款金额必须是数字');
    expect(await stageRow(stage.id)).toEqual(stage);

    const orderBefore = await rowWhere<{ paid_amount: string }>(
      server,
      'SELECT paid_amount FROM bus_order WHERE id = $1',
      [stage.order_id],
    );
    const flowsBefore = await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId]);
    const partial = resultOf<{ remainingAmount: number; settled: boolean }>(await repay('0.01', tokens.shop1));
    expect(partial).toMatchObject({ remainingAmount: (remaining - 1) / 100, settled: false });
    expect(cents((await stageRow(stage.id)).paid_amount)).toBe(cents(stage.paid_amount) + 1);
    const orderAfter = await rowWhere<{ paid_amount: string }>(
      server,
      'SELECT paid_amount FROM bus_order WHERE id = $1',
      [stage.order_id],
    );
    expect(cents(orderAfter.paid_amount)).toBe(cents(orderBefore.paid_amount) + 1);
    expect(await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId])).toBe(flowsBefore + 1);
    const income = await rowWhere<{ amount: string; flow_type: number; frozen: boolean }>(
      server,
      `SELECT amount, flow_type, unfreeze_time > now() AS frozen FROM bus_shop_fund_flow
        WHERE shop_id = $1 ORDER BY create_time DESC, flow_no DESC LIMIT 1`,
      [shop.shopId],
    );
    expect(income).toEqual({ amount: '0.01', flow_type: 1, frozen: true });

    const paid = await post('/business/orderStage/markPaid', tokens.tenant1, { id: stage.id, payType: 2 });
    expect(paid.body.message).toBe('已标记为已还');
    const settled = await stageRow(stage.id);
    expect(settled.status).toBe(1);
    expect(cents(settled.paid_amount) + cents(settled.waived_amount)).toBe(cents(stage.amount));
    expectRefused(await post('/business/orderStage/markPaid', tokens.tenant1, { id: stage.id }), '该期账单已结清');
    expectRefused(
      await post('/business/orderStage/markPaid', tokens.tenant1, { id: stage.id, payType: 9 }),
      '支付方式不正确',
    );
  });

  it('clears the overdue flag when the last overdue instalment is settled', async () => {
    const order = await rowWhere<{ id: string }>(
      server,
      `SELECT o.id FROM bus_order o WHERE o.tenant_id = 1001 AND o.overdue_flag = 1 AND o.status IN (5, 8, 11)
         AND (SELECT count(*) FROM bus_order_stage g WHERE g.order_id = o.id AND g.status = 2) = 1 LIMIT 1`,
    );
    const stage = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order_stage WHERE order_id = $1 AND status = 2',
      [order.id],
    );
    resultOf(await post('/business/orderStage/markPaid', tokens.tenant1, { id: stage.id }));
    expect(
      await rowWhere(server, 'SELECT overdue_flag, overdue_days FROM bus_order WHERE id = $1', [order.id]),
    ).toEqual({
      overdue_flag: 2,
      overdue_days: 0,
    });
    const detail = resultOf<{ logList: { action: string }[] }>(
      await call(server, { url: '/business/order/queryById', token: tokens.tenant1, query: { id: order.id } }),
    );
    expect(detail.logList.at(-1)?.action).toBe('还款');
  });

  it('waives part of an instalment (tenant only) with a reason', async () => {
    const stage = await openStage('o.tenant_id = 1001 AND g.status = 2 AND g.waived_amount = 0');
    const remaining = cents(stage.amount) - cents(stage.paid_amount);
    expectRefused(
      await post('/business/orderStage/waive', tokens.shop1, { id: stage.id, amount: '1', reason: 'x' }),
      '只有租户可以减免账单',
    );
    expectRefused(
      await post('/business/orderStage/waive', tokens.tenant1, { id: stage.id, amount: '1' }),
      '请填写减免原因',
    );
    expectRefused(
      await post('/business/orderStage/waive', tokens.tenant1, {
        id: stage.id,
        amount: ((remaining + 1) / 100).toFixed(2),
        reason: '协商',
      }),
      `减免金额不能超过待还金额${(remaining / 100).toFixed(2)}元`,
    );
    resultOf(
      await post('/business/orderStage/waive', tokens.tenant1, {
        id: stage.id,
        amount: '10.50',
        reason: '设备故障停用期间减免',
      }),
    );
    expect(await stageRow(stage.id)).toMatchObject({
      waived_amount: '10.50',
      waive_reason: '设备故障停用期间减免',
      status: 2,
    });
    const exemptions = resultOf<PageResult & { summary: { exemptionAmount: number } }>(
      await call(server, {
        url: '/sys/statistical/findExemptionList',
        token: tokens.tenant1,
        query: { pageSize: 100 },
      }),
    );
    expect(exemptions.records[0]).toMatchObject({ id: stage.id, waivedAmount: 10.5, waiveBy: 'tenant1' });
  });

  it('takes no money for cancelled orders nor for another scope', async () => {
    const cancelled = await rowWhere<{ id: string }>(
      server,
      `SELECT g.id FROM bus_order_stage g JOIN bus_order o ON o.id = g.order_id
        WHERE o.tenant_id = 1001 AND o.status = 10 AND g.amount > g.paid_amount LIMIT 1`,
    );
    expectRefused(
      await post('/business/orderStage/repay', tokens.tenant1, { id: cancelled.id, amount: '1' }),
      '订单状态为「已取消」，不能还款',
    );
    const shop = await bindingOf(server, 'shop1');
    const otherShop = await openStage('o.tenant_id = 1001 AND o.shop_id <> $1', [shop.shopId]);
    expectRefused(
      await post('/business/orderStage/repay', tokens.shop1, { id: otherShop.id, amount: '1' }),
      '未找到对应数据',
    );
    expectRefused(
      await post('/business/orderStage/repay', tokens.tenant2, { id: otherShop.id, amount: '1' }),
      '未找到对应数据',
    );
    expect(await stageRow(otherShop.id)).toEqual(otherShop);
    expectNoPermission(await post('/business/orderStage/repay', tokens.agent1, { id: otherShop.id, amount: '1' }));
  });
});
