import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  CHANNELS,
  call,
  channelId,
  countOf,
  expectRefused,
  type PageResult,
  resultOf,
  shopId,
  tokensOf,
} from './partner-test-kit';

/**
 * Figures and references that must stay inside the caller's shop or channel: the hand-written
 * statements of the channel pages narrow them through the scope like any list.
 */

let server: TestServer;
let tokens: Record<'tenant1' | 'shop1' | 'agent1', string>;
let ownShop: string;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['tenant1', 'shop1', 'agent1'] as const);
  const shop1 = await server.db.one<{ shop_id: string }>("SELECT shop_id FROM sys_user WHERE username = 'shop1'");
  ownShop = shop1?.shop_id ?? '';
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('owner narrowing of hand-written statements', () => {
  it('a shop’s SMS template names the tenant’s shared applets or its own, never another shop’s', async () => {
    const otherShop = await shopId(server, '华东租赁·上海办公设备店');
    const other = resultOf<string>(
      await post('/shop/applet/addApplet', tokens.tenant1, {
        name: '上海办公设备店',
        appId: 'wxshop000000000009',
        appType: 2,
        version: '1.0.0',
        shopId: otherShop,
      }),
    );
    const applets = await server.db.query<{ id: string; shop_id: string | null }>(
      'SELECT id, shop_id FROM bus_applet WHERE tenant_id = 1001',
    );
    const own = applets.find((row) => row.shop_id === ownShop)?.id;
    const shared = applets.find((row) => row.shop_id === null)?.id;
    expect(own && shared).toBeTruthy();
    const template = (code: string, appletId: unknown) => ({
      templateName: '取件提醒',
      templateCode: code,
      templateType: 2,
      signName: '华东租赁',
      content: '您的包裹已到，请及时取件。',
      appletId,
    });
    expectRefused(
      await post('/sys/appletsSms/addSmsTemplate', tokens.shop1, template('SMS_310000001', other)),
      '小程序不存在',
    );
    resultOf(await post('/sys/appletsSms/addSmsTemplate', tokens.shop1, template('SMS_310000002', own)));
    resultOf(await post('/sys/appletsSms/addSmsTemplate', tokens.shop1, template('SMS_310000003', shared)));
    resultOf(await post('/sys/appletsSms/addSmsTemplate', tokens.tenant1, template('SMS_310000004', other)));
  });

  it('counts only the caller’s shop’s orders of a channel, the whole tenant’s for the tenant', async () => {
    const channel = await channelId(server, CHANNELS.agent1);
    const stats = async (token: string) =>
      resultOf<Record<string, unknown>>(
        await call(server, { url: '/sys/channel/getChannelDefault', token, query: { channelId: channel } }),
      );
    const all = await countOf(server, 'bus_order', 'channel_id = $1', [channel]);
    const shops = await countOf(server, 'bus_order', 'channel_id = $1 AND shop_id = $2', [channel, ownShop]);
    expect(all).toBeGreaterThan(shops);
    expect((await stats(tokens.tenant1)).orderCount).toBe(all);
    expect((await stats(tokens.shop1)).orderCount).toBe(shops);
  });

  it('gives a partner its customers’ orders through its own channel only', async () => {
    const channel = await channelId(server, CHANNELS.agent1);
    const list = async () =>
      resultOf<PageResult>(
        await call(server, { url: '/sys/channel/findChannelUser', token: tokens.agent1, query: { pageSize: 100 } }),
      );
    // One of the partner's customers also ordered through another channel of the tenant.
    const customer = (await list()).records[0]?.id;
    await server.db.query(
      `UPDATE bus_order SET user_id = $1
        WHERE id = (SELECT id FROM bus_order WHERE tenant_id = 1001 AND channel_id <> $2 ORDER BY id LIMIT 1)`,
      [customer, channel],
    );
    const page = await list();
    expect(page.records.length).toBeGreaterThan(0);
    let elsewhere = 0;
    for (const row of page.records) {
      const through = await countOf(server, 'bus_order', 'user_id = $1 AND channel_id = $2', [row.id, channel]);
      elsewhere += (await countOf(server, 'bus_order', 'user_id = $1', [row.id])) - through;
      expect(row.orderCount).toBe(through);
    }
    expect(elsewhere).toBeGreaterThan(0);
  });
});
