import type { Db } from '../db/database';
import { flattenMenu } from './menu-tree';

/**
 * One grant: the menu entry at `url` (a group or a page, matched exactly or as a path prefix), its
 * whole subtree and its ancestors (so the entry stays reachable in the side menu).
 */
export interface GrantRule {
  url: string;
  /** false: the page without its buttons (menu_type 2). Default true. */
  buttons?: boolean;
}

export interface PermissionRow {
  id: string;
  parent_id: string | null;
  url: string | null;
  perms: string | null;
  menu_type: number;
}

export async function loadPermissionRows(db: Db): Promise<PermissionRow[]> {
  return db.query<PermissionRow>('SELECT id, parent_id, url, perms, menu_type FROM sys_permission');
}

/** Urls and button codes of the platform-only part of the menu (tenant roles never get them). */
export function platformOnlyKeys(): Set<string> {
  const keys = new Set<string>();
  for (const { node, platformOnly } of flattenMenu()) {
    const key = node.menuType === 2 ? node.perms : node.url;
    if (platformOnly && key) keys.add(key);
  }
  return keys;
}

function keyOf(row: PermissionRow): string | null {
  return row.menu_type === 2 ? row.perms : row.url;
}

/**
 * The permission ids `grants` select among `rows` ('all': every row), minus the platform-only ones.
 *
 * @example selectPermissions(rows, [{ url: '/order' }]) // the order group, its pages and buttons
 */
export function selectPermissions(
  rows: readonly PermissionRow[],
  grants: 'all' | readonly GrantRule[],
  excluded: ReadonlySet<string> = platformOnlyKeys(),
): Set<string> {
  const allowed = rows.filter((row) => !excluded.has(keyOf(row) ?? ''));
  if (grants === 'all') return new Set(allowed.map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<string, PermissionRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }
  const picked = new Set<string>();
  const addSubtree = (row: PermissionRow, buttons: boolean) => {
    if (row.menu_type === 2 && !buttons) return;
    picked.add(row.id);
    for (const child of children.get(row.id) ?? []) addSubtree(child, buttons);
  };
  for (const grant of grants) {
    const matches = rows.filter(
      (row) => row.menu_type !== 2 && (row.url === grant.url || row.url?.startsWith(`${grant.url}/`)),
    );
    for (const row of matches) {
      addSubtree(row, grant.buttons !== false);
      for (let parent = byId.get(row.parent_id ?? ''); parent; parent = byId.get(parent.parent_id ?? '')) {
        picked.add(parent.id);
      }
    }
  }
  return new Set(allowed.filter((row) => picked.has(row.id)).map((row) => row.id));
}
