import type { RowData } from '../types';

/**
 * What a remote row may write into the table: its row key, and the table's declared columns with
 * primitive values only, as text (string as is, number and boolean through String, null kept). The
 * cells render these as text; a field the table does not show, an object or an array never lands in
 * the model, whatever the socket delivered.
 *
 * @example remoteRowValues({ id: 'p1', name: '<img src=x>', qty: 3, tenantId: 1, meta: {} }, 'id', ['name', 'qty'])
 *   // { id: 'p1', name: '<img src=x>', qty: '3' }
 */
export function remoteRowValues(row: RowData, rowKey: string, columnKeys: readonly string[]): RowData {
  const out: RowData = {};
  const key = row[rowKey];
  if (typeof key === 'string' || typeof key === 'number') out[rowKey] = key;
  for (const column of columnKeys) {
    if (column === rowKey || !Object.hasOwn(row, column)) continue;
    const value = row[column];
    if (value === null || typeof value === 'string') out[column] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[column] = String(value);
  }
  return out;
}
