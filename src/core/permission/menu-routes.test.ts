import { describe, expect, it } from 'vitest';
import { isPathAllowed, markHiddenMenu, menuToRoutes } from './menu-routes';
import type { MenuNode } from './types';

const menu: MenuNode[] = [
  {
    id: '1',
    route: '1',
    path: '/dashboard',
    name: 'dashboard',
    component: 'layouts/RouteView',
    redirect: '/dashboard/analysis',
    meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false },
    children: [
      { id: '11', route: '1', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '分析页' } },
    ],
  },
  {
    id: '2',
    route: '1',
    path: '/order',
    component: 'layouts/RouteView',
    meta: { title: '订单' },
    children: [
      { id: '21', route: '1', path: '/order/orderList', component: 'order/OrderList', meta: { title: '订单列表' } },
      { id: '22', route: '0', path: '/order/list?status=1', component: 'order/OrderList', meta: { title: '待发货' } },
      {
        id: '23',
        route: '1',
        path: '/order/detail/:id',
        hidden: true,
        component: 'order/Detail',
        meta: { title: '详情' },
      },
    ],
  },
  {
    id: '3',
    route: '1',
    path: '/hiddenGroup',
    component: 'layouts/RouteView',
    meta: { title: '隐藏组' },
    children: [{ id: '31', path: '/hiddenGroup/a', hidden: true, meta: { title: 'A' } }],
  },
  {
    id: '4',
    route: '1',
    path: 'c4ca4238a0b923820dcc509a6f75849b',
    component: 'layouts/IframePageView',
    meta: { title: '文档', url: 'https://help.example.com', internalOrExternal: true },
  },
  {
    id: '5',
    route: '1',
    path: '/report',
    component: 'layouts/IframePageView',
    meta: { title: '报表', url: 'http://bi.example.com/r', internalOrExternal: false },
  },
];

describe('menuToRoutes', () => {
  it('skips route flag "0" entries and lists every registered path', () => {
    const { paths } = menuToRoutes(menu);
    expect(paths).toEqual([
      '/dashboard',
      '/dashboard/analysis',
      '/order',
      '/order/orderList',
      '/order/detail/:id',
      '/hiddenGroup',
      '/hiddenGroup/a',
      '/c4ca4238a0b923820dcc509a6f75849b',
      '/report',
    ]);
  });

  it('keeps meta and the node fields', () => {
    const dashboard = menuToRoutes(menu).routes[0];
    expect(dashboard).toMatchObject({
      id: '1',
      path: '/dashboard',
      name: 'dashboard',
      redirect: '/dashboard/analysis',
      hidden: false,
      meta: { title: '首页', icon: 'home', keepAlive: false, external: false },
    });
    expect(dashboard?.children[0]?.meta.title).toBe('分析页');
  });

  it('hides an entry whose children are all hidden', () => {
    const routes = menuToRoutes(menu).routes;
    expect(routes.find((r) => r.path === '/hiddenGroup')?.hidden).toBe(true);
    expect(routes.find((r) => r.path === '/order')?.hidden).toBe(false);
  });

  it('flags external links and iframe pages', () => {
    const routes = menuToRoutes(menu).routes;
    const docs = routes.find((r) => r.id === '4');
    expect(docs?.meta).toMatchObject({ external: true, href: 'https://help.example.com' });
    expect(docs?.meta.iframeUrl).toBeUndefined();
    const report = routes.find((r) => r.id === '5');
    expect(report?.meta).toMatchObject({ external: false, iframeUrl: 'http://bi.example.com/r' });
  });

  it('treats a link target as external and resolves relative child paths', () => {
    const { routes } = menuToRoutes([
      { path: '/a', children: [{ path: 'b', meta: { title: 'B', target: '_blank' } }] },
    ]);
    expect(routes[0]?.children[0]).toMatchObject({ path: '/a/b', meta: { external: true, href: '/a/b' } });
  });
});

describe('markHiddenMenu', () => {
  it('applies the rule bottom-up without changing the input', () => {
    const nested: MenuNode[] = [
      { path: '/x', children: [{ path: '/x/y', children: [{ path: '/x/y/z', meta: { hideMenu: true } }] }] },
    ];
    const marked = markHiddenMenu(nested);
    expect(marked[0]?.hidden).toBe(true);
    expect(marked[0]?.children?.[0]?.hidden).toBe(true);
    expect(nested[0]?.hidden).toBeUndefined();
  });
});

describe('isPathAllowed', () => {
  it('allows a path of the menu, including route flag "0" entries and :param patterns', () => {
    expect(isPathAllowed('/dashboard/analysis', menu)).toBe(true);
    expect(isPathAllowed('/order/list', menu)).toBe(true);
    expect(isPathAllowed('/order/detail/42', menu)).toBe(true);
    expect(isPathAllowed('/order/orderList/', menu)).toBe(true);
  });

  it('allows a static page through its meta parentPath', () => {
    const details = { path: '/order/orderDetailsNew', meta: { parentPath: '/order/orderList' } };
    expect(isPathAllowed(details, menu)).toBe(true);
    expect(isPathAllowed({ path: '/order/orderDetailsNew', meta: { parentPath: '/system/user' } }, menu)).toBe(false);
  });

  it('refuses a path the menu does not name', () => {
    expect(isPathAllowed('/system/user', menu)).toBe(false);
    expect(isPathAllowed('/order/detail', menu)).toBe(false);
  });
});
