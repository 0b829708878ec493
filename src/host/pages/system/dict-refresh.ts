import { normalizeDictMap, storeAllDictItems } from '../../../core/dict';
import { getAction, unwrap } from '../../../core/http';

export const REFRESH_DONE = '刷新缓存完成！';
export const REFRESH_FAILED = '刷新缓存失败！';

/**
 * 刷新缓存: asks the server to drop its dictionary cache, then reloads every dictionary into the
 * browser's cache (7 days). Resolves with the message to show.
 *
 * @example Message.success(await refreshDictCache())
 */
export async function refreshDictCache(): Promise<{ ok: boolean; message: string }> {
  try {
    unwrap(await getAction('/sys/dict/refleshCache', undefined, { silent: true }));
    const all = unwrap(await getAction('/sys/dict/queryAllDictItems', undefined, { silent: true }));
    storeAllDictItems(normalizeDictMap(all));
    return { ok: true, message: REFRESH_DONE };
  } catch {
    return { ok: false, message: REFRESH_FAILED };
  }
}
