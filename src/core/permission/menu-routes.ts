import { isHttpUrl, joinPath, normalizePath, pathMatches } from './menu-paths';
import type { MenuMeta, MenuNode } from './types';

export interface RouteMeta extends MenuMeta {
  title: string;
  /** Opens in a new window (`internalOrExternal`, or a link `target`) instead of a page. */
  external: boolean;
  /** The address to open for an external entry (its `url`, else its path). */
  href?: string;
  /** An http(s) `url` shown inside the layout (JeecgBoot's IframePageView). */
  iframeUrl?: string;
}

/** A route the host registers, built from one menu node. */
export interface RouteRecord {
  id?: string;
  /** Full path (relative child paths are resolved against the parent). */
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  hidden: boolean;
  alwaysShow: boolean;
  meta: RouteMeta;
  children: RouteRecord[];
}

export interface MenuRoutes {
  routes: RouteRecord[];
  /** Every registered path, depth first, for the router and the per-navigation check. */
  paths: string[];
}

function selfHidden(node: MenuNode): boolean {
  return node.hidden === true || node.meta?.hideMenu === true;
}

/**
 * The menu with "children all hidden => hidden" applied bottom-up (a group whose pages are all
 * hidden would otherwise show as an empty submenu). Input is not modified.
 *
 * @example markHiddenMenu([{ path: '/a', children: [{ path: '/a/b', hidden: true }] }])[0].hidden // true
 */
export function markHiddenMenu(menu: readonly MenuNode[]): MenuNode[] {
  return menu.map((node) => {
    if (!node.children?.length) return node;
    const children = markHiddenMenu(node.children);
    const hidden = selfHidden(node) || children.every(selfHidden);
    return { ...node, children, ...(hidden ? { hidden: true } : {}) };
  });
}

function routeMeta(node: MenuNode, path: string): RouteMeta {
  const meta = node.meta ?? {};
  const external = meta.internalOrExternal === true || (typeof meta.target === 'string' && meta.target !== '');
  const url = isHttpUrl(meta.url) ? meta.url.trim() : undefined;
  return {
    ...meta,
    title: meta.title ?? node.name ?? '',
    external,
    ...(external ? { href: url ?? path } : {}),
    ...(!external && url ? { iframeUrl: url } : {}),
  };
}

function toRoutes(nodes: readonly MenuNode[], parentPath: string, paths: string[]): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const node of nodes) {
    // Route flag "0": a menu entry pointing at a parameterised URL another route serves. It and
    // its subtree are not registered (JeecgBoot V2 generateChildRouters).
    if (String(node.route ?? '1') === '0') continue;
    const path = joinPath(parentPath, node.path ?? '');
    paths.push(path);
    routes.push({
      ...(node.id !== undefined ? { id: node.id } : {}),
      path,
      ...(node.name ? { name: node.name } : {}),
      ...(node.component ? { component: node.component } : {}),
      ...(node.redirect ? { redirect: node.redirect } : {}),
      hidden: selfHidden(node),
      alwaysShow: node.alwaysShow === true,
      meta: routeMeta(node, path),
      children: node.children?.length ? toRoutes(node.children, path, paths) : [],
    });
  }
  return routes;
}

/**
 * Server menu -> route records the host registers, plus the flat list of their paths.
 *
 * @example menuToRoutes(result.menu).paths // ['/dashboard', '/dashboard/analysis', ...]
 */
export function menuToRoutes(menu: readonly MenuNode[]): MenuRoutes {
  const paths: string[] = [];
  const routes = toRoutes(markHiddenMenu(menu), '/', paths);
  return { routes, paths: [...new Set(paths)] };
}

/** Every path named in the menu, route flag "0" entries included: they are menu entries too. */
function menuPaths(nodes: readonly MenuNode[], parentPath: string, into: string[]): string[] {
  for (const node of nodes) {
    const path = joinPath(parentPath, node.path ?? '');
    into.push(path);
    if (node.children?.length) menuPaths(node.children, path, into);
  }
  return into;
}

/** A route as the per-navigation check sees it: its path and the menu path that grants it. */
export interface NavigationTarget {
  path: string;
  meta?: { parentPath?: string | undefined };
}

/**
 * The per-navigation check: a page is allowed when its path, or its meta `parentPath` (static
 * pages such as order details), appears in the freshly loaded menu. `:param` segments in menu
 * paths match any value.
 *
 * @example isPathAllowed({ path: '/order/orderDetailsNew', meta: { parentPath: '/order/orderList' } }, menu)
 */
export function isPathAllowed(target: string | NavigationTarget, menu: readonly MenuNode[]): boolean {
  const route = typeof target === 'string' ? { path: target } : target;
  const candidates = [route.path, route.meta?.parentPath].filter((p): p is string => !!p).map(normalizePath);
  if (candidates.length === 0) return false;
  const allowed = menuPaths(menu, '/', []).map(normalizePath);
  return candidates.some((path) => allowed.some((pattern) => pattern === path || pathMatches(pattern, path)));
}
