import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { jsonFrames, listenOnLoopback, openSocket, type SocketClient, waitFor } from '../../testing/sockets';
import { createTestServer, md5, type TestServer } from '../../testing/test-server';

let server: TestServer;
let origin = '';
const tokens: Record<string, string> = {};
const open: { close(): void }[] = [];

async function as(username: string) {
  tokens[username] ??= await server.tokenFor(username);
  return tokens[username];
}

async function userId(username: string): Promise<string> {
  return (await server.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]))?.id ?? '';
}

type Client = SocketClient;

/** Opens a websocket offering `protocol` (the token) as the sub-protocol; rejects with the HTTP status. */
const connect = (path: string, protocol?: string): Promise<Client> =>
  openSocket(`ws://${origin}${server.config.apiPrefix}${path}`, protocol, open);

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
const json = jsonFrames;

async function publish(body: Record<string, unknown>): Promise<string> {
  const token = await as('tenant1');
  const added = await server.request({ method: 'POST', url: '/sys/annountCement/add', token, body });
  const id = added.body.result as string;
  const released = await server.request({ url: '/sys/annountCement/doReleaseData', token, query: { id } });
  expect(released.body.success).toBe(true);
  return id;
}

beforeAll(async () => {
  server = await createTestServer();
  origin = await listenOnLoopback(server.app);
}, 60_000);

afterAll(async () => {
  for (const socket of open) socket.close();
  await server?.close();
});

describe('notice websocket', () => {
  it('accepts the token as sub-protocol, echoes it, and answers heartbeats', async () => {
    const token = await as('zhangxinyi');
    const { ws, frames } = await connect('/websocket/zhangxinyi', token);
    expect(ws.protocol).toBe(token);
    ws.send('ping');
    await waitFor(() => frames.find((frame) => frame === 'pong'));
    ws.send(JSON.stringify({ cmd: 'heartcheck' }));
    expect(await waitFor(() => json(frames).find((frame) => frame.cmd === 'heartcheck'))).toEqual({
      cmd: 'heartcheck',
      msgTxt: '心跳响应',
    });
  });

  it('pushes topic frames to the tenant and user frames to the chosen user', async () => {
    const mine = await connect('/websocket/zhangxinyi', await as('zhangxinyi'));
    const colleague = await connect(`/websocket/${await userId('limingxuan')}`, await as('limingxuan'));
    const stranger = await connect('/websocket/tenant2', await as('tenant2'));

    const all = await publish({ titile: '全员推送' });
    expect(await waitFor(() => json(mine.frames).find((frame) => frame.msgId === all))).toEqual({
      cmd: 'topic',
      msgId: all,
      msgTxt: '全员推送',
    });
    await waitFor(() => json(colleague.frames).find((frame) => frame.msgId === all));

    const target = await userId('zhangxinyi');
    const only = await publish({ titile: '单独推送', msgType: 'USER', userIds: target });
    expect(await waitFor(() => json(mine.frames).find((frame) => frame.msgId === only))).toMatchObject({
      cmd: 'user',
      userId: target,
      msgId: only,
      msgTxt: '单独推送',
    });
    await settle();
    expect(json(colleague.frames).some((frame) => frame.msgId === only)).toBe(false);
    expect(json(stranger.frames).some((frame) => frame.msgId === all || frame.msgId === only)).toBe(false);
  });

  it('accepts JeecgBoot’s {userId}_{md5(token)} path', async () => {
    const token = await as('limingxuan');
    const client = await connect(`/websocket/${await userId('limingxuan')}_${md5(token)}`, token);
    client.ws.send('ping');
    await waitFor(() => client.frames.find((frame) => frame === 'pong'));
  });

  it('refuses sockets without a valid token or naming another user', async () => {
    await expect(connect('/websocket/zhangxinyi')).rejects.toThrow('HTTP 401');
    await expect(connect('/websocket/zhangxinyi', 'forged.token')).rejects.toThrow('HTTP 401');
    const revoked = await server.tokenFor('zhangxinyi');
    await server.ctx.tokens.revoke(revoked);
    await expect(connect('/websocket/zhangxinyi', revoked)).rejects.toThrow('HTTP 401');
    const token = await as('zhangxinyi');
    await expect(connect('/websocket/limingxuan', token)).rejects.toThrow('HTTP 403');
    await expect(connect(`/websocket/${await userId('limingxuan')}_abc`, token)).rejects.toThrow('HTTP 403');
    await expect(connect('/websocket/zhangxinyiX', token)).rejects.toThrow('HTTP 403');
  });

  it('forgets closed sockets', async () => {
    const before = server.ctx.realtime.count();
    const client = await connect('/websocket/zhangxinyi', await as('zhangxinyi'));
    expect(server.ctx.realtime.count()).toBe(before + 1);
    client.ws.close();
    await waitFor(() => (server.ctx.realtime.count() === before ? true : undefined));
  });
});

describe('live-table socket', () => {
  /** A position of tenant 1001: a live table of the allowlist, with a row every page of the tenant may see. */
  let position = '';
  beforeAll(async () => {
    position =
      (await server.db.one<{ id: string }>('SELECT id FROM sys_position WHERE tenant_id = 1001 ORDER BY id'))?.id ?? '';
  });
  const update = (socketKey: string, caseId: string) =>
    JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [{ id: position, name: '改' }, caseId] } });
  const updates = (client: Client, caseId: string) =>
    json(client.frames).filter((frame) => frame.type === 'update_vxe_table' && frame.data.args[1] === caseId);

  it('relays updates to the other pages of the table in the tenant only', async () => {
    const zhang = await userId('zhangxinyi');
    const li = await userId('limingxuan');
    const sender = await connect(`/vxeSocket/${zhang}/page-a?socketKey=sys_position`, await as('zhangxinyi'));
    const samePage = await connect(`/vxeSocket/${zhang}/page-a`, await as('zhangxinyi'));
    const otherPage = await connect(`/vxeSocket/${zhang}/page-b?socketKey=sys_position`, await as('zhangxinyi'));
    const colleague = await connect(`/vxeSocket/${li}/page-x`, await as('limingxuan'));
    const otherTable = await connect(`/vxeSocket/${li}/page-y?socketKey=bus_order`, await as('limingxuan'));
    const stranger = await connect(`/vxeSocket/${await userId('tenant2')}/page-a`, await as('tenant2'));

    sender.ws.send(update('sys_position', 'case-1'));
    expect((await waitFor(() => updates(otherPage, 'case-1')[0])).data).toEqual({
      socketKey: 'sys_position',
      args: [{ id: position, name: '改' }, 'case-1'],
    });
    await waitFor(() => updates(colleague, 'case-1')[0]);
    await settle();
    expect(updates(sender, 'case-1')).toHaveLength(0);
    expect(updates(samePage, 'case-1')).toHaveLength(0);
    expect(updates(otherTable, 'case-1')).toHaveLength(0);
    expect(updates(stranger, 'case-1')).toHaveLength(0);

    stranger.ws.send(update('sys_position', 'case-2'));
    await settle();
    expect(updates(otherPage, 'case-2')).toHaveLength(0);
    expect(updates(colleague, 'case-2')).toHaveLength(0);
  });

  it('answers heart_beat and ignores malformed frames', async () => {
    const client = await connect(`/vxeSocket/${await userId('zhangxinyi')}/page-h`, await as('zhangxinyi'));
    client.ws.send('not json');
    client.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 42, args: 'x' } }));
    client.ws.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
    expect(await waitFor(() => json(client.frames).find((frame) => frame.type === 'heart_beat'))).toEqual({
      type: 'heart_beat',
      data: true,
    });
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a page of another user or without a token', async () => {
    const li = await userId('limingxuan');
    await expect(connect(`/vxeSocket/${li}/page-a`, await as('zhangxinyi'))).rejects.toThrow('HTTP 403');
    await expect(connect(`/vxeSocket/${li}/page-a`)).rejects.toThrow('HTTP 401');
  });
});

describe('socket.io endpoint', () => {
  function ioConnect(token: string | undefined, transports: string[]): Promise<{ socket: Socket; notices: unknown[] }> {
    return new Promise((resolve, reject) => {
      const socket = ioClient(`http://${origin}`, {
        path: `${server.config.apiPrefix}/socket.io`,
        auth: token ? { token } : {},
        transports,
        reconnection: false,
        forceNew: true,
      });
      const notices: unknown[] = [];
      socket.on('notice', (frame) => notices.push(frame));
      socket.once('connect', () => {
        open.push(socket);
        resolve({ socket, notices });
      });
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  it('emits notice events to authenticated clients of the tenant', async () => {
    const viaWebsocket = await ioConnect(await as('zhangxinyi'), ['websocket']);
    const viaPolling = await ioConnect(await as('limingxuan'), ['polling']);
    const stranger = await ioConnect(await as('tenant2'), ['websocket']);
    const id = await publish({ titile: 'socket.io 推送' });
    const expected = { cmd: 'topic', msgId: id, msgTxt: 'socket.io 推送' };
    expect(await waitFor(() => viaWebsocket.notices.find((n) => (n as { msgId: string }).msgId === id))).toEqual(
      expected,
    );
    expect(await waitFor(() => viaPolling.notices.find((n) => (n as { msgId: string }).msgId === id))).toEqual(
      expected,
    );
    await settle();
    expect(stranger.notices).toHaveLength(0);
  });

  it('refuses clients without a valid token', async () => {
    await expect(ioConnect(undefined, ['websocket'])).rejects.toThrow('未登录或登录凭证无效，请重新登录');
    await expect(ioConnect('forged.token', ['polling'])).rejects.toThrow('未登录或登录凭证无效，请重新登录');
  });

  it('leaves the plain websocket routes working beside it', async () => {
    const client = await connect('/websocket/zhangxinyi', await as('zhangxinyi'));
    client.ws.send('ping');
    await waitFor(() => client.frames.find((frame) => frame === 'pong'));
  });
});
