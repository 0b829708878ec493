import type { Db } from '../../db/database';
import { formatDateTime } from '../../util/time';

/** One sys_permission row as read by this area (every column the API shows). */
export interface PermissionRow {
  id: string;
  parent_id: string | null;
  name: string;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  menu_type: number;
  perms: string | null;
  perms_type: string | null;
  sort_no: string | number;
  always_show: boolean;
  icon: string | null;
  is_route: boolean;
  is_leaf: boolean;
  keep_alive: boolean;
  hidden: boolean;
  hide_tab: boolean;
  description: string | null;
  status: string;
  del_flag: number;
  rule_flag: number;
  internal_or_external: boolean;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export const MENU_TYPE_BUTTON = 2;

const COLUMNS = `id, parent_id, name, url, component, component_name, redirect, menu_type, perms, perms_type, sort_no,
  always_show, icon, is_route, is_leaf, keep_alive, hidden, hide_tab, description, status, del_flag, rule_flag,
  internal_or_external, create_by, create_time, update_by, update_time`;

/**
 * Live permissions (del_flag 0) in menu order; `ids` narrows them (null: all).
 *
 * @example await loadPermissions(db, [...granted.ids])
 */
export async function loadPermissions(db: Db, ids: readonly string[] | null = null): Promise<PermissionRow[]> {
  if (ids !== null && ids.length === 0) return [];
  return db.query<PermissionRow>(
    `SELECT ${COLUMNS} FROM sys_permission WHERE del_flag = 0 ${ids ? 'AND id = ANY($1)' : ''}
      ORDER BY sort_no, create_time, id`,
    ids ? [ids] : [],
  );
}

/**
 * Direct children of `parentIds`, in menu order.
 *
 * @example await loadChildren(db, [systemId]) // 用户管理, 角色管理...
 */
export async function loadChildren(db: Db, parentIds: readonly string[]): Promise<PermissionRow[]> {
  if (parentIds.length === 0) return [];
  return db.query<PermissionRow>(
    `SELECT ${COLUMNS} FROM sys_permission WHERE del_flag = 0 AND parent_id = ANY($1) ORDER BY sort_no, create_time, id`,
    [parentIds],
  );
}

/**
 * One permission by id, or undefined.
 *
 * @example await loadPermission(db, id) // undefined when deleted
 */
export async function loadPermission(db: Db, id: string): Promise<PermissionRow | undefined> {
  return db.one<PermissionRow>(`SELECT ${COLUMNS} FROM sys_permission WHERE del_flag = 0 AND id = $1`, [id]);
}

export type ApiNode = Record<string, unknown> & { children?: ApiNode[] };

/**
 * A row in JeecgBoot's SysPermissionTree shape (the permission page's rows). `leaf` and `isLeaf`
 * both, as the clients of either generation read one of them.
 *
 * @example toPermissionNode(row).leaf // row.is_leaf
 */
export function toPermissionNode(row: PermissionRow): ApiNode {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parent_id,
    name: row.name,
    perms: row.perms,
    permsType: row.perms_type,
    icon: row.icon,
    component: row.component,
    componentName: row.component_name,
    url: row.url,
    redirect: row.redirect,
    sortNo: Number(row.sort_no),
    menuType: row.menu_type,
    route: row.is_route,
    leaf: row.is_leaf,
    isLeaf: row.is_leaf,
    keepAlive: row.keep_alive,
    alwaysShow: row.always_show,
    hidden: row.hidden,
    hideTab: row.hide_tab,
    description: row.description,
    status: row.status,
    delFlag: row.del_flag,
    ruleFlag: row.rule_flag,
    internalOrExternal: row.internal_or_external,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  };
}

/**
 * A row in JeecgBoot's TreeModel shape (the authorisation trees).
 *
 * @example toTreeModel(row).title // row.name
 */
export function toTreeModel(row: PermissionRow): ApiNode {
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    slotTitle: row.name,
    label: row.name,
    icon: row.icon,
    parentId: row.parent_id,
    menuType: row.menu_type,
    ruleFlag: row.rule_flag,
    isLeaf: row.is_leaf,
  };
}

/**
 * Nests `rows` (already in menu order) by parent id. A row whose parent is not among them becomes a
 * root when `orphansAsRoots`, else it is dropped with its subtree. `children` only when there are any.
 *
 * @example nest(rows, toTreeModel, true) // [{ key: 'a', children: [{ key: 'b', ... }] }]
 */
export function nest(rows: readonly PermissionRow[], toNode: (row: PermissionRow) => ApiNode, orphansAsRoots: boolean) {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]));
  const roots: ApiNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as ApiNode;
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else if (!row.parent_id || orphansAsRoots) {
      roots.push(node);
    }
  }
  for (const node of nodes.values()) {
    // A node is a leaf in this tree when nothing hangs below it here.
    if ('isLeaf' in node) node.isLeaf = !node.children?.length;
    if ('leaf' in node) node.leaf = !node.children?.length;
  }
  return roots;
}
