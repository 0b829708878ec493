import type { MenuSeedNode } from './types';

/** Component of every top-level group: a layout that renders the matched child route. */
export const ROUTE_VIEW = 'layouts/RouteView';
/** Component of link entries: JeecgBoot's iframe layout (external ones open in a new window instead). */
export const IFRAME_VIEW = 'layouts/IframePageView';

type Options = Omit<MenuSeedNode, 'url' | 'name' | 'menuType' | 'component' | 'children'>;

/**
 * A top-level group (menu_type 0) redirecting to its first visible routed page.
 *
 * @example group('/system', '系统管理', 'IconSettings', [page('/system/user', '用户管理', 'system/UserList')])
 */
export function group(
  url: string,
  name: string,
  icon: string,
  children: MenuSeedNode[],
  options: Options = {},
): MenuSeedNode {
  const first = children.find((child) => !child.hidden && child.isRoute !== false && child.url?.startsWith('/'));
  return {
    url,
    name,
    menuType: 0,
    component: ROUTE_VIEW,
    icon,
    ...(first?.url ? { redirect: first.url } : {}),
    ...options,
    children,
  };
}

/**
 * A page (menu_type 1), optionally with its buttons.
 *
 * @example page('/order/orderList', '订单列表', 'order/OrderList', { keepAlive: true })
 */
export function page(
  url: string,
  name: string,
  component: string,
  options: Options = {},
  buttons: MenuSeedNode[] = [],
): MenuSeedNode {
  return { url, name, menuType: 1, component, ...options, ...(buttons.length ? { children: buttons } : {}) };
}

/** An external link (new window) or an iframe page (inside the layout), by `internalOrExternal`. */
export function link(url: string, name: string, icon: string, external: boolean): MenuSeedNode {
  return { url, name, menuType: 1, component: IFRAME_VIEW, icon, internalOrExternal: external };
}

/** Labels of the common actions, so buttons read '新增用户', '批量删除用户'... */
const ACTION_LABELS: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  batch_delete: '批量删除',
  import: '导入',
  export: '导出',
};

/**
 * Buttons `prefix:action` for the common actions, named by `subject`.
 *
 * @example buttons('user', '用户', 'add', 'edit') // perms 'user:add' '新增用户', 'user:edit' '编辑用户'
 */
export function buttons(prefix: string, subject: string, ...actions: string[]): MenuSeedNode[] {
  return actions.map((action) => button(`${prefix}:${action}`, `${ACTION_LABELS[action] ?? action}${subject}`));
}

/** One button (menu_type 2). */
export function button(perms: string, name: string, options: Options = {}): MenuSeedNode {
  return { name, menuType: 2, perms, ...options };
}
