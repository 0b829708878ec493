import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RouteRecord } from '../../../core/permission';
import { findRoute } from '../../app/MenuPage';
import { routeChain } from '../../app/menu-loader';
import { staticPageFor } from '../../app/static-pages';
import { usePermissions } from '../../app/use-stores';

/** What the layout needs to know about the page at a path. */
export interface PageInfo {
  /** The menu route serving the path, if any. */
  route?: RouteRecord;
  title: string;
  /** Menu records from the top-level group down to the page (the page's menu parent for static pages). */
  chain: RouteRecord[];
  /** The page is a static one (order details): its own title ends the chain. */
  staticTitle?: string;
  keepAlive: boolean;
  hiddenHeaderContent: boolean;
  /** A group: it redirects to a child and never shows as a page or tab. */
  isGroup: boolean;
}

/**
 * The page at `pathname` as the menu describes it, or undefined when the menu has nothing there.
 *
 * @example pageInfoFor(routes, '/system/user')?.title // '用户管理'
 */
export function pageInfoFor(routes: readonly RouteRecord[], pathname: string): PageInfo | undefined {
  const page = staticPageFor(pathname);
  if (page) {
    return {
      title: page.title,
      chain: page.parentPath ? routeChain(routes, page.parentPath) : [],
      staticTitle: page.title,
      keepAlive: false,
      hiddenHeaderContent: false,
      isGroup: false,
    };
  }
  const route = findRoute(routes, pathname);
  if (!route) return undefined;
  return {
    route,
    title: route.meta.title,
    chain: routeChain(routes, route.path),
    keepAlive: route.meta.keepAlive === true,
    hiddenHeaderContent: route.meta.hiddenHeaderContent === true,
    isGroup:
      !route.meta.iframeUrl &&
      (Boolean(route.redirect && route.redirect !== pathname) || (route.component ?? '').startsWith('layouts/')),
  };
}

/** `pageInfoFor` for the current location. */
export function useCurrentPage(): PageInfo | undefined {
  const { pathname } = useLocation();
  const routes = usePermissions((state) => state.routes);
  return useMemo(() => pageInfoFor(routes, pathname), [routes, pathname]);
}
