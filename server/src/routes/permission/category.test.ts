import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../data/repository';
import { createTestServer, type TestServer } from '../../testing/test-server';
import type { CategoryNode } from './category-tree';
import { nextSegment } from './category-tree';
import { type Call, expectOk, expectRefused, INJECTIONS } from './permission-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;
let shop1: string;

async function idByCode(code: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_category WHERE code = $1', [code]);
  if (!row) throw new Error(`no category ${code}`);
  return row.id;
}

async function count(): Promise<number> {
  return (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_category'))?.n ?? -1;
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
  shop1 = await server.tokenFor('shop1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('category tree reads', () => {
  it('loads a root by code, lazily or with every descendant', async () => {
    const lazy = expectOk<CategoryNode[]>(
      await server.request({ url: '/sys/category/loadTreeRoot', token: shop1, query: { async: 'true', pcode: 'A01' } }),
    );
    expect(lazy.map((node) => node.code)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04', 'A01A05']);
    const digital = lazy[0] as CategoryNode;
    expect(digital).toEqual({
      key: digital.value,
      value: await idByCode('A01A01'),
      title: '数码产品',
      label: '数码产品',
      name: '数码产品',
      code: 'A01A01',
      pid: await idByCode('A01'),
      parentId: await idByCode('A01'),
      leaf: 0,
      isLeaf: false,
    });

    const full = expectOk<CategoryNode[]>(
      await server.request({
        url: '/sys/category/loadTreeRoot',
        token: shop1,
        query: { async: 'false', pcode: 'A01' },
      }),
    );
    expect(full[0]?.children?.map((node) => node.name)).toEqual([
      '手机',
      '笔记本电脑',
      '平板电脑',
      '相机摄影',
      '无人机',
    ]);
    expect(full[0]?.children?.[0]).toMatchObject({ leaf: 1, isLeaf: true });
    expect(full[0]?.children?.[0]).not.toHaveProperty('children');

    const roots = expectOk<CategoryNode[]>(
      await server.request({ url: '/sys/category/loadTreeRoot', token: shop1, query: { async: 'true', pcode: '0' } }),
    );
    expect(roots.map((node) => node.code)).toEqual(['A01', 'B01']);
  });

  it('loads children, one entry, tree data and labels', async () => {
    const goods = await idByCode('A01');
    const children = expectOk<CategoryNode[]>(
      await server.request({ url: '/sys/category/loadTreeChildren', token: tenant1, query: { pid: goods } }),
    );
    expect(children).toHaveLength(5);

    const one = expectOk<Record<string, unknown>>(
      await server.request({ url: '/sys/category/loadOne', token: tenant1, query: { field: 'code', val: 'B01A02' } }),
    );
    expect(one).toMatchObject({ name: '可买断', code: 'B01A02', hasChild: '0' });

    const byCode = expectOk<CategoryNode[]>(
      await server.request({ url: '/sys/category/loadTreeData', token: tenant1, query: { pcode: 'B01' } }),
    );
    expect(byCode.map((node) => node.name)).toEqual(['免押金', '可买断', '随租随还', '全新正品', '顺丰包邮']);
    const defaultRoots = expectOk<CategoryNode[]>(
      await server.request({ url: '/sys/category/loadTreeData', token: tenant1 }),
    );
    expect(defaultRoots.map((node) => node.code)).toEqual(['A01', 'B01']);
    const conditioned = expectOk<CategoryNode[]>(
      await server.request({
        url: '/sys/category/loadTreeData',
        token: tenant1,
        query: { pid: await idByCode('B01'), condition: JSON.stringify({ code: 'B01A05' }) },
      }),
    );
    expect(conditioned.map((node) => node.name)).toEqual(['顺丰包邮']);

    const ids = [await idByCode('B01A03'), await idByCode('A01A01A01'), 'missing'];
    const labels = await server.request({
      url: '/sys/category/loadDictItem/',
      token: tenant1,
      query: { ids: ids.join(',') },
    });
    expect(expectOk(labels)).toEqual(['随租随还', '手机']);
    const kept = await server.request({
      url: '/sys/category/loadDictItem',
      token: tenant1,
      query: { ids: ids.join(','), delNotExist: 'false' },
    });
    expect(expectOk(kept)).toEqual(['随租随还', '手机', 'missing']);
  });

  it('refuses bad parameters without echoing them', async () => {
    expectRefused(
      await server.request({ url: '/sys/category/loadTreeRoot', token: tenant1 }),
      '加载分类字典树参数有误.[null]!',
    );
    expectRefused(
      await server.request({ url: '/sys/category/loadOne', token: tenant1, query: { field: 'pid', val: '0' } }),
      '查询字段不正确',
    );
    await server.db.query("INSERT INTO sys_category (id, pid, name, code) VALUES ('dup-name', '0', '手机', 'DUP01')");
    expectRefused(
      await server.request({ url: '/sys/category/loadOne', token: tenant1, query: { field: 'name', val: '手机' } }),
      '查询数据异常，存在多个值',
    );
    await server.db.query("DELETE FROM sys_category WHERE id = 'dup-name'");
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({ url: '/sys/category/loadTreeRoot', token: tenant1, query: { pcode: probe } }),
        '该编码不存在，请核实!',
      );
      expectRefused(
        await server.request({ url: '/sys/category/loadOne', token: tenant1, query: { field: probe, val: '1' } }),
        '查询字段不正确',
      );
      expectRefused(
        await server.request({ url: '/sys/category/loadOne', token: tenant1, query: { field: 'code', val: probe } }),
        '查询无果',
      );
      expectRefused(
        await server.request({
          url: '/sys/category/loadTreeData',
          token: tenant1,
          query: { pcode: '0', condition: JSON.stringify({ [probe]: 'x' }) },
        }),
        '字典参数不正确',
      );
      for (const query of [{ pid: probe }, { pcode: '0', condition: JSON.stringify({ name: probe }) }] as Record<
        string,
        string
      >[]) {
        expect(expectOk(await server.request({ url: '/sys/category/loadTreeData', token: tenant1, query }))).toEqual(
          [],
        );
      }
      expect(
        expectOk(
          await server.request({ url: '/sys/category/loadTreeChildren', token: tenant1, query: { pid: probe } }),
        ),
      ).toEqual([]);
    }
  });
});

describe('category administration', () => {
  it('generates codes, keeps has_child right and deletes subtrees', async () => {
    expect(nextSegment(undefined)).toBe('A01');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    const before = await count();
    const service = await idByCode('B01');
    const childId = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/category/add',
        token: admin,
        body: { pid: service, name: '上门安装' },
      }),
    );
    expect(await server.db.one('SELECT code, has_child FROM sys_category WHERE id = $1', [childId])).toEqual({
      code: 'B01A06',
      has_child: '0',
    });
    const grandchild = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/category/add',
        token: admin,
        body: { pid: childId, name: '安装细项' },
      }),
    );
    expect(await server.db.one('SELECT code FROM sys_category WHERE id = $1', [grandchild])).toEqual({
      code: 'B01A06A01',
    });
    expect(await server.db.one('SELECT has_child FROM sys_category WHERE id = $1', [childId])).toEqual({
      has_child: '1',
    });

    expectOk(
      await server.request({
        method: 'PUT',
        url: '/sys/category/edit',
        token: admin,
        body: { id: childId, name: '上门安装服务' },
      }),
    );
    const listed = expectOk<Page<Record<string, unknown>>>(
      await server.request({ url: '/sys/category/list', token: admin, query: { pid: service, name: '*上门*' } }),
    );
    expect(listed.records.map((row) => row.name)).toEqual(['上门安装服务']);

    expectRefused(
      await server.request({
        method: 'PUT',
        url: '/sys/category/edit',
        token: admin,
        body: { id: childId, pid: grandchild },
      }),
      '上级分类不能是自己或自己的下级',
    );
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/category/add',
        token: admin,
        body: { name: '重复', code: 'A01' },
      }),
      '该值不可用，系统中已存在！',
    );

    expectOk(
      await server.request({ method: 'DELETE', url: '/sys/category/delete', token: admin, query: { id: childId } }),
    );
    expect(await count()).toBe(before);
    expect(await server.db.one('SELECT has_child FROM sys_category WHERE id = $1', [service])).toEqual({
      has_child: '1',
    });
  });

  it('refuses writes to a tenant administrator and the list to a shop user', async () => {
    const before = await count();
    const goods = await idByCode('A01');
    const calls: Call[] = [
      { method: 'POST' as const, url: '/sys/category/add', body: { pid: goods, name: 'x' } },
      { method: 'PUT' as const, url: '/sys/category/edit', body: { id: goods, name: '改' } },
      { method: 'DELETE' as const, url: '/sys/category/delete', query: { id: goods } },
    ];
    for (const call of calls) {
      expectRefused(await server.request({ ...call, token: tenant1 }), '没有权限，请联系管理员分配权限！', 510);
    }
    expectRefused(
      await server.request({ url: '/sys/category/list', token: shop1 }),
      '没有权限，请联系管理员分配权限！',
      510,
    );
    expect(await count()).toBe(before);
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({ method: 'DELETE', url: '/sys/category/delete', token: admin, query: { id: probe } }),
        '未找到对应数据',
      );
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/category/add',
          token: admin,
          body: { pid: probe, name: 'x' },
        }),
        '上级分类不存在',
      );
    }
    expect(await count()).toBe(before);
  });
});
