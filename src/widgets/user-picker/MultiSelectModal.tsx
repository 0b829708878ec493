import { Input, Modal, Tag } from '@arco-design/web-react';
import { type ReactNode, useEffect, useState } from 'react';
import { getNotifier, type Page } from '../../core/http';
import { type PickerColumn, PickerTable } from '../picker-table';
import { warnOf } from './DepartTree';
import { maxChoiceMessage, toggleChoice, useModalChoice } from './selection';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './UserSelectModal';

/** Default width of the generic multi-select picker (docs/widgets-spec.md §2). */
export const MULTI_SELECT_MODAL_WIDTH = 1200;

export interface ListQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface MultiSelectModalProps<T> {
  visible: boolean;
  title: string;
  width?: number;
  multiple: boolean;
  /** Most items a multiple choice may hold (none when unset or 0). */
  max?: number;
  columns: PickerColumn<T>[];
  /** The key a row is chosen (and stored in the value) by. */
  keyOf: (row: T) => string;
  /** The tag text of a chosen row. */
  labelOf: (row: T) => ReactNode;
  search: (query: ListQuery) => Promise<Page<T>>;
  searchPlaceholder?: string;
  /** Rows chosen so far, by key. */
  initial: ReadonlyMap<string, T>;
  onOk: (chosen: Map<string, T>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

/**
 * Search, page (10/20/30, 共 N 条) and tick rows of any list; the choice is kept by key across pages
 * and searches and listed under the table with delete.
 *
 * @example <MultiSelectModal title="选择角色" columns={cols} keyOf={(r) => r.id} labelOf={(r) => r.roleName} search={searchRoles} … />
 */
export function MultiSelectModal<T>({
  visible,
  title,
  width = MULTI_SELECT_MODAL_WIDTH,
  multiple,
  max,
  columns,
  keyOf,
  labelOf,
  search,
  searchPlaceholder = '请输入关键字',
  initial,
  onOk,
  onCancel,
  getPopupContainer,
}: MultiSelectModalProps<T>) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<ListQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<T>>({ records: [], total: 0, current: 1, size: 10 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useModalChoice(visible, initial);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    search(query).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        warnOf(error);
      },
    );
    return () => {
      live = false;
    };
  }, [visible, query, search]);

  const toggle = (rows: T[], on: boolean) => {
    const next = toggleChoice(chosen, rows, on, { multiple, max, keyOf });
    if (next) setChosen(next);
    else if (max) getNotifier().warn(maxChoiceMessage(max));
  };
  const remove = (key: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });

  return (
    <Modal
      title={title}
      visible={visible}
      style={{ width, maxWidth: '100%' }}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      unmountOnExit
    >
      <Input.Search
        allowClear
        placeholder={searchPlaceholder}
        value={keyword}
        onChange={setKeyword}
        onSearch={(text) => setQuery((current) => ({ ...current, pageNo: 1, keyword: text }))}
        style={{ marginBottom: 12, width: 320 }}
      />
      <PickerTable<T>
        rowKey={keyOf}
        loading={loading}
        columns={columns}
        data={page.records}
        noDataElement="暂无数据"
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZE_OPTIONS,
          showJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setQuery((current) => ({ ...current, pageNo, pageSize })),
        }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onSelect: (selected, record) => toggle([record], selected),
          onSelectAll: (selected) => toggle(page.records, selected),
          selectOnRowClick: true,
        }}
      />
      <section aria-label="已选" style={{ marginTop: 12 }}>
        <span>已选择 {chosen.size} 项</span>
        {[...chosen].map(([key, row]) => (
          <Tag key={key} closable onClose={() => remove(key)} style={{ marginLeft: 8 }}>
            {labelOf(row)}
          </Tag>
        ))}
      </section>
    </Modal>
  );
}
