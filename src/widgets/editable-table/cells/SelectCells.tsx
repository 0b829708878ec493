import { Tag } from '@arco-design/web-react';
import { type ReactElement, Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import type { CellComponentProps } from './cell-props';
import { columnOptionsNow, optionText, splitValues, useColumnOptions } from './options';
import { cellText } from './TextCells';

/** The selects are fetched when a select cell is first edited. */
export const SelectEditor = lazyPart(() => import('./SelectEditors'), 'SelectEditor');
export const MultiSelectEditor = lazyPart(() => import('./SelectEditors'), 'MultiSelectEditor');

/** Search by the option's text or value, case-insensitive. */
export function matchOption(input: string, option: ReactElement): boolean {
  const props = option.props as { value?: unknown; children?: unknown; label?: unknown };
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  return [props.children, props.value, props.label].some(
    (part) => (typeof part === 'string' || typeof part === 'number') && String(part).toLowerCase().includes(needle),
  );
}

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
  return (
    <Suspense fallback={<SelectDisplay column={props.column} value={props.value} />}>
      <SelectEditor {...props} />
    </Suspense>
  );
}

/** The display while the column's dictionary loads. */
function SelectDisplay({ column, value }: Pick<CellComponentProps, 'column' | 'value'>) {
  return cellText(optionText(useColumnOptions(column), value));
}

/**
 * The compact display of several values: the first as a tag, the rest as "+N" (docs/widgets-spec.md §9).
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
  return (
    <Suspense fallback={<MultiSelectDisplay column={props.column} value={props.value} />}>
      <MultiSelectEditor {...props} />
    </Suspense>
  );
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
