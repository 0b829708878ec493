import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../data/repository';
import { createTestServer, type TestServer } from '../../testing/test-server';
import type { DictItem } from './dict-plain';
import { type Call, expectClean, expectOk, expectRefused, INJECTIONS } from './permission-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;
const NO_PERMISSION = '没有权限，请联系管理员分配权限！';

async function dictCount(): Promise<number> {
  return (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_dict'))?.n ?? -1;
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('dictionary administration', () => {
  it('lists dictionaries with filters for the dictionary page', async () => {
    const page = expectOk<Page<Record<string, unknown>>>(
      await server.request({ url: '/sys/dict/list', token: admin, query: { dictCode: 'sex' } }),
    );
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ dictCode: 'sex', dictName: '性别' });
    const items = expectOk<Page<Record<string, unknown>>>(
      await server.request({ url: '/sys/dictItem/list', token: admin, query: { dictId: String(page.records[0]?.id) } }),
    );
    expect(items.records.map((item) => item.itemText)).toEqual(['男', '女']);
    expect(items.records[0]).toMatchObject({ itemValue: '1', status: 1, status_dictText: '有效' });
  });

  it('adds, edits and deletes a dictionary and its items, refreshing what pages read', async () => {
    const id = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/dict/add',
        token: admin,
        body: { dictName: '测试字典', dictCode: 'test_dict', description: '测试' },
      }),
    );
    const itemId = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/dictItem/add',
        token: admin,
        body: { dictId: id, itemText: '甲', itemValue: 'a', sortOrder: 1, itemColor: '#ff0000' },
      }),
    );
    const read = async () =>
      expectOk<Record<string, DictItem[]>>(
        await server.request({ url: '/sys/dict/queryAllDictItems', token: tenant1 }),
      );
    expect((await read()).test_dict).toEqual([{ value: 'a', text: '甲', title: '甲', label: '甲', color: '#ff0000' }]);

    expectOk(
      await server.request({
        method: 'PUT',
        url: '/sys/dictItem/edit',
        token: admin,
        body: { id: itemId, itemText: '乙' },
      }),
    );
    expect((await read()).test_dict?.[0]?.text).toBe('乙');
    expectOk(
      await server.request({ method: 'PUT', url: '/sys/dict/edit', token: admin, body: { id, dictName: '测试字典2' } }),
    );
    const queried = expectOk<Record<string, unknown>>(
      await server.request({ url: '/sys/dict/queryById', token: admin, query: { id } }),
    );
    expect(queried).toMatchObject({ dictName: '测试字典2', dictCode: 'test_dict' });

    expectOk(
      await server.request({ method: 'DELETE', url: '/sys/dictItem/delete', token: admin, query: { id: itemId } }),
    );
    expectOk(await server.request({ method: 'DELETE', url: '/sys/dict/delete', token: admin, query: { id } }));
    expect((await read()).test_dict).toBeUndefined();
  });

  it('keeps dictionary codes unique and well-formed, item values unique per dictionary', async () => {
    const add = (body: Record<string, unknown>) =>
      server.request({ method: 'POST', url: '/sys/dict/add', token: admin, body });
    expectRefused(await add({ dictName: '性别2', dictCode: 'sex' }), '该值不可用，系统中已存在！');
    expectRefused(
      await add({ dictName: '表', dictCode: 'sys_user,realname,id' }),
      '字典编码只能由字母、数字、下划线和中划线组成',
    );
    expectRefused(await add({ dictName: '', dictCode: 'empty_name' }), '字典名称不能为空');
    for (const probe of INJECTIONS) {
      expectRefused(await add({ dictName: 'x', dictCode: probe }), '字典编码只能由字母、数字、下划线和中划线组成');
    }
    const sex = await server.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'sex'");
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/dictItem/add',
        token: admin,
        body: { dictId: sex?.id, itemText: '又一个男', itemValue: '1' },
      }),
      '字典项值已存在',
    );
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/dictItem/add',
        token: admin,
        body: { dictId: INJECTIONS[0], itemText: 'x', itemValue: 'x' },
      }),
      '未找到对应的字典',
    );
  });

  it('refuses every write to a tenant administrator (code 510) and changes nothing', async () => {
    const before = await dictCount();
    const sex = await server.db.one<{ id: string }>("SELECT id FROM sys_dict WHERE dict_code = 'sex'");
    const calls: Call[] = [
      { method: 'POST' as const, url: '/sys/dict/add', body: { dictName: 'x', dictCode: 'tenant_dict' } },
      { method: 'PUT' as const, url: '/sys/dict/edit', body: { id: sex?.id, dictName: '改' } },
      { method: 'DELETE' as const, url: '/sys/dict/delete', query: { id: String(sex?.id) } },
      { method: 'DELETE' as const, url: '/sys/dict/deleteBatch', query: { ids: String(sex?.id) } },
      { method: 'POST' as const, url: '/sys/dictItem/add', body: { dictId: sex?.id, itemText: 'x', itemValue: '9' } },
      { method: 'GET' as const, url: '/sys/dict/list' },
      { method: 'GET' as const, url: '/sys/dictItem/list' },
    ];
    for (const call of calls) expectRefused(await server.request({ ...call, token: tenant1 }), NO_PERMISSION, 510);
    expect(await dictCount()).toBe(before);
    expect(await server.db.one("SELECT dict_name FROM sys_dict WHERE dict_code = 'sex'")).toEqual({
      dict_name: '性别',
    });
  });

  it('answers injection strings in filters, sort fields and ids safely', async () => {
    const before = await dictCount();
    for (const probe of INJECTIONS) {
      const filtered = await server.request({ url: '/sys/dict/list', token: admin, query: { dictName: probe } });
      expect(expectOk<Page<unknown>>(filtered).total).toBe(0);
      const sorted = await server.request({
        url: '/sys/dict/list',
        token: admin,
        query: { column: probe, order: 'asc' },
      });
      expect(sorted.body.success).toBe(false);
      expectClean(sorted);
      const super_ = await server.request({
        url: '/sys/dict/list',
        token: admin,
        query: { superQueryParams: JSON.stringify([{ field: probe, rule: 'eq', val: '1' }]) },
      });
      expect(super_.body.success).toBe(false);
      expectClean(super_);
      expectRefused(
        await server.request({ method: 'DELETE', url: '/sys/dict/delete', token: admin, query: { id: probe } }),
        '未找到对应数据',
      );
    }
    expect(await dictCount()).toBe(before);
  });
});
