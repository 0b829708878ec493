import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
  demoTokens,
  expectNoPermission,
  expectRefused,
  type PageResult,
  resultOf,
  rowWhere,
} from '../trade/trade-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await demoTokens(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown> & { id: string };

const get = (token: string, url: string, query: Record<string, string | number> = {}) =>
  call(server, { url, token, query });
const post = (token: string, url: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('after-sale requests', () => {
  it('lists the tenant requests with status texts, and a shop user only its shop', async () => {
    const total = await count(server, 'bus_after_sale WHERE tenant_id = 1001');
    expect(total).toBeGreaterThan(5);
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/afterSale/list', { pageSize: 50 }));
    expect(page.total).toBe(total);
    expect(page.records[0]?.status_dictText).toMatch(/待处理|已同意|已拒绝|已完成/);
    const { shopId } = await bindingOf(server, 'shop1');
    const own = await count(server, 'bus_after_sale WHERE tenant_id = 1001 AND shop_id = $1', [shopId]);
    const shop = resultOf<PageResult<Row>>(await get(tokens.shop1, '/business/afterSale/list', { pageSize: 50 }));
    expect(shop.total).toBe(own);
    expect(shop.records.every((row) => row.shopId === shopId)).toBe(true);
    const other = resultOf<PageResult<Row>>(await get(tokens.tenant2, '/business/afterSale/list', { pageSize: 50 }));
    expect(other.records.some((row) => page.records.some((mine) => mine.id === row.id))).toBe(false);
  });

  it('agrees, completes and refuses steps out of order, logging on the order', async () => {
    const pending = await rowWhere<{ id: string; order_id: string }>(
      server,
      'SELECT id, order_id FROM bus_after_sale WHERE tenant_id = 1001 AND status = 0 ORDER BY after_sale_no LIMIT 1',
    );
    expectRefused(
      await post(tokens.tenant1, '/business/afterSale/complete', { id: pending.id }),
      '该售后申请待处理，不能完成',
    );
    expectRefused(await post(tokens.tenant2, '/business/afterSale/agree', { id: pending.id }), '未找到对应数据');
    expectNoPermission(await post(tokens.agent1, '/business/afterSale/agree', { id: pending.id }));
    resultOf(await post(tokens.tenant1, '/business/afterSale/agree', { id: pending.id, remark: '同意退货' }));
    expectRefused(
      await post(tokens.tenant1, '/business/afterSale/reject', { id: pending.id, reason: 'x' }),
      '该售后申请已同意，不能拒绝',
    );
    resultOf(await post(tokens.tenant1, '/business/afterSale/complete', { id: pending.id }));
    const row = resultOf<Row>(await get(tokens.tenant1, '/business/afterSale/queryById', { id: pending.id }));
    expect(row.status_dictText).toBe('已完成');
    expect(row.handleBy).toBe('tenant1');
    const logs = await count(server, "bus_order_log WHERE order_id = $1 AND action IN ('同意售后', '售后完成')", [
      pending.order_id,
    ]);
    expect(logs).toBe(2);
  });

  it('needs a reason to reject', async () => {
    const pending = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_after_sale WHERE tenant_id = 1001 AND status = 0 ORDER BY after_sale_no DESC LIMIT 1',
    );
    expectRefused(await post(tokens.tenant1, '/business/afterSale/reject', { id: pending.id }), '请填写拒绝原因');
    resultOf(await post(tokens.tenant1, '/business/afterSale/reject', { id: pending.id, reason: '超过售后期' }));
    const row = resultOf<Row>(await get(tokens.tenant1, '/business/afterSale/queryById', { id: pending.id }));
    expect(row).toMatchObject({ status: 2, handleRemark: '超过售后期' });
  });
});

describe('risk rules and the credit query', () => {
  it('lists seeded rules by priority and validates new ones', async () => {
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/riskRule/list'));
    expect(page.records.map((row) => row.priority)).toEqual([10, 20, 30, 40]);
    expectRefused(
      await post(tokens.tenant1, '/business/riskRule/add', {
        ruleName: '坏规则',
        ruleType: 1,
        compareOp: 'eq',
        threshold: 1,
        hitAction: 1,
      }),
      '请选择比较方式',
    );
    expectRefused(
      await post(tokens.tenant1, '/business/riskRule/add', {
        ruleName: '坏阈值',
        ruleType: 1,
        compareOp: 'lt',
        threshold: 'abc',
        hitAction: 1,
      }),
      '阈值必须是0到100000000之间的数字',
    );
    expectNoPermission(
      await post(tokens.shop1, '/business/riskRule/add', {
        ruleName: '店铺',
        ruleType: 1,
        compareOp: 'lt',
        threshold: 1,
        hitAction: 1,
      }),
    );
  });

  it('scores a customer from their orders, applies the rules and keeps the report', async () => {
    const customer = await rowWhere<{ id: string; phone: string; overdue: number }>(
      server,
      `SELECT u.id, u.phone, count(*) FILTER (WHERE o.overdue_flag IN (1, 2, 3))::int AS overdue
         FROM lite_user u JOIN bus_order o ON o.user_id = u.id AND o.tenant_id = u.tenant_id
        WHERE u.tenant_id = 1001 AND u.phone IS NOT NULL GROUP BY u.id, u.phone HAVING count(*) FILTER (WHERE o.overdue_flag IN (1, 2, 3)) > 0
        LIMIT 1`,
    );
    const before = await count(server, 'bus_credit_report WHERE tenant_id = 1001');
    const report = resultOf<Row>(await post(tokens.tenant1, '/business/credit/query', { phone: customer.phone }));
    expect(report.userId).toBe(customer.id);
    expect(report.overdueCount).toBe(customer.overdue);
    expect(String(report.riskHits)).toContain('逾期记录复核');
    expect(report.suggestion).not.toBe(0);
    expect(report.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(report.creditLevel_dictText).toBeTruthy();
    expect(await count(server, 'bus_credit_report WHERE tenant_id = 1001')).toBe(before + 1);
    const listed = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/credit/reportList'));
    expect(listed.records[0]?.id).toBe(report.id);
    expectRefused(await post(tokens.tenant1, '/business/credit/query', { phone: '123' }), '请输入正确手机号');
    expectRefused(await post(tokens.tenant2, '/business/credit/query', { userId: customer.id }), '未找到该客户');
  });
});

describe('recharges', () => {
  it('lists recharges in scope and exports them', async () => {
    const total = await count(server, 'bus_recharge WHERE tenant_id = 1001');
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/recharge/list', { status: 1 }));
    const paid = await count(server, 'bus_recharge WHERE tenant_id = 1001 AND status = 1');
    expect(page.total).toBe(paid);
    expect(page.records[0]?.status_dictText).toBe('充值成功');
    const response = await call(server, { url: '/business/recharge/exportXls', token: tokens.tenant1 });
    const book = XLSX.read(response.raw.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
    );
    expect(rows).toHaveLength(total);
    expect(rows[0]).toHaveProperty('充值单号');
  });

  it('keeps recharge tiers valid', async () => {
    expectRefused(
      await post(tokens.tenant1, '/business/rechargeConfig/add', {
        configName: '充50送60',
        amount: 50,
        giftAmount: 60,
      }),
      '赠送金额不能超过充值金额',
    );
    const id = resultOf<string>(
      await post(tokens.tenant1, '/business/rechargeConfig/add', {
        configName: '充2000送500',
        amount: 2000,
        giftAmount: 500,
        sort: 5,
      }),
    );
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/rechargeConfig/list'));
    expect(page.records.at(-1)).toMatchObject({ id, amount: 2000, giftAmount: 500 });
    expect(
      resultOf<PageResult<Row>>(await get(tokens.tenant2, '/business/rechargeConfig/list')).records.some(
        (r) => r.id === id,
      ),
    ).toBe(false);
  });
});
