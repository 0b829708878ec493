import type { EditableTableProps, RowData } from '../types';

export type DisabledRowsRule = EditableTableProps['disabledRows'];

function matches(expected: unknown, actual: unknown, row: RowData): boolean {
  if (typeof expected === 'function')
    return Boolean((expected as (value: unknown, row: RowData) => unknown)(actual, row));
  if (Array.isArray(expected)) return expected.some((one) => one === actual);
  return expected === actual;
}

/**
 * Whether a row is disabled (cannot be selected or edited by the user). The rule is a function of the row,
 * or JVxeTable's `{ field: value | value[] | (value, row) => boolean }` (any field matching disables).
 *
 * @example isDisabledRow({ status: '2' }, { status: ['2', '3'] }) // true
 */
export function isDisabledRow(row: RowData, rule: DisabledRowsRule): boolean {
  if (!rule) return false;
  if (typeof rule === 'function') return Boolean(rule(row));
  for (const field of Object.keys(rule)) if (matches(rule[field], row[field], row)) return true;
  return false;
}
