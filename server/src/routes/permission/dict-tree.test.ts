import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectClean, expectOk, expectRefused, INJECTIONS, signIn } from './permission-test-kit';

let server: TestServer;
const USERS = ['tenant1', 'tenant2'] as const;
let tokens: Record<(typeof USERS)[number], string>;
const BAD = '字典参数不正确';

async function column<T>(sql: string, params: unknown[]): Promise<T[]> {
  const rows = await server.db.query<{ v: T }>(sql, params);
  return rows.map((row) => row.v);
}

beforeAll(async () => {
  server = await createTestServer();
  tokens = await signIn(server, USERS);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('loadTreeData', () => {
  interface Node {
    key: string;
    title: string;
    value: string;
    code: string;
    parentId: string | null;
    leaf: boolean;
  }
  const tree = (token: string, query: Record<string, string>) =>
    server.request({ url: '/sys/dict/loadTreeData', token, query });

  it('loads category levels with leaf flags', async () => {
    const base = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' };
    const roots = expectOk<Node[]>(await tree(tokens.tenant1, { ...base, pid: '' }));
    expect(roots.map((node) => node.title).sort()).toEqual(['商品分类', '服务标签']);
    const goods = roots.find((node) => node.title === '商品分类') as Node;
    expect(goods).toMatchObject({ key: goods.value, code: goods.value, parentId: '0', leaf: false });
    expect(Object.keys(goods).sort()).toEqual(['code', 'key', 'leaf', 'parentId', 'title', 'value']);
    const children = expectOk<Node[]>(await tree(tokens.tenant1, { ...base, pid: goods.key }));
    expect(children.map((node) => node.title)).toContain('数码产品');
    const digital = children.find((node) => node.title === '数码产品') as Node;
    const leaves = expectOk<Node[]>(await tree(tokens.tenant1, { ...base, pid: digital.key }));
    expect(leaves.every((node) => node.leaf)).toBe(true);
    const filtered = expectOk<Node[]>(
      await tree(tokens.tenant1, { ...base, pid: digital.key, condition: JSON.stringify({ name: '手机' }) }),
    );
    expect(filtered.map((node) => node.title)).toEqual(['手机']);
  });

  it('loads department levels of the caller’s tenant only', async () => {
    const base = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };
    for (const [name, tenantId] of [
      ['tenant1', 1001],
      ['tenant2', 1002],
    ] as const) {
      const roots = expectOk<Node[]>(await tree(tokens[name], { ...base, pid: '' }));
      const expected = await column<string>(
        'SELECT id AS v FROM sys_depart WHERE tenant_id = $1 AND parent_id IS NULL',
        [tenantId],
      );
      expect(roots.map((node) => node.key)).toEqual(expected);
      expect(roots[0]?.leaf).toBe(false);
    }
    const foreignRoot = await column<string>(
      'SELECT id AS v FROM sys_depart WHERE tenant_id = 1002 AND parent_id IS NULL',
      [],
    );
    expect(expectOk(await tree(tokens.tenant1, { ...base, pid: foreignRoot[0] as string }))).toEqual([]);
  });

  it('refuses other tables, other parent columns and injection strings', async () => {
    const base = { tableName: 'sys_category', text: 'name', code: 'id', pid: '' };
    const cases: Record<string, string>[] = [
      { ...base, tableName: 'sys_user', text: 'realname', code: 'id' },
      { ...base, tableName: 'sys_user', text: 'password_hash', code: 'id' },
      { ...base, pidField: 'code' },
      { ...base, hasChildField: 'name' },
      { ...base, condition: 'pid=0' },
      ...INJECTIONS.flatMap((probe) => [
        { ...base, tableName: probe },
        { ...base, text: probe },
        { ...base, code: probe },
        { ...base, pidField: probe },
        { ...base, condition: JSON.stringify({ [probe]: '1' }) },
      ]),
    ];
    for (const query of cases) expectRefused(await tree(tokens.tenant1, query), BAD);
    for (const probe of INJECTIONS) {
      const response = await tree(tokens.tenant1, { ...base, pid: probe });
      expect(expectOk(response)).toEqual([]);
      expectClean(response);
    }
  });
});
