import { type DictTreeNode, normalizeTreeNode, reportDictFailure } from '../../core/dict';
import { getAction, unwrap } from '../../core/http';

/** Shown verbatim when `condition` is not a JSON string (docs/widgets-spec.md §5). */
export const CONDITION_ERROR_MESSAGE = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/**
 * Whether a tree `condition` is acceptable: absent/empty, or a string holding a JSON object.
 *
 * @example isValidCondition('{"status":"1"}') // true
 */
export function isValidCondition(condition: unknown): boolean {
  if (condition === undefined || condition === null || condition === '') return true;
  if (typeof condition !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

async function nodes(url: string, params: object): Promise<DictTreeNode[]> {
  try {
    const result = unwrap(await getAction<unknown>(url, params, { silent: true }));
    return Array.isArray(result) ? result.map(normalizeTreeNode) : [];
  } catch (error) {
    reportDictFailure(error);
    throw error;
  }
}

/**
 * Top level of a category under `pcode` (`GET /sys/category/loadTreeRoot?async=true&pcode=`).
 *
 * @example await loadCategoryRoots('A01')
 */
export function loadCategoryRoots(pcode: string, condition?: string): Promise<DictTreeNode[]> {
  return nodes('/sys/category/loadTreeRoot', { async: true, pcode, ...(condition ? { condition } : {}) });
}

/**
 * Children of one category node (`GET /sys/category/loadTreeChildren?pid=`).
 *
 * @example await loadCategoryChildren(node.key)
 */
export function loadCategoryChildren(pid: string): Promise<DictTreeNode[]> {
  return nodes('/sys/category/loadTreeChildren', { pid });
}

/**
 * Names of category ids (`GET /sys/category/loadDictItem/?ids=`), unknown ids kept as they are.
 *
 * @example await loadCategoryLabels(['id1']) // ['手机']
 */
export async function loadCategoryLabels(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = unwrap(
    await getAction<unknown>(
      '/sys/category/loadDictItem/',
      { ids: ids.join(','), delNotExist: false },
      { silent: true },
    ),
  );
  return Array.isArray(result) ? result.map(String) : [];
}
