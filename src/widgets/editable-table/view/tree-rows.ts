import type { RowData } from '../types';

/** Key prefix of the placeholder row shown under a parent while its children load. */
export const LOADING_ROW_PREFIX = '\u0000loading:';

export const loadingRowKey = (parent: string) => `${LOADING_ROW_PREFIX}${parent}`;
export const isLoadingRowKey = (key: string) => key.startsWith(LOADING_ROW_PREFIX);

/** What the view knows of the tree: who is whose child, what is open, what is loading. */
export interface TreeState {
  parentOf: ReadonlyMap<string, string>;
  expanded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
}

/**
 * The displayed order of a tree table: the model's rows without the descendants of collapsed rows,
 * and a placeholder row right under each parent whose children are loading.
 *
 * @example treeDisplayKeys(['a', 'a1', 'b'], { parentOf: new Map([['a1', 'a']]), expanded: new Set(), loading: new Set() }) // ['a', 'b']
 */
export function treeDisplayKeys(keys: readonly string[], tree: TreeState): string[] {
  const out: string[] = [];
  const hidden = (key: string): boolean => {
    for (let parent = tree.parentOf.get(key); parent !== undefined; parent = tree.parentOf.get(parent)) {
      if (!tree.expanded.has(parent)) return true;
    }
    return false;
  };
  for (const key of keys) {
    if (hidden(key)) continue;
    out.push(key);
    if (tree.loading.has(key)) out.push(loadingRowKey(key));
  }
  return out;
}

/** Depth of a row in the tree (0 for top-level rows). */
export function treeDepth(key: string, parentOf: ReadonlyMap<string, string>): number {
  let depth = 0;
  for (let parent = parentOf.get(key); parent !== undefined && depth < 64; parent = parentOf.get(parent)) depth++;
  return depth;
}

/** Whether a row says it has children (`hasChildren`, or a non-empty `children` array). */
export function rowHasChildren(row: RowData | undefined): boolean {
  if (!row) return false;
  const flag = row.hasChildren;
  if (flag === true || flag === 'true' || flag === 1 || flag === '1') return true;
  return Array.isArray(row.children) && row.children.length > 0;
}

export type ChildrenResult = { ok: true; rows: RowData[] } | { ok: false; message: string };

/** JeecgBoot's message for a children response of an unknown shape. */
export const UNKNOWN_SHAPE_MESSAGE = '返回数据类型不识别';

/**
 * Children rows from a tree-table response: an envelope whose `result` is an array or a page
 * (`records`), or a bare array. Anything else is `返回数据类型不识别`; a failed envelope gives its message.
 *
 * @example childrenFromResponse({ success: true, result: [{ id: 'c1' }] }) // { ok: true, rows: [{ id: 'c1' }] }
 */
export function childrenFromResponse(response: unknown): ChildrenResult {
  if (Array.isArray(response)) return { ok: true, rows: response as RowData[] };
  if (typeof response !== 'object' || response === null) return { ok: false, message: UNKNOWN_SHAPE_MESSAGE };
  const envelope = response as { success?: unknown; message?: unknown; result?: unknown; records?: unknown };
  if (envelope.success === false) {
    return { ok: false, message: typeof envelope.message === 'string' ? envelope.message : UNKNOWN_SHAPE_MESSAGE };
  }
  const result = 'result' in envelope ? envelope.result : envelope;
  if (Array.isArray(result)) return { ok: true, rows: result as RowData[] };
  const records = (result as { records?: unknown } | null)?.records;
  if (Array.isArray(records)) return { ok: true, rows: records as RowData[] };
  return { ok: false, message: UNKNOWN_SHAPE_MESSAGE };
}
