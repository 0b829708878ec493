import { loadPermissions, menuToRoutes, type RouteRecord, savePermissions } from '../../core/permission';

/**
 * Fetches the user's menu and button permissions and keeps them (store + session storage).
 * Rejects when the server refuses or the menu is empty (the caller logs out).
 */
export async function refreshPermissions(): Promise<RouteRecord[]> {
  const result = await loadPermissions();
  const { routes } = menuToRoutes(result.menu);
  savePermissions(result, routes);
  return routes;
}

/** Depth-first list of every route record. */
export function flattenRoutes(routes: readonly RouteRecord[], into: RouteRecord[] = []): RouteRecord[] {
  for (const route of routes) {
    into.push(route);
    flattenRoutes(route.children, into);
  }
  return into;
}

/** The chain of records from the top-level group down to the one whose path is `path` (for breadcrumbs). */
export function routeChain(routes: readonly RouteRecord[], path: string): RouteRecord[] {
  for (const route of routes) {
    if (route.path === path) return [route];
    const below = routeChain(route.children, path);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}
