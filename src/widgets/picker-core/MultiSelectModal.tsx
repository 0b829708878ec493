import { Input } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { Page } from '../../core/http';
import type { PickerColumn } from '../picker-table';
import { ChoiceTable } from './ChoiceTable';
import { ChosenList } from './ChosenList';
import { PickerDialog } from './PickerDialog';
import type { ListQuery } from './types';
import { useListChoice } from './use-list-choice';

/** Default width of the generic multi-select picker (docs/widgets-spec.md §2). */
export const MULTI_SELECT_MODAL_WIDTH = 1200;

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
  const list = useListChoice({ visible, search, initial, multiple, max, keyOf });
  const { chosen } = list;
  return (
    <PickerDialog
      title={title}
      visible={visible}
      width={width}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
    >
      <Input.Search
        allowClear
        placeholder={searchPlaceholder}
        value={list.keyword}
        onChange={list.setKeyword}
        onSearch={list.searchFor}
        style={{ marginBottom: 12, width: 320 }}
      />
      <ChoiceTable<T>
        rowKey={keyOf}
        columns={columns}
        page={list.page}
        loading={list.loading}
        query={list.query}
        onPage={list.turnTo}
        multiple={multiple}
        chosenKeys={[...chosen.keys()]}
        onToggle={list.toggle}
      />
      <ChosenList
        label="已选"
        count={chosen.size}
        items={[...chosen].map(([key, row]) => [key, labelOf(row)])}
        onRemove={list.remove}
      />
    </PickerDialog>
  );
}
