import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuperQueryCondition, SuperQueryMatchType } from '../../../src/core/query/types';
import { encodeSuperQuery } from '../../../src/core/query/wire';
import { call, type PageResult, resultOf } from '../routes/org/org-test-kit';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * One encoding on both sides: the client's `encodeSuperQuery` output, sent the way the client's
 * axios sends it (and the way light-my-request encodes a query object), read by the reference
 * server's list endpoint. Values full of characters a query string treats specially must come back
 * exactly; JeecgBoot's `encodeURI` turned `+` into a space.
 */

/** Tenant 1001 users whose real names the suite replaces with awkward values. */
const AWKWARD: Record<string, string> = {
  luozhiyuan: 'C++ 工程师',
  majunjie: 'C   工程师',
  hejiaqi: '100% "满意" & \'好\'',
  sunhaoran: 'a=b&c=d#frag?x',
  liuzihao: '%E4%B8%AD 已编码',
  zhangxinyi: '反斜杠\\_下划线',
};

let server: TestServer;
let tenant1: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  for (const [username, realname] of Object.entries(AWKWARD)) {
    await server.db.query('UPDATE sys_user SET realname = $1 WHERE username = $2 AND tenant_id = 1001', [
      realname,
      username,
    ]);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function usernames(page: PageResult): string[] {
  return page.records.map((row) => String(row.username)).sort();
}

/** Through the test server's query object (light-my-request stringifies and encodes it). */
async function viaQueryObject(conditions: SuperQueryCondition[], matchType?: SuperQueryMatchType): Promise<string[]> {
  const params = encodeSuperQuery(conditions, matchType);
  const page = resultOf<PageResult>(
    await call(server, { url: '/sys/user/list', token: tenant1, query: { ...params, pageSize: 1000 } }),
  );
  return usernames(page);
}

/** Through the exact URL the client's axios builds for a GET with these params. */
async function viaAxiosUrl(conditions: SuperQueryCondition[], matchType?: SuperQueryMatchType): Promise<string[]> {
  const params = encodeSuperQuery(conditions, matchType);
  const url = axios.getUri({ url: '/sys/user/list', params: { ...params, pageSize: 1000, _t: Date.now() } });
  const page = resultOf<PageResult>(await call(server, { url, token: tenant1 }));
  return usernames(page);
}

async function viaDb(where: string, params: unknown[]): Promise<string[]> {
  const rows = await server.db.query<{ username: string }>(
    `SELECT username FROM sys_user WHERE tenant_id = 1001 AND del_flag = 0 AND (${where})`,
    params,
  );
  return rows.map((row) => row.username).sort();
}

describe.each([
  ['a query object', viaQueryObject],
  ["the client's axios URL", viaAxiosUrl],
])('super query wire through %s', (_how, list) => {
  it.each(Object.entries(AWKWARD))('finds %s by the exact value %j', async (username, realname) => {
    expect(await list([{ field: 'realname', rule: 'eq', val: realname }])).toEqual([username]);
  });

  it('keeps + apart from a space', async () => {
    expect(await list([{ field: 'realname', rule: 'like', val: '++' }])).toEqual(['luozhiyuan']);
    expect(await list([{ field: 'realname', rule: 'right_like', val: 'C+' }])).toEqual(['luozhiyuan']);
    expect(await list([{ field: 'realname', rule: 'right_like', val: 'C ' }])).toEqual(['majunjie']);
  });

  it('treats %, _, &, =, #, quotes and backslashes as text', async () => {
    expect(await list([{ field: 'realname', rule: 'right_like', val: '100%' }])).toEqual(['hejiaqi']);
    expect(await list([{ field: 'realname', rule: 'like', val: '"满意" &' }])).toEqual(['hejiaqi']);
    expect(await list([{ field: 'realname', rule: 'like', val: "'好'" }])).toEqual(['hejiaqi']);
    expect(await list([{ field: 'realname', rule: 'like', val: 'c=d#frag?' }])).toEqual(['sunhaoran']);
    expect(await list([{ field: 'realname', rule: 'right_like', val: '%E4%B8%AD' }])).toEqual(['liuzihao']);
    expect(await list([{ field: 'realname', rule: 'like', val: '\\_' }])).toEqual(['zhangxinyi']);
    expect(await list([{ field: 'realname', rule: 'like', val: '中' }])).toEqual(
      await viaDb("realname LIKE '%中%'", []),
    );
  });

  it('reads Chinese values and lists', async () => {
    expect(await list([{ field: 'realname', rule: 'eq', val: '陈国华' }])).toEqual(['tenant1']);
    expect(await list([{ field: 'realname', rule: 'in', val: ['陈国华', 'C++ 工程师', '无此人'] }])).toEqual([
      'luozhiyuan',
      'tenant1',
    ]);
  });

  it('joins two conditions with and, and with or', async () => {
    const conditions: SuperQueryCondition[] = [
      { field: 'sex', rule: 'eq', val: '2', type: 'list' },
      { field: 'birthday', rule: 'ge', val: '1990-01-01', type: 'date' },
    ];
    const and = await list(conditions, 'and');
    const or = await list(conditions, 'or');
    expect(and).toEqual(await viaDb("sex = 2 AND birthday >= '1990-01-01'", []));
    expect(or).toEqual(await viaDb("sex = 2 OR birthday >= '1990-01-01'", []));
    expect(and.length).toBeGreaterThan(0);
    expect(or.length).toBeGreaterThan(and.length);
  });

  it('joins awkward text conditions with or', async () => {
    const or = await list(
      [
        { field: 'realname', rule: 'eq', val: 'C++ 工程师' },
        { field: 'realname', rule: 'left_like', val: "'好'" },
      ],
      'or',
    );
    expect(or).toEqual(['hejiaqi', 'luozhiyuan']);
  });
});
