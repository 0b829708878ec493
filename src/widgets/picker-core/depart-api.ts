import { getAction, unwrap } from '../../core/http';
import { asDepart, asDepartNode, departTreeTitles } from './parse';
import type { PickerDepart, PickerDepartNode } from './types';

/**
 * Children of `pid` in the lazy tree (roots when undefined), of one shop when given
 * (`/sys/sysDepart/queryDepartTreeSync`).
 *
 * @example const roots = await departChildren(undefined, 'shop1');
 */
export async function departChildren(pid: string | undefined, shopId?: string): Promise<PickerDepart[]> {
  const params: Record<string, unknown> = {};
  if (pid) params.pid = pid;
  if (shopId) params.shopId = shopId;
  const result = unwrap(await getAction<unknown[]>('/sys/sysDepart/queryDepartTreeSync', params));
  return Array.isArray(result) ? result.map(asDepart) : [];
}

/**
 * Departments whose name contains `keyword` (flat list, `/sys/sysDepart/searchBy`), of one shop when given.
 *
 * @example const found = await searchDeparts('华东');
 */
export async function searchDeparts(keyword: string, shopId?: string): Promise<PickerDepart[]> {
  const result = unwrap(await getAction<unknown[]>('/sys/sysDepart/searchBy', { keyWord: keyword }));
  const found = Array.isArray(result) ? result.map(asDepart) : [];
  return shopId ? found.filter((depart) => depart.shopId === shopId) : found;
}

/**
 * The whole department tree (`/sys/sysDepart/queryTreeList`), of one shop when given.
 *
 * @example const roots = await departTree();
 */
export async function departTree(shopId?: string): Promise<PickerDepartNode[]> {
  const result = unwrap(await getAction<unknown>('/sys/sysDepart/queryTreeList', shopId ? { shopId } : {}));
  return Array.isArray(result) ? result.map(asDepartNode) : [];
}

/**
 * id -> title of the given departments, in one call (the whole tree, read once).
 *
 * @example await departTitles(['d1']) // { d1: '总部', … }
 */
export async function departTitles(ids: readonly string[], shopId?: string): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  return departTreeTitles(await departTree(shopId));
}
