import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { local, StorageKeys, StorageTtl } from '../storage';
import { buildPasswordChangePayload, changePassword } from './password';
import { captureNotifier, fakeServer, ok, refused, resetSessionTestState } from './session-test-kit';

const values = { oldpassword: 'old12345', password: 'new12345', confirmpassword: 'new12345' };

beforeEach(() => resetSessionTestState());
afterEach(() => resetSessionTestState());

describe('buildPasswordChangePayload', () => {
  it('has exactly the wire fields username, oldpassword, password, confirmpassword', () => {
    const payload = buildPasswordChangePayload('zhangsan', { ...values, extra: 'x' } as typeof values);
    expect(payload).toEqual({ username: 'zhangsan', ...values });
    expect(Object.keys(payload).sort()).toEqual(['confirmpassword', 'oldpassword', 'password', 'username']);
  });
});

describe('changePassword', () => {
  it("puts the logged-in user's payload and resolves with the server's message", async () => {
    local.set(StorageKeys.userInfo, { id: 'u1', username: 'zhangsan' }, StorageTtl.week);
    const server = fakeServer({ 'put /sys/user/updatePassword': { data: ok(null, '密码修改成功！') } });
    await expect(changePassword(values)).resolves.toBe('密码修改成功！');
    expect(server.calls[0]?.data).toEqual({ username: 'zhangsan', ...values });
  });

  it('rejects with the server message when refused', async () => {
    local.set(StorageKeys.userInfo, { id: 'u1', username: 'zhangsan' }, StorageTtl.week);
    fakeServer({ 'put /sys/user/updatePassword': { data: refused('旧密码输入错误!') } });
    await expect(changePassword(values)).rejects.toThrow('旧密码输入错误!');
  });

  it('warns 当前系统无登录用户! and rejects without a request when nobody is logged in', async () => {
    const seen = captureNotifier();
    const server = fakeServer({});
    await expect(changePassword(values)).rejects.toThrow('当前系统无登录用户!');
    expect(seen.warn).toEqual(['当前系统无登录用户!']);
    expect(server.calls).toHaveLength(0);
  });
});
