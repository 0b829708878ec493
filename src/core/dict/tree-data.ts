import { getAction, unwrap } from '../http';
import { reportDictFailure } from './dict-errors';
import type { DictTreeNode } from './types';

/** Query of `GET /sys/dict/loadTreeData` (docs/contract.md "Dictionaries"). */
export interface TreeDataParams {
  /** Parent id; empty or absent loads the roots. */
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  /** A JSON string, or an object that is serialised to one. */
  condition?: string | Record<string, unknown>;
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function optional(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * One raw tree node in the common shape; `leaf` and `isLeaf` are both read (either may be sent,
 * as a boolean or as 1/"1").
 *
 * @example normalizeTreeNode({ key: 'a', title: 'A', isLeaf: true }).leaf // true
 */
export function normalizeTreeNode(raw: unknown): DictTreeNode {
  const node = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const key = optional(node.key) ?? optional(node.value) ?? optional(node.id) ?? '';
  const leaf = flag(node.leaf) || flag(node.isLeaf);
  const code = optional(node.code);
  const parentId = optional(node.parentId);
  return {
    key,
    title: optional(node.title) ?? optional(node.text) ?? optional(node.label) ?? '',
    value: optional(node.value) ?? key,
    ...(code !== undefined ? { code } : {}),
    ...(parentId !== undefined ? { parentId } : {}),
    leaf,
    isLeaf: leaf,
    ...(Array.isArray(node.children) ? { children: node.children.map(normalizeTreeNode) } : {}),
  };
}

/**
 * Loads one level of a table tree (`GET /sys/dict/loadTreeData`). A failure is shown as a warning
 * and rejects.
 *
 * @example await loadTreeData({ pid: '', tableName: 'sys_category', text: 'name', code: 'id' })
 */
export async function loadTreeData(params: TreeDataParams): Promise<DictTreeNode[]> {
  const { condition, ...rest } = params;
  const query = {
    ...rest,
    pid: rest.pid ?? '',
    ...(condition === undefined
      ? {}
      : { condition: typeof condition === 'string' ? condition : JSON.stringify(condition) }),
  };
  try {
    const result = unwrap(await getAction<unknown>('/sys/dict/loadTreeData', query, { silent: true }));
    return Array.isArray(result) ? result.map(normalizeTreeNode) : [];
  } catch (error) {
    reportDictFailure(error);
    throw error;
  }
}
