import type { FastifyReply, FastifyRequest } from 'fastify';
import { Header } from '../../../src/core/contract';
import type { AppContext } from '../context';
import { fail, NO_PERMISSION_MESSAGE, TOKEN_INVALID_MESSAGE } from '../http/envelope';
import type { Access } from './access';
import { type AuthUser, authUserOf, tenantsOf } from './auth-user';
import { checkSignature } from './signing';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The token: `X-Access-Token`, or on a websocket handshake the `Sec-WebSocket-Protocol` header. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const token = header(request, Header.token.toLowerCase());
  if (token) return token;
  if (request.headers.upgrade?.toLowerCase() === 'websocket') {
    return header(request, 'sec-websocket-protocol')?.split(',')[0]?.trim() || undefined;
  }
  return undefined;
}

function requestedTenant(request: FastifyRequest): number | null {
  const raw = header(request, Header.tenantIdAlias.toLowerCase()) ?? header(request, Header.tenantId);
  if (raw === undefined || raw === '') return null;
  const tenant = Number(raw);
  return Number.isInteger(tenant) && tenant > 0 ? tenant : null;
}

async function allows(user: AuthUser, access: Access): Promise<boolean> {
  if (access === 'public' || access === 'authenticated') return true;
  if (user.platform) return true;
  if (access === 'platform') return false;
  const granted = await user.permissions();
  if ('perm' in access) return access.perm.split(',').some((code) => granted.codes.has(code.trim()));
  return granted.menus.has(access.menu);
}

/**
 * The one gate of every API request, decided on the route Fastify matched (never on the raw URL):
 * signature, then token, then tenant membership, then the route's declared access.
 */
export function createGuard(ctx: AppContext) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    request.user = null;
    const config = request.routeOptions.config ?? {};
    const access = config.access;
    const matched = access !== undefined;

    if (matched && config.signed !== false) {
      const check = checkSignature(request.headers, ctx.config.appId, ctx.config.signSecret, ctx.config.signWindowMs);
      if (check === 'stale') return reply.code(200).send(fail('页面过期请刷新页面', 8003));
      if (check === 'bad') return reply.code(200).send(fail('请求签名校验失败', 500));
    }

    const token = tokenOf(request);
    const verdict = await ctx.tokens.verify(token);
    if (verdict.status === 'valid') {
      const wanted = requestedTenant(request);
      let tenantId = verdict.tenantId;
      if (wanted !== null && wanted !== verdict.tenantId) {
        const tenants = await tenantsOf(ctx.db, verdict.userId);
        if (!tenants.includes(wanted)) return reply.code(200).send(fail(NO_PERMISSION_MESSAGE, 510));
        tenantId = wanted;
      }
      request.user = authUserOf(ctx.db, verdict, token ?? '', tenantId);
    }

    if (access === 'public') return undefined;
    if (!request.user) {
      if (verdict.status === 'invalid') return reply.code(500).send(fail(TOKEN_INVALID_MESSAGE, 500));
      return reply.code(401).send(fail('未登录或登录凭证无效，请重新登录', 401));
    }
    if (!matched) return undefined;
    if (!(await allows(request.user, access))) return reply.code(200).send(fail(NO_PERMISSION_MESSAGE, 510));
    return undefined;
  };
}

/** The caller of a route whose access is not 'public' (the guard guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('currentUser() on a route without a signed-in user');
  return request.user;
}
