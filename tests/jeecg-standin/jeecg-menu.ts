import { createHash } from 'node:crypto';
import type { PermissionRow } from './stock-menus';

/**
 * The answer of `/sys/permission/getUserPermissionByToken`, built the way JeecgBoot's
 * SysPermissionController does (getPermissionJsonArray / getPermissionJsonObject / getAuthJsonArray /
 * getAllAuthJsonArray / handleFirstLevelMenuHidden), from sys_permission rows.
 */

type Json = Record<string, unknown>;

function isWwwHttpUrl(url: string | null): boolean {
  return !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));
}

/** urlToRouteName: the url without its leading slash, `/` replaced by `-`. */
function urlToRouteName(url: string | null): string | null {
  if (!url) return null;
  return url.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
}

function menuJson(row: PermissionRow): Json {
  const meta: Json = {};
  const json: Json = { id: row.id, route: row.isRoute === false ? '0' : '1' };
  json.path = isWwwHttpUrl(row.url) ? createHash('md5').update(String(row.url)).digest('hex') : row.url;
  json.name = row.componentName || urlToRouteName(row.url);
  if (row.hidden) {
    json.hidden = true;
    meta.hideMenu = true;
  }
  if (row.alwaysShow) json.alwaysShow = true;
  json.component = row.component;
  meta.keepAlive = row.keepAlive === true;
  meta.internalOrExternal = row.internalOrExternal === true;
  meta.title = row.name;
  const component = row.component ?? '';
  if (row.componentName || component) {
    meta.componentName = row.componentName || component.substring(component.lastIndexOf('/') + 1);
  }
  if (!row.parentId) json.redirect = row.redirect ?? null;
  if (row.icon) meta.icon = row.icon;
  if (isWwwHttpUrl(row.url)) meta.url = row.url;
  if (row.hideTab) meta.hideTab = true;
  json.meta = meta;
  return json;
}

function menuTree(rows: readonly PermissionRow[], parentId: string | null): Json[] {
  const nodes: Json[] = [];
  for (const row of rows) {
    if (row.menuType === 2 || (row.parentId || null) !== parentId) continue;
    const node = menuJson(row);
    if (!row.isLeaf) {
      const children = menuTree(rows, row.id);
      if (children.length > 0) node.children = children;
    }
    nodes.push(node);
  }
  return nodes;
}

/** handleFirstLevelMenuHidden: a first-level menu whose children are all hidden is hidden too. */
function hideEmptyGroups(menu: Json[]): void {
  for (const node of menu) {
    const children = node.children as Json[] | undefined;
    if (children?.length && children.every((child) => child.hidden === true)) {
      node.hidden = true;
      (node.meta as Json).hideMenu = true;
    }
  }
}

/** `{ menu, auth, codeList, allAuth, sysSafeMode }` for a user holding `rows`, with `allButtons` defined. */
export function userPermissions(rows: readonly PermissionRow[], allButtons: readonly PermissionRow[]) {
  const menu = menuTree(rows, null);
  hideEmptyGroups(menu);
  const granted = rows.filter((row) => row.menuType === 2 && row.status === '1');
  return {
    menu,
    auth: granted.map((row) => ({ action: row.perms, type: row.permsType, describe: row.name })),
    codeList: granted.map((row) => row.perms),
    allAuth: allButtons.map((row) => ({
      action: row.perms,
      status: row.status,
      type: row.permsType,
      describe: row.name,
    })),
    sysSafeMode: false,
  };
}
