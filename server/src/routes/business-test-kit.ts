import { expect } from 'vitest';
import type { TestResponse, TestServer } from '../testing/test-server';

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
