import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type PageResult, resultOf } from '../routes/org/org-test-kit';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * Every super-query rule, each with a case it must match and one it must not, checked against the
 * same question asked of the database directly (tenant 1001's live users).
 */
let server: TestServer;
let tenant1: string;
let pivot: { username: string; birthday: string };

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  const row = await server.db.one<{ username: string; birthday: string }>(
    `SELECT username, birthday::text AS birthday FROM sys_user
      WHERE tenant_id = 1001 AND del_flag = 0 AND birthday IS NOT NULL ORDER BY birthday, username OFFSET 3 LIMIT 1`,
  );
  if (!row) throw new Error('no user with a birthday');
  pivot = row;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function viaApi(conditions: unknown[], matchType = 'and'): Promise<string[]> {
  const page = resultOf<PageResult>(
    await call(server, {
      url: '/sys/user/list',
      token: tenant1,
      query: {
        superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
        superQueryMatchType: matchType,
        pageSize: 1000,
      },
    }),
  );
  return page.records.map((row) => String(row.username)).sort();
}

async function viaDb(where: string, params: unknown[]): Promise<string[]> {
  const rows = await server.db.query<{ username: string }>(
    `SELECT username FROM sys_user WHERE tenant_id = 1001 AND del_flag = 0 AND (${where})`,
    params,
  );
  return rows.map((row) => row.username).sort();
}

describe('super query rules', () => {
  it('eq and ne', async () => {
    expect(await viaApi([{ field: 'username', rule: 'eq', val: 'tenant1' }])).toEqual(['tenant1']);
    const ne = await viaApi([{ field: 'username', rule: 'ne', val: 'tenant1' }]);
    expect(ne).not.toContain('tenant1');
    expect(ne).toEqual(await viaDb('username <> $1', ['tenant1']));
  });

  it('gt, ge, lt and le on a date, the boundary deciding between them', async () => {
    const { username, birthday } = pivot;
    const gt = await viaApi([{ field: 'birthday', rule: 'gt', val: birthday }]);
    const ge = await viaApi([{ field: 'birthday', rule: 'ge', val: birthday }]);
    const lt = await viaApi([{ field: 'birthday', rule: 'lt', val: birthday }]);
    const le = await viaApi([{ field: 'birthday', rule: 'le', val: birthday }]);
    expect(gt).not.toContain(username);
    expect(ge).toContain(username);
    expect(lt).not.toContain(username);
    expect(le).toContain(username);
    expect(gt).toEqual(await viaDb('birthday > $1::date', [birthday]));
    expect(ge).toEqual(await viaDb('birthday >= $1::date', [birthday]));
    expect(lt).toEqual(await viaDb('birthday < $1::date', [birthday]));
    expect(le).toEqual(await viaDb('birthday <= $1::date', [birthday]));
  });

  it('like, left_like (ends with) and right_like (starts with)', async () => {
    expect(await viaApi([{ field: 'username', rule: 'like', val: 'enant' }])).toEqual(['tenant1']);
    expect(await viaApi([{ field: 'username', rule: 'right_like', val: 'tena' }])).toEqual(['tenant1']);
    expect(await viaApi([{ field: 'username', rule: 'right_like', val: 'enant' }])).toEqual([]);
    expect(await viaApi([{ field: 'username', rule: 'left_like', val: 'ant1' }])).toEqual(['tenant1']);
    expect(await viaApi([{ field: 'username', rule: 'left_like', val: 'tenant' }])).toEqual([]);
  });

  it('in and not_in', async () => {
    expect(await viaApi([{ field: 'username', rule: 'in', val: 'tenant1,shop1,nobody' }])).toEqual([
      'shop1',
      'tenant1',
    ]);
    const notIn = await viaApi([{ field: 'username', rule: 'not_in', val: 'tenant1,shop1' }]);
    expect(notIn).not.toContain('tenant1');
    expect(notIn).toEqual(await viaDb('username <> ALL($1)', [['tenant1', 'shop1']]));
  });

  it('joins conditions with and / or', async () => {
    const both = [
      { field: 'username', rule: 'right_like', val: 'shop' },
      { field: 'username', rule: 'left_like', val: '1' },
    ];
    expect(await viaApi(both, 'and')).toEqual(['shop1']);
    expect(await viaApi(both, 'or')).toEqual(await viaDb("username LIKE 'shop%' OR username LIKE '%1'", []));
  });

  it.each(["' OR 1=1 --", '1; DROP TABLE sys_user', "%' OR '1'='1", '\\%_'])(
    'treats %s as a value in every rule',
    async (attack) => {
      for (const rule of ['eq', 'like', 'left_like', 'right_like', 'in']) {
        expect(await viaApi([{ field: 'realname', rule, val: attack }])).toEqual([]);
      }
      const count = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
      expect(count?.n).toBeGreaterThan(20);
    },
  );
});
