import { Select, Spin } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDictSearch, type DictItem, reportDictFailure } from '../../../core/dict';
import { arcoProps, type CellComponentProps, isEmptyValue, placeholderOf, valueText } from './cell-props';
import { useCellServices } from './services';
import { CellText } from './TextCells';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';
import { useLabels } from './use-labels';

/** Quiet time after the last keystroke (widgets spec §7). */
export const ASYNC_SEARCH_DEBOUNCE_MS = 300;
/** Empty-search texts (widgets spec §8). */
export const EMPTY_SEARCH_TEXT = '没有查询到任何数据';
export const SEARCH_PROMPT_TEXT = '请输入搜索内容';

/** The dictionary an async search column searches: `dictCode` (`table,text,code`). */
function dictOf(column: CellComponentProps['column']): string {
  return column.dictCode?.trim() ?? '';
}

function AsyncSearchDisplay({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  const { dictLabels } = useCellServices();
  const key = valueText(value);
  const [label] = useLabels(dictLabels, dictOf(column), key ? [key] : []);
  return <CellText text={label ?? ''} title={label} />;
}

/**
 * `sel_search_async`: searches the dictionary `dictCode` (`table,text,code`) on the server as the
 * user types (300 ms debounce; an answer to an older keyword is dropped, core/dict). A failure shows
 * the server's message. Value: the chosen item's value (string); its label is resolved in one batched
 * `loadDictItem` call per screen.
 *
 * @example <AsyncSearchCell column={{ key: 'user', title: '用户', type: 'sel_search_async', dictCode: 'sys_user,realname,username' }} ... />
 */
export function AsyncSearchCell(props: CellComponentProps) {
  const { column, value, editing, disabled } = props;
  if (!editing || disabled) return <AsyncSearchDisplay column={column} value={value} />;
  return <AsyncSearchEditor {...props} />;
}

function AsyncSearchEditor({
  column,
  value,
  editing,
  autoFocus,
  onChange,
  onCommit,
  onCancel,
  getPopupContainer,
}: CellComponentProps) {
  const services = useCellServices();
  const dict = dictOf(column);
  const ref = useRef<SelectHandle>(null);
  useEditorFocus(ref, editing, autoFocus);
  const [items, setItems] = useState<DictItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [open, setOpen] = useState(false);
  const current = valueText(value);
  const [currentLabel] = useLabels(services.dictLabels, dict, current ? [current] : []);

  const search = useMemo(
    () =>
      createDictSearch({
        dict,
        pageSize: Number(column.props?.pageSize) || undefined,
        debounceMs: ASYNC_SEARCH_DEBOUNCE_MS,
        onResult: (found) => {
          services.dictLabels.remember(dict, Object.fromEntries(found.map((item) => [item.value, item.text])));
          setItems(found);
          setLoading(false);
          setFailure('');
        },
        onError: (message, error) => {
          reportDictFailure(error);
          setItems([]);
          setLoading(false);
          setFailure(message);
        },
      }),
    [dict, column.props?.pageSize, services.dictLabels],
  );
  useEffect(() => () => search.cancel(), [search]);

  const runSearch = (keyword: string) => {
    setLoading(true);
    search.search(keyword);
  };

  const shown = items ?? [];
  const options =
    current && !shown.some((item) => item.value === current)
      ? [{ value: current, text: currentLabel ?? current }, ...shown]
      : shown;
  const empty = loading ? <Spin size={16} /> : failure || (items === null ? SEARCH_PROMPT_TEXT : EMPTY_SEARCH_TEXT);

  return (
    <Select
      ref={ref}
      size="small"
      allowClear
      showSearch
      filterOption={false}
      loading={loading}
      placeholder={placeholderOf(column, '选择')}
      getPopupContainer={getPopupContainer}
      notFoundContent={<div className="et-cell-search-empty">{empty}</div>}
      {...arcoProps(column.props, ['pageSize'])}
      value={isEmptyValue(value) ? undefined : current}
      onSearch={runSearch}
      onVisibleChange={(visible) => {
        setOpen(visible);
        if (visible && items === null) runSearch('');
      }}
      onChange={(next: unknown) => {
        onChange(next === undefined || next === null ? '' : String(next));
        onCommit();
      }}
      onKeyDown={(event: { key: string; preventDefault(): void }) => {
        if (!open) editorKeyDown(event, onCommit, onCancel);
      }}
    >
      {options.map((item) => (
        <Select.Option key={item.value} value={item.value}>
          {item.text}
        </Select.Option>
      ))}
    </Select>
  );
}
