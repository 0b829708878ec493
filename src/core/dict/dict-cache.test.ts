import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, StorageKeys, StorageTtl } from '../storage';
import { clearDictCache, getCachedDictItems, initDictionaries, storeAllDictItems } from './dict-cache';
import { ok, refused, restoreHttp, serve, spyNotifier } from './dict-test-kit';

const sex = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];

beforeEach(() => clearDictCache());
afterEach(() => restoreHttp());

describe('storeAllDictItems', () => {
  it('keeps the map in local storage for 7 days and serves it from the cache', () => {
    const set = vi.spyOn(local, 'set');
    storeAllDictItems({ sex: [{ value: 1, text: '男' }] });
    expect(getCachedDictItems('sex')).toEqual([{ value: '1', text: '男', title: '男', label: '男' }]);
    expect(set).toHaveBeenCalledWith(StorageKeys.dictCache, { sex: [sex[0]] }, StorageTtl.week);
    expect(StorageTtl.week).toBe(604800000);
    expect(local.get(StorageKeys.dictCache)).toEqual({ sex: [sex[0]] });
  });

  it('ignores a missing map (JeecgBoot omits it for X-Version requests)', () => {
    storeAllDictItems({ sex });
    storeAllDictItems(undefined);
    expect(getCachedDictItems('sex')).toHaveLength(2);
  });
});

describe('clearDictCache', () => {
  it('forgets the stored map', () => {
    storeAllDictItems({ sex });
    clearDictCache();
    expect(getCachedDictItems('sex')).toBeUndefined();
    expect(local.get(StorageKeys.dictCache)).toBeNull();
  });
});

describe('initDictionaries', () => {
  it('refreshes the server cache, then loads and stores every dictionary', async () => {
    const fake = serve((config) => (config.url?.endsWith('refleshCache') ? ok(null) : ok({ sex })));
    const map = await initDictionaries();
    expect(fake.calls.map((c) => c.url)).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(map.sex).toEqual(sex);
    expect(getCachedDictItems('sex')).toEqual(sex);
    expect(local.get(StorageKeys.dictCache)).toEqual({ sex });
  });

  it('warns with the server message when the refresh is refused and still loads', async () => {
    const notifier = spyNotifier();
    serve((config) => (config.url?.endsWith('refleshCache') ? refused('没有权限') : ok({ sex })));
    await expect(initDictionaries()).resolves.toEqual({ sex });
    expect(notifier.warn).toHaveBeenCalledWith('没有权限');
  });

  it('warns and rejects when the load fails, keeping the old cache', async () => {
    storeAllDictItems({ sex });
    const notifier = spyNotifier();
    serve((config) => (config.url?.endsWith('refleshCache') ? ok(null) : refused('字典加载失败')));
    await expect(initDictionaries()).rejects.toThrow('字典加载失败');
    expect(notifier.warn).toHaveBeenCalledWith('字典加载失败');
    expect(getCachedDictItems('sex')).toHaveLength(2);
  });
});
