import type { DictItem, DictMap } from './types';

function text(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * One raw item in the common shape; the text may come as `text`, `title` or `label`.
 *
 * @example normalizeDictItem({ value: 1, title: '男' }) // { value: '1', text: '男', title: '男', label: '男' }
 */
export function normalizeDictItem(raw: unknown): DictItem {
  const item = (typeof raw === 'object' && raw !== null ? raw : { value: raw }) as Record<string, unknown>;
  const value = text(item.value) ?? '';
  const label = text(item.text) ?? text(item.title) ?? text(item.label) ?? value;
  const color = text(item.color);
  return {
    value,
    text: label,
    title: text(item.title) ?? label,
    label: text(item.label) ?? label,
    ...(color ? { color } : {}),
  };
}

/**
 * A raw item list in the common shape; anything but an array reads as empty.
 *
 * @example normalizeDictItems([{ value: '1', label: '启用' }])[0].text // '启用'
 */
export function normalizeDictItems(raw: unknown): DictItem[] {
  return Array.isArray(raw) ? raw.map(normalizeDictItem) : [];
}

/**
 * A raw dictCode -> items map in the common shape.
 *
 * @example normalizeDictMap({ sex: [{ value: '1', text: '男' }] }).sex[0].label // '男'
 */
export function normalizeDictMap(raw: unknown): DictMap {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const map: DictMap = {};
  for (const [code, items] of Object.entries(raw)) map[code] = normalizeDictItems(items);
  return map;
}
