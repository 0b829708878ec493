import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../../core/permission';
import { isSubmenu, menuKeysFor, openBranch, routeByKey, visibleRoutes } from './menu-model';

const route = (path: string, children: RouteRecord[] = [], extra: Partial<RouteRecord> = {}): RouteRecord => ({
  path,
  hidden: false,
  alwaysShow: false,
  meta: { title: path, external: false },
  children,
  ...extra,
});

const userPage = route('/system/user');
const hiddenDetail = route('/system/user/detail', [], { hidden: true });
const rolePage = route('/system/role');
const system = route('/system', [route('/system/users', [userPage, hiddenDetail]), rolePage]);
const orders = route('/order', [route('/order/orderList')]);
const docs = route('/abc123', [], {
  meta: { title: '开发文档', external: true, href: 'https://help.jeecg.com/' },
});
const links = route('/links', [docs], { alwaysShow: true });
const routes = [system, orders, links, route('/hidden-group', [route('/x')], { hidden: true })];

describe('menu model', () => {
  it('opening a submenu keeps only its own branch open: one top-level submenu at a time', () => {
    expect(openBranch(routes, '/order')).toEqual(['/order']);
    expect(openBranch(routes, '/system/users')).toEqual(['/system', '/system/users']);
    expect(openBranch(routes, '/unknown')).toEqual(['/unknown']);
  });

  it('selects the deepest visible entry of the page and opens its submenus', () => {
    expect(menuKeysFor([system, route('/system/users', [userPage]), userPage])).toEqual({
      selected: '/system/user',
      open: ['/system', '/system/users'],
    });
    // A hidden page highlights the menu entry it belongs to.
    expect(menuKeysFor([system, system.children[0] as RouteRecord, hiddenDetail]).selected).toBe('/system/users');
    expect(menuKeysFor([])).toEqual({ open: [] });
  });

  it('leaves hidden entries out; a group with only hidden children is no submenu unless alwaysShow', () => {
    expect(visibleRoutes(routes).map((r) => r.path)).toEqual(['/system', '/order', '/links']);
    expect(isSubmenu(route('/g', [hiddenDetail]))).toBe(false);
    expect(isSubmenu(route('/g', [hiddenDetail], { alwaysShow: true }))).toBe(true);
    expect(isSubmenu(links)).toBe(true);
  });

  it('finds an entry by its menu key at any depth, external links with their address', () => {
    expect(routeByKey(routes, '/system/user')).toBe(userPage);
    expect(routeByKey(routes, '/abc123')?.meta).toMatchObject({ external: true, href: 'https://help.jeecg.com/' });
    expect(routeByKey(routes, '/nope')).toBeUndefined();
  });
});
