import { type DictTreeNode, normalizeTreeNode } from '../../core/dict';
import { getAction, normalizePage, unwrap } from '../../core/http';

/**
 * The simple pickers' calls on the reference server (docs/widgets-spec.md §7). The full user and
 * department pickers replace these later; only what a query value needs is read here.
 */

/** A user offered by the user value editor. */
export interface QueryUser {
  id: string;
  username: string;
  realname: string;
}

/** A department node of the department value editor. */
export interface QueryDepart {
  id: string;
  orgCode: string;
  title: string;
  children?: QueryDepart[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Up to 20 users whose account contains `keyword` (`GET /sys/user/queryUserComponentData`).
 *
 * @example await searchQueryUsers('zhang') // [{ id, username: 'zhangxinyi', realname: '张欣怡' }]
 */
export async function searchQueryUsers(keyword: string): Promise<QueryUser[]> {
  const params: Record<string, unknown> = { pageNo: 1, pageSize: 20 };
  if (keyword.trim()) params.username = keyword.trim();
  const page = normalizePage<Record<string, unknown>>(
    unwrap(await getAction<unknown>('/sys/user/queryUserComponentData', params, { silent: true })),
  );
  return page.records.map((row) => ({
    id: text(row.id),
    username: text(row.username),
    realname: text(row.realname) || text(row.username),
  }));
}

function asDepart(raw: unknown): QueryDepart {
  const node = (raw ?? {}) as Record<string, unknown>;
  const id = text(node.id ?? node.key);
  const children = Array.isArray(node.children) ? node.children.map(asDepart) : [];
  return {
    id,
    orgCode: text(node.orgCode),
    title: text(node.title ?? node.departName) || id,
    ...(children.length > 0 ? { children } : {}),
  };
}

/**
 * The caller's department tree (`GET /sys/sysDepart/queryTreeList`).
 *
 * @example const roots = await loadQueryDepartTree();
 */
export async function loadQueryDepartTree(): Promise<QueryDepart[]> {
  const result = unwrap(await getAction<unknown>('/sys/sysDepart/queryTreeList', undefined, { silent: true }));
  return Array.isArray(result) ? result.map(asDepart) : [];
}

/**
 * One level of the category tree (`GET /sys/category/loadTreeData`): the children of `pid`, or of
 * the category coded `pcode` (default `0`, the top level).
 *
 * @example await loadCategoryLevel({ pcode: 'B01' })
 */
export async function loadCategoryLevel(query: {
  pid?: string;
  pcode?: string;
  condition?: string;
}): Promise<DictTreeNode[]> {
  const params: Record<string, string> = {};
  if (query.pid) params.pid = query.pid;
  else params.pcode = query.pcode || '0';
  if (query.condition) params.condition = query.condition;
  const result = unwrap(await getAction<unknown>('/sys/category/loadTreeData', params, { silent: true }));
  return Array.isArray(result) ? result.map(normalizeTreeNode) : [];
}
