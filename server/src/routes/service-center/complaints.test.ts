import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
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

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

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
