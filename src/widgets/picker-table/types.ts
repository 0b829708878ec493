import type { PaginationProps } from '@arco-design/web-react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { PickerSorter } from './sorting';

/** One column; the subset of Arco's `TableColumnProps` the pickers use. */
export interface PickerColumn<T> {
  title: ReactNode;
  /** The record field shown (when no `render`) and reported by sorting. */
  dataIndex?: string;
  /** React key of the column (default `dataIndex`, else its position). */
  key?: string;
  render?: (value: unknown, record: T, index: number) => ReactNode;
  width?: number | string;
  /** A clickable header cycling ascend, descend, none (`onSort`); the rows are sorted by the caller. */
  sorter?: boolean;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  /** Sticks to the left edge when the table scrolls sideways (leading columns with numeric widths). */
  fixed?: 'left';
}

export interface PickerRowSelection<T> {
  type: 'checkbox' | 'radio';
  selectedRowKeys: readonly (string | number)[];
  /** A row's checkbox or radio was changed (a radio only reports `true`). */
  onSelect?: (selected: boolean, record: T) => void;
  /** The header checkbox: tick or untick every row of the page. */
  onSelectAll?: (selected: boolean) => void;
  /** A click elsewhere on a row acts as a click on its checkbox or radio. */
  selectOnRowClick?: boolean;
  /** Accessible name of a row's checkbox or radio (default: 选择 and the first column's value). */
  rowLabel?: (record: T, index: number) => string;
}

export interface PickerTableProps<T> {
  columns: PickerColumn<T>[];
  data: readonly T[];
  /** The field holding a row's identity, or a function of the row. */
  rowKey: (keyof T & string) | ((record: T) => string);
  loading?: boolean;
  /** Default `small`. */
  size?: 'mini' | 'small' | 'middle' | 'default';
  /** Outer border (default true, as Arco). */
  border?: boolean;
  /** Shown when there are no rows (default Arco's `Empty`). */
  noDataElement?: ReactNode;
  /** Arco `Pagination` props for server paging; none when omitted or false. */
  pagination?: PaginationProps | false;
  rowSelection?: PickerRowSelection<T>;
  /** Extra props of a row's `<tr>` (click handlers…). */
  onRow?: (record: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  rowClassName?: (record: T, index: number) => string;
  /** A sortable header was clicked. */
  onSort?: (sorter: PickerSorter) => void;
  /** `x`: scroll sideways (`'max-content'` sizes columns by their content); `y`: body height with a sticky header. */
  scroll?: { x?: number | string | boolean; y?: number | string };
  className?: string;
  style?: CSSProperties;
}
