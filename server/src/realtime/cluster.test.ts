// Two server instances on one PostgreSQL database act as one for realtime: what one pushes or closes
// reaches the sockets of the other (LISTEN/NOTIFY, cluster-bus.ts). PostgreSQL only: PGlite serves a
// single process (the npm test command runs the server suite again on PostgreSQL).
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app';
import type { AppContext } from '../context';
import { type Db, openDatabase } from '../db/database';
import { jsonFrames, listenOnLoopback, openSocket, type SocketClient, waitFor } from '../testing/sockets';
import { createTestServer, type TestServer } from '../testing/test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let a: TestServer;
let b: { ctx: AppContext; db: Db; origin: string; close(): Promise<void> };
let originA = '';
const open: { close(): void }[] = [];

type Client = SocketClient;

const connect = (origin: string, path: string, token: string): Promise<Client> =>
  openSocket(`ws://${origin}${a.config.apiPrefix}${path}`, token, open);

const json = jsonFrames;

describe.skipIf(!onPostgres)('two instances on one database', () => {
  beforeAll(async () => {
    a = await createTestServer();
    originA = await listenOnLoopback(a.app);
    const db = await openDatabase({ databaseUrl: a.databaseUrl });
    const built = await buildApp({ config: a.config, db });
    const originB = await listenOnLoopback(built.app);
    b = {
      ctx: built.ctx,
      db,
      origin: originB,
      async close() {
        await built.app.close();
        await db.close();
      },
    };
  }, 60_000);

  afterAll(async () => {
    for (const socket of open) socket.close();
    await b?.close();
    await a?.close();
  });

  it('a notice published through A reaches a bell connected to B, live', async () => {
    expect(a.ctx.bus.instanceId).not.toBe(b.ctx.bus.instanceId);
    const token = await a.tokenFor('zhangxinyi');
    const bell = await connect(b.origin, '/websocket/zhangxinyi', token);
    const admin = await a.tokenFor('tenant1');
    const added = await a.request({
      method: 'POST',
      url: '/sys/annountCement/add',
      token: admin,
      body: { titile: '跨实例公告', msgContent: '<p>正文</p>', msgType: 'ALL', priority: 'M', msgCategory: '1' },
    });
    const id = added.body.result as string;
    const started = performance.now();
    const released = await a.request({ url: '/sys/annountCement/doReleaseData', token: admin, query: { id } });
    expect(released.body.success).toBe(true);
    const frame = await waitFor(() => json(bell.frames).find((f) => f.msgId === id));
    expect(frame).toMatchObject({ cmd: 'topic', msgTxt: '跨实例公告' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a socket.io client on B gets a notice sent to its user through A; other users do not', async () => {
    const userId = (await a.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'zhangxinyi'"))?.id ?? '';
    const token = await a.tokenFor('zhangxinyi');
    const notices: unknown[] = [];
    const socket: Socket = ioClient(`http://${b.origin}`, {
      path: `${a.config.apiPrefix}/socket.io`,
      auth: { token },
      transports: ['websocket'],
    });
    open.push(socket);
    socket.on('notice', (frame) => notices.push(frame));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const other = await connect(b.origin, '/websocket/tenant1', await a.tokenFor('tenant1'));
    a.ctx.realtime.toUser(1001, userId, { cmd: 'user', msgId: 'm-1', msgTxt: '单发' });
    await waitFor(() => (notices.length > 0 ? notices : undefined));
    expect(notices[0]).toMatchObject({ cmd: 'user', msgId: 'm-1', userId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(json(other.frames).some((f) => f.msgId === 'm-1')).toBe(false);
  });

  it('logging out on A closes that session’s sockets on B, and only those', async () => {
    const token = await a.tokenFor('zhangxinyi');
    const kept = await a.tokenFor('zhangxinyi');
    const bell = await connect(b.origin, '/websocket/zhangxinyi', token);
    const page = await connect(b.origin, `/vxeSocket/${'zhangxinyi'}/page-1`, token);
    const other = await connect(b.origin, '/websocket/zhangxinyi', kept);
    const out = await a.request({ method: 'POST', url: '/sys/logout', token });
    expect(out.body.success).toBe(true);
    const codes = await Promise.race([
      Promise.all([bell.closed, page.closed].map((closed) => closed.then(({ code }) => code))),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('sockets still open after 1 s')), 1000)),
    ]);
    expect(codes).toEqual([4401, 4401]);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a live-table change announced on A reaches the pages on B whose scope holds the row', async () => {
    const owners = await a.db.one<{ id: string; shop_id: string }>(
      "SELECT o.id, o.shop_id FROM bus_order o JOIN sys_user u ON u.shop_id = o.shop_id WHERE u.username = 'shop1' ORDER BY o.id",
    );
    const otherShop = await a.db.one<{ id: string }>(
      'SELECT id FROM sys_shop WHERE tenant_id = 1001 AND id <> $1 ORDER BY id',
      [owners?.shop_id],
    );
    await a.db.query("UPDATE sys_user SET authority = 4, shop_id = $1 WHERE username = 'hejiaqi'", [otherShop?.id]);
    const token = await a.tokenFor('tenant1');
    const sender = await connect(originA, '/vxeSocket/tenant1/page-a', token);
    const receiver = await connect(b.origin, '/vxeSocket/tenant1/page-b?socketKey=bus_order', token);
    const sameShop = await connect(b.origin, '/vxeSocket/shop1/page-b', await a.tokenFor('shop1'));
    const otherShopPage = await connect(b.origin, '/vxeSocket/hejiaqi/page-b', await a.tokenFor('hejiaqi'));
    const foreign = await connect(b.origin, '/vxeSocket/tenant2/page-c', await a.tokenFor('tenant2'));
    const row = { id: owners?.id, remark: '<b>跨实例</b>', shopId: 'forged' };
    sender.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'bus_order', args: [row, 'c'] } }));
    const expected = { socketKey: 'bus_order', args: [{ id: owners?.id, remark: '<b>跨实例</b>' }, 'c'] };
    for (const page of [receiver, sameShop]) {
      const frame = await waitFor(() => json(page.frames).find((f) => f.type === 'update_vxe_table'));
      expect(frame.data).toEqual(expected);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const page of [otherShopPage, foreign, sender]) {
      expect(json(page.frames).some((f) => f.type === 'update_vxe_table')).toBe(false);
    }
  });

  it('carries a payload over NOTIFY’s 8,000-byte limit by id', async () => {
    const got: unknown[] = [];
    const off = b.ctx.bus.subscribe('test.large', (data) => got.push(data));
    const big = '大'.repeat(10_000);
    await a.ctx.bus.publish('test.large', { big });
    await waitFor(() => (got.length > 0 ? got : undefined));
    expect(got[0]).toEqual({ big });
    off();
  });
});
