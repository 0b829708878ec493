import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../seed';
import { createTestServer, type TestServer } from '../../testing/test-server';
import type { ApiNode } from './permission-rows';
import { type Call, expectOk, expectRefused, INJECTIONS } from './permission-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;
let permissionCount: number;

const NO_PERMISSION = '没有权限，请联系管理员分配权限！';

async function idOf(url: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_permission WHERE url = $1', [url]);
  if (!row) throw new Error(`no menu ${url}`);
  return row.id;
}

async function count(): Promise<number> {
  return (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission'))?.n ?? 0;
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
  permissionCount = await count();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('menu tree reads', () => {
  it('lists the whole tree for the platform and a flat list on a name search', async () => {
    const tree = expectOk<ApiNode[]>(await server.request({ url: '/sys/permission/list', token: admin }));
    expect(tree.map((node) => node.url)).toEqual(MENU_TREE.map((node) => node.url));
    const system = tree.find((node) => node.url === '/system') as ApiNode;
    expect(system).toMatchObject({ menuType: 0, leaf: false, name: '系统管理', route: true });
    const user = system.children?.find((node) => node.url === '/system/user') as ApiNode;
    expect(user.children?.map((node) => node.perms)).toContain('user:add');

    const flat = expectOk<ApiNode[]>(
      await server.request({ url: '/sys/permission/list', token: admin, query: { name: '用户' } }),
    );
    expect(flat.length).toBeGreaterThan(1);
    for (const node of flat) {
      expect(String(node.name)).toContain('用户');
      expect(node).not.toHaveProperty('children');
      expect(node.leaf).toBe(true);
    }
  });

  it('serves the lazy pieces: top level, one parent, several parents', async () => {
    const top = expectOk<ApiNode[]>(await server.request({ url: '/sys/permission/getSystemMenuList', token: admin }));
    expect(top.map((node) => node.url)).toEqual(MENU_TREE.map((node) => node.url));
    expect(top.every((node) => node.menuType === 0 && !('children' in node))).toBe(true);

    const systemId = await idOf('/system');
    const orderId = await idOf('/order');
    const sub = expectOk<ApiNode[]>(
      await server.request({ url: '/sys/permission/getSystemSubmenu', token: admin, query: { parentId: systemId } }),
    );
    expect(sub[0]?.url).toBe('/system/user');
    expect(sub.every((node) => node.parentId === systemId)).toBe(true);

    const batch = expectOk<Record<string, ApiNode[]>>(
      await server.request({
        url: '/sys/permission/getSystemSubmenuBatch',
        token: admin,
        query: { parentIds: `${systemId},${orderId}` },
      }),
    );
    expect(Object.keys(batch).sort()).toEqual([systemId, orderId].sort());
    expect(batch[orderId]?.[0]?.url).toBe('/order/orderList');
  });

  it('refuses the menu page to a tenant administrator (menus are platform-wide)', async () => {
    for (const url of ['/sys/permission/list', '/sys/permission/getSystemMenuList']) {
      expectRefused(await server.request({ url, token: tenant1 }), NO_PERMISSION, 510);
    }
  });

  it('answers injection strings in search and id parameters with nothing', async () => {
    for (const probe of INJECTIONS) {
      const flat = await server.request({ url: '/sys/permission/list', token: admin, query: { name: probe } });
      expect(expectOk(flat)).toEqual([]);
      const sub = await server.request({
        url: '/sys/permission/getSystemSubmenu',
        token: admin,
        query: { parentId: probe },
      });
      expect(expectOk(sub)).toEqual([]);
      const batch = await server.request({
        url: '/sys/permission/getSystemSubmenuBatch',
        token: admin,
        query: { parentIds: probe },
      });
      expect(expectOk(batch)).toEqual({});
    }
    expect(await count()).toBe(permissionCount);
  });
});

describe('menu writes', () => {
  it('adds, edits and deletes an entry with its buttons, keeping leaf flags right', async () => {
    const systemId = await idOf('/system');
    const added = await server.request({
      method: 'POST',
      url: '/sys/permission/add',
      token: admin,
      body: {
        parentId: systemId,
        name: '测试菜单',
        menuType: 1,
        url: '/system/testMenu',
        component: 'system/TestMenu',
        sortNo: 99,
        keepAlive: true,
      },
    });
    const pageId = expectOk<string>(added);
    const button = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/permission/add',
        token: admin,
        body: { parentId: pageId, name: '测试按钮', menuType: 2, perms: 'test:do', permsType: '2' },
      }),
    );
    const page = await server.db.one<{ is_leaf: boolean; keep_alive: boolean }>(
      'SELECT is_leaf, keep_alive FROM sys_permission WHERE id = $1',
      [pageId],
    );
    expect(page).toEqual({ is_leaf: false, keep_alive: true });

    const edited = await server.request({
      method: 'PUT',
      url: '/sys/permission/edit',
      token: admin,
      body: { id: pageId, name: '测试菜单2', hidden: true },
    });
    expect(expectOk(edited)).toBeNull();
    const row = await server.db.one<{ name: string; hidden: boolean; url: string }>(
      'SELECT name, hidden, url FROM sys_permission WHERE id = $1',
      [pageId],
    );
    expect(row).toEqual({ name: '测试菜单2', hidden: true, url: '/system/testMenu' });

    expectOk(
      await server.request({ method: 'DELETE', url: '/sys/permission/delete', token: admin, query: { id: pageId } }),
    );
    expect(await server.db.one('SELECT 1 FROM sys_permission WHERE id = ANY($1)', [[pageId, button]])).toBeUndefined();
    expect(await count()).toBe(permissionCount);
  });

  it('refuses unsafe or inconsistent entries', async () => {
    const systemId = await idOf('/system');
    const userId = await idOf('/system/user');
    const cases: [Record<string, unknown>, string][] = [
      [{ parentId: systemId, name: 'x', menuType: 1, url: 'javascript:alert(1)' }, '菜单路径格式不正确'],
      [{ parentId: systemId, name: 'x', menuType: 1, url: '/a', component: '../../etc' }, '前端组件格式不正确'],
      [{ parentId: systemId, name: 'x', menuType: 2, perms: "a' OR 1=1 --" }, '授权标识格式不正确'],
      [{ name: 'x', menuType: 1, url: '/a' }, '请选择上级菜单'],
      [{ parentId: systemId, name: '', menuType: 1, url: '/a' }, '菜单名称不能为空'],
      [{ parentId: systemId, name: 'x', menuType: 7, url: '/a' }, '菜单类型不正确'],
      [{ parentId: INJECTIONS[0], name: 'x', menuType: 1, url: '/a' }, '上级菜单不存在'],
    ];
    for (const [body, message] of cases) {
      expectRefused(await server.request({ method: 'POST', url: '/sys/permission/add', token: admin, body }), message);
    }
    const loop = await server.request({
      method: 'PUT',
      url: '/sys/permission/edit',
      token: admin,
      body: { id: systemId, menuType: 1, parentId: userId },
    });
    expectRefused(loop, '上级菜单不能是自己或自己的下级');
    expect(await count()).toBe(permissionCount);
  });

  it('refuses every write to a tenant administrator', async () => {
    const systemId = await idOf('/system');
    const calls: Call[] = [
      {
        method: 'POST' as const,
        url: '/sys/permission/add',
        body: { parentId: systemId, name: 'x', menuType: 1, url: '/x' },
      },
      { method: 'PUT' as const, url: '/sys/permission/edit', body: { id: systemId, name: '改名' } },
      { method: 'DELETE' as const, url: '/sys/permission/delete', query: { id: systemId } },
      { method: 'DELETE' as const, url: '/sys/permission/deleteBatch', query: { ids: systemId } },
    ];
    for (const call of calls) expectRefused(await server.request({ ...call, token: tenant1 }), NO_PERMISSION, 510);
    expect(await server.db.one('SELECT name FROM sys_permission WHERE id = $1', [systemId])).toEqual({
      name: '系统管理',
    });
  });

  it('answers injection strings as ids with 未找到对应数据 and deletes nothing', async () => {
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({ method: 'DELETE', url: '/sys/permission/delete', token: admin, query: { id: probe } }),
        '未找到对应数据',
      );
      expectRefused(
        await server.request({
          method: 'PUT',
          url: '/sys/permission/edit',
          token: admin,
          body: { id: probe, name: 'x' },
        }),
        '未找到对应数据',
      );
    }
    expect(await count()).toBe(permissionCount);
  });
});
