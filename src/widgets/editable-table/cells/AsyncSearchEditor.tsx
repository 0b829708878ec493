import { Select, Spin } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDictSearch, type DictItem, reportDictFailure } from '../../../core/dict';
import { ASYNC_SEARCH_DEBOUNCE_MS, dictOf, EMPTY_SEARCH_TEXT, SEARCH_PROMPT_TEXT } from './AsyncSearchCell';
import { arcoProps, type CellComponentProps, isEmptyValue, placeholderOf, valueText } from './cell-props';
import { useCellServices } from './services';
import { useCellEditor } from './use-editor-focus';
import { useLabels } from './use-labels';

/** The editor of a `sel_search_async` cell (see AsyncSearchCell). */
export function AsyncSearchEditor(props: CellComponentProps) {
  const { column, value, onChange, onCommit, getPopupContainer } = props;
  const services = useCellServices();
  const dict = dictOf(column);
  const ref = useRef<SelectHandle>(null);
  const keyDown = useCellEditor(ref, props);
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
        if (!open) keyDown(event);
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
