import type { PaginationProps } from '@arco-design/web-react';
import type { Page } from '../../core/http';
import { type PickerColumn, PickerTable, type PickerTableProps } from '../picker-table';
import type { ListQuery } from './types';
import { PAGE_SIZE_OPTIONS } from './use-paged-search';

export interface ChoiceTableProps<T> {
  rowKey: PickerTableProps<T>['rowKey'];
  columns: PickerColumn<T>[];
  page: Page<T>;
  loading: boolean;
  query: ListQuery;
  onPage: (pageNo: number, pageSize: number) => void;
  multiple: boolean;
  chosenKeys: readonly string[];
  onToggle: (rows: readonly T[], on: boolean) => void;
  /** A mini pager (no sizes, jumper or total), as the table cells' compact modal has. */
  compact?: boolean;
}

/**
 * One page of rows to tick (checkbox or radio, a row click ticks too) over its pager: sizes 10/20/30,
 * jumper and 共 N 条, or a mini pager when `compact`.
 *
 * @example <ChoiceTable rowKey="username" columns={cols} page={page} loading={loading} query={query} onPage={turnTo} multiple chosenKeys={[...chosen.keys()]} onToggle={toggle} />
 */
export function ChoiceTable<T>({
  rowKey,
  columns,
  page,
  loading,
  query,
  onPage,
  multiple,
  chosenKeys,
  onToggle,
  compact = false,
}: ChoiceTableProps<T>) {
  const paging: PaginationProps = { current: query.pageNo, pageSize: query.pageSize, total: page.total };
  return (
    <PickerTable<T>
      rowKey={rowKey}
      loading={loading}
      columns={columns}
      data={page.records}
      noDataElement="暂无数据"
      pagination={
        compact
          ? { ...paging, size: 'mini', onChange: onPage }
          : {
              ...paging,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZE_OPTIONS,
              showJumper: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: onPage,
            }
      }
      rowSelection={{
        type: multiple ? 'checkbox' : 'radio',
        selectedRowKeys: chosenKeys,
        onSelect: (selected, record) => onToggle([record], selected),
        onSelectAll: (selected) => onToggle(page.records, selected),
        selectOnRowClick: true,
      }}
    />
  );
}
