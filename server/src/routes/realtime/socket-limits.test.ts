// Every realtime socket (notice, live table, socket.io) has a per-connection message budget: a flood is
// closed with 1008, the clients' heartbeats never are.
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { jsonFrames, listenOnLoopback, openSocket, type SocketClient, waitFor } from '../../testing/sockets';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let origin = '';
const open: { close(): void }[] = [];

type Client = SocketClient;

const connect = (path: string, token: string): Promise<Client> =>
  openSocket(`ws://${origin}${server.config.apiPrefix}${path}`, token, open);

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const json = jsonFrames;
const updates = (client: Client, caseId: string) =>
  json(client.frames).filter((frame) => frame.type === 'update_vxe_table' && frame.data.args[1] === caseId);
const update = (socketKey: string, row: unknown, caseId: string) =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } });

/** Opens a live-table page of `username` declaring the positions table. */
async function page(username: string, pageId: string): Promise<Client> {
  const user = await server.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  return connect(`/vxeSocket/${user?.id}/${pageId}?socketKey=sys_position`, await server.tokenFor(username));
}

beforeAll(async () => {
  server = await createTestServer();
  origin = await listenOnLoopback(server.app);
}, 60_000);

afterAll(async () => {
  for (const socket of open) socket.close();
  await server?.close();
});

describe('message limits', () => {
  const flood = (client: Client, frame: string) => {
    for (let i = 0; i < 20_000; i++) client.ws.send(frame);
  };

  it('closes a live-table socket that sends 20,000 frames in a burst with 1008', async () => {
    const sender = await page('tenant1', 'flood-1');
    const receiver = await page('tenant1', 'flood-2');
    const position = await server.db.one<{ id: string }>('SELECT id FROM sys_position WHERE tenant_id = 1001');
    flood(sender, update('sys_position', { id: position?.id }, 'case-flood'));
    expect(await sender.closed).toEqual({ code: 1008, reason: 'too many messages' });
    await settle();
    // At most the burst got through before the socket was closed.
    expect(updates(receiver, 'case-flood').length).toBeLessThanOrEqual(20);
    expect(receiver.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a notice socket that floods with 1008', async () => {
    const client = await connect('/websocket/zhangxinyi', await server.tokenFor('zhangxinyi'));
    flood(client, 'ping');
    expect((await client.closed).code).toBe(1008);
    expect(client.frames.filter((frame) => frame === 'pong').length).toBeLessThanOrEqual(20);
  });

  it('never closes sockets for heartbeats far faster than the clients’ own', async () => {
    const notice = await connect('/websocket/zhangxinyi', await server.tokenFor('zhangxinyi'));
    const live = await page('shop1', 'beat-1');
    // 4 a second for 3 s: 40–80 times the clients' rate (one per 10–20 s).
    for (let i = 0; i < 12; i++) {
      notice.ws.send('ping');
      live.ws.send(JSON.stringify({ type: 'heart_beat', data: { socketKey: 'sys_position' } }));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await waitFor(() => (notice.frames.filter((frame) => frame === 'pong').length === 12 ? true : undefined));
    await waitFor(() =>
      json(live.frames).filter((frame) => frame.type === 'heart_beat').length === 12 ? true : undefined,
    );
    expect(notice.ws.readyState).toBe(WebSocket.OPEN);
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('disconnects a socket.io client that floods, and keeps a quiet one', async () => {
    const connectIo = async () => {
      const socket = ioClient(`http://${origin}`, {
        path: `${server.config.apiPrefix}/socket.io`,
        auth: { token: await server.tokenFor('zhangxinyi') },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const noisy = await connectIo();
    const quiet = await connectIo();
    const gone = new Promise<string>((resolve) => noisy.once('disconnect', (reason) => resolve(reason)));
    for (let i = 0; i < 20_000; i++) noisy.emit('x', i);
    expect(await gone).toBe('transport close');
    expect(quiet.connected).toBe(true);
  });
});
