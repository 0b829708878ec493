import { getAction, unwrap } from '../http';
import { dictCacheGeneration, getCachedDictItems, rememberDictItems } from './dict-cache';
import { reportDictFailure } from './dict-errors';
import { dictUrl } from './dict-url';
import { normalizeDictItems } from './normalize';
import type { DictItem } from './types';

/** docs/widgets-spec.md §5, shown verbatim. */
export const EMPTY_DICT_CODE_MESSAGE = '字典Code不能为空!';

// One request per code however many cells ask at once.
const pending = new Map<string, Promise<DictItem[]>>();

async function fetchDictItems(code: string, startedAt: number): Promise<DictItem[]> {
  try {
    const envelope = await getAction<unknown>(dictUrl('/sys/dict/getDictItems', code), undefined, { silent: true });
    const items = normalizeDictItems(unwrap(envelope));
    rememberDictItems(code, items, startedAt);
    return items;
  } catch (error) {
    reportDictFailure(error);
    throw error;
  }
}

/**
 * Items of a dictionary: from the cache, else `GET /sys/dict/getDictItems/{code}` (then kept in
 * memory). `code` is a plain code or `table,text,code[,condition]`. A failure is shown as a warning
 * and rejects; a blank code rejects with 字典Code不能为空!.
 *
 * @example const items = await getDictItems('sex'); // [{ value: '1', text: '男', ... }]
 */
export async function getDictItems(code: string | null | undefined): Promise<DictItem[]> {
  const key = String(code ?? '').trim();
  if (!key) throw new Error(EMPTY_DICT_CODE_MESSAGE);
  const cached = getCachedDictItems(key);
  if (cached) return cached;
  const startedAt = dictCacheGeneration();
  const pendingKey = `${startedAt}:${key}`;
  let request = pending.get(pendingKey);
  if (!request) {
    request = fetchDictItems(key, startedAt).finally(() => pending.delete(pendingKey));
    pending.set(pendingKey, request);
  }
  return request;
}
