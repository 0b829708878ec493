import { describe, expect, it } from 'vitest';
import { createExpiringStorage, createMemoryBackend } from '../../core/storage';
import { columnSettingsKey, columnSettingsStore, mergeSettings, moveSetting } from './column-settings';

const declared = [{ key: 'username', width: 120 }, { key: 'realname' }, { key: 'birthday', defaultHidden: true }];

describe('column settings', () => {
  it('starts from the declared columns', () => {
    expect(mergeSettings(null, declared)).toEqual([
      { key: 'username', hidden: false, width: 120 },
      { key: 'realname', hidden: false, width: undefined },
      { key: 'birthday', hidden: true, width: undefined },
    ]);
  });

  it('lays stored order, visibility and width over the declaration; a new column goes where it is declared', () => {
    const stored = [
      { key: 'birthday', hidden: false, width: 200 },
      { key: 'username', hidden: true },
    ];
    expect(mergeSettings(stored, declared)).toEqual([
      { key: 'birthday', hidden: false, width: 200 },
      { key: 'realname', hidden: false, width: undefined },
      { key: 'username', hidden: true, width: 120 },
    ]);
  });

  it('drops stale and malformed entries and adds columns declared since', () => {
    const stored = [
      { key: 'gone', hidden: false },
      { key: 'realname', hidden: 'no' },
      'x',
      { key: 'username', hidden: false },
    ];
    expect(mergeSettings(stored, declared).map((setting) => setting.key)).toEqual(['username', 'realname', 'birthday']);
    expect(mergeSettings({ not: 'a list' }, declared)).toEqual(mergeSettings(null, declared));
  });

  it('keeps one arrangement per user and route path', () => {
    const storage = createExpiringStorage(createMemoryBackend());
    const mine = columnSettingsStore(storage, columnSettingsKey('tenant1', '/system/user'));
    const theirs = columnSettingsStore(storage, columnSettingsKey('tenant2', '/system/user'));
    const other = columnSettingsStore(storage, columnSettingsKey('tenant1', '/system/role'));
    mine.save(moveSetting(mine.load(declared), 2, 0));
    expect(mine.load(declared).map((setting) => setting.key)).toEqual(['birthday', 'username', 'realname']);
    expect(theirs.load(declared).map((setting) => setting.key)).toEqual(['username', 'realname', 'birthday']);
    expect(other.load(declared).map((setting) => setting.key)).toEqual(['username', 'realname', 'birthday']);
    mine.clear();
    expect(mine.load(declared).map((setting) => setting.key)).toEqual(['username', 'realname', 'birthday']);
  });

  it('moves a column within bounds', () => {
    const settings = mergeSettings(null, declared);
    expect(moveSetting(settings, 0, 5).map((setting) => setting.key)).toEqual(['realname', 'birthday', 'username']);
    expect(moveSetting(settings, 1, -1).map((setting) => setting.key)).toEqual(['realname', 'username', 'birthday']);
  });
});
