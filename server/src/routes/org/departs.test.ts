import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, departId, expectRefused, INJECTIONS, resultOf } from './org-test-kit';

interface Node {
  key: string;
  value: string;
  title: string;
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  isLeaf: boolean;
  shopId: string | null;
  children?: Node[];
}

let server: TestServer;
let tenant1: string;
let tenant2: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  tenant2 = await server.tokenFor('tenant2');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const tree = async (token: string, query?: Record<string, string>) =>
  resultOf<Node[]>(await call(server, { url: '/sys/sysDepart/queryTreeList', token, query }));

const codes = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.orgCode, ...codes(node.children ?? [])]);

const allIds = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);

const add = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/sys/sysDepart/add', token, body });

describe('department trees', () => {
  it('queryTreeList answers the whole tree with key = value = id and title = departName', async () => {
    const roots = await tree(tenant1);
    expect(roots).toHaveLength(1);
    const [root] = roots as [Node];
    expect(root).toMatchObject({
      key: root.id,
      value: root.id,
      title: '华东租赁有限公司',
      departName: '华东租赁有限公司',
    });
    expect(root).toMatchObject({ orgCode: 'A01', parentId: null, isLeaf: false });
    expect(root.children?.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04']);
    const leaf = root.children?.[0]?.children?.[0];
    expect(leaf).toMatchObject({ orgCode: 'A01A01A01', isLeaf: true, children: [], parentId: root.children?.[0]?.id });
    expect(codes(roots)).toHaveLength(10);
  });

  it('narrows to one shop with shopId', async () => {
    const shop = await server.db.one<{ shop_id: string }>(
      "SELECT shop_id FROM sys_depart WHERE tenant_id = 1001 AND org_code = 'A01A04'",
    );
    const roots = await tree(tenant1, { shopId: String(shop?.shop_id) });
    expect(codes(roots)).toEqual(['A01A04', 'A01A04A01']);
  });

  it('queryDepartTreeSync answers one level at a time', async () => {
    const sync = async (pid?: string) =>
      resultOf<Node[]>(
        await call(server, { url: '/sys/sysDepart/queryDepartTreeSync', token: tenant1, query: pid ? { pid } : {} }),
      );
    const roots = await sync();
    expect(roots.map((n) => [n.orgCode, n.isLeaf, n.key === n.id, n.title])).toEqual([
      ['A01', false, true, '华东租赁有限公司'],
    ]);
    const level = await sync(roots[0]?.id);
    expect(level.map((n) => n.orgCode)).toEqual(['A01A01', 'A01A02', 'A01A03', 'A01A04']);
    expect(level.every((n) => n.children === undefined && n.isLeaf === false)).toBe(true);
    expect(await sync(await departId(server, 1001, 'A01A01A01'))).toEqual([]);
    expect(await sync(await departId(server, 1002, 'A01'))).toEqual([]);
  });

  it('queryIdTree, searchBy and queryMyDeptTreeList', async () => {
    const ids = resultOf<Record<string, unknown>[]>(
      await call(server, { url: '/sys/sysDepart/queryIdTree', token: tenant1 }),
    );
    expect(Object.keys(ids[0] ?? {}).sort()).toEqual(['children', 'isLeaf', 'key', 'title', 'value']);
    const found = resultOf<Node[]>(
      await call(server, { url: '/sys/sysDepart/searchBy', token: tenant1, query: { keyWord: '财务' } }),
    );
    expect(found.map((n) => [n.orgCode, n.title, n.isLeaf])).toEqual([['A01A02', '财务部', false]]);
    const none = await call(server, {
      url: '/sys/sysDepart/searchBy',
      token: tenant1,
      query: { keyWord: INJECTIONS[0] as string },
    });
    expect(resultOf(none)).toEqual([]);
    const mine = resultOf<Node[]>(
      await call(server, {
        url: '/sys/sysDepart/searchBy',
        token: await server.tokenFor('sunhaoran'),
        query: { keyWord: '组', myDeptSearch: '1' },
      }),
    );
    expect(mine.map((n) => n.orgCode)).toEqual(['A01A02A01']);
    // tenant1 belongs to A01 and A01A01: one root, A01A01 inside it.
    const my = resultOf<Node[]>(await call(server, { url: '/sys/sysDepart/queryMyDeptTreeList', token: tenant1 }));
    expect(my.map((n) => n.orgCode)).toEqual(['A01']);
    const staff = resultOf<Node[]>(
      await call(server, { url: '/sys/sysDepart/queryMyDeptTreeList', token: await server.tokenFor('liuzihao') }),
    );
    expect(staff.map((n) => n.orgCode)).toEqual(['A01A01A02', 'A01A02A01']);
  });

  it('a shop user sees only the departments of their shop', async () => {
    const shop1 = await server.tokenFor('shop1');
    const roots = await tree(shop1);
    expect(codes(roots)).toEqual(['A01A04', 'A01A04A01']);
    const sync = resultOf<Node[]>(await call(server, { url: '/sys/sysDepart/queryDepartTreeSync', token: shop1 }));
    expect(sync.map((n) => n.orgCode)).toEqual(['A01A04']);
    expect(codes(await tree(shop1, { shopId: 'another-shop' }))).toEqual([]);
    expectRefused(
      await call(server, {
        url: '/sys/sysDepart/queryById',
        token: shop1,
        query: { id: await departId(server, 1001, 'A01A02') },
      }),
      '未找到对应数据',
    );
    const departs = resultOf<{ list: Node[] }>(
      await call(server, { url: '/sys/user/getCurrentUserDeparts', token: shop1 }),
    );
    expect(departs.list.map((d) => d.orgCode)).toEqual(['A01A04', 'A01A04A01']);
    const shop2 = await server.tokenFor('shop2');
    expect(codes(await tree(shop2))).toEqual(['A01A04', 'A01A04A01']);
    expect((await tree(shop2))[0]?.id).toBe(await departId(server, 1002, 'A01A04'));
  });
});

describe('department writes', () => {
  it('generates org codes JeecgBoot style and refuses cycles', async () => {
    const root = resultOf<Node>(await add(tenant1, { departName: '华东租赁（苏州）分公司' }));
    expect(root).toMatchObject({ orgCode: 'A02', parentId: null, orgCategory: '1' });
    const a01 = await departId(server, 1001, 'A01');
    const child = resultOf<Node>(await add(tenant1, { departName: '法务部', parentId: a01, orgCode: 'ZZZ' }));
    expect(child).toMatchObject({ orgCode: 'A01A05', parentId: a01, orgCategory: '2' });
    const grandchild = resultOf<Node>(await add(tenant1, { departName: '合规组', parentId: child.id }));
    expect(grandchild.orgCode).toBe('A01A05A01');
    expectRefused(await add(tenant1, { departName: ' ' }), '请输入部门名称');
    expectRefused(
      await add(tenant1, { departName: '越界', parentId: await departId(server, 1002, 'A01') }),
      '上级部门不存在',
    );

    const edit = (body: Record<string, unknown>) =>
      call(server, { method: 'PUT', url: '/sys/sysDepart/edit', token: tenant1, body });
    expectRefused(await edit({ id: child.id, parentId: grandchild.id }), '上级部门不能是自己或下级部门');
    expectRefused(await edit({ id: child.id, parentId: child.id }), '上级部门不能是自己或下级部门');
    resultOf(await edit({ id: child.id, departName: '法务合规部', orgCode: 'HACK' }));
    const row = await server.db.one('SELECT depart_name, org_code FROM sys_depart WHERE id = $1', [child.id]);
    expect(row).toEqual({ depart_name: '法务合规部', org_code: 'A01A05' });
  });

  it('a child of a shop department belongs to the shop', async () => {
    const parent = await departId(server, 1001, 'A01A04A01');
    const created = resultOf<Node>(await add(tenant1, { departName: '夜班组', parentId: parent }));
    expect(created.orgCode).toBe('A01A04A01A01');
    const shop1 = await server.tokenFor('shop1');
    expect(codes(await tree(shop1))).toContain('A01A04A01A01');
  });

  it('refuses to delete a department with sub-departments or users', async () => {
    const del = (query: Record<string, string>, url = '/sys/sysDepart/delete') =>
      call(server, { method: 'DELETE', url, token: tenant1, query });
    expectRefused(await del({ id: await departId(server, 1001, 'A01A01') }), '该部门下存在子部门或用户，无法删除');
    expectRefused(await del({ id: await departId(server, 1001, 'A01A02A01') }), '该部门下存在子部门或用户，无法删除');
    const empty = resultOf<Node>(await add(tenant1, { departName: '临时项目组' }));
    const emptyChild = resultOf<Node>(await add(tenant1, { departName: '临时小组', parentId: empty.id }));
    expectRefused(await del({ id: empty.id }), '该部门下存在子部门或用户，无法删除');
    const batch = await del({ ids: `${empty.id},${emptyChild.id}` }, '/sys/sysDepart/deleteBatch');
    expect(batch.body.message).toBe('批量删除成功!');
    const single = resultOf<Node>(await add(tenant1, { departName: '单个删除' }));
    expect((await del({ id: single.id })).body.message).toBe('删除成功!');
    expect(
      await server.db.query('SELECT id FROM sys_depart WHERE id = ANY($1)', [[empty.id, emptyChild.id, single.id]]),
    ).toEqual([]);
  });

  it('another tenant cannot read or change the departments of tenant 1001', async () => {
    const id = await departId(server, 1001, 'A01A03A01');
    const before = await server.db.one('SELECT * FROM sys_depart WHERE id = $1', [id]);
    expect(codes(await tree(tenant2)).length).toBe(10);
    const tenant1Ids = (await server.db.query<{ id: string }>('SELECT id FROM sys_depart WHERE tenant_id = 1001')).map(
      (r) => r.id,
    );
    expect(allIds(await tree(tenant2)).filter((seen) => tenant1Ids.includes(seen))).toEqual([]);
    expectRefused(
      await call(server, { url: '/sys/sysDepart/queryById', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/sysDepart/edit',
        token: tenant2,
        body: { id, departName: '篡改' },
      }),
      '未找到对应数据',
    );
    const ownRoot = await departId(server, 1002, 'A01');
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/sysDepart/edit',
        token: tenant2,
        body: { id: ownRoot, parentId: id },
      }),
      '上级部门不存在',
    );
    for (const [url, query] of [
      ['/sys/sysDepart/delete', { id }],
      ['/sys/sysDepart/deleteBatch', { ids: id }],
    ] as const) {
      expectRefused(await call(server, { method: 'DELETE', url, token: tenant2, query }), '未找到对应数据');
    }
    expect(await server.db.one('SELECT * FROM sys_depart WHERE id = $1', [id])).toEqual(before);
  });

  it('needs the department permissions to write', async () => {
    const shop1 = await server.tokenFor('shop1');
    expect((await add(shop1, { departName: '越权' })).body.code).toBe(510);
  });
});
