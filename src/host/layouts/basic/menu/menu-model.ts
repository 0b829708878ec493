import type { RouteRecord } from '../../../../core/permission';

/** The routes the menu shows: hidden entries (and groups whose children are all hidden) left out. */
export function visibleRoutes(routes: readonly RouteRecord[]): RouteRecord[] {
  return routes.filter((route) => !route.hidden);
}

/** A route shown as a submenu: it has visible children, or the server asks to always show it as one. */
export function isSubmenu(route: RouteRecord): boolean {
  return visibleRoutes(route.children).length > 0 || (route.alwaysShow && route.children.length > 0);
}

/**
 * The menu keys (paths) to highlight and open for a chain of routes: the deepest visible entry is
 * selected (a hidden page highlights the entry it belongs to), its submenus are open.
 *
 * @example menuKeysFor(chain) // { selected: '/system/user', open: ['/system'] }
 */
export function menuKeysFor(chain: readonly RouteRecord[]): { selected?: string; open: string[] } {
  const shown: RouteRecord[] = [];
  for (const route of chain) {
    if (route.hidden) break;
    shown.push(route);
  }
  const last = shown[shown.length - 1];
  return {
    ...(last ? { selected: last.path } : {}),
    open: shown.filter(isSubmenu).map((route) => route.path),
  };
}

/**
 * The open submenus after the user opens `key`: its own branch only, so one top-level submenu is
 * open at a time (inline mode).
 *
 * @example openBranch(routes, '/system') // ['/system']
 */
export function openBranch(routes: readonly RouteRecord[], key: string): string[] {
  const walk = (nodes: readonly RouteRecord[], trail: string[]): string[] | null => {
    for (const node of nodes) {
      const path = [...trail, node.path];
      if (node.path === key) return path;
      const below = walk(node.children, path);
      if (below) return below;
    }
    return null;
  };
  return walk(routes, []) ?? [key];
}

/** The route with menu key `key`. */
export function routeByKey(routes: readonly RouteRecord[], key: string): RouteRecord | undefined {
  for (const route of routes) {
    if (route.path === key) return route;
    const below = routeByKey(route.children, key);
    if (below) return below;
  }
  return undefined;
}
