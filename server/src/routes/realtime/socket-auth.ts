import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import type { AppContext } from '../../context';
import { type Scope, scopeOf } from '../../data/scope';
import { socketOriginAllowed } from '../../http/cors-allowlist';
import { fail, NO_PERMISSION_MESSAGE } from '../../http/envelope';

/** Who a realtime connection belongs to: always the token's user, in the session's tenant. */
export interface SocketIdentity {
  userId: string;
  username: string;
  tenantId: number;
  /** The session (token id): revoking it closes the socket. */
  tokenId: string;
  /** Whose rows the connection may hear of: the session's tenant, and the user's shop or channel when bound to one. */
  scope: Scope;
}

/**
 * Resolves a token to its user, or null for a missing, foreign, expired or revoked token. The scope
 * is the session's tenant (the user may work in one other than their home tenant), narrowed by the
 * account's shop or channel as for an HTTP request (`scopeOf`).
 *
 * @example await identify(ctx, 'abc.def') // { userId: '…', username: 'tenant1', tenantId: 1001, scope: {…} }
 */
export async function identify(ctx: AppContext, token: unknown): Promise<SocketIdentity | null> {
  if (typeof token !== 'string' || token === '' || token.length > 512) return null;
  const verdict = await ctx.tokens.verify(token);
  if (verdict.status !== 'valid') return null;
  const user = await ctx.db.one<{ username: string }>(
    'SELECT username FROM sys_user WHERE id = $1 AND del_flag = 0 AND status = 1',
    [verdict.userId],
  );
  if (!user) return null;
  const { account } = verdict;
  const scope = scopeOf({
    id: verdict.userId,
    username: user.username,
    tenantId: verdict.tenantId,
    authority: account.authority,
    shopId: account.shop_id,
    channelId: account.channel_id,
  });
  return {
    userId: verdict.userId,
    username: user.username,
    tenantId: verdict.tenantId,
    tokenId: verdict.tokenId,
    scope,
  };
}

/** The token a browser sends as the websocket sub-protocol (JeecgBoot: `new WebSocket(url, [token])`). */
export function protocolToken(request: FastifyRequest): string | undefined {
  const raw = request.headers['sec-websocket-protocol'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Whether a path segment names the identity's user: its username or id, optionally followed by
 * `_<anything>` (JeecgBoot's `{userId}_{md5(token)}`).
 *
 * @example namesUser('u1_9e107d9d', { userId: 'u1', username: 'tenant1' }) // true
 */
export function namesUser(segment: unknown, identity: Pick<SocketIdentity, 'userId' | 'username'>): boolean {
  if (typeof segment !== 'string' || segment === '') return false;
  return [identity.username, identity.userId].some((name) => segment === name || segment.startsWith(`${name}_`));
}

/** The refusal of a socket opened by a page of an origin that is neither ours nor in CORS_ORIGINS. */
export const FOREIGN_ORIGIN_MESSAGE = '当前站点未被授权访问';

/**
 * A preValidation hook for websocket routes: refuses the upgrade (HTTP 403 from a browser page of a
 * foreign origin, 401 without a valid token, 403 when the path names another user) before any socket
 * exists, and remembers the identity.
 */
export function socketGate(
  ctx: AppContext,
  identities: WeakMap<FastifyRequest, SocketIdentity>,
  pathUser: (request: FastifyRequest) => unknown,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!socketOriginAllowed(ctx.config.corsOrigins, request.headers)) {
      return reply.code(403).send(fail(FOREIGN_ORIGIN_MESSAGE, 403));
    }
    const identity = await identify(ctx, protocolToken(request));
    if (!identity) return reply.code(401).send(fail('未登录或登录凭证无效，请重新登录', 401));
    if (!namesUser(pathUser(request), identity)) return reply.code(403).send(fail(NO_PERMISSION_MESSAGE, 403));
    identities.set(request, identity);
    return undefined;
  };
}

/** Close code and reason of a socket whose session ended (logout, revocation): 4401, like a refused token. */
export const SESSION_ENDED_CODE = 4401;
export const SESSION_ENDED_REASON = 'session ended';

/** Largest text frame a client may send; anything bigger is dropped. */
export const MAX_FRAME_CHARS = 64 * 1024;

/** A text frame's content, or null for binary or oversized frames. */
export function frameText(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  const buffer = Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data as ArrayBuffer);
  if (buffer.length > MAX_FRAME_CHARS) return null;
  return buffer.toString('utf8');
}

/** JSON.parse that answers null instead of throwing. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
