import { Select } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useRef, useState } from 'react';
import type { ColumnOption, ColumnType } from '../types';
import { arcoProps, type CellComponentProps, placeholderOf } from './cell-props';
import { joinValues, splitValues, useColumnOptions } from './options';
import { matchOption } from './SelectCells';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';

function renderOptions(options: readonly ColumnOption[]) {
  return options.map((option) => (
    <Select.Option key={option.value} value={option.value} disabled={option.disabled}>
      {option.text}
    </Select.Option>
  ));
}

/** Shared editor state: Enter/Escape go to Arco while its dropdown is open, else commit/cancel. */
function useSelectEditor({ editing, autoFocus, onCommit, onCancel }: CellComponentProps) {
  const ref = useRef<SelectHandle>(null);
  const [open, setOpen] = useState(false);
  useEditorFocus(ref, editing, autoFocus);
  const onKeyDown = (event: { key: string; preventDefault(): void }) => {
    if (!open) editorKeyDown(event, onCommit, onCancel);
  };
  return { ref, onVisibleChange: setOpen, onKeyDown };
}

const SEARCHABLE: readonly ColumnType[] = ['select-search', 'sel_search'];

/** The editor of a `select`, `select-search` or `sel_search` cell (see SelectCell). */
export function SelectEditor(props: CellComponentProps) {
  const { column, value, onChange, onCommit, getPopupContainer } = props;
  const options = useColumnOptions(column);
  const editor = useSelectEditor(props);
  const searchable = SEARCHABLE.includes(column.type) || !!column.allowSearch || !!column.allowInput;
  return (
    <Select
      ref={editor.ref}
      size="small"
      allowClear
      placeholder={placeholderOf(column, '选择')}
      showSearch={searchable}
      allowCreate={!!column.allowInput}
      filterOption={matchOption}
      getPopupContainer={getPopupContainer}
      {...arcoProps(column.props)}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      onChange={(next: unknown) => {
        onChange(next === undefined || next === null ? '' : String(next));
        onCommit();
      }}
      onVisibleChange={editor.onVisibleChange}
      onKeyDown={editor.onKeyDown}
    >
      {renderOptions(options)}
    </Select>
  );
}

/** The editor of a `select-multiple` or `list_multi` cell (see MultiSelectCell). */
export function MultiSelectEditor(props: CellComponentProps) {
  const { column, value, onChange, onCommit, getPopupContainer } = props;
  const options = useColumnOptions(column);
  const editor = useSelectEditor(props);
  const values = splitValues(value);
  return (
    <Select
      ref={editor.ref}
      size="small"
      mode="multiple"
      allowClear
      maxTagCount={1}
      placeholder={placeholderOf(column, '选择')}
      showSearch
      filterOption={matchOption}
      getPopupContainer={getPopupContainer}
      {...arcoProps(column.props)}
      value={values}
      onChange={(next: unknown) => onChange(joinValues(Array.isArray(next) ? next.map(String) : []))}
      onBlur={onCommit}
      onVisibleChange={editor.onVisibleChange}
      onKeyDown={editor.onKeyDown}
    >
      {renderOptions(options)}
    </Select>
  );
}
