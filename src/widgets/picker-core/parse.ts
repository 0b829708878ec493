import { normalizePage } from '../../core/http';
import type { PickerDepart, PickerDepartNode, PickerRole, PickerUser } from './types';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Reads any user row the server sends into a `PickerUser` (realname falls back to the account).
 *
 * @example asPickerUser({ id: 1, username: 'admin' }) // { id: '1', username: 'admin', realname: 'admin', … }
 */
export function asPickerUser(raw: unknown): PickerUser {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    id: text(row.id),
    username: text(row.username),
    realname: text(row.realname) || text(row.username),
    orgCodeTxt: text(row.orgCodeTxt) || undefined,
    phone: text(row.phone) || undefined,
  };
}

/** The id and title of a department node (`id` or `key`; `title` or `departName`, else the id). */
function idAndTitle(raw: unknown): { node: Record<string, unknown>; id: string; title: string } {
  const node = (raw ?? {}) as Record<string, unknown>;
  const id = text(node.id ?? node.key);
  return { node, id, title: text(node.title ?? node.departName) || id };
}

/**
 * A node of the lazy department tree.
 *
 * @example asDepart({ key: 'd1', departName: '总部', isLeaf: false }) // { id: 'd1', title: '总部', parentId: null, isLeaf: false }
 */
export function asDepart(raw: unknown): PickerDepart {
  const { node, id, title } = idAndTitle(raw);
  return {
    id,
    title,
    parentId: node.parentId ? text(node.parentId) : null,
    isLeaf: node.isLeaf === true,
    shopId: node.shopId ? text(node.shopId) : undefined,
  };
}

/**
 * A node of the whole department tree, with its children.
 *
 * @example asDepartNode({ id: 'd1', title: '总部', children: [] }) // { id: 'd1', key: 'd1', title: '总部', departName: '总部' }
 */
export function asDepartNode(raw: unknown): PickerDepartNode {
  const { node, id, title } = idAndTitle(raw);
  const children = Array.isArray(node.children) ? node.children.map(asDepartNode) : undefined;
  return { id, key: id, title, departName: title, ...(children?.length ? { children } : {}) };
}

/**
 * id -> title of every node of a department tree.
 *
 * @example departTreeTitles([{ id: 'd1', key: 'd1', title: '总部' }]) // { d1: '总部' }
 */
export function departTreeTitles(roots: readonly PickerDepartNode[]): Record<string, string> {
  const titles: Record<string, string> = {};
  const walk = (nodes: readonly PickerDepartNode[]) => {
    for (const node of nodes) {
      titles[node.id] = node.title;
      if (node.children) walk(node.children);
    }
  };
  walk(roots);
  return titles;
}

/** @example asRole({ id: 'r1', roleName: '管理员', roleCode: 'admin' }) */
export function asRole(raw: unknown): PickerRole {
  const row = (raw ?? {}) as Record<string, unknown>;
  return { id: text(row.id), roleName: text(row.roleName), roleCode: text(row.roleCode) };
}

/**
 * The rows of a bare array (getMultiUser) or of an envelope around an array or a page.
 *
 * @example rowsOf({ result: { records: [a], total: 1 } }) // [a]
 */
export function rowsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const result = (answer as { result?: unknown } | null)?.result;
  if (Array.isArray(result)) return result;
  return normalizePage<unknown>(result).records;
}
