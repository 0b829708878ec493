import { type DictItem, getCachedDictItems, getDictItems } from '../../../core/dict';
import { useLoad } from '../../shared/use-load';
import type { ColumnOption, EditableColumn } from '../types';

/** One option in the shape the cells read: `text` filled from text, title or label. */
export function normalizeOption(option: ColumnOption | DictItem): ColumnOption {
  const value = String(option.value ?? '');
  const text = option.text ?? option.title ?? option.label ?? value;
  return { ...option, value, text: String(text) };
}

// Merged options per column object and dictionary answer: thousands of cells share one column.
const merged = new WeakMap<EditableColumn, { items: readonly DictItem[] | undefined; options: ColumnOption[] }>();

function merge(column: EditableColumn, items: readonly DictItem[] | undefined): ColumnOption[] {
  const hit = merged.get(column);
  if (hit && hit.items === items) return hit.options;
  const options = (column.options ?? []).map(normalizeOption);
  const seen = new Set(options.map((option) => option.value));
  // Static options first, then the dictionary's (JeecgBoot merges dictionary options after).
  for (const item of items ?? []) if (!seen.has(item.value)) options.push(normalizeOption(item));
  merged.set(column, { items, options });
  return options;
}

/**
 * The options of a column now: `column.options` then the cached items of `column.dictCode`;
 * undefined while a dictionary is not loaded yet.
 *
 * @example columnOptionsNow({ key: 'sex', title: '性别', type: 'select', options: [{ value: '1', text: '男' }] })
 */
export function columnOptionsNow(column: EditableColumn): ColumnOption[] | undefined {
  const code = column.dictCode?.trim();
  if (!code) return merge(column, undefined);
  const items = getCachedDictItems(code);
  return items ? merge(column, items) : undefined;
}

/**
 * The options of a column, loading `column.dictCode` through `src/core/dict` when not cached (one
 * request per code however many cells ask). A failed load shows the server's message (core) and
 * leaves the static options.
 *
 * @example const options = useColumnOptions(column);
 */
export function useColumnOptions(column: EditableColumn): ColumnOption[] {
  const now = columnOptionsNow(column);
  const code = column.dictCode?.trim();
  // The answer lands in the dictionary cache; its arrival redraws.
  useLoad(now || !code ? null : [code], () => getDictItems(code));
  return now ?? merge(column, undefined);
}

/**
 * The text of a value among options (the value itself when unknown; '' when empty).
 *
 * @example optionText([{ value: '1', text: '男' }], 1) // '男'
 */
export function optionText(options: readonly ColumnOption[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const wanted = String(value);
  return options.find((option) => option.value === wanted)?.text ?? wanted;
}

/**
 * The values of a comma-joined multi-select value (blanks dropped).
 *
 * @example splitValues('1,2,') // ['1', '2']
 */
export function splitValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter((part) => part !== '');
  if (value === undefined || value === null || value === '') return [];
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The multi-select value shape: values comma-joined ('' when none). */
export function joinValues(values: readonly string[]): string {
  return values.join(',');
}
