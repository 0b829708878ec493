import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { queryOf } from '../crud';
import { startSession } from './login-result';
import { findLoginUser } from './login-user';

export const CAS_NOT_CONFIGURED = 'CAS未配置';
export const CAS_FAILED = 'CAS认证失败，请重新登录';
const TIMEOUT_MS = 10_000;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The user name of a CAS 3 `serviceValidate` answer, or null when it is not a success.
 *
 * @example casUser('<cas:serviceResponse><cas:authenticationSuccess><cas:user>admin</cas:user>...') // 'admin'
 */
export function casUser(xml: string): string | null {
  if (!/<cas:authenticationSuccess[\s>]/.test(xml)) return null;
  const match = /<cas:user>\s*([^<]{1,100}?)\s*<\/cas:user>/.exec(xml);
  if (!match?.[1]) return null;
  return match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

/**
 * GET /sys/cas/client/validateLogin?ticket&service (public): validates the ticket against
 * `${CAS_URL}/p3/serviceValidate` and logs in the CAS user's account of the same user name.
 */
export function casRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/cas/client/validateLogin', { config: { access: 'public' } }, async (request) => {
    const casUrl = ctx.config.casUrl;
    if (!casUrl) throw new BizError(CAS_NOT_CONFIGURED);
    const query = queryOf(request);
    const ticket = typeof query.ticket === 'string' ? query.ticket : '';
    const service = typeof query.service === 'string' ? query.service : '';
    if (!ticket || !service || ticket.length > 512 || service.length > 2000) throw new BizError('请求参数不正确');

    const url = new URL(`${casUrl.replace(/\/+$/, '')}/p3/serviceValidate`);
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('service', service);
    let username: string | null = null;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.ok) username = casUser(await response.text());
    } catch (error) {
      request.log.warn({ err: error }, 'cas validation failed');
    }
    if (!username) throw new BizError(CAS_FAILED);
    const user = await findLoginUser(ctx.db, 'username', username);
    if (user?.status !== 1) throw new BizError('该用户不存在或已冻结，请联系管理员');
    return ok(await startSession(ctx, request, user, { dicts: true, channel: 'cas' }), '登录成功');
  });
}
