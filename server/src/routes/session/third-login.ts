import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OAuthConfig, ServerConfig } from '../../config';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { queryOf } from '../crud';
import { startSession } from './login-result';
import { findLoginUser } from './login-user';
import { authorizeUrl, discover, exchangeCode, pkcePair } from './oidc-client';
import { sendPopupPage } from './popup-page';
import { sessionState } from './session-state';

export const THIRD_NOT_CONFIGURED = '第三方登录未配置';
export const THIRD_NOT_BOUND = '该第三方账号尚未绑定系统用户，请联系管理员绑定';
export const THIRD_TICKET_INVALID = '登录凭证无效或已过期，请重新登录';

const random = () => randomBytes(24).toString('base64url');

/** The admin's origin (that of the redirect URI): the only window the popup talks to. */
function popupOrigin(oauth: OAuthConfig): string {
  try {
    return new URL(oauth.redirectUri).origin;
  } catch {
    throw new BizError(THIRD_NOT_CONFIGURED, 500, 404);
  }
}

/** Display names of well-known provider types; any other type is shown as itself. */
const PROVIDER_NAMES: Record<string, string> = {
  oauth2: '企业账号',
  oidc: '企业账号',
  github: 'GitHub',
  gitee: 'Gitee',
  dingtalk: '钉钉',
  wechat_enterprise: '企业微信',
  wechat_open: '微信',
};

export interface ThirdLoginProviders {
  providers: { type: string; name: string }[];
  casUrl: string | null;
}

/**
 * What the login page offers besides passwords: the OAuth provider when it is usable (issuer, client
 * id and a valid redirect URI) and the CAS base URL. Nothing secret: no client id or secret.
 *
 * @example thirdLoginProviders(config) // { providers: [{ type: 'oauth2', name: '企业账号' }], casUrl: null }
 */
export function thirdLoginProviders(config: Pick<ServerConfig, 'oauth' | 'casUrl'>): ThirdLoginProviders {
  const oauth = config.oauth;
  return {
    providers: usable(oauth)
      ? [{ type: oauth.thirdType, name: PROVIDER_NAMES[oauth.thirdType] ?? oauth.thirdType }]
      : [],
    casUrl: config.casUrl ? config.casUrl.replace(/\/+$/, '') : null,
  };
}

/** Whether the render route can start a login with `oauth`. */
function usable(oauth: OAuthConfig | undefined): oauth is OAuthConfig {
  if (!oauth?.issuer || !oauth.clientId || !oauth.thirdType) return false;
  try {
    popupOrigin(oauth);
    return true;
  } catch {
    return false;
  }
}

/**
 * Third-party login with one generic OAuth2/OIDC provider (`ctx.config.oauth`, from OAUTH_* env).
 * The popup flow:
 * 1. GET /sys/thirdLogin/render/{thirdType} (public, unsigned: the browser opens it) redirects to the
 *    provider's authorize URL (code flow, PKCE, state and nonce kept 10 minutes in the database,
 *    so the callback may reach another server instance).
 * 2. GET /sys/thirdLogin/callback (public, unsigned; the provider's redirect target) exchanges the
 *    code, reads userinfo, looks the identity up in sys_third_account and answers a page that posts
 *    `{type: 'thirdLogin', token: ticket, thirdType}` to the opener, only to the redirect URI's
 *    origin (the admin is served from there). An identity bound to nobody is never matched to a
 *    user by e-mail or name: the page says it is not bound; binding is an administrator's act.
 * 3. GET /sys/thirdLogin/getLoginUser/{ticket}/{thirdType} (public) trades the one-time ticket
 *    (60 s) for the login result, without dictionaries (docs/business-spec.md §4).
 * GET /sys/thirdLogin/providers (public) tells the login page which buttons to show
 * (`thirdLoginProviders`); JeecgBoot has no such call, and the admin falls back to its build settings.
 */
export function thirdLoginRoutes(api: FastifyInstance, ctx: AppContext): void {
  const state = sessionState(ctx);

  api.get('/sys/thirdLogin/providers', { config: { access: 'public' } }, async () =>
    ok(thirdLoginProviders(ctx.config)),
  );

  api.get<{ Params: { source: string } }>(
    '/sys/thirdLogin/render/:source',
    { config: { access: 'public', signed: false } },
    async (request, reply) => {
      const oauth = ctx.config.oauth;
      if (!oauth || request.params.source !== oauth.thirdType) throw new BizError(THIRD_NOT_CONFIGURED, 500, 404);
      popupOrigin(oauth);
      const metadata = await discover(oauth.issuer).catch((error: unknown) => {
        request.log.warn({ err: error }, 'oauth discovery failed');
        throw new BizError('第三方登录服务暂不可用，请稍后再试');
      });
      const key = random();
      const nonce = random();
      const { verifier, challenge } = pkcePair();
      await state.oauthStates.put(key, { codeVerifier: verifier, nonce });
      reply.header('cache-control', 'no-store');
      return reply.redirect(authorizeUrl(metadata, oauth, { state: key, nonce, codeChallenge: challenge }));
    },
  );

  api.get('/sys/thirdLogin/callback', { config: { access: 'public', signed: false } }, async (request, reply) => {
    const oauth = ctx.config.oauth;
    if (!oauth) throw new BizError(THIRD_NOT_CONFIGURED, 500, 404);
    const origin = popupOrigin(oauth);
    const thirdType = oauth.thirdType;
    const query = queryOf(request);
    const fail = (error: string, extra: { bound?: boolean } = {}) =>
      sendPopupPage(reply, origin, { type: 'thirdLogin', thirdType, error, ...extra });

    const pending = typeof query.state === 'string' ? await state.oauthStates.take(query.state) : undefined;
    if (!pending) return fail('登录已过期，请重新发起第三方登录');
    if (typeof query.code !== 'string' || !query.code) return fail('第三方授权未完成');
    let identity: Awaited<ReturnType<typeof exchangeCode>>;
    try {
      identity = await exchangeCode(await discover(oauth.issuer), oauth, query.code, pending);
    } catch (error) {
      request.log.warn({ err: error }, 'oauth code exchange failed');
      return fail('第三方登录失败，请稍后再试');
    }

    const link = await ctx.db.one<{ id: string; user_id: string }>(
      'SELECT id, user_id FROM sys_third_account WHERE third_type = $1 AND third_user_uuid = $2',
      [thirdType, identity.sub],
    );
    if (!link) return fail(THIRD_NOT_BOUND, { bound: false });
    await ctx.db.query(
      'UPDATE sys_third_account SET realname = COALESCE($2, realname), avatar = COALESCE($3, avatar) WHERE id = $1',
      [link.id, identity.name?.slice(0, 100) ?? null, identity.picture?.slice(0, 500) ?? null],
    );
    const user = await findLoginUser(ctx.db, 'id', link.user_id);
    if (user?.status !== 1) return fail('该账号不可用，请联系管理员');
    const ticket = random();
    await state.thirdTickets.put(ticket, { userId: user.id, thirdType });
    return sendPopupPage(reply, origin, { type: 'thirdLogin', thirdType, token: ticket });
  });

  const getLoginUser = async (request: FastifyRequest<{ Params: { token: string; thirdType?: string } }>) => {
    const ticket = await state.thirdTickets.take(request.params.token);
    const thirdType = request.params.thirdType;
    if (!ticket || (thirdType !== undefined && thirdType !== ticket.thirdType))
      throw new BizError(THIRD_TICKET_INVALID);
    const user = await findLoginUser(ctx.db, 'id', ticket.userId);
    if (user?.status !== 1) throw new BizError(THIRD_TICKET_INVALID);
    return ok(await startSession(ctx, request, user, { dicts: false, channel: ticket.thirdType }), '登录成功');
  };
  api.get('/sys/thirdLogin/getLoginUser/:token/:thirdType', { config: { access: 'public' } }, getLoginUser);
  api.get('/sys/thirdLogin/getLoginUser/:token', { config: { access: 'public' } }, getLoginUser);
}
