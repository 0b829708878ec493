import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { newId } from '../../util/ids';
import type { DictItem } from './dict-plain';
import { expectOk, expectRefused, INJECTIONS, signIn } from './permission-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent2'] as const;
let tokens: Record<(typeof USERS)[number], string>;
const BAD = '字典参数不正确';

interface Option {
  value: string;
  text: string;
  title: string;
  label: string;
}

const path = (code: string) => code.split(',').map(encodeURIComponent).join(',');

async function items(token: string, code: string) {
  return server.request({ url: `/sys/dict/getDictItems/${path(code)}`, token });
}

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

describe('plain dictionaries', () => {
  it('refreshes the cache and answers every dictionary in the JeecgBoot item shape', async () => {
    const refreshed = await server.request({ url: '/sys/dict/refleshCache', token: tokens.shop1 });
    expectOk(refreshed);
    expect(refreshed.body.message).toBe('刷新缓存完成！');

    const all = expectOk<Record<string, DictItem[]>>(
      await server.request({ url: '/sys/dict/queryAllDictItems', token: tokens.agent2 }),
    );
    expect(all.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男', color: null },
      { value: '2', text: '女', title: '女', label: '女', color: null },
    ]);
    expect(all.priority?.map((item) => [item.value, item.color])).toEqual([
      ['L', '#1890ff'],
      ['M', '#fa8c16'],
      ['H', '#f5222d'],
    ]);
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['order_status', 'tenant_model', 'yn']));
  });

  it('needs a signed-in user', async () => {
    expect((await server.request({ url: '/sys/dict/queryAllDictItems' })).status).toBe(401);
    expect((await server.request({ url: '/sys/dict/getDictItems/sex' })).status).toBe(401);
  });

  it('answers one code, an unknown code with nothing, and injection strings with nothing', async () => {
    const sex = expectOk<Option[]>(await items(tokens.tenant1, 'sex'));
    expect(sex.map((item) => item.text)).toEqual(['男', '女']);
    expect(expectOk(await items(tokens.tenant1, 'no_such_dict'))).toEqual([]);
    for (const probe of INJECTIONS) expect(expectOk(await items(tokens.tenant1, probe))).toEqual([]);
    expectRefused(await server.request({ url: '/sys/dict/getDictItems/a/b', token: tokens.tenant1 }), BAD);
  });

  it('searches a plain dictionary by keyword and turns keys into texts in key order', async () => {
    const found = expectOk<Option[]>(
      await server.request({ url: '/sys/dict/loadDict/order_status', token: tokens.tenant1, query: { keyword: '待' } }),
    );
    expect(found.length).toBeGreaterThan(1);
    for (const item of found) expect(item.text).toContain('待');
    const labels = await server.request({
      url: '/sys/dict/loadDictItem/sex',
      token: tokens.tenant1,
      query: { key: '2,1' },
    });
    expect(expectOk(labels)).toEqual(['女', '男']);
  });
});

describe('table dictionaries', () => {
  it('reads tenant-owned tables only in the caller’s tenant', async () => {
    for (const [name, tenantId] of [
      ['tenant1', 1001],
      ['tenant2', 1002],
    ] as const) {
      const roles = expectOk<Option[]>(await items(tokens[name], 'sys_role,role_name,role_code'));
      const expected = await column<string>('SELECT role_code AS v FROM sys_role WHERE tenant_id = $1', [tenantId]);
      expect(roles.map((role) => role.value).sort()).toEqual(expected.sort());
      expect(roles[0]).toEqual({
        value: roles[0]?.value,
        text: roles[0]?.text,
        title: roles[0]?.text,
        label: roles[0]?.text,
      });

      const users = expectOk<Option[]>(await items(tokens[name], 'sys_user,realname,username'));
      const mine = await column<string>('SELECT username AS v FROM sys_user WHERE tenant_id = $1 AND del_flag = 0', [
        tenantId,
      ]);
      expect(users.map((user) => user.value).sort()).toEqual(mine.sort());
    }
  });

  it('narrows a shop user to their shop and lets the platform list every tenant', async () => {
    const shop = await server.db.one<{ shop_id: string }>("SELECT shop_id FROM sys_user WHERE username = 'shop1'");
    const shops = expectOk<Option[]>(await items(tokens.shop1, 'sys_shop,name,id'));
    expect(shops.map((row) => row.value)).toEqual([shop?.shop_id]);
    const users = expectOk<Option[]>(await items(tokens.shop1, 'sys_user,realname,username'));
    const colleagues = await column<string>('SELECT username AS v FROM sys_user WHERE shop_id = $1 AND del_flag = 0', [
      shop?.shop_id,
    ]);
    expect(users.map((row) => row.value).sort()).toEqual(colleagues.sort());

    expect(expectOk<Option[]>(await items(tokens.tenant1, 'sys_tenant,name,id')).map((row) => row.value)).toEqual([
      '1001',
    ]);
    const every = expectOk<Option[]>(await items(tokens.admin, 'sys_tenant,name,id'));
    expect(every.map((row) => row.value).sort()).toEqual(['1000', '1001', '1002']);
  });

  it('accepts a JSON condition of allowlisted columns (and camel-case names)', async () => {
    const women = expectOk<Option[]>(await items(tokens.tenant1, 'sys_user,realname,username,{"sex":2,"status":"1"}'));
    const expected = await column<string>(
      'SELECT username AS v FROM sys_user WHERE tenant_id = 1001 AND sex = 2 AND status = 1 AND del_flag = 0',
      [],
    );
    expect(women.map((row) => row.value).sort()).toEqual(expected.sort());
    expect(women.length).toBeGreaterThan(0);
    // Longer than the router's 100-character parameter limit once encoded.
    const long = `sys_user,realname,username,${JSON.stringify({ sex: '2', status: '1', user_identity: '1', authority: '3' })}`;
    expect(path(long).length).toBeGreaterThan(100);
    const longAnswer = expectOk<Option[]>(await items(tokens.tenant1, long));
    expect(longAnswer.length).toBeGreaterThan(0);
    expect(longAnswer.every((row) => expected.includes(row.value))).toBe(true);
    const camel = expectOk<Option[]>(await items(tokens.tenant1, 'sys_depart,departName,orgCode'));
    expect(camel.some((row) => row.value === 'A01A01')).toBe(true);
  });

  it('refuses secrets, unknown tables and columns, SQL conditions and injection strings', async () => {
    const codes = [
      'sys_user,password,id',
      'sys_user,password_hash,id',
      'sys_user,realname,password_hash',
      'sys_user,salt,id',
      'sys_user,phone,id',
      'pg_shadow,usename,passwd',
      'sys_token,id,user_id',
      'sys_user,realname',
      'sys_user,realname,username,del_flag=0',
      "sys_user,realname,username,status='1' OR 1=1",
      'sys_user,realname,username,{"password_hash":"x"}',
      'sys_user,realname,username,{"tenant_id":1002}',
      'sys_user,realname,username,{"sex":{"$ne":1}}',
      'sys_user,realname,username,[1]',
      ...INJECTIONS.map((probe) => `sys_user,realname,${probe}`),
      ...INJECTIONS.map((probe) => `${probe},realname,username`),
      ...INJECTIONS.map((probe) => `sys_user,${probe},username`),
    ];
    for (const code of codes) {
      const response = await items(tokens.tenant1, code);
      expectRefused(response, BAD);
      expect(response.raw.body).not.toContain('sys_user,');
    }
    const loadDict = await server.request({ url: '/sys/dict/loadDict/sys_user,password_hash,id', token: tokens.admin });
    expectRefused(loadDict, BAD);
    const loadItem = await server.request({
      url: '/sys/dict/loadDictItem/sys_user,password_hash,id',
      token: tokens.admin,
      query: { key: 'x' },
    });
    expectRefused(loadItem, BAD);
  });

  it('treats injection strings in condition values and keywords as plain values', async () => {
    for (const probe of INJECTIONS) {
      const condition = JSON.stringify({ sex: probe });
      expect(expectOk(await items(tokens.tenant1, `sys_user,realname,username,${condition}`))).toEqual([]);
      const search = await server.request({
        url: '/sys/dict/loadDict/sys_user,realname,username',
        token: tokens.tenant1,
        query: { keyword: probe },
      });
      expect(expectOk(search)).toEqual([]);
      const labels = await server.request({
        url: '/sys/dict/loadDictItem/sys_user,realname,username',
        token: tokens.tenant1,
        query: { key: probe },
      });
      expect(expectOk(labels)).toEqual(probe.includes(',') ? probe.split(',').map((s) => s.trim()) : [probe]);
    }
    const users = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
    expect(users?.n).toBeGreaterThan(10);
  });

  it('searches by keyword within the tenant and caps pageSize', async () => {
    const found = expectOk<Option[]>(
      await server.request({
        url: '/sys/dict/loadDict/sys_user,realname,username',
        token: tokens.tenant1,
        query: { keyword: '王', pageSize: 50 },
      }),
    );
    const expected = await column<string>(
      "SELECT username AS v FROM sys_user WHERE tenant_id = 1001 AND del_flag = 0 AND realname LIKE '%王%'",
      [],
    );
    expect(found.map((row) => row.value).sort()).toEqual(expected.sort());
    expect(found.length).toBeGreaterThan(0);

    for (let i = 0; i < 120; i += 1) {
      await server.db.query('INSERT INTO sys_position (id, tenant_id, code, name) VALUES ($1, 1001, $2, $3)', [
        newId(),
        `bulk_${i}`,
        `批量职务${i}`,
      ]);
    }
    const url = '/sys/dict/loadDict/sys_position,name,code';
    const capped = expectOk<Option[]>(
      await server.request({ url, token: tokens.tenant1, query: { keyword: '批量', pageSize: 1000 } }),
    );
    expect(capped).toHaveLength(100);
    const fallback = expectOk<Option[]>(
      await server.request({ url, token: tokens.tenant1, query: { keyword: '批量' } }),
    );
    expect(fallback).toHaveLength(10);
    // Another tenant's rows never appear.
    const other = expectOk<Option[]>(await server.request({ url, token: tokens.tenant2, query: { keyword: '批量' } }));
    expect(other).toEqual([]);
  });

  it('turns keys into texts in key order, showing unknown and foreign keys as themselves', async () => {
    const response = await server.request({
      url: '/sys/dict/loadDictItem/sys_user,realname,username',
      token: tokens.tenant1,
      query: { key: 'shop1,tenant1,tenant2,nobody' },
    });
    expect(expectOk(response)).toEqual(['林晓峰', '陈国华', 'tenant2', 'nobody']);
  });
});
