// The live-table relay follows the data's scope: a change is relayed only for an allowlisted table and
// a row inside the sender's scope, only to the pages whose scope holds the row, and only with the
// entity's fields as text. Seeded tenant 1001: shop1 and majunjie work in one shop, agent1 for one
// channel; hejiaqi is made a shop user of another shop here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { jsonFrames, listenOnLoopback, openSocket, type SocketClient, waitFor } from '../../testing/sockets';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let origin = '';
const open: { close(): void }[] = [];

type Client = SocketClient;
type Row = Record<string, unknown>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
const updates = (client: Client, caseId: string) =>
  jsonFrames(client.frames).filter((frame) => frame.type === 'update_vxe_table' && frame.data.args[1] === caseId);
const heard = (client: Client, caseId: string) => updates(client, caseId).length > 0;
const frame = (socketKey: string, args: unknown) =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args } });
const change = (socketKey: string, row: Row, caseId: string) => frame(socketKey, [row, caseId]);

/** Opens a live-table page of `username` (in its home tenant unless `tenantId`), declaring `keys`. */
async function page(username: string, pageId: string, keys = 'bus_order', tenantId?: number): Promise<Client> {
  const user = await server.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  const query = keys ? `?socketKey=${keys}` : '';
  const token = await server.tokenFor(username, tenantId);
  return openSocket(`ws://${origin}${server.config.apiPrefix}/vxeSocket/${user?.id}/${pageId}${query}`, token, open);
}

/** Sends `frames` then a valid marker change from the same page: changes of one page are handled in order. */
async function sendThenMark(sender: Client, frames: string[], marker: string, receivers: Client[]): Promise<void> {
  for (const text of frames) sender.ws.send(text);
  sender.ws.send(change('sys_position', { id: fixtures.position1001, name: '标记' }, marker));
  for (const receiver of receivers) await waitFor(() => (heard(receiver, marker) ? true : undefined));
}

const fixtures = {
  mainShop: '',
  otherShop: '',
  agentChannel: '',
  /** Orders of the main shop: one through agent1's channel, one through another channel. */
  orderOfAgent: '',
  orderOfOtherChannel: '',
  orderOfOtherShop: '',
  position1001: '',
  position1002: '',
};

async function firstId(sql: string, params: unknown[]): Promise<string> {
  const row = await server.db.one<{ id: string }>(sql, params);
  if (!row) throw new Error(`no seeded row for ${sql}`);
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
  origin = await listenOnLoopback(server.app);
  const users = await server.db.query<{ username: string; shop_id: string | null; channel_id: string | null }>(
    "SELECT username, shop_id, channel_id FROM sys_user WHERE username IN ('shop1', 'agent1')",
  );
  fixtures.mainShop = users.find((user) => user.username === 'shop1')?.shop_id ?? '';
  fixtures.agentChannel = users.find((user) => user.username === 'agent1')?.channel_id ?? '';
  fixtures.otherShop = await firstId('SELECT id FROM sys_shop WHERE tenant_id = 1001 AND id <> $1 ORDER BY id', [
    fixtures.mainShop,
  ]);
  await server.db.query("UPDATE sys_user SET authority = 4, shop_id = $1 WHERE username = 'hejiaqi'", [
    fixtures.otherShop,
  ]);
  const order = 'SELECT id FROM bus_order WHERE shop_id = $1';
  fixtures.orderOfAgent = await firstId(`${order} AND channel_id = $2 ORDER BY id`, [
    fixtures.mainShop,
    fixtures.agentChannel,
  ]);
  fixtures.orderOfOtherChannel = await firstId(`${order} AND channel_id <> $2 ORDER BY id`, [
    fixtures.mainShop,
    fixtures.agentChannel,
  ]);
  fixtures.orderOfOtherShop = await firstId(`${order} ORDER BY id`, [fixtures.otherShop]);
  const position = 'SELECT id FROM sys_position WHERE tenant_id = $1 ORDER BY id';
  fixtures.position1001 = await firstId(position, [1001]);
  fixtures.position1002 = await firstId(position, [1002]);
}, 60_000);

afterAll(async () => {
  for (const socket of open) socket.close();
  await server?.close();
});

describe('live-table relay by scope', () => {
  it('relays a shop user’s change of an own-shop order to the tenant and the shop, not to others', async () => {
    const sender = await page('shop1', 'scope-1');
    const samePage = await page('shop1', 'scope-1');
    const ownOtherPage = await page('shop1', 'scope-2');
    const admin = await page('tenant1', 'scope-1');
    const colleague = await page('majunjie', 'scope-1', '');
    const otherShop = await page('hejiaqi', 'scope-1');
    const otherChannel = await page('agent1', 'scope-1');
    const otherTenant = await page('tenant2', 'scope-1', '');

    sender.ws.send(change('bus_order', { id: fixtures.orderOfOtherChannel, remark: '已改' }, 'own-shop'));
    for (const receiver of [ownOtherPage, admin, colleague]) {
      const got = await waitFor(() => updates(receiver, 'own-shop')[0]);
      expect(got.data).toEqual({
        socketKey: 'bus_order',
        args: [{ id: fixtures.orderOfOtherChannel, remark: '已改' }, 'own-shop'],
      });
    }
    await settle();
    for (const outsider of [sender, samePage, otherShop, otherChannel, otherTenant]) {
      expect(heard(outsider, 'own-shop')).toBe(false);
    }
  });

  it('relays an order’s change to the partner of its channel', async () => {
    const sender = await page('shop1', 'channel-1');
    const partner = await page('agent1', 'channel-1');
    sender.ws.send(change('bus_order', { id: fixtures.orderOfAgent, remark: '渠道' }, 'own-channel'));
    await waitFor(() => (heard(partner, 'own-channel') ? true : undefined));
  });

  it('drops a change of an order of another shop: nobody hears of it', async () => {
    const sender = await page('shop1', 'foreign-1', 'bus_order,sys_position');
    const admin = await page('tenant1', 'foreign-1', 'bus_order,sys_position');
    const rowsShop = await page('hejiaqi', 'foreign-1', '');
    const colleague = await page('majunjie', 'foreign-1', '');
    await sendThenMark(
      sender,
      [change('bus_order', { id: fixtures.orderOfOtherShop, remark: '越权' }, 'foreign-shop')],
      'foreign-shop-mark',
      [admin, rowsShop, colleague],
    );
    for (const client of [admin, rowsShop, colleague]) expect(heard(client, 'foreign-shop')).toBe(false);
  });

  it('drops a change of a row that does not exist, or of a table outside the allowlist', async () => {
    const sender = await page('tenant1', 'missing-1', '');
    const receiver = await page('tenant1', 'missing-2', '');
    await sendThenMark(
      sender,
      [
        change('bus_order', { id: 'no-such-order', remark: 'x' }, 'missing'),
        change('sys_position', { id: fixtures.position1002, name: 'x' }, 'missing'),
        change('orders', { id: fixtures.orderOfAgent, remark: 'x' }, 'unknown-key'),
        change('vxe-default', { id: fixtures.position1001, name: 'x' }, 'unknown-key'),
        change('sys_user', { id: fixtures.position1001, name: 'x' }, 'unknown-key'),
      ],
      'missing-mark',
      [receiver],
    );
    expect(heard(receiver, 'missing')).toBe(false);
    expect(heard(receiver, 'unknown-key')).toBe(false);
  });

  it('drops malformed frames and keeps the socket', async () => {
    const sender = await page('tenant1', 'malformed-1', '');
    const receiver = await page('tenant1', 'malformed-2', '');
    const id = fixtures.position1001;
    await sendThenMark(
      sender,
      [
        frame('sys_position', [{ id, name: 'x' }]),
        frame('sys_position', [{ id, name: 'x' }, 'bad', 'extra']),
        frame('sys_position', [{ id, name: 'x' }, 42]),
        frame('sys_position', [id, 'bad']),
        frame('sys_position', [[{ id }], 'bad']),
        frame('sys_position', [{ name: 'no id' }, 'bad']),
        frame('sys_position', [{ id: { $ne: '' } }, 'bad']),
        frame('sys_position', 'bad'),
        JSON.stringify({ type: 'update_vxe_table', data: 'bad' }),
        JSON.stringify({ type: 'update_vxe_table' }),
      ],
      'malformed-mark',
      [receiver],
    );
    expect(updates(receiver, 'bad')).toEqual([]);
    expect(jsonFrames(receiver.frames).filter((f) => f.type === 'update_vxe_table')).toHaveLength(1);
    expect(sender.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('relays only the entity’s fields, as text', async () => {
    const sender = await page('tenant1', 'fields-1', '');
    const receiver = await page('shop1', 'fields-1', '');
    sender.ws.send(
      change(
        'sys_position',
        {
          id: fixtures.position1001,
          name: '<img src=x onerror=alert(1)>',
          code: 42,
          postRank: { toString: 'x' },
          rank: null,
          createBy: ['admin'],
          tenantId: 1002,
          html: '<script>x</script>',
        },
        'position-fields',
      ),
    );
    sender.ws.send(
      change(
        'bus_order',
        {
          id: fixtures.orderOfOtherChannel,
          shopId: fixtures.otherShop,
          channelId: 'forged',
          tenantId: 1002,
          remark: true,
          quantity: 3,
          riskRemark: null,
          userName: { first: 'x' },
        },
        'order-fields',
      ),
    );
    const position = await waitFor(() => updates(receiver, 'position-fields')[0]);
    expect(position.data.args[0]).toEqual({
      id: fixtures.position1001,
      name: '<img src=x onerror=alert(1)>',
      code: '42',
      rank: null,
    });
    const order = await waitFor(() => updates(receiver, 'order-fields')[0]);
    expect(order.data.args[0]).toEqual({
      id: fixtures.orderOfOtherChannel,
      remark: 'true',
      quantity: '3',
      riskRemark: null,
    });
  });

  it('keeps tenants apart, in the session’s tenant', async () => {
    const home = await page('tenant1', 'tenants-1', '');
    const homeOther = await page('tenant1', 'tenants-2', '');
    const other = await page('tenant2', 'tenants-1', '');
    // tenant1 working in 1002 (its session switched there): 1002's scope, not its home tenant's.
    const visiting = await page('tenant1', 'tenants-3', '', 1002);

    visiting.ws.send(change('sys_position', { id: fixtures.position1001, name: '跨租户' }, 'cross-tenant'));
    visiting.ws.send(change('sys_position', { id: fixtures.position1002, name: '本租户' }, 'in-tenant'));
    await waitFor(() => (heard(other, 'in-tenant') ? true : undefined));
    expect([home, homeOther, other].some((client) => heard(client, 'cross-tenant'))).toBe(false);
    expect(heard(home, 'in-tenant')).toBe(false);

    home.ws.send(change('sys_position', { id: fixtures.position1001, name: '华东' }, 'home-change'));
    await waitFor(() => (heard(homeOther, 'home-change') ? true : undefined));

    other.ws.send(change('sys_position', { id: fixtures.position1001, name: '越界' }, 'foreign-change'));
    other.ws.send(change('sys_position', { id: fixtures.position1002, name: '标记' }, 'foreign-mark'));
    await waitFor(() => (heard(visiting, 'foreign-mark') ? true : undefined));
    await settle();
    expect([other, visiting].some((client) => heard(client, 'home-change'))).toBe(false);
    expect([home, homeOther, visiting].some((client) => heard(client, 'foreign-change'))).toBe(false);
    expect([home, homeOther].some((client) => heard(client, 'foreign-mark'))).toBe(false);
  });
});
