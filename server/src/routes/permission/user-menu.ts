import { createHash } from 'node:crypto';
import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import { loadPermissions, MENU_TYPE_BUTTON, type PermissionRow } from './permission-rows';

export interface MenuMeta {
  keepAlive: boolean;
  internalOrExternal: boolean;
  title: string;
  componentName?: string;
  icon?: string;
  url?: string;
  hideMenu?: boolean;
  hideTab?: boolean;
}

export interface MenuNode {
  id: string;
  route: '1' | '0';
  path: string | null;
  name: string | null;
  component: string | null;
  redirect?: string | null;
  hidden?: true;
  alwaysShow?: true;
  meta: MenuMeta;
  children?: MenuNode[];
}

export interface UserPermissions {
  menu: MenuNode[];
  auth: { action: string | null; type: string | null; describe: string }[];
  allAuth: { action: string | null; status: string; type: string | null; describe: string }[];
  codeList: string[];
  sysSafeMode: boolean;
}

/** JeecgBoot's test for a link entry: its url is an address, not a route path. */
function isHttpUrl(url: string | null): url is string {
  return !!url && /^https?:\/\//i.test(url);
}

/** JeecgBoot's route name for an entry without component_name: '/system/user' -> 'system-user'. */
function routeName(url: string | null): string | null {
  if (!url) return null;
  return url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

/**
 * One menu entry in JeecgBoot's route shape: link entries get md5(url) as path and the address in
 * meta.url; `hidden`/`alwaysShow` only when true; `redirect` on top-level entries only.
 *
 * @example toMenuNode(row).path // md5(row.url) for https:// entries
 */
export function toMenuNode(row: PermissionRow): MenuNode {
  const external = isHttpUrl(row.url);
  const meta: MenuMeta = {
    keepAlive: row.keep_alive,
    internalOrExternal: row.internal_or_external,
    title: row.name,
  };
  const componentName = row.component_name || row.component?.split('/').pop();
  if (componentName) meta.componentName = componentName;
  if (row.icon) meta.icon = row.icon;
  if (external) meta.url = row.url as string;
  if (row.hidden) meta.hideMenu = true;
  if (row.hide_tab) meta.hideTab = true;
  const node: MenuNode = {
    id: row.id,
    route: row.is_route ? '1' : '0',
    path: external
      ? createHash('md5')
          .update(row.url as string, 'utf8')
          .digest('hex')
      : row.url,
    name: row.component_name || routeName(row.url),
    component: row.component,
    meta,
  };
  if (!row.parent_id) node.redirect = row.redirect;
  if (row.hidden) node.hidden = true;
  if (row.always_show) node.alwaysShow = true;
  return node;
}

/**
 * The route tree of `rows` (menu order kept). Buttons never appear; an entry whose parent the user
 * does not hold is dropped with its subtree, as in JeecgBoot.
 *
 * @example buildMenu(rows).map((node) => node.path) // ['/dashboard', '/dataCenter', ...]
 */
export function buildMenu(rows: readonly PermissionRow[]): MenuNode[] {
  const menus = rows.filter((row) => row.menu_type !== MENU_TYPE_BUTTON);
  const nodes = new Map(menus.map((row) => [row.id, toMenuNode(row)]));
  const roots: MenuNode[] = [];
  for (const row of menus) {
    const node = nodes.get(row.id) as MenuNode;
    if (!row.parent_id) {
      roots.push(node);
      continue;
    }
    const parent = nodes.get(row.parent_id);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    }
  }
  // JeecgBoot: a top-level entry whose children are all hidden is hidden itself.
  for (const root of roots) {
    if (root.children?.length && root.children.every((child) => child.hidden)) {
      root.hidden = true;
      root.meta.hideMenu = true;
    }
  }
  return roots;
}

/**
 * getUserPermissionByToken's result for the caller, from the roles and department roles they hold
 * in the tenant they work in (the platform administrator holds everything).
 *
 * @example const { menu, auth, allAuth, codeList } = await userPermissions(db, user);
 */
export async function userPermissions(db: Db, user: AuthUser): Promise<UserPermissions> {
  const granted = await user.permissions();
  const rows = await loadPermissions(db, [...granted.ids]);
  const buttons = await db.query<PermissionRow>(
    'SELECT id, name, perms, perms_type, status FROM sys_permission WHERE del_flag = 0 AND menu_type = $1 ORDER BY sort_no, id',
    [MENU_TYPE_BUTTON],
  );
  const enabled = rows.filter((row) => row.menu_type === MENU_TYPE_BUTTON && row.status === '1');
  const codes = new Set<string>();
  for (const row of enabled) {
    for (const code of (row.perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  }
  return {
    menu: buildMenu(rows),
    auth: enabled.map((row) => ({ action: row.perms, type: row.perms_type, describe: row.name })),
    allAuth: buttons.map((row) => ({
      action: row.perms,
      status: row.status,
      type: row.perms_type,
      describe: row.name,
    })),
    codeList: [...codes],
    sysSafeMode: false,
  };
}
