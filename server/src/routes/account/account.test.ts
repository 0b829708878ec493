import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, resultOf } from '../org/org-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1'] as const;
const tokens = {} as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of USERS) tokens[name] = await server.tokenFor(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token: string, query?: Record<string, string | number>) =>
  call(server, { url, token, query });
const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('account', () => {
  it('reads and saves the caller’s own profile and notification settings', async () => {
    const profile = resultOf<Record<string, unknown>>(await get('/account/profile', tokens.shop1));
    expect(profile).toMatchObject({ username: 'shop1', shopName: expect.any(String) });
    expectRefused(await post('/account/profile', tokens.shop1, { realname: '张三', phone: '123' }), '请输入正确手机号');
    resultOf(await post('/account/profile', tokens.shop1, { realname: '张三丰', sex: 1, birthday: '1990-01-02' }));
    expect(resultOf(await get('/account/profile', tokens.shop1))).toMatchObject({
      realname: '张三丰',
      birthday: '1990-01-02',
    });
    expect(resultOf(await get('/account/notifySettings', tokens.shop1))).toEqual({
      notifySystem: 1,
      notifyOrder: 1,
      notifyChat: 1,
      notifyEmail: 0,
    });
    resultOf(
      await post('/account/notifySettings', tokens.shop1, {
        notifySystem: 0,
        notifyOrder: 1,
        notifyChat: 1,
        notifyEmail: 1,
      }),
    );
    expect(resultOf(await get('/account/notifySettings', tokens.shop1))).toMatchObject({
      notifySystem: 0,
      notifyEmail: 1,
    });
    expectRefused(await post('/account/notifySettings', tokens.shop1, { notifySystem: 5 }), '通知设置不正确');
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/account/profile', '/account/notifySettings']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
