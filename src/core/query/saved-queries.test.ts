import { describe, expect, it } from 'vitest';
import { createExpiringStorage, createMemoryBackend } from '../storage';
import { createSavedQueryStore, planSave, superQuerySaveKey } from './saved-queries';
import type { SuperQueryCondition } from './types';

const ONE: SuperQueryCondition[] = [{ field: 'realname', rule: 'like', val: '张' }];
const TWO: SuperQueryCondition[] = [...ONE, { field: 'sex', rule: 'eq', val: '2', type: 'list' }];

function setup() {
  const backend = createMemoryBackend();
  const storage = createExpiringStorage(backend);
  const store = createSavedQueryStore(superQuerySaveKey('/system/user'), storage);
  return { backend, storage, store };
}

describe('superQuerySaveKey', () => {
  it('is the prefix plus the route path', () => {
    expect(superQuerySaveKey('/system/user')).toBe('JSuperQuerySaved_/system/user');
    expect(superQuerySaveKey('/a', 'mine_')).toBe('mine_/a');
  });
});

describe('saved query store', () => {
  it('saves, lists, loads and removes under the namespaced key', () => {
    const { backend, store } = setup();
    expect(store.list()).toEqual([]);
    store.save({ title: '张姓', matchType: 'and', records: ONE });
    store.save({ title: '女性', matchType: 'or', records: TWO });
    expect(store.list().map((q) => q.title)).toEqual(['张姓', '女性']);
    expect(store.load('女性')).toEqual({ title: '女性', matchType: 'or', records: TWO });
    expect(store.load('无')).toBeNull();
    expect(JSON.parse(backend.getItem('pro__JSuperQuerySaved_/system/user') ?? '{}').value).toHaveLength(2);
    expect(store.remove('张姓').map((q) => q.title)).toEqual(['女性']);
    store.remove('女性');
    expect(backend.getItem('pro__JSuperQuerySaved_/system/user')).toBeNull();
  });

  it('overwrites a query of the same name in place', () => {
    const { store } = setup();
    store.save({ title: 'a', matchType: 'and', records: ONE });
    store.save({ title: 'b', matchType: 'and', records: ONE });
    store.save({ title: 'a', matchType: 'or', records: TWO });
    expect(store.list()).toEqual([
      { title: 'a', matchType: 'or', records: TWO },
      { title: 'b', matchType: 'and', records: ONE },
    ]);
  });

  it('keeps pages apart and reads corrupt entries as absent', () => {
    const { storage, store } = setup();
    const other = createSavedQueryStore(superQuerySaveKey('/system/role'), storage);
    store.save({ title: 'a', matchType: 'and', records: ONE });
    expect(other.list()).toEqual([]);
    storage.set(other.key, [{ title: 1 }, null, { title: 'ok', matchType: 'x', records: [] }]);
    expect(other.list()).toEqual([{ title: 'ok', matchType: 'and', records: [] }]);
    storage.set(other.key, 'nonsense');
    expect(other.list()).toEqual([]);
  });
});

describe('planSave', () => {
  it('refuses no conditions and a blank name', () => {
    expect(planSave([], 'x', [], 'and')).toEqual({ ok: false, message: '空条件不能保存' });
    expect(planSave([], '   ', ONE, 'and')).toEqual({ ok: false, message: '保存名称不能为空' });
  });

  it('saves a new name directly and asks before replacing one', () => {
    expect(planSave([], ' 新 ', ONE, 'or')).toEqual({
      ok: true,
      overwrite: false,
      entry: { title: '新', matchType: 'or', records: ONE },
    });
    const existing = [{ title: '新', matchType: 'and' as const, records: TWO }];
    expect(planSave(existing, '新', ONE, 'and')).toEqual({
      ok: true,
      overwrite: true,
      confirm: '新 已存在，是否覆盖？',
      entry: { title: '新', matchType: 'and', records: ONE },
    });
  });
});
