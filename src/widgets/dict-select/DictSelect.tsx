import { Radio, Select, Spin, Tag } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { createDictSearch, type DictItem, reportDictFailure } from '../../core/dict';
import { CheckboxGroup } from './CheckboxGroup';
import { type DictValue, joinValues, splitValues } from './dict-value';
import { useDictItems } from './use-dict-items';
import { useRemoteLabels } from './use-remote-labels';

export type DictSelectMode = 'select' | 'radio' | 'checkbox' | 'tag';

export interface DictSelectProps {
  /** Dictionary code or `table,text,code[,condition]`. */
  dictCode?: string;
  /** Items to offer instead of loading `dictCode`. */
  options?: readonly DictItem[];
  /** How the choice is drawn (default select). */
  mode?: DictSelectMode;
  /** Several values, stored comma-joined (checkbox mode always is). Default false. */
  multiple?: boolean;
  value?: DictValue;
  /** Gets the stored form: one value, or values comma-joined; '' when cleared. */
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Search the server as the user types (`/sys/dict/loadDict`, 300 ms after the last key, stale
   * answers dropped; a failure shows the server's message). Select mode only. Default false.
   */
  remoteSearch?: boolean;
  /** Page size of the remote search. */
  pageSize?: number;
  getPopupContainer?: (node: HTMLElement) => Element;
}

function useRemoteOptions(dictCode: string | undefined, enabled: boolean, pageSize: number | undefined) {
  const [found, setFound] = useState<DictItem[]>([]);
  const [searching, setSearching] = useState(false);
  const search = useMemo(
    () =>
      enabled && dictCode
        ? createDictSearch({
            dict: dictCode,
            pageSize,
            onResult: (items) => {
              setFound(items);
              setSearching(false);
            },
            onError: (_message, error) => {
              reportDictFailure(error);
              setSearching(false);
            },
          })
        : null,
    [dictCode, enabled, pageSize],
  );
  useEffect(() => () => search?.cancel(), [search]);
  const onSearch = (keyword: string) => {
    if (!search) return;
    setSearching(true);
    search.search(keyword);
  };
  return { found, searching, onSearch };
}

/**
 * A dictionary choice drawn as a select, radio group, checkbox group or clickable tags. The value is
 * the stored string: single, or comma-joined for multiple and checkbox.
 *
 * @example <DictSelect dictCode="sex" mode="radio" value={sex} onChange={setSex} />
 */
export function DictSelect({
  dictCode,
  options,
  mode = 'select',
  multiple = false,
  value,
  onChange,
  placeholder = '请选择',
  disabled,
  remoteSearch = false,
  pageSize,
  getPopupContainer,
}: DictSelectProps) {
  const remote = remoteSearch && mode === 'select';
  const { items, loading } = useDictItems(remote ? undefined : dictCode, remote ? (options ?? []) : options);
  const { found, searching, onSearch } = useRemoteOptions(dictCode, remote, pageSize);
  const values = splitValues(value);
  const { known, remember } = useRemoteLabels(dictCode, remote, values);
  const many = multiple || mode === 'checkbox';
  const emit = (next: readonly string[]) => onChange?.(joinValues(many ? [...next] : next.slice(-1)));

  if (mode === 'radio') {
    return (
      <Radio.Group disabled={disabled} value={values[0]} onChange={(next: string) => emit([next])}>
        {items.map((item) => (
          <Radio key={item.value} value={item.value}>
            {item.text}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  if (mode === 'checkbox') {
    return (
      <CheckboxGroup
        disabled={disabled}
        value={values}
        options={items.map((item) => ({ value: item.value, label: item.text }))}
        onChange={onChange}
      />
    );
  }
  if (mode === 'tag') {
    const toggle = (item: DictItem, checked: boolean) => {
      if (disabled) return;
      if (!multiple) emit(checked ? [item.value] : []);
      else emit(checked ? [...values, item.value] : values.filter((one) => one !== item.value));
    };
    return (
      <span className="widget-dict-tags">
        {items.map((item) => (
          <Tag
            key={item.value}
            checkable
            checked={values.includes(item.value)}
            color={values.includes(item.value) ? item.color || 'arcoblue' : undefined}
            onCheck={(checked: boolean) => toggle(item, checked)}
            style={{ marginRight: 8, cursor: disabled ? 'not-allowed' : 'pointer' }}
          >
            {item.text}
          </Tag>
        ))}
      </span>
    );
  }

  const offered = remote ? [...found] : items;
  if (remote) {
    for (const one of values) {
      const item = known.get(one);
      if (item && !offered.some((candidate) => candidate.value === one)) offered.push(item);
    }
  }
  return (
    <Select
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      loading={loading || searching}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? values : values[0]}
      showSearch
      filterOption={
        remote
          ? false
          : (input, option) =>
              String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(
                String(input).trim(),
              )
      }
      onSearch={remote ? onSearch : undefined}
      notFoundContent={searching ? <Spin size={16} /> : undefined}
      getPopupContainer={getPopupContainer}
      onChange={(next: string | string[] | undefined) => {
        const list = next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
        if (remote) remember(offered.filter((item) => list.includes(item.value)));
        emit(list);
      }}
    >
      {offered.map((item) => (
        <Select.Option key={item.value} value={item.value}>
          {item.text}
        </Select.Option>
      ))}
    </Select>
  );
}
