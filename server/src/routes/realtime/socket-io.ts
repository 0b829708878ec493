import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { allowedOriginFor, socketOriginAllowed } from '../../http/cors-allowlist';
import { messageBudget, RATE_LIMIT_CLOSE } from '../../realtime/message-rate';
import { identify, type SocketIdentity } from './socket-auth';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * @fastify/websocket routes every upgrade through Fastify and answers 404 to paths it has no route
 * for, which would kill socket.io's own upgrades. Existing upgrade listeners are wrapped so they skip
 * the socket.io path (engine.io does the same to Fastify's request listener).
 */
function shieldUpgrades(server: HttpServer, path: string): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url?.startsWith(path)) return;
    for (const listener of listeners) listener.call(server, request, socket, head);
  });
}

/**
 * Counts every packet the client sends at the engine.io level (events, pongs, upgrades) against the
 * socket's budget. Over it, a websocket transport is closed with 1008 like the plain sockets; a polling
 * transport has no close code and is just disconnected.
 */
function limitPackets(socket: Socket): void {
  const budget = messageBudget();
  const onPacket = () => {
    if (budget.take()) return;
    socket.conn.off('packet', onPacket);
    const transport = socket.conn.transport as { name?: string; socket?: WebSocket };
    if (transport.name === 'websocket' && transport.socket) {
      transport.socket.close(RATE_LIMIT_CLOSE.code, RATE_LIMIT_CLOSE.reason);
    } else {
      socket.disconnect(true);
    }
  };
  socket.conn.on('packet', onPacket);
}

/**
 * The socket.io endpoint `${API_PREFIX}/socket.io` for clients configured to use socket.io: a handshake
 * from a browser page of a foreign origin (neither ours nor in CORS_ORIGINS) is refused,
 * `handshake.auth.token` is verified (no valid token: the connection is refused), the socket joins
 * the rooms `tenant:<id>` and `user:<id>`, and the hub emits `notice` events with the same
 * `{cmd, msgId, msgTxt}` frames as the websocket. A client over its message budget is dropped (1008
 * on the websocket transport).
 */
export function registerSocketIo(api: FastifyInstance, ctx: AppContext): void {
  const path = `${ctx.config.apiPrefix}/socket.io`;
  let io: Server | null = null;

  api.addHook('onReady', async () => {
    const server = api.server as HttpServer;
    shieldUpgrades(server, `${path}/`);
    const allowlist = ctx.config.corsOrigins;
    io = new Server({
      path,
      serveClient: false,
      destroyUpgrade: false,
      maxHttpBufferSize: 64 * 1024,
      // The same allowlist as the API: polling answers carry CORS headers for listed origins only, and a
      // handshake from a foreign browser origin is refused (websocket transport included).
      cors: { origin: (origin, callback) => callback(null, allowedOriginFor(allowlist, origin)) },
      allowRequest: (request, callback) => callback(null, socketOriginAllowed(allowlist, request.headers)),
    });
    io.attach(server);

    io.use(async (socket, next) => {
      const identity = await identify(ctx, (socket.handshake.auth as { token?: unknown } | undefined)?.token).catch(
        () => null,
      );
      if (!identity) return next(new Error('未登录或登录凭证无效，请重新登录'));
      socket.data.identity = identity;
      return next();
    });

    io.on('connection', (socket) => {
      const identity = socket.data.identity as SocketIdentity;
      limitPackets(socket);
      void socket.join([`tenant:${identity.tenantId}`, `user:${identity.userId}`]);
      const remove = ctx.realtime.add({
        ...identity,
        send: (frame) => socket.emit('notice', frame),
        close: () => socket.disconnect(true),
      });
      socket.on('disconnect', remove);
    });
  });

  // Not io.close(): that would also close Fastify's HTTP server, which Fastify closes itself.
  api.addHook('preClose', async () => {
    if (!io) return;
    io.disconnectSockets(true);
    io.engine.close();
    io = null;
  });
}
