import { Checkbox, Radio } from '@arco-design/web-react';
import type { MouseEvent, ReactNode } from 'react';
import { cellValue, columnKey, cx, type StickyLeft, sortField, stickyProps, T } from './layout';
import type { PickerSorter } from './sorting';
import type { PickerColumn, PickerTableProps } from './types';

export interface PickerTableRowProps<T> {
  record: T;
  index: number;
  columns: PickerColumn<T>[];
  sticky: { selection?: StickyLeft; columns: (StickyLeft | undefined)[] };
  selected: boolean;
  sorter?: PickerSorter;
  props: Pick<PickerTableProps<T>, 'rowSelection' | 'onRow' | 'rowClassName'>;
}

/** One body row: its checkbox or radio, then its cells. */
export function PickerTableRow<T>({ record, index, columns, sticky, selected, sorter, props }: PickerTableRowProps<T>) {
  const { rowSelection, onRow, rowClassName } = props;
  const own = onRow?.(record, index) ?? {};
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    own.onClick?.(event);
    if (!rowSelection?.selectOnRowClick) return;
    // A click on the row's own checkbox or radio has already changed it.
    if ((event.target as Element | null)?.closest?.('.arco-checkbox, .arco-radio')) return;
    if (rowSelection.type === 'checkbox') rowSelection.onSelect?.(!selected, record);
    else if (!selected) rowSelection.onSelect?.(true, record);
  };
  const selectionSticky = stickyProps(sticky.selection);
  const label = rowSelection && (rowSelection.rowLabel?.(record, index) ?? defaultLabel(record, index, columns));
  return (
    <tr
      {...own}
      onClick={onClick}
      className={cx(`${T}-tr`, selected && `${T}-row-checked`, rowClassName?.(record, index), own.className)}
    >
      {rowSelection && (
        <td
          style={selectionSticky.style}
          className={cx(`${T}-td ${T}-operation ${T}-${rowSelection.type} ${T}-col-first`, selectionSticky.className)}
        >
          {rowSelection.type === 'checkbox' ? (
            <Checkbox checked={selected} onChange={(checked) => rowSelection.onSelect?.(checked, record)}>
              {label}
            </Checkbox>
          ) : (
            <Radio checked={selected} onChange={() => rowSelection.onSelect?.(true, record)}>
              {label}
            </Radio>
          )}
        </td>
      )}
      {columns.map((column, columnIndex) => {
        const value = cellValue(record, column);
        const content: ReactNode = column.render ? column.render(value, record, index) : plain(value);
        const fixed = stickyProps(sticky.columns[columnIndex]);
        const sorted = Boolean(column.sorter && sorter?.direction && sorter.field === sortField(column, columnIndex));
        return (
          <td
            key={columnKey(column, columnIndex)}
            style={fixed.style}
            className={cx(
              `${T}-td`,
              sorted && `${T}-col-sorted`,
              columnIndex === 0 && !rowSelection && `${T}-col-first`,
              fixed.className,
            )}
          >
            <div
              className={cx(`${T}-cell`, column.ellipsis && `${T}-cell-text-ellipsis`)}
              title={column.ellipsis && typeof content === 'string' ? content : undefined}
            >
              <span className={`${T}-cell-wrap-value`}>{content}</span>
            </div>
          </td>
        );
      })}
    </tr>
  );
}

/** A field value as Arco shows it without `render`: blank for nothing, text for numbers and strings. */
function plain(value: unknown): ReactNode {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function defaultLabel<T>(record: T, index: number, columns: PickerColumn<T>[]): string {
  const first = columns.find((column) => column.dataIndex !== undefined);
  const value = first ? cellValue(record, first) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? `选择 ${value}` : `选择第 ${index + 1} 行`;
}
