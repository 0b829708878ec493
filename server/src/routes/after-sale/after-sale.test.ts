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

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
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
