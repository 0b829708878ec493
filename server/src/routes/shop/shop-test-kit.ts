import type { TestServer } from '../../testing/test-server';

/** Shared look-ups of the shop area's tests (imported by *.test.ts only). */

export { call, expectRefused, INJECTIONS, type PageResult, resultOf } from '../org/org-test-kit';

/** Demo shop ids by tenant and name fragment. */
export async function shopId(server: TestServer, tenantId: number, nameLike: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_shop WHERE tenant_id = $1 AND name LIKE $2', [
    tenantId,
    `%${nameLike}%`,
  ]);
  if (!row) throw new Error(`no shop ${nameLike} in ${tenantId}`);
  return row.id;
}

/** The id of a demo row of `table` whose `column` contains `like`. */
export async function idOf(server: TestServer, table: string, column: string, like: string): Promise<string> {
  const row = await server.db.one<{ id: string }>(`SELECT id FROM ${table} WHERE ${column} LIKE $1 LIMIT 1`, [
    `%${like}%`,
  ]);
  if (!row) throw new Error(`no ${table} row with ${column} like ${like}`);
  return row.id;
}

/** Counts rows of a table (for "nothing changed" checks). */
export async function countOf(server: TestServer, table: string): Promise<number> {
  const row = await server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** The no-permission answer (code 510). */
export const NO_PERMISSION = '没有权限，请联系管理员分配权限！';
