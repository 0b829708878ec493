import { getAction, unwrap } from '../http';
import { local, StorageKeys, StorageTtl } from '../storage';
import { reportDictFailure } from './dict-errors';
import { normalizeDictMap } from './normalize';
import type { DictItem, DictMap } from './types';

// Parsed mirror of the stored map: label look-ups run once per table cell, and re-parsing the
// whole map from storage each time would be the cost. `undefined` = storage not read yet.
let allItems: DictMap | null | undefined;
// Items fetched one code at a time (table dictionaries, codes missing from the map), for this page.
const fetched = new Map<string, DictItem[]>();
// Bumped whenever the cache is replaced, so an answer requested for the previous user is not kept.
let generation = 0;

function storedMap(): DictMap | null {
  if (allItems === undefined) allItems = local.get<DictMap>(StorageKeys.dictCache);
  return allItems;
}

/**
 * Keeps the map of every dictionary for 7 days (login's `sysAllDictItems`, `queryAllDictItems`).
 * A missing map (JeecgBoot omits it for `X-Version` requests) leaves the cache as it was.
 *
 * @example storeAllDictItems(loginResult.sysAllDictItems)
 */
export function storeAllDictItems(map: unknown): void {
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return;
  const normalized = normalizeDictMap(map);
  local.set(StorageKeys.dictCache, normalized, StorageTtl.week);
  allItems = normalized;
  fetched.clear();
  generation++;
}

/**
 * Forgets every cached dictionary (logout, user switch).
 *
 * @example clearDictCache()
 */
export function clearDictCache(): void {
  local.remove(StorageKeys.dictCache);
  allItems = null;
  fetched.clear();
  generation++;
}

/**
 * Cached items of `code`, or undefined when neither the stored map nor an earlier fetch has them.
 *
 * @example getCachedDictItems('sex')?.length // 2
 */
export function getCachedDictItems(code: string): DictItem[] | undefined {
  return storedMap()?.[code] ?? fetched.get(code);
}

/** The cache's generation now; pass it back to `rememberDictItems` with the answer. */
export function dictCacheGeneration(): number {
  return generation;
}

/**
 * Remembers items fetched for one code for the rest of the page's life, unless the cache was
 * replaced or cleared since the request started (`requestedAt` = `dictCacheGeneration()` then).
 *
 * @example rememberDictItems('sys_user,realname,id', items, startedAt)
 */
export function rememberDictItems(code: string, items: DictItem[], requestedAt: number): void {
  if (requestedAt === generation) fetched.set(code, items);
}

/**
 * Refreshes the server's dictionary cache, then loads and stores every dictionary (7 days). A
 * refused refresh (it needs rights some users lack) is shown and the load goes on: the items the
 * server has are still better than none.
 *
 * @example const map = await initDictionaries(); map.sex
 */
export async function initDictionaries(): Promise<DictMap> {
  try {
    unwrap(await getAction('/sys/dict/refleshCache', undefined, { silent: true }));
  } catch (error) {
    reportDictFailure(error);
  }
  try {
    const map = normalizeDictMap(unwrap(await getAction('/sys/dict/queryAllDictItems', undefined, { silent: true })));
    storeAllDictItems(map);
    return map;
  } catch (error) {
    reportDictFailure(error);
    throw error;
  }
}
