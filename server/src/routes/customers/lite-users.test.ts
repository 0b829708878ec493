import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
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
