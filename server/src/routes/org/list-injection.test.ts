import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, INJECTIONS, type PageResult, resultOf } from './org-test-kit';

/**
 * SQL-looking text in every free-text and field-name parameter of the position and tenant lists:
 * filters, the sort column and order, range keys, and the super query's field names, rules and
 * values. Each answer is an error or an empty page, and neither table changes.
 */
let server: TestServer;
let tenant1: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  admin = await server.tokenFor('admin');
}, 60_000);
afterAll(() => server?.close());

const ATTACKS = [
  ...INJECTIONS,
  "'; UPDATE sys_position SET name = 'x' --",
  'name) DESC; DELETE FROM sys_tenant; --',
  // LIKE wildcards are escaped: '%' matches a literal percent sign, which no row holds.
  '%',
  '\\',
];

const LISTS = [
  { url: '/sys/position/list', table: 'sys_position', token: () => tenant1, text: ['code', 'name'], tenant: 1001 },
  { url: '/sys/tenant/list', table: 'sys_tenant', token: () => admin, text: ['name', 'domainName'], tenant: null },
] as const;

/** A fingerprint of every row of `table`. */
async function fingerprint(table: string): Promise<string> {
  const row = await server.db.one<{ sum: string }>(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
  );
  return String(row?.sum);
}

const superQuery = (conditions: unknown[]) => encodeURIComponent(JSON.stringify(conditions));

describe.each(LISTS)('$url', ({ url, table, token, text, tenant }) => {
  const list = (query: Record<string, string | number>) => call(server, { url, token: token(), query });
  const page = async (query: Record<string, string | number>) => resultOf<PageResult>(await list(query));
  const refused = async (query: Record<string, string | number>) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(false);
    expect(answer.body.result).toBeNull();
  };

  it('treats SQL in free-text filters and super-query values as data, and refuses it as a field name', async () => {
    const before = await fingerprint(table);
    const all = await page({ pageSize: 1000 });
    const expected = tenant
      ? await server.db.query(`SELECT id FROM ${table} WHERE tenant_id = $1`, [tenant])
      : await server.db.query(`SELECT id FROM ${table}`);
    expect(all.total).toBe(expected.length);
    expect(all.total).toBeGreaterThan(1);

    for (const attack of ATTACKS) {
      for (const field of text) {
        expect((await page({ [field]: attack })).total).toBe(0);
        expect((await page({ [field]: `*${attack}*` })).total).toBe(0);
        for (const rule of ['eq', 'like', 'in', 'right_like']) {
          expect((await page({ superQueryParams: superQuery([{ field, rule, val: attack }]) })).total).toBe(0);
        }
      }
      // A parameter whose name is SQL is no field: ignored, never widening the list.
      expect((await page({ [attack]: 'x', pageSize: 1000 })).total).toBe(all.total);
      expect((await page({ [`${attack}_begin`]: '2020-01-01', pageSize: 1000 })).total).toBe(all.total);
      await refused({ column: attack });
      await refused({ column: 'createTime', order: attack });
      await refused({ createTime_begin: attack });
      await refused({ superQueryParams: superQuery([{ field: attack, rule: 'eq', val: '1' }]) });
      await refused({ superQueryParams: superQuery([{ field: text[0], rule: attack, val: '1' }]) });
      // The match type only picks AND or OR between the caller's own conditions.
      const matched = await page({
        superQueryParams: superQuery([{ field: text[0], rule: 'eq', val: attack }]),
        superQueryMatchType: `or 1=1 ${attack}`,
      });
      expect(matched.total).toBe(0);
    }
    await refused({ superQueryParams: `[{"field":"name","rule":"eq","val":"x"}]); DROP TABLE ${table}; --` });
    expect(await fingerprint(table)).toBe(before);
  }, 60_000);

  it('compares a number field with SQL text as no match', async () => {
    const before = await fingerprint(table);
    const numeric = tenant ? 'postRank' : 'id';
    for (const attack of ['1 OR 1=1', '1; DROP TABLE sys_user', "1' OR '1'='1"]) {
      const answer = await list({ [numeric]: attack });
      if (answer.body.success) expect((answer.body.result as PageResult).total).toBe(0);
      const sup = await list({ superQueryParams: superQuery([{ field: numeric, rule: 'eq', val: attack }]) });
      if (sup.body.success) expect((sup.body.result as PageResult).total).toBe(0);
    }
    expect(await fingerprint(table)).toBe(before);
    expect(await server.db.one('SELECT 1 AS one FROM sys_user LIMIT 1')).toEqual({ one: 1 });
  });
});
