import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
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
