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

describe('tenant configuration', () => {
  it('never sends the payment secrets back and keeps them on an empty save', async () => {
    const response = await get('/tenant/config/pay', tokens.tenant1);
    const stored = await server.db.one<{ private_key: string; api_key: string }>(
      "SELECT private_key, api_key FROM bus_tenant_pay_config WHERE tenant_id = 1001 AND channel = 'alipay'",
    );
    expect(response.raw.body).not.toContain(stored?.private_key);
    expect(response.raw.body).not.toContain(stored?.api_key);
    const rows = resultOf<Record<string, unknown>[]>(response);
    expect(rows[0]).toMatchObject({ channel: 'alipay', privateKeySet: true, apiKeySet: true, enabled: 1 });
    resultOf(
      await post('/tenant/config/pay', tokens.tenant1, {
        channel: 'alipay',
        appId: '2021009',
        privateKey: '',
        notifyUrl: 'https://a.example.com/n',
        enabled: 1,
      }),
    );
    const after = await server.db.one<{ private_key: string; app_id: string }>(
      "SELECT private_key, app_id FROM bus_tenant_pay_config WHERE tenant_id = 1001 AND channel = 'alipay'",
    );
    expect(after).toEqual({ private_key: stored?.private_key, app_id: '2021009' });
    expectRefused(
      await post('/tenant/config/pay', tokens.tenant1, { channel: 'alipay', notifyUrl: 'http://x' }),
      '回调地址必须以 https:// 开头',
    );
  });

  it('saves the base configuration of the session tenant only', async () => {
    const body = { platformName: '新名字', servicePhone: '电话abc', orderCloseMinutes: 45, autoReceiveDays: 9 };
    expectRefused(await post('/tenant/config/base', tokens.tenant1, body), '客服电话格式不正确');
    resultOf(await post('/tenant/config/base', tokens.tenant1, { ...body, servicePhone: '400-820-0000' }));
    expect(resultOf(await get('/tenant/config/base', tokens.tenant1))).toMatchObject({
      platformName: '新名字',
      orderCloseMinutes: 45,
    });
    expect(resultOf(await get('/tenant/config/base', tokens.tenant2))).toMatchObject({ platformName: '华南优选' });
    expect((await get('/tenant/config/base', tokens.agent1)).body.code).toBe(510);
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/tenant/config/base', '/tenant/config/pay']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
