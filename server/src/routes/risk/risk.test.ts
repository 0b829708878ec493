import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  call,
  type DemoUser,
  expectNoPermission,
  expectRefused,
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

describe('risk approval', () => {
  it('lists the orders awaiting review, the announced one among them', async () => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/business/risk/list', token: tokens.tenant1, query: { pageSize: 100 } }),
    );
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.status === 2 && [0, 3].includes(Number(r.riskStatus)))).toBe(true);
    expect(page.records.map((r) => r.orderNo)).toContain('ZL202605021015300012');
    expect(page.records.find((r) => r.orderNo === 'ZL202605021015300012')).toMatchObject({
      riskStatus: 3,
      riskStatus_dictText: '人工复核',
    });
    expectNoPermission(await call(server, { url: '/business/risk/list', token: tokens.shop1 }));
  });

  it('approves to 待发货 and rejects to 审核拒绝 with a reason, once', async () => {
    const announced = await rowWhere<{ id: string }>(
      server,
      "SELECT id FROM bus_order WHERE order_no = 'ZL202605021015300012'",
    );
    const approved = await post('/business/risk/approve', tokens.tenant1, { id: announced.id, remark: '电话核实通过' });
    expect(approved.body.message).toBe('审核通过');
    expect(await orderRow(announced.id)).toMatchObject({
      status: 3,
      risk_status: 1,
      risk_by: 'tenant1',
      risk_remark: '电话核实通过',
    });
    expectRefused(
      await post('/business/risk/approve', tokens.tenant1, { id: announced.id }),
      '订单状态为「待发货」，不能审核通过',
    );

    const pending = await orderIn(2);
    expectRefused(await post('/business/risk/reject', tokens.tenant1, { id: pending.id }), '请填写拒绝原因');
    resultOf(await post('/business/risk/reject', tokens.tenant1, { id: pending.id, reason: '身份信息核验未通过' }));
    expect(await orderRow(pending.id)).toMatchObject({
      status: 13,
      risk_status: 2,
      close_reason: '身份信息核验未通过',
    });
    const pending2 = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_order WHERE tenant_id = 1002 AND status = 2 LIMIT 1',
    );
    expectRefused(await post('/business/risk/approve', tokens.tenant1, { id: pending2.id }), '未找到对应数据');
    expect(await orderRow(pending2.id)).toMatchObject({ status: 2 });
  });

  it('a department role with the risk buttons may review', async () => {
    const pending = await orderIn(2);
    const reviewer = await server.tokenFor('liuzihao');
    resultOf(await post('/business/risk/approve', reviewer, { id: pending.id }));
    expect(await orderRow(pending.id)).toMatchObject({ status: 3, risk_by: 'liuzihao' });
  });
});
