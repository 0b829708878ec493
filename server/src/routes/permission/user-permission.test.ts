import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../seed';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectOk, expectRefused, signIn } from './permission-test-kit';
import type { MenuNode, UserPermissions } from './user-menu';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent2', 'limingxuan', 'zhaoxuemei'] as const;
let tokens: Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await signIn(server, USERS);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function permissionsOf(name: (typeof USERS)[number], headers?: Record<string, string>): Promise<UserPermissions> {
  const response = await server.request({
    url: '/sys/permission/getUserPermissionByToken',
    token: tokens[name],
    headers,
  });
  return expectOk<UserPermissions>(response);
}

function walk(nodes: readonly MenuNode[], visit: (node: MenuNode, depth: number) => void, depth = 0): void {
  for (const node of nodes) {
    visit(node, depth);
    if (node.children) walk(node.children, visit, depth + 1);
  }
}

function paths(menu: readonly MenuNode[]): Set<string> {
  const out = new Set<string>();
  walk(menu, (node) => out.add(String(node.path)));
  return out;
}

describe('getUserPermissionByToken', () => {
  it('gives the platform administrator the whole menu in sort order, with both button lists', async () => {
    const result = await permissionsOf('admin');
    expect(Object.keys(result)).toEqual(['menu', 'auth', 'allAuth', 'codeList', 'sysSafeMode']);
    expect(result.menu.map((node) => node.path)).toEqual(MENU_TREE.map((node) => node.url));
    const all = paths(result.menu);
    for (const path of ['/system/permission', '/system/tenant', '/monitor/server', '/order/orderList']) {
      expect(all.has(path)).toBe(true);
    }
    expect(result.codeList).toEqual(expect.arrayContaining(['user:add', 'tenant:add', 'dict:add']));
    expect(result.sysSafeMode).toBe(false);
  });

  it('answers the same on getUserPermissionByToken1', async () => {
    const first = await permissionsOf('tenant1');
    const second = expectOk<UserPermissions>(
      await server.request({ url: '/sys/permission/getUserPermissionByToken1', token: tokens.tenant1 }),
    );
    expect(second).toEqual(first);
  });

  it('shapes menu nodes as JeecgBoot does', async () => {
    const { menu } = await permissionsOf('admin');
    let sawChildless = false;
    walk(menu, (node, depth) => {
      expect(node.route === '1' || node.route === '0').toBe(true);
      if ('children' in node) expect(node.children?.length).toBeGreaterThan(0);
      else sawChildless = true;
      if ('hidden' in node) expect(node.hidden).toBe(true);
      if ('alwaysShow' in node) expect(node.alwaysShow).toBe(true);
      expect('redirect' in node).toBe(depth === 0);
      expect(Object.keys(node.meta)).toEqual(expect.arrayContaining(['keepAlive', 'internalOrExternal', 'title']));
      // Buttons never reach the menu.
      expect(node.meta.title).not.toBe('新增用户');
      expect(node).not.toHaveProperty('meta.permissionList');
    });
    expect(sawChildless).toBe(true);

    const system = menu.find((node) => node.path === '/system') as MenuNode;
    expect(system.redirect).toBe('/system/user');
    expect(system.component).toBe('layouts/RouteView');
    const userPage = system.children?.find((node) => node.path === '/system/user') as MenuNode;
    expect(userPage).toMatchObject({
      route: '1',
      name: 'UserList',
      component: 'system/UserList',
      meta: { keepAlive: true, internalOrExternal: false, title: '用户管理', componentName: 'UserList' },
    });
    expect(userPage).not.toHaveProperty('children');
    expect(userPage).not.toHaveProperty('hidden');
  });

  it('keeps the route-flag-0 entry, hidden, with route "0"', async () => {
    const { menu } = await permissionsOf('admin');
    const found: MenuNode[] = [];
    walk(menu, (node) => {
      if (node.path === '/order/stagesDetail/:orderId') found.push(node);
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ route: '0', hidden: true, meta: { hideMenu: true } });
  });

  it('turns link entries into md5(url) paths with the address in meta.url', async () => {
    const { menu } = await permissionsOf('admin');
    const links = menu.find((node) => node.path === '/links') as MenuNode;
    expect(links.alwaysShow).toBe(true);
    const external = links.children?.find((node) => node.meta.url === 'https://help.jeecg.com/') as MenuNode;
    expect(external.path).toBe(createHash('md5').update('https://help.jeecg.com/').digest('hex'));
    expect(external.meta.internalOrExternal).toBe(true);
    const iframe = links.children?.find((node) => node.meta.url === 'https://www.example.com/') as MenuNode;
    expect(iframe.meta.internalOrExternal).toBe(false);
  });

  it('lists enabled buttons in auth and every button in allAuth', async () => {
    const { auth, allAuth, codeList } = await permissionsOf('admin');
    for (const entry of auth) expect(Object.keys(entry)).toEqual(['action', 'type', 'describe']);
    for (const entry of allAuth) expect(Object.keys(entry)).toEqual(['action', 'status', 'type', 'describe']);
    expect(allAuth.find((entry) => entry.action === 'order:close')).toEqual({
      action: 'order:close',
      status: '0',
      type: '1',
      describe: '关闭订单',
    });
    // An inactive rule is not one of the user's enabled buttons.
    expect(auth.some((entry) => entry.action === 'order:close')).toBe(false);
    expect(codeList).not.toContain('order:close');
    expect(auth.find((entry) => entry.action === 'user:form:phone')).toMatchObject({ type: '2' });
    expect(allAuth.length).toBeGreaterThan(auth.length);
  });

  it('gives a tenant administrator the tenant menus without the platform-only ones', async () => {
    const admin = await permissionsOf('admin');
    const tenant = await permissionsOf('tenant1');
    const all = paths(admin.menu);
    const mine = paths(tenant.menu);
    for (const path of mine) expect(all.has(path)).toBe(true);
    for (const path of ['/system/user', '/system/role', '/order/orderList', '/shop']) expect(mine.has(path)).toBe(true);
    for (const path of ['/system/permission', '/system/dict', '/system/tenant', '/monitor']) {
      expect(mine.has(path)).toBe(false);
    }
    expect(tenant.codeList).toContain('user:add');
    expect(tenant.codeList).not.toContain('tenant:add');
    // allAuth is every button defined, whoever asks.
    expect(tenant.allAuth).toEqual(admin.allAuth);
    expect(tenant.auth.length).toBeLessThan(admin.auth.length);
  });

  it('gives a shop user and a channel partner their own smaller menus', async () => {
    const tenant = paths((await permissionsOf('tenant1')).menu);
    const shop = await permissionsOf('shop1');
    const shopPaths = paths(shop.menu);
    for (const path of shopPaths) expect(tenant.has(path)).toBe(true);
    expect(shopPaths.has('/shop')).toBe(true);
    expect(shopPaths.has('/order/orderList')).toBe(true);
    expect(shopPaths.has('/system')).toBe(false);
    expect(shopPaths.has('/channel')).toBe(false);

    const agent = await permissionsOf('agent2');
    const agentPaths = paths(agent.menu);
    expect(agentPaths.has('/channel/channelList')).toBe(true);
    expect(agentPaths.has('/distribution')).toBe(true);
    expect(agentPaths.has('/order')).toBe(false);
    expect(agentPaths.has('/shop')).toBe(false);
    expect(agent.codeList).toContain('channel:edit');
    expect(agent.codeList).not.toContain('user:add');
  });

  it('adds what department roles grant', async () => {
    // limingxuan (1001, A01A01A01) holds the department role cs_staff: complaints; zhaoxuemei does not.
    expect(paths((await permissionsOf('limingxuan')).menu).has('/serviceCenter/complaint')).toBe(true);
    expect(paths((await permissionsOf('zhaoxuemei')).menu).has('/serviceCenter/complaint')).toBe(false);
  });

  it('builds from the roles of the tenant the request works in', async () => {
    const tenant1 = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
    await server.db.query('INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, 1002)', [tenant1?.id]);
    try {
      const elsewhere = await permissionsOf('tenant1', { 'X-Tenant-Id': '1002' });
      expect(elsewhere.menu).toEqual([]);
      expect(elsewhere.codeList).toEqual([]);
    } finally {
      await server.db.query('DELETE FROM sys_user_tenant WHERE user_id = $1 AND tenant_id = 1002', [tenant1?.id]);
    }
    const home = await permissionsOf('tenant1', { 'X-Tenant-Id': '1001' });
    expect(home.menu.length).toBeGreaterThan(0);
  });

  it('refuses a tenant the user does not belong to, and anonymous callers', async () => {
    const response = await server.request({
      url: '/sys/permission/getUserPermissionByToken',
      token: tokens.tenant1,
      headers: { 'X-Tenant-Id': '1002' },
    });
    expectRefused(response, '没有权限，请联系管理员分配权限！', 510);
    const anonymous = await server.request({ url: '/sys/permission/getUserPermissionByToken' });
    expect(anonymous.status).toBe(401);
  });
});
