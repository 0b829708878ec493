import type { TableColumnProps } from '@arco-design/web-react';
import { hasPermission } from '../../core/permission';
import { CellValue } from './CellValue';
import type { ColumnSetting } from './column-settings';
import type { ListSort } from './list-state';
import { type ResolvedRowAction, RowActions } from './RowActions';
import type { ColumnDef, Row } from './types';

/** Width of a column declared without one: without a width, Arco squeezes it to a character per line. */
export const DEFAULT_COLUMN_WIDTH = 150;

/** Width of the selection column. */
const SELECTION_WIDTH = 48;

/**
 * The table's scroll width: the columns' widths together, so a list wider than its card scrolls inside it
 * instead of crushing its columns (a narrower one still fills the card).
 */
export function scrollWidthOf(columns: readonly TableColumnProps<Row>[], selectable: boolean): number {
  const widths = columns.reduce((sum, column) => sum + (Number(column.width) || DEFAULT_COLUMN_WIDTH), 0);
  return widths + (selectable ? SELECTION_WIDTH : 0);
}

/** Key of the 操作 column. */
export const ACTION_COLUMN = '__actions';

/** The declared columns the user may see (a column's `auth` code is checked with hasPermission). */
export function permittedColumns(columns: readonly ColumnDef[]): ColumnDef[] {
  return columns.filter((column) => hasPermission(column.auth));
}

function sortOrderOf(column: ColumnDef, sort: ListSort | null): 'ascend' | 'descend' | undefined {
  if (!column.sorter || sort?.column !== column.dataIndex) return undefined;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}

/**
 * Arco table columns from the declared ones, arranged by the user's settings, with the current sort
 * marked and an 操作 column when rows have actions.
 *
 * @example buildColumns(columns, settings, sort, (row) => actionsOf(row))
 */
export function buildColumns(
  columns: readonly ColumnDef[],
  settings: readonly ColumnSetting[],
  sort: ListSort | null,
  actionsOf: ((row: Row) => ResolvedRowAction[]) | null,
): TableColumnProps<Row>[] {
  const byKey = new Map(columns.map((column) => [column.dataIndex, column]));
  const result: TableColumnProps<Row>[] = [];
  for (const setting of settings) {
    const column = byKey.get(setting.key);
    if (!column || setting.hidden) continue;
    result.push({
      key: column.dataIndex,
      dataIndex: column.dataIndex,
      title: column.title,
      width: setting.width ?? column.width ?? DEFAULT_COLUMN_WIDTH,
      align: column.align,
      fixed: column.fixed,
      ellipsis: column.format === 'ellipsis',
      sorter: column.sorter ? true : undefined,
      sortOrder: sortOrderOf(column, sort),
      render: (value: unknown, row: Row, index: number) =>
        column.render ? column.render(value, row, index) : <CellValue column={column} row={row} />,
    });
  }
  if (actionsOf) {
    result.push({
      key: ACTION_COLUMN,
      title: '操作',
      fixed: 'right',
      // Room for two links and 更多 on one line.
      width: 210,
      render: (_: unknown, row: Row) => <RowActions actions={actionsOf(row)} />,
    });
  }
  return result;
}
