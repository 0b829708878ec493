import type { PageOfRows, Row } from '../../list-page';
import type { TreeOption } from './permission-form';

/**
 * A whole tree answered by the server (an array of nested rows) as a list page's rows: empty
 * `children` arrays are dropped so leaves show no expand button.
 *
 * @example treeRows([{ id: 'a', children: [] }]) // { records: [{ id: 'a' }], total: 1 }
 */
export function treeRows(result: unknown): PageOfRows {
  const clean = (rows: Row[]): Row[] =>
    rows.map((row) => {
      const { children, ...rest } = row;
      return Array.isArray(children) && children.length > 0 ? { ...rest, children: clean(children as Row[]) } : rest;
    });
  const records = Array.isArray(result) ? clean(result as Row[]) : [];
  return { records, total: records.length };
}

/**
 * Picker nodes of a nested tree, labelled by `label`, leaving out `excludeId` and its subtree (a
 * node cannot move below itself).
 *
 * @example treeOptions([{ id: 'a', departName: '总部' }], 'departName') // [{ key: 'a', title: '总部' }]
 */
export function treeOptions(rows: readonly Row[], label: string, excludeId?: string): TreeOption[] {
  return rows
    .filter((row) => String(row.id) !== excludeId)
    .map((row) => {
      const children = Array.isArray(row.children) ? treeOptions(row.children as Row[], label, excludeId) : [];
      return { key: String(row.id), title: String(row[label] ?? ''), ...(children.length ? { children } : {}) };
    });
}
