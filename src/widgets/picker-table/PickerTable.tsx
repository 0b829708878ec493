// Arco's table CSS without Arco's Table component, whose JS (sorting, filters, virtual lists, tree data…)
// costs the element kit ≈13 KB gzip: this renders the same classes. The element style lists are
// generated from imports, so this import is what puts the table CSS into them.
import '@arco-design/web-react/es/Table/style/index.css';
import './picker-table.css';
import { Empty, Pagination, Spin } from '@arco-design/web-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cx, recordKey, stickyColumns, T } from './layout';
import { PickerTableHead } from './PickerTableHead';
import { PickerTableRow } from './PickerTableRow';
import type { PickerSorter } from './sorting';
import type { PickerTableProps } from './types';
import { useScrollPosition } from './use-scroll-position';

/**
 * A small table for pickers and previews: server-paged rows, checkbox or radio selection kept by the
 * caller, sortable headers reported to the caller, a sticky header when height-limited. Renders Arco
 * Table's markup and classes, so it looks like Arco's Table.
 *
 * @example <PickerTable rowKey="id" columns={[{ title: '账号', dataIndex: 'username' }]} data={page.records} pagination={{ current, pageSize, total, onChange }} rowSelection={{ type: 'checkbox', selectedRowKeys, onSelect }} />
 */
export function PickerTable<T>(props: PickerTableProps<T>) {
  const { columns, data, rowKey, loading, size = 'small', border = true, pagination, rowSelection, scroll } = props;
  const [sorter, setSorter] = useState<PickerSorter>();
  const sticky = stickyColumns(columns, Boolean(rowSelection));
  const hasSticky = sticky.columns.some(Boolean);
  const scrolls = Boolean(scroll?.x) || hasSticky;
  const { ref, position, onScroll } = useScrollPosition(scrolls);
  const selectedKeys = new Set((rowSelection?.selectedRowKeys ?? []).map(String));
  const keys = data.map((record) => recordKey(record, rowKey));
  const contentWidth = scroll?.x === 'max-content';
  const layoutFixed = !contentWidth && (Boolean(scroll?.x || scroll?.y) || columns.some((column) => column.ellipsis));
  const tableWidth =
    typeof scroll?.x === 'number' || (typeof scroll?.x === 'string' && !contentWidth) ? scroll.x : undefined;

  // Arco's `scroll.y` is the height of the rows, under a header of its own: count the header in.
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    if (typeof scroll?.y === 'number') setHeadHeight(headRef.current?.offsetHeight ?? 0);
  });
  const maxHeight = typeof scroll?.y === 'number' ? scroll.y + headHeight : scroll?.y;

  const sort = (next: PickerSorter) => {
    setSorter(next);
    props.onSort?.(next);
  };
  const showPagination = pagination && (data.length > 0 || (pagination.total ?? 0) > 0);

  return (
    <div
      style={props.style}
      className={cx(
        T,
        `${T}-size-${size}`,
        'wk-picker-table',
        border && `${T}-border`,
        `${T}-hover`,
        rowSelection?.type === 'radio' && `${T}-type-radio`,
        layoutFixed && `${T}-layout-fixed`,
        hasSticky && `${T}-fixed-column`,
        position && `${T}-scroll-position-${position}`,
        scroll?.y !== undefined && 'wk-picker-table-sticky-head',
        props.className,
      )}
    >
      <Spin loading={Boolean(loading)}>
        <div className={`${T}-container`}>
          <div className={`${T}-content-scroll`}>
            <div
              ref={ref}
              onScroll={onScroll}
              className={`${T}-content-inner`}
              style={maxHeight !== undefined ? { maxHeight, overflowY: 'auto' } : undefined}
            >
              <table style={contentWidth ? { width: 'max-content' } : tableWidth ? { width: tableWidth } : undefined}>
                <colgroup>
                  {rowSelection && <col className={`${T}-selection-col`} />}
                  {columns.map((column, index) => (
                    <col key={column.key ?? column.dataIndex ?? index} style={{ width: column.width }} />
                  ))}
                </colgroup>
                <PickerTableHead
                  headRef={headRef}
                  columns={columns}
                  sticky={sticky}
                  rowSelection={rowSelection}
                  pageSize={keys.length}
                  selectedOnPage={keys.filter((key) => selectedKeys.has(key)).length}
                  sorter={sorter}
                  onSort={sort}
                />
                <tbody>
                  {data.length === 0 ? (
                    <tr className={`${T}-tr ${T}-empty-row`}>
                      <td className={`${T}-td ${T}-col-first`} colSpan={columns.length + (rowSelection ? 1 : 0)}>
                        {/* Sideways-scrolling tables keep the message in view (Arco's sticky row class). */}
                        <div className={cx(`${T}-no-data`, scrolls && `${T}-expand-fixed-row`)}>
                          {props.noDataElement ?? <Empty />}
                        </div>
                      </td>
                    </tr>
                  ) : (
                    data.map((record, index) => (
                      <PickerTableRow<T>
                        key={keys[index]}
                        record={record}
                        index={index}
                        columns={columns}
                        sticky={sticky}
                        selected={selectedKeys.has(keys[index] ?? '')}
                        sorter={sorter}
                        props={props}
                      />
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {showPagination && (
          <div className={`${T}-pagination`}>
            <Pagination
              size={size === 'middle' ? 'default' : size}
              selectProps={{ triggerProps: { position: 'top' } }}
              {...pagination}
            />
          </div>
        )}
      </Spin>
    </div>
  );
}
