import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDictCache, storeAllDictItems } from './dict-cache';
import { dictLabel, dictLabels, filterMultiDictText, loadDictItemLabels } from './dict-labels';
import { ok, refused, restoreHttp, serve, spyNotifier } from './dict-test-kit';
import { normalizeDictItems } from './normalize';

beforeEach(() => {
  clearDictCache();
  storeAllDictItems({
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
    yn: [
      { value: '0', text: '否' },
      { value: '1', text: '是' },
    ],
  });
});
afterEach(() => restoreHttp());

describe('dictLabel', () => {
  it('finds the label of a value, numbers and 0 included', () => {
    expect(dictLabel('sex', '2')).toBe('女');
    expect(dictLabel('sex', 1)).toBe('男');
    expect(dictLabel('yn', 0)).toBe('否');
  });

  it('shows the value itself when unknown or not cached, and nothing for blanks', () => {
    expect(dictLabel('sex', '9')).toBe('9');
    expect(dictLabel('unknown', 'x')).toBe('x');
    expect(dictLabel('sex', null)).toBe('');
    expect(dictLabel('sex', 'null')).toBe('');
  });
});

describe('dictLabels', () => {
  it('joins the labels of a comma list with a comma, in the order of the values', () => {
    expect(dictLabels('sex', '2,1')).toBe('女,男');
    expect(dictLabels('sex', '1, 9')).toBe('男,9');
    expect(dictLabels('sex', '')).toBe('');
  });

  it('works on any item list', () => {
    expect(filterMultiDictText(normalizeDictItems([{ value: 'a', label: '甲' }]), 'a')).toBe('甲');
  });
});

describe('loadDictItemLabels', () => {
  it('asks the server for the texts of the keys', async () => {
    const fake = serve(() => ok(['管理员', '张三']));
    await expect(loadDictItemLabels('sys_user,realname,username', ['admin', 'zhangsan'])).resolves.toEqual([
      '管理员',
      '张三',
    ]);
    expect(fake.calls[0]?.url).toBe('/sys/dict/loadDictItem/sys_user,realname,username');
    expect(fake.calls[0]?.params).toMatchObject({ key: 'admin,zhangsan' });
  });

  it('makes no request without keys', async () => {
    const fake = serve(() => ok([]));
    await expect(loadDictItemLabels('sex', ' , ')).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(0);
  });

  it('warns with the server message on failure', async () => {
    const notifier = spyNotifier();
    serve(() => refused('表不在白名单'));
    await expect(loadDictItemLabels('secret,a,b', 'x')).rejects.toThrow('表不在白名单');
    expect(notifier.warn).toHaveBeenCalledWith('表不在白名单');
  });
});
