import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { type SocketIdentity, socketGate } from './socket-auth';

/** Closes a socket the server will not serve (no identity, a bad path): 4401, like a refused token. */
export function closeUnauthorized(socket: WebSocket): void {
  socket.close(4401, 'unauthorized');
}

/**
 * Registers the websocket endpoint `url` behind `socketGate` (public, unsigned: the token comes as the
 * sub-protocol): the upgrade is refused before any socket exists unless the token is valid and the path
 * parameter `userParam` names its user; `open` then gets the socket and that identity.
 *
 * @example registerGatedSocket(api, ctx, '/websocket/:username', 'username', (socket, identity) => serve(socket, identity))
 */
export function registerGatedSocket(
  api: FastifyInstance,
  ctx: AppContext,
  url: string,
  userParam: string,
  open: (socket: WebSocket, identity: SocketIdentity, request: FastifyRequest) => void,
): void {
  const identities = new WeakMap<FastifyRequest, SocketIdentity>();
  api.get(
    url,
    {
      websocket: true,
      config: { access: 'public', signed: false },
      preValidation: socketGate(ctx, identities, (request) => (request.params as Record<string, unknown>)[userParam]),
    },
    (socket: WebSocket, request) => {
      const identity = identities.get(request);
      if (identity) open(socket, identity, request);
      else closeUnauthorized(socket);
    },
  );
}
