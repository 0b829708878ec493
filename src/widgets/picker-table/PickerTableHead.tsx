import { Checkbox } from '@arco-design/web-react';
import { IconCaretDown, IconCaretUp } from '@arco-design/web-react/icon';
import type { Ref } from 'react';
import { columnKey, cx, type StickyLeft, sortField, stickyProps, T } from './layout';
import { ariaSortOf, nextSorter, type PickerSorter } from './sorting';
import type { PickerColumn, PickerRowSelection } from './types';

export interface PickerTableHeadProps<T> {
  headRef?: Ref<HTMLTableSectionElement>;
  columns: PickerColumn<T>[];
  sticky: { selection?: StickyLeft; columns: (StickyLeft | undefined)[] };
  rowSelection?: PickerRowSelection<T>;
  /** Rows of the page and how many of them are selected (for the select-all checkbox). */
  pageSize: number;
  selectedOnPage: number;
  sorter?: PickerSorter;
  onSort: (sorter: PickerSorter) => void;
}

/** The header row: the select-all checkbox (checkbox tables) and the column titles, sortable ones as buttons. */
export function PickerTableHead<T>({
  headRef,
  columns,
  sticky,
  rowSelection,
  pageSize,
  selectedOnPage,
  sorter,
  onSort,
}: PickerTableHeadProps<T>) {
  const selectionSticky = stickyProps(sticky.selection);
  const selection = rowSelection && (
    <th
      scope="col"
      style={selectionSticky.style}
      className={cx(`${T}-th ${T}-operation ${T}-${rowSelection.type} ${T}-col-first`, selectionSticky.className)}
    >
      <div className={`${T}-th-item`}>
        {rowSelection.type === 'checkbox' ? (
          <Checkbox
            checked={pageSize > 0 && selectedOnPage === pageSize}
            indeterminate={selectedOnPage > 0 && selectedOnPage < pageSize}
            disabled={pageSize === 0}
            onChange={(checked) => rowSelection.onSelectAll?.(checked)}
          >
            全选本页
          </Checkbox>
        ) : (
          <span className="wk-picker-table-label">选择</span>
        )}
      </div>
    </th>
  );
  return (
    <thead ref={headRef}>
      <tr className={`${T}-tr`}>
        {selection}
        {columns.map((column, index) => {
          const field = sortField(column, index);
          const sorted = Boolean(column.sorter && sorter?.direction && sorter.field === field);
          const fixed = stickyProps(sticky.columns[index]);
          const title =
            typeof column.title === 'string' && column.ellipsis ? { title: column.title } : ({} as { title?: string });
          return (
            <th
              key={columnKey(column, index)}
              scope="col"
              aria-sort={column.sorter ? ariaSortOf(sorter, field) : undefined}
              style={fixed.style}
              className={cx(
                `${T}-th`,
                sorted && `${T}-col-sorted`,
                index === 0 && !rowSelection && `${T}-col-first`,
                fixed.className,
              )}
            >
              <div
                className={cx(
                  `${T}-th-item`,
                  column.ellipsis && `${T}-cell-text-ellipsis`,
                  column.sorter && `${T}-col-has-sorter`,
                )}
              >
                {column.sorter ? (
                  <button
                    type="button"
                    className={`${T}-cell-with-sorter wk-picker-table-sort`}
                    onClick={() => onSort(nextSorter(sorter, field))}
                  >
                    <span className={`${T}-th-item-title`} {...title}>
                      {column.title}
                    </span>
                    <span className={`${T}-sorter`} aria-hidden="true">
                      <span className={cx(`${T}-sorter-icon`, sortedAs(sorter, field, 'ascend'))}>
                        <IconCaretUp />
                      </span>
                      <span className={cx(`${T}-sorter-icon`, sortedAs(sorter, field, 'descend'))}>
                        <IconCaretDown />
                      </span>
                    </span>
                  </button>
                ) : (
                  <span className={`${T}-th-item-title`} {...title}>
                    {column.title}
                  </span>
                )}
              </div>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function sortedAs(sorter: PickerSorter | undefined, field: string, direction: 'ascend' | 'descend'): string {
  return sorter?.field === field && sorter.direction === direction ? `${T}-sorter-icon-active` : '';
}
