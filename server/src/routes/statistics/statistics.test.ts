import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { formatDateTime } from '../../util/time';
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
