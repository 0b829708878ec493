import { inScopeOrShared, narrowedToShop, type Scope, SHOP_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { type CategoryRowBase, ROOT_PID } from '../category-row';

export interface CategoryRow extends CategoryRowBase {
  shop_id: string | null;
  icon: string | null;
  sort: number;
  status: number;
}

/**
 * A business category node (docs/business-spec.md §3): key = value = id, code, name, label (and title), the leaf
 * flag as the spec's number (0 has children, 1 leaf) and as `isLeaf`, children, pid.
 */
export interface CategoryNode {
  id: string;
  key: string;
  value: string;
  code: string;
  name: string;
  label: string;
  title: string;
  pid: string;
  parentId: string;
  leaf: 0 | 1;
  isLeaf: boolean;
  shopId: string | null;
  icon: string | null;
  sort: number;
  status: number;
  children?: CategoryNode[];
}

/**
 * Categories a tree shows: the tenant's own (no shop) plus those of one shop, or of every shop when
 * `shopId` is null and the caller is not bound to a shop.
 */
export async function categoryRows(db: Db, scope: Scope, shopId: string | null): Promise<CategoryRow[]> {
  const params: unknown[] = [];
  const shopScope = shopId === null ? scope : narrowedToShop(scope, shopId);
  return db.query<CategoryRow>(
    `SELECT id, pid, name, code, shop_id, icon, sort, status FROM bus_category
      WHERE ${inScopeOrShared(shopScope, SHOP_OWNED, params)}
      ORDER BY sort, code, id`,
    params,
  );
}

function toNode(row: CategoryRow, hasChildren: boolean): CategoryNode {
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    code: row.code,
    name: row.name,
    label: row.name,
    title: row.name,
    pid: row.pid,
    parentId: row.pid,
    leaf: hasChildren ? 0 : 1,
    isLeaf: !hasChildren,
    shopId: row.shop_id,
    icon: row.icon,
    sort: row.sort,
    status: row.status,
  };
}

/**
 * The rows as a tree; a row whose parent is not among them hangs at the root. With `pid`, only
 * that node's children (one level of a lazy tree, leaf flags telling which have more).
 *
 * @example buildCategoryTree(rows)[0].children[0].leaf // 1
 */
export function buildCategoryTree(rows: readonly CategoryRow[], pid?: string): CategoryNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.pid) ? row.pid : ROOT_PID;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  if (pid !== undefined) {
    return (children.get(pid) ?? []).map((row) => toNode(row, children.has(row.id)));
  }
  const build = (row: CategoryRow, depth: number): CategoryNode => {
    const node = toNode(row, children.has(row.id));
    const kids = children.get(row.id);
    // Depth guard: a cycle written by hand in the database cannot hang the request.
    if (kids && depth < 10) node.children = kids.map((kid) => build(kid, depth + 1));
    return node;
  };
  return (children.get(ROOT_PID) ?? []).map((row) => build(row, 1));
}
