import { Cascader } from '@arco-design/web-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLoad } from '../shared/use-load';
import { type AreaLoader, type AreaOption, areaCodes, loadAreaLevel, loadAreaPath } from './area-api';

export type AreaValue = string | string[];

export interface AreaPickerProps {
  /**
   * The chosen codes, province first: '330000,330100,330106' by default, `['330000', '330100', '330106']`
   * with `valueType="array"`. Controlled when given.
   */
  value?: AreaValue;
  defaultValue?: AreaValue;
  /** Shape of `value` and of what `onChange` gives (default 'string', comma-separated). */
  valueType?: 'string' | 'array';
  /** Fires on user action only, with the codes and the names along the path (e.g. ['浙江省', '杭州市', '西湖区']). */
  onChange?: (value: AreaValue, names: string[]) => void;
  /** Accept a province or city too, not only a full path. */
  changeOnSelect?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  /** One level of areas by parent code (default: GET /silu/api/v1/baseAreas/getTree?parentCode=). */
  load?: AreaLoader;
  getPopupContainer?: (node: HTMLElement) => Element;
}

const FIELD_NAMES = { label: 'name', value: 'code', children: 'children', isLeaf: 'isLeaf' };

function namesAlong(options: AreaOption[], codes: readonly string[]): string[] {
  const names: string[] = [];
  let level: AreaOption[] | undefined = options;
  for (const code of codes) {
    const found: AreaOption | undefined = level?.find((option) => option.code === code);
    if (!found) break;
    names.push(found.name);
    level = found.children;
  }
  return names;
}

/**
 * Province / city / district cascader. Each level loads when its parent opens; the names of an initial
 * value come from the levels along its path, loaded in parallel.
 *
 * @example <AreaPicker value={shop.areaCode} onChange={(codes, names) => setArea(codes, names.join(' '))} />
 */
export function AreaPicker({
  value,
  defaultValue,
  valueType = 'string',
  onChange,
  changeOnSelect = false,
  disabled = false,
  allowClear = true,
  placeholder = '请选择省/市/区',
  load = loadAreaLevel,
  getPopupContainer,
}: AreaPickerProps) {
  const [inner, setInner] = useState<AreaValue | undefined>(defaultValue);
  const codes = useMemo(() => areaCodes(value !== undefined ? value : inner), [value, inner]);
  const loaded = useRef<AreaOption[]>([]);
  const pathKey = codes.join(',');

  // Reload the levels along the path only when it is not already in the tree (an outside value).
  const inTree = loaded.current.length > 0 && namesAlong(loaded.current, codes).length === codes.length;
  const { data: options } = useLoad(inTree ? null : [pathKey, load], () => loadAreaPath(codes, load), {
    initial: [],
    onData: (tree) => {
      loaded.current = tree;
    },
  });

  const loadMore = useCallback(
    async (pathValue: string[]) => {
      const parent = pathValue[pathValue.length - 1] ?? '';
      const children = await load(parent);
      // Keep our copy in step so names resolve without another call.
      let level: AreaOption[] | undefined = loaded.current;
      for (const code of pathValue) {
        const found: AreaOption | undefined = level?.find((option) => option.code === code);
        if (!found) break;
        if (code === parent) found.children = children;
        level = found.children;
      }
      return children;
    },
    [load],
  );

  const change = (next: unknown) => {
    const list = Array.isArray(next) ? (next as string[]) : [];
    const out: AreaValue = valueType === 'array' ? list : list.join(',');
    if (value === undefined) setInner(out);
    onChange?.(out, namesAlong(loaded.current, list));
  };

  return (
    <Cascader<AreaOption>
      options={options}
      fieldNames={FIELD_NAMES}
      loadMore={loadMore}
      value={codes}
      onChange={change}
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder}
      getPopupContainer={getPopupContainer}
      aria-label="省市区"
    />
  );
}
