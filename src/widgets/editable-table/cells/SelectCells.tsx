import { Select, Tag } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { type ReactElement, useRef, useState } from 'react';
import type { ColumnOption, ColumnType } from '../types';
import { arcoProps, type CellComponentProps, placeholderOf } from './cell-props';
import { columnOptionsNow, joinValues, optionText, splitValues, useColumnOptions } from './options';
import { cellText } from './TextCells';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';

/** Search by the option's text or value, case-insensitive. */
export function matchOption(input: string, option: ReactElement): boolean {
  const props = option.props as { value?: unknown; children?: unknown; label?: unknown };
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  return [props.children, props.value, props.label].some(
    (part) => (typeof part === 'string' || typeof part === 'number') && String(part).toLowerCase().includes(needle),
  );
}

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

/**
 * `select`, `select-search` and `sel_search`: one option of the column (static options, then the
 * dictionary's). Searchable for select-search / sel_search or `allowSearch`; `allowInput` also
 * keeps typed text that is no option. Picking commits. Value: the option value (string), '' when cleared.
 *
 * @example <SelectCell column={{ key: 'sex', title: '性别', type: 'select', dictCode: 'sex' }} value="1" editing ... />
 */
export function SelectCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) {
    // Static options (or a dictionary already cached) need no hook: most select cells on screen.
    const now = columnOptionsNow(props.column);
    if (!now) return <SelectDisplay column={props.column} value={props.value} />;
    return cellText(optionText(now, props.value));
  }
  return <SelectEditor {...props} />;
}

/** The display while the column's dictionary loads. */
function SelectDisplay({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  return cellText(optionText(useColumnOptions(column), value));
}

function SelectEditor(props: CellComponentProps) {
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

/**
 * The compact display of several values: the first as a tag, the rest as "+N" (widgets spec §9).
 *
 * @example <TagsSummary texts={['红', '绿', '蓝']} /> // [红] +2
 */
export function TagsSummary({ texts, colors }: { texts: readonly string[]; colors?: readonly (string | undefined)[] }) {
  if (texts.length === 0) return null;
  const all = texts.join(',');
  return (
    <span className="et-cell-tags" title={all}>
      <Tag size="small" color={colors?.[0]}>
        {texts[0]}
      </Tag>
      {texts.length > 1 ? <span className="et-cell-more">+{texts.length - 1}</span> : null}
    </span>
  );
}

/**
 * `select-multiple` and `list_multi`: several options. Value: the option values comma-joined
 * ('1,3'), '' when none. The display shows one tag and "+N".
 *
 * @example <MultiSelectCell column={{ key: 'c', title: '颜色', type: 'select-multiple', options }} value="r,g" ... />
 */
export function MultiSelectCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) return <MultiSelectDisplay column={props.column} value={props.value} />;
  return <MultiSelectEditor {...props} />;
}

function MultiSelectDisplay({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  const options = useColumnOptions(column);
  const values = splitValues(value);
  const found = values.map((one) => options.find((option) => option.value === one));
  return (
    <TagsSummary
      texts={values.map((one) => optionText(options, one))}
      colors={found.map((option) => option?.color ?? undefined)}
    />
  );
}

function MultiSelectEditor(props: CellComponentProps) {
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
