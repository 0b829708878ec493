import { getAction, unwrap } from '../http';
import { getCachedDictItems } from './dict-cache';
import { reportDictFailure } from './dict-errors';
import { dictUrl } from './dict-url';
import type { DictItem } from './types';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === 'null';
}

/**
 * The text of one value among `items`; the value itself when no item matches (JeecgBoot's
 * `filterDictText`). Values compare as strings, so 1 finds '1' and 0 is not blank.
 *
 * @example filterDictText([{ value: '1', text: '男', title: '男', label: '男' }], 1) // '男'
 */
export function filterDictText(items: readonly DictItem[], value: unknown): string {
  if (isBlank(value)) return '';
  const wanted = String(value);
  return items.find((item) => item.value === wanted)?.text ?? wanted;
}

/**
 * Texts of a comma list of values, joined with ',' like JeecgBoot's `filterMultiDictText`. Unlike
 * JeecgBoot, the texts follow the order of the values and an unknown value shows as itself rather
 * than vanishing (a silently missing entry reads as "not selected").
 *
 * @example filterMultiDictText(items, '1,2') // '男,女'
 */
export function filterMultiDictText(items: readonly DictItem[], values: unknown): string {
  if (isBlank(values)) return '';
  return String(values)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => filterDictText(items, part))
    .join(',');
}

/**
 * Label of one value from the cached items of `code` (the value itself when not cached or unknown).
 *
 * @example dictLabel('sex', '1') // '男'
 */
export function dictLabel(code: string, value: unknown): string {
  return filterDictText(getCachedDictItems(code) ?? [], value);
}

/**
 * Labels of a comma list of values from the cached items of `code`, comma-joined.
 *
 * @example dictLabels('sex', '1,2') // '男,女'
 */
export function dictLabels(code: string, values: unknown): string {
  return filterMultiDictText(getCachedDictItems(code) ?? [], values);
}

/**
 * Texts of the given keys from the server (`GET /sys/dict/loadDictItem/{dict}?key=a,b`), for
 * table dictionaries too large to cache. No keys: no request. A failure is shown as a warning.
 *
 * @example await loadDictItemLabels('sys_user,realname,username', ['admin', 'jeecg']) // ['管理员', 'jeecg']
 */
export async function loadDictItemLabels(dict: string, keys: string | readonly string[]): Promise<string[]> {
  const key = (typeof keys === 'string' ? keys.split(',') : [...keys])
    .map((one) => String(one).trim())
    .filter((one) => one !== '')
    .join(',');
  if (!key) return [];
  try {
    const envelope = await getAction<unknown>(dictUrl('/sys/dict/loadDictItem', dict), { key }, { silent: true });
    const result = unwrap(envelope);
    if (Array.isArray(result)) return result.map((text) => (text == null ? '' : String(text)));
    return typeof result === 'string' && result !== '' ? result.split(',') : [];
  } catch (error) {
    reportDictFailure(error);
    throw error;
  }
}
