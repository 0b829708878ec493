import { expect } from 'vitest';
import type { TestResponse, TestServer } from '../../testing/test-server';

/** Shared helpers of the channel and marketing tests (imported by *.test.ts only). */

export { call, expectRefused, INJECTIONS, type PageResult, resultOf, userId } from '../org/org-test-kit';

/** Demo channels by tenant (demo-org-data): agent1's, agent2's and the other one of each tenant. */
export const CHANNELS = {
  agent1: '杭州易租渠道服务有限公司',
  review1001: '宁波租享科技有限公司',
  agent2: '广州优享推广工作室',
  signed1002: '东莞乐购渠道服务有限公司',
} as const;

export async function channelId(server: TestServer, name: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_channel WHERE name = $1', [name]);
  if (!row) throw new Error(`no channel ${name}`);
  return row.id;
}

export async function shopId(server: TestServer, name: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_shop WHERE name = $1', [name]);
  if (!row) throw new Error(`no shop ${name}`);
  return row.id;
}

/** Tokens of the demo users a suite uses. */
export async function tokensOf<K extends string>(server: TestServer, names: readonly K[]): Promise<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const name of names) out[name] = await server.tokenFor(name);
  return out;
}

/** The code-510 refusal of a route the caller's menus or buttons do not grant. */
export function expectNoPermission(response: TestResponse): void {
  expect(response.status).toBe(200);
  expect(response.body.code).toBe(510);
  expect(response.body.success).toBe(false);
}

/** A row count of one table (table names are test constants). */
export async function countOf(server: TestServer, table: string, where = 'TRUE', params: unknown[] = []) {
  const row = await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row?.n ?? 0;
}
