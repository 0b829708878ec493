import type { EditableColumn, RowData } from '../types';

export type SortOrder = 'ascend' | 'descend';

export interface SortState {
  column: EditableColumn;
  order: SortOrder;
}

/** Next state of a header click: none → ascending → descending → none. */
export function nextSort(current: SortState | null, column: EditableColumn): SortState | null {
  if (!current || current.column.key !== column.key) return { column, order: 'ascend' };
  return current.order === 'ascend' ? { column, order: 'descend' } : null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The default order of a `sorter: true` column: numbers (and numeric text) by value, other text by
 * code point; empty cells last whatever the direction.
 */
export function compareCells(a: unknown, b: unknown): number {
  const na = typeof a === 'number' ? a : typeof a === 'string' && a.trim() !== '' ? Number(a) : Number.NaN;
  const nb = typeof b === 'number' ? b : typeof b === 'string' && b.trim() !== '' ? Number(b) : Number.NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/**
 * The row keys in the order a sorted column asks for (the model's order is left as it is). Stable:
 * equal rows keep their model order.
 *
 * @example sortedKeys(['a', 'b'], (key) => rows[key], { column: { key: 'qty', sorter: true, … }, order: 'descend' })
 */
export function sortedKeys(
  keys: readonly string[],
  rowOf: (key: string) => RowData | undefined,
  sort: SortState,
): string[] {
  const { column, order } = sort;
  const direction = order === 'ascend' ? 1 : -1;
  const custom = typeof column.sorter === 'function' ? column.sorter : null;
  const entries = keys.map((key, index) => ({ key, index, row: rowOf(key) ?? {} }));
  entries.sort((x, y) => {
    let result: number;
    if (custom) result = custom(x.row, y.row) * direction;
    else {
      const a = x.row[column.key];
      const b = y.row[column.key];
      if (isEmpty(a) || isEmpty(b)) result = isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
      else result = compareCells(a, b) * direction;
    }
    return result || x.index - y.index;
  });
  return entries.map((entry) => entry.key);
}
