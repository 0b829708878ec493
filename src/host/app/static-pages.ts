import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Pages that are not menu entries but live inside the layout (docs/business-spec.md §2), granted by a menu path. */
export interface StaticPage {
  path: string;
  title: string;
  /** The menu path that grants this page (the per-navigation check uses it). */
  parentPath?: string;
  component: LazyExoticComponent<ComponentType>;
}

const STATIC_PAGES: StaticPage[] = [
  {
    path: '/order/orderDetailsNew',
    title: '订单详情',
    parentPath: '/order/orderList',
    component: lazy(() => import('../pages/order/OrderDetailsNew')),
  },
  {
    path: '/order/stagesDetail/:orderId',
    title: '分期详情',
    parentPath: '/order/stages',
    component: lazy(() => import('../pages/order/StagesDetail')),
  },
];

/** Whether `pathname` is `path`, or matches it when `path` has `:param` segments. */
function matches(path: string, pathname: string): boolean {
  if (path === pathname) return true;
  if (!path.includes(':')) return false;
  return new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname);
}

/** Registers a static page (done by the page areas that own them). */
export function registerStaticPage(page: StaticPage): void {
  if (!STATIC_PAGES.some((known) => known.path === page.path)) STATIC_PAGES.push(page);
}

export function staticPageFor(pathname: string): StaticPage | undefined {
  return STATIC_PAGES.find((page) => matches(page.path, pathname));
}

export { lazy };
