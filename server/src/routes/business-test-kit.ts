import { afterAll, beforeAll, expect } from 'vitest';
import { createTestServer, type TestResponse, type TestServer } from '../testing/test-server';

/**
 * Shared helpers of the business areas' tests: orders, finance, risk, after-sale, merchant, customers,
 * service center and statistics (imported by *.test.ts only).
 */

export { call, expectRefused, INJECTIONS, type PageResult, resultOf } from './org/org-test-kit';

export const DEMO_USERS = ['tenant1', 'tenant2', 'shop1', 'shop2', 'agent1', 'agent2'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Tokens of the six demo users. */
export async function demoTokens(server: TestServer): Promise<Record<DemoUser, string>> {
  const entries = await Promise.all(DEMO_USERS.map(async (name) => [name, await server.tokenFor(name)] as const));
  return Object.fromEntries(entries) as Record<DemoUser, string>;
}

/** The shop or channel a demo user is bound to. */
export async function bindingOf(server: TestServer, username: string): Promise<{ shopId: string; channelId: string }> {
  const row = await server.db.one<{ shop_id: string | null; channel_id: string | null }>(
    'SELECT shop_id, channel_id FROM sys_user WHERE username = $1',
    [username],
  );
  return { shopId: row?.shop_id ?? '', channelId: row?.channel_id ?? '' };
}

export async function count(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const row = await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
}

/** One row the test needs; fails the test when the demo data has none. */
export async function rowWhere<T = Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  const row = await server.db.one<T>(sql, params);
  if (!row) throw new Error(`demo data has no row for: ${sql}`);
  return row;
}

/** A refusal for lack of permission (code 510). */
export function expectNoPermission(response: TestResponse): void {
  expect(response.status).toBe(200);
  expect(response.body.success).toBe(false);
  expect(response.body.code).toBe(510);
}

/**
 * Hands out orders of tenant 1001 no other test of the file used: `orderIn(status, extra, params)` takes the
 * first untaken one in `status` (and matching the SQL condition `extra`). The demo seed promises every shop
 * and channel an order in every status on every date (seed/business/orders-guaranteed.ts); a test that needs
 * more of one kind than that says which shop it takes.
 *
 * @example const orderIn = untakenOrders(() => server); const { id } = await orderIn(2);
 */
export function untakenOrders(
  serverOf: () => TestServer,
): (status: number, extra?: string, params?: unknown[]) => Promise<{ id: string; order_no: string }> {
  const taken = new Set<string>();
  return async (status, extra = 'TRUE', params = []) => {
    const row = await serverOf().db.one<{ id: string; order_no: string }>(
      `SELECT id, order_no FROM bus_order WHERE tenant_id = 1001 AND status = $1 AND NOT (id = ANY($2)) AND ${extra}
        ORDER BY order_no LIMIT 1`,
      [status, [...taken], ...params],
    );
    if (!row) throw new Error(`the demo seed has no untaken order of tenant 1001 in status ${status} where ${extra}`);
    taken.add(row.id);
    return row;
  };
}

/**
 * A server on the seeded demo data for the test file, with a token of each demo user: started before its tests
 * (handed to `ready`), closed after them.
 *
 * @example let server: TestServer; let tokens: Record<DemoUser, string>;
 *   withDemoServer((started, issued) => { server = started; tokens = issued; });
 */
export function withDemoServer(ready: (server: TestServer, tokens: Record<DemoUser, string>) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer();
    ready(server, await demoTokens(server));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
}
