// A socket's session ending by any way but this server's own revocation (expiry, a user frozen or
// removed from the tenant, a row changed directly) closes the socket within about a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { listenOnLoopback, openSocket } from '../testing/sockets';
import { createTestServer, type TestServer } from '../testing/test-server';
import { SESSION_SWEEP_MS } from './session-sweep';

let server: TestServer;
let origin = '';
const open: WebSocket[] = [];

/** Opens a socket of `token`; `closed` gives its close code. */
async function connect(path: string, token: string): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const client = await openSocket(`ws://${origin}${server.config.apiPrefix}${path}`, token, open);
  return { ws: client.ws, closed: client.closed.then(({ code }) => code) };
}

/** The close code within the sweep interval and a second of slack, or a failure. */
function closedSoon(closed: Promise<number>): Promise<number> {
  return Promise.race([
    closed,
    new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error('socket still open')), SESSION_SWEEP_MS + 1500),
    ),
  ]);
}

const tokenId = (token: string) => token.split('.')[0];

beforeAll(async () => {
  server = await createTestServer();
  origin = await listenOnLoopback(server.app);
}, 60_000);

afterAll(async () => {
  for (const ws of open) ws.close();
  await server?.close();
});

describe('sockets of ended sessions', () => {
  it('close when the session expires, and only that session’s', async () => {
    const token = await server.tokenFor('zhangxinyi');
    const kept = await server.tokenFor('zhangxinyi');
    const bell = await connect('/websocket/zhangxinyi', token);
    const page = await connect('/vxeSocket/zhangxinyi/page-1', token);
    const other = await connect('/websocket/zhangxinyi', kept);
    await server.db.query(`UPDATE sys_token SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      tokenId(token),
    ]);
    expect(await closedSoon(bell.closed)).toBe(4401);
    expect(await closedSoon(page.closed)).toBe(4401);
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('close when the user is frozen or deleted in the database directly', async () => {
    const token = await server.tokenFor('zhangxinyi');
    const bell = await connect('/websocket/zhangxinyi', token);
    await server.db.query(`UPDATE sys_user SET status = 2 WHERE username = 'zhangxinyi'`);
    try {
      expect(await closedSoon(bell.closed)).toBe(4401);
    } finally {
      await server.db.query(`UPDATE sys_user SET status = 1 WHERE username = 'zhangxinyi'`);
    }
  });

  it('close when the user is removed from the session’s tenant', async () => {
    const user = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'zhangxinyi'");
    await server.db.query('INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, 1002) ON CONFLICT DO NOTHING', [
      user?.id,
    ]);
    const token = await server.tokenFor('zhangxinyi', 1002);
    const home = await server.tokenFor('zhangxinyi');
    const there = await connect('/websocket/zhangxinyi', token);
    const here = await connect('/websocket/zhangxinyi', home);
    await server.db.query('DELETE FROM sys_user_tenant WHERE user_id = $1 AND tenant_id = 1002', [user?.id]);
    expect(await closedSoon(there.closed)).toBe(4401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_SWEEP_MS + 200));
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('sockets of revoked sessions', () => {
  /** The close code well within a second (revocations close at once, not at the next sweep), or a failure. */
  const closedAtOnce = (closed: Promise<number>) =>
    Promise.race([
      closed,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 1000)),
    ]);

  it('close on logout, and an administrator freezing the user closes every session of theirs', async () => {
    const token = await server.tokenFor('zhangxinyi');
    const bell = await connect('/websocket/zhangxinyi', token);
    expect((await server.request({ method: 'POST', url: '/sys/logout', token })).body.success).toBe(true);
    expect(await closedAtOnce(bell.closed)).toBe(4401);

    const [first, second] = [await server.tokenFor('zhangxinyi'), await server.tokenFor('zhangxinyi')];
    const sockets = [await connect('/websocket/zhangxinyi', first), await connect('/vxeSocket/zhangxinyi/p', second)];
    const user = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'zhangxinyi'");
    const admin = await server.tokenFor('tenant1');
    const frozen = await server.request({
      method: 'PUT',
      url: '/sys/user/frozenBatch',
      token: admin,
      body: { ids: user?.id, status: '2' },
    });
    try {
      expect(frozen.body.success).toBe(true);
      expect(await Promise.all(sockets.map((socket) => closedAtOnce(socket.closed)))).toEqual([4401, 4401]);
    } finally {
      await server.db.query(`UPDATE sys_user SET status = 1 WHERE id = $1`, [user?.id]);
    }
  });
});
