import type { PickerColumn, PickerTableProps } from './types';

/** Arco's table class prefix: the markup carries Arco's classes so Arco's table CSS styles it. */
export const T = 'arco-table';
/** Width of the checkbox/radio column (Arco's `.arco-table-selection-col`). */
export const SELECTION_WIDTH = 40;

/** A row's identity as a string, whatever the type of its key field. */
export function recordKey<T>(record: T, rowKey: PickerTableProps<T>['rowKey']): string {
  const key = typeof rowKey === 'function' ? rowKey(record) : record[rowKey];
  return String(key);
}

export function columnKey<T>(column: PickerColumn<T>, index: number): string {
  return column.key ?? column.dataIndex ?? String(index);
}

/** The field a column sorts by, as reported to `onSort`. */
export function sortField<T>(column: PickerColumn<T>, index: number): string {
  return column.dataIndex ?? columnKey(column, index);
}

export function cellValue<T>(record: T, column: PickerColumn<T>): unknown {
  return column.dataIndex === undefined ? undefined : (record as Record<string, unknown>)[column.dataIndex];
}

/** Left offset of a sticky cell, and whether it is the last sticky one (it casts the shadow). */
export interface StickyLeft {
  left: number;
  last: boolean;
}

/**
 * Sticky offsets of the leading `fixed: 'left'` columns (numeric widths add up); when there are any,
 * the selection column sticks too, at 0.
 *
 * @example stickyColumns([{ title: '行号', fixed: 'left', width: 64 }, { title: '名称' }], false) // { selection: undefined, columns: [{ left: 0, last: true }, undefined] }
 */
export function stickyColumns<T>(
  columns: PickerColumn<T>[],
  withSelection: boolean,
): { selection?: StickyLeft; columns: (StickyLeft | undefined)[] } {
  let count = 0;
  while (count < columns.length && columns[count]?.fixed === 'left') count += 1;
  if (count === 0) return { columns: columns.map(() => undefined) };
  let left = withSelection ? SELECTION_WIDTH : 0;
  const sticky = columns.map((column, index) => {
    if (index >= count) return undefined;
    const cell = { left, last: index === count - 1 };
    left += typeof column.width === 'number' ? column.width : 0;
    return cell;
  });
  return { selection: withSelection ? { left: 0, last: false } : undefined, columns: sticky };
}

/** Arco's classes and inline offset of a sticky cell. */
export function stickyProps(sticky: StickyLeft | undefined): { className: string; style?: { left: number } } {
  if (!sticky) return { className: '' };
  const className = `${T}-col-fixed-left${sticky.last ? ` ${T}-col-fixed-left-last` : ''}`;
  return { className, style: { left: sticky.left } };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
