import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { local, StorageKeys, StorageTtl } from '../storage';
import { loadCurrentDeparts, selectDepart } from './departs';
import { getUserInfo } from './getters';
import { NO_DEPART_MESSAGE, NO_LOGIN_USER_MESSAGE } from './messages';
import { sessionStore } from './session-store';
import { captureNotifier, fakeServer, ok, refused, resetSessionTestState } from './session-test-kit';

const departs = [
  { id: 'd1', orgCode: 'A01', departName: '总部' },
  { id: 'd2', orgCode: 'A02', departName: '华东分部' },
];

beforeEach(() => {
  resetSessionTestState();
  local.set(StorageKeys.userInfo, { id: 'u1', username: 'zhangsan', orgCode: 'A01' }, StorageTtl.week);
});
afterEach(() => resetSessionTestState());

describe('loadCurrentDeparts', () => {
  it("returns the user's departments and the current orgCode", async () => {
    fakeServer({ 'get /sys/user/getCurrentUserDeparts': { data: ok({ list: departs, orgCode: 'A01' }) } });
    await expect(loadCurrentDeparts()).resolves.toEqual({ departs, orgCode: 'A01' });
    expect(sessionStore.getState().departs).toEqual(departs);
  });

  it('gives an empty list when the user has none', async () => {
    fakeServer({ 'get /sys/user/getCurrentUserDeparts': { data: ok({ list: null, orgCode: null }) } });
    await expect(loadCurrentDeparts()).resolves.toEqual({ departs: [], orgCode: null });
  });

  it('names the no-department warning verbatim', () => {
    expect(NO_DEPART_MESSAGE).toBe('您尚未设置部门信息!');
  });
});

describe('selectDepart', () => {
  it('sends orgCode and username and replaces the stored user info with the answer', async () => {
    const switched = { id: 'u1', username: 'zhangsan', orgCode: 'A02', realname: '张三' };
    const server = fakeServer({ 'put /sys/selectDepart': { data: ok({ userInfo: switched }) } });
    await expect(selectDepart('A02')).resolves.toEqual(switched);
    expect(server.calls[0]?.data).toEqual({ orgCode: 'A02', username: 'zhangsan' });
    expect(getUserInfo()).toEqual(switched);
    expect(sessionStore.getState().userInfo).toEqual(switched);
  });

  it('records the new orgCode when the server sends no user info', async () => {
    fakeServer({ 'put /sys/selectDepart': { data: ok({}) } });
    await selectDepart('A02');
    expect(getUserInfo()).toEqual({ id: 'u1', username: 'zhangsan', orgCode: 'A02' });
  });

  it('keeps the stored user when the server refuses', async () => {
    fakeServer({ 'put /sys/selectDepart': { data: refused('部门不存在') } });
    await expect(selectDepart('ZZ')).rejects.toThrow('部门不存在');
    expect(getUserInfo()?.orgCode).toBe('A01');
  });

  it('warns 当前系统无登录用户! without a request when nobody is logged in', async () => {
    const seen = captureNotifier();
    local.remove(StorageKeys.userInfo);
    const server = fakeServer({});
    await expect(selectDepart('A02')).rejects.toThrow(NO_LOGIN_USER_MESSAGE);
    expect(seen.warn).toEqual(['当前系统无登录用户!']);
    expect(server.calls).toHaveLength(0);
  });
});
