import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictCache, storeAllDictItems } from './dict-cache';
import { EMPTY_DICT_CODE_MESSAGE, getDictItems } from './dict-items';
import { ok, refused, restoreHttp, serve, spyNotifier } from './dict-test-kit';

beforeEach(() => clearDictCache());
afterEach(() => restoreHttp());

describe('getDictItems', () => {
  it('answers from the stored map without a request', async () => {
    const fake = serve(() => ok([]));
    storeAllDictItems({ sex: [{ value: '1', text: '男' }] });
    expect((await getDictItems('sex'))[0]?.text).toBe('男');
    expect(fake.calls).toHaveLength(0);
  });

  it('fetches a missing code once, encoded, without _t, and keeps the answer in memory', async () => {
    const fake = serve(() => ok([{ value: 'admin', title: '管理员' }]));
    const code = "sys_user,realname,username,status='1'";
    const [first, second] = await Promise.all([getDictItems(code), getDictItems(code)]);
    expect(first).toEqual([{ value: 'admin', text: '管理员', title: '管理员', label: '管理员' }]);
    expect(second).toBe(first);
    await getDictItems(code);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toBe("/sys/dict/getDictItems/sys_user,realname,username,status%3D'1'");
    expect(fake.calls[0]?.params).not.toHaveProperty('_t');
  });

  it.each([[''], ['   '], [null], [undefined]])('rejects a blank code (%j) with 字典Code不能为空!', async (code) => {
    const fake = serve(() => ok([]));
    await expect(getDictItems(code)).rejects.toThrow('字典Code不能为空!');
    expect(EMPTY_DICT_CODE_MESSAGE).toBe('字典Code不能为空!');
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the server message as a warning, rejects, and retries next time', async () => {
    const notifier = spyNotifier();
    let fail = true;
    const fake = serve(() => (fail ? refused('字典表不存在') : ok([{ value: '1', text: '一' }])));
    await expect(getDictItems('nope')).rejects.toThrow('字典表不存在');
    expect(notifier.warn).toHaveBeenCalledWith('字典表不存在');
    fail = false;
    await expect(getDictItems('nope')).resolves.toHaveLength(1);
    expect(fake.calls).toHaveLength(2);
  });

  it('does not keep an answer requested before the cache was cleared', async () => {
    let release: () => void = () => undefined;
    const slow = serve(() => new Promise((resolve) => (release = () => resolve(ok([{ value: 'old', text: '旧' }])))));
    const pending = getDictItems('users');
    await vi.waitFor(() => expect(slow.calls).toHaveLength(1));
    clearDictCache();
    release();
    await pending;
    const fake = serve(() => ok([{ value: 'new', text: '新' }]));
    expect((await getDictItems('users'))[0]?.value).toBe('new');
    expect(fake.calls).toHaveLength(1);
  });

  it('shows no warning when the session has ended (the request layer already said so)', async () => {
    const notifier = spyNotifier();
    serve(() => ({
      status: 401,
      data: { success: false, code: 401, message: 'Token失效，请重新登录!', result: null },
    }));
    await expect(getDictItems('sex')).rejects.toThrow();
    expect(notifier.warn).not.toHaveBeenCalled();
  });
});
