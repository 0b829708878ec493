import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, departId, expectRefused, INJECTIONS, type PageResult, resultOf } from './org-test-kit';

let server: TestServer;
let tenant1: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  // A name with '+' (a query string turns a bare '+' into a space).
  await server.db.query("UPDATE sys_user SET realname = '李+明轩' WHERE username = 'limingxuan'");
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const list = async (query: Record<string, string | number>) =>
  resultOf<PageResult>(await call(server, { url: '/sys/user/list', token: tenant1, query }));

const usernames = (page: PageResult) => page.records.map((row) => String(row.username)).sort();

const superQuery = (conditions: unknown[], matchType = 'and') => ({
  superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
  superQueryMatchType: matchType,
  pageSize: 100,
});

describe('user list', () => {
  it('pages the tenant users with dictionary texts and department names', async () => {
    const page = await list({ pageSize: 100 });
    expect(page.total).toBe(13);
    const tenant = page.records.find((row) => row.username === 'tenant1');
    expect(tenant).toMatchObject({
      sex_dictText: '男',
      status_dictText: '正常',
      orgCodeTxt: '华东租赁有限公司,运营中心',
    });
    expect(page.records.every((row) => !('passwordHash' in row))).toBe(true);
  });

  it('filters by plain values, ranges and department', async () => {
    expect(usernames(await list({ status: 2 }))).toEqual(['gaomeiling']);
    expect(usernames(await list({ realname: '*晓*' }))).toEqual(['shop1']);
    expect(usernames(await list({ username: 'tenant1,agent1' }))).toEqual(['agent1', 'tenant1']);
    const women = await list({ sex: 2, pageSize: 100 });
    expect(women.records.every((row) => row.sex === 2 && row.sex_dictText === '女')).toBe(true);
    expect(usernames(await list({ birthday_begin: '1997-01-01', birthday_end: '1998-12-31' }))).toEqual([
      'hejiaqi',
      'majunjie',
    ]);
    const cs = await departId(server, 1001, 'A01A01A01');
    expect(usernames(await list({ departId: cs }))).toEqual(['limingxuan', 'luozhiyuan', 'zhangxinyi']);
  });

  it('runs the super query with every rule the page uses', async () => {
    expect(usernames(await list(superQuery([{ field: 'username', rule: 'eq', val: 'agent1' }])))).toEqual(['agent1']);
    expect(usernames(await list(superQuery([{ field: 'realname', rule: 'like', val: '丽' }])))).toEqual(['wanglijuan']);
    expect(usernames(await list(superQuery([{ field: 'username', rule: 'in', val: 'shop1,agent1' }])))).toEqual([
      'agent1',
      'shop1',
    ]);
    const notIn = await list(superQuery([{ field: 'username', rule: 'not_in', val: 'shop1,agent1' }]));
    expect(notIn.total).toBe(11);
    expect(usernames(await list(superQuery([{ field: 'telephone', rule: 'not_empty' }])))).toEqual(['tenant1']);
    expect((await list(superQuery([{ field: 'telephone', rule: 'empty' }]))).total).toBe(12);
    const either = await list(
      superQuery(
        [
          { field: 'username', rule: 'eq', val: 'agent1' },
          { field: 'username', rule: 'eq', val: 'shop1' },
        ],
        'or',
      ),
    );
    expect(usernames(either)).toEqual(['agent1', 'shop1']);
  });

  it("keeps a '+' in a super-query value", async () => {
    const page = await list(superQuery([{ field: 'realname', rule: 'eq', val: '李+明轩' }]));
    expect(usernames(page)).toEqual(['limingxuan']);
  });

  it('refuses unknown fields and rules, secret fields and foreign sort columns', async () => {
    const ask = (query: Record<string, string | number>) =>
      call(server, { url: '/sys/user/list', token: tenant1, query });
    expectRefused(await ask(superQuery([{ field: 'nope', rule: 'eq', val: 1 }])), '不支持的查询字段：nope');
    expectRefused(
      await ask(superQuery([{ field: 'passwordHash', rule: 'not_empty' }])),
      '不支持的查询字段：passwordHash',
    );
    expectRefused(await ask(superQuery([{ field: 'username', rule: 'regex', val: '.*' }])), '不支持的查询规则：regex');
    expectRefused(await ask({ column: 'password_hash', order: 'asc' }), '不支持的排序字段：password_hash');
    expectRefused(await ask({ column: 'passwordHash' }), '不支持的排序字段：passwordHash');
    expectRefused(await ask({ column: 'username', order: 'desc; DROP TABLE sys_user' }), '排序方式只能是 asc 或 desc');
  });

  it('caps the page size at 1000', async () => {
    const page = await list({ pageSize: 5000 });
    expect(page.size).toBe(1000);
    expect(page.records).toHaveLength(13);
  });

  it.each(INJECTIONS)('treats %s as data, never as SQL', async (attack) => {
    expect((await list({ realname: attack })).total).toBe(0);
    expect((await list({ username: `*${attack}*` })).total).toBe(0);
    expect((await list(superQuery([{ field: 'realname', rule: 'like', val: attack }]))).total).toBe(0);
    // Field names: refused when they name a filter or a sort, ignored as unknown plain parameters.
    expect(
      (await call(server, { url: '/sys/user/list', token: tenant1, query: { column: attack } })).body.success,
    ).toBe(false);
    const field = await call(server, {
      url: '/sys/user/list',
      token: tenant1,
      query: superQuery([{ field: attack, rule: 'eq', val: 1 }]),
    });
    expect(field.body.success).toBe(false);
    expect((await list({ [attack]: '1' })).total).toBe(13);
    const picker = resultOf<PageResult>(
      await call(server, {
        url: '/sys/user/queryUserComponentData',
        token: tenant1,
        query: { username: attack, departId: attack },
      }),
    );
    expect(picker.total).toBe(0);
    const users = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
    expect(users?.n).toBeGreaterThan(26);
  });
});

describe('user pickers', () => {
  it('queryUserComponentData pages, sorts and filters by department and account', async () => {
    const ask = async (query: Record<string, string | number>) =>
      resultOf<PageResult>(await call(server, { url: '/sys/user/queryUserComponentData', token: tenant1, query }));
    const second = await ask({ pageNo: 2, pageSize: 5, column: 'username', order: 'asc' });
    expect(second).toMatchObject({ total: 13, current: 2, size: 5, pages: 3 });
    expect(second.records.map((row) => row.username)).toEqual([
      'luozhiyuan',
      'majunjie',
      'shop1',
      'sunhaoran',
      'tenant1',
    ]);
    expect(Object.keys(second.records[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'username', 'realname', 'sex', 'phone', 'birthday', 'orgCodeTxt']),
    );
    const zhang = await ask({ username: 'zhang' });
    expect(zhang.records.map((row) => row.username)).toEqual(['zhangxinyi']);
    const byDepart = await ask({ departId: await departId(server, 1001, 'A01A02A01') });
    expect(byDepart.records.map((row) => row.username).sort()).toEqual(['liuzihao', 'sunhaoran']);
    expect(byDepart.records.find((row) => row.username === 'liuzihao')?.orgCodeTxt).toBe('风控审核组,结算组');
    expectRefused(
      await call(server, {
        url: '/sys/user/queryUserComponentData',
        token: tenant1,
        query: { column: 'password_hash' },
      }),
      '不支持的排序字段：password_hash',
    );
  });

  it('getMultiUser resolves many usernames in one call, as a bare array', async () => {
    const res = await call(server, {
      url: '/sys/user/getMultiUser',
      token: tenant1,
      query: { username: 'tenant1,wanglijuan,tenant2,nobody' },
    });
    expect(res.status).toBe(200);
    const users = res.raw.json() as { username: string; realname: string }[];
    expect(Array.isArray(users)).toBe(true);
    expect(users.map((u) => [u.username, u.realname])).toEqual([
      ['tenant1', '陈国华'],
      ['wanglijuan', '王丽娟'],
    ]);
    const none = await call(server, {
      url: '/sys/user/getMultiUser',
      token: tenant1,
      query: { username: INJECTIONS[0] as string },
    });
    expect(none.raw.json()).toEqual([]);
  });

  it('queryUserByDepId lists the users of one department', async () => {
    const res = await call(server, {
      url: '/sys/user/queryUserByDepId',
      token: tenant1,
      query: { id: await departId(server, 1001, 'A01A01A01') },
    });
    const users = resultOf<{ username: string }[]>(res);
    expect(users.map((u) => u.username)).toEqual(['limingxuan', 'luozhiyuan', 'zhangxinyi']);
  });

  it('needs a session', async () => {
    const res = await call(server, { url: '/sys/user/getMultiUser', query: { username: 'tenant1' } });
    expect(res.status).toBe(401);
  });
});
