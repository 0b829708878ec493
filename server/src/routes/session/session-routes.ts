import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { BizError, NO_PERMISSION_MESSAGE, ok } from '../../http/envelope';
import { bodyOf, queryOf } from '../crud';
import { writeLoginLog } from './login-log';
import { sessionInfo } from './login-result';
import { findLoginUser } from './login-user';
import { switchSessionTenant } from './tenant-switch';

export const LOGOUT_MESSAGE = '退出登录成功！';
export const NO_LOGIN_IMAGE_MESSAGE = '未配置登录背景图，使用默认背景';

/**
 * Logout, tenant switch and the login page's background image.
 * - GET and POST /sys/logout (public on purpose: a session that already expired must still log
 *   out quietly). Only a valid `X-Access-Token` is revoked, and only that one session.
 * - POST (and PUT) /sys/selectTenant `{tenantId}` (signed in): switches the session to a tenant the
 *   user belongs to (the platform administrator: any active tenant), logged as an operation in both
 *   tenants; answers the session info of that tenant.
 * - GET /sys/getLoginImg?domainName= (public): the tenant's `login_img` for that domain; when none
 *   is configured, `result: null` and a message, and the client shows its default background.
 */
export function sessionControlRoutes(api: FastifyInstance, ctx: AppContext): void {
  const logout = async (request: FastifyRequest) => {
    const user = request.user;
    if (user) {
      await ctx.tokens.revoke(user.token);
      await writeLoginLog(ctx.db, request, {
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
        content: `用户名: ${user.username},退出成功！`,
        channel: 'logout',
      });
    }
    return ok(null, LOGOUT_MESSAGE);
  };
  api.get('/sys/logout', { config: { access: 'public' } }, logout);
  api.post('/sys/logout', { config: { access: 'public' } }, logout);

  const selectTenant = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const raw =
      (request.body && typeof request.body === 'object' ? bodyOf(request).tenantId : undefined) ??
      queryOf(request).tenantId;
    const tenantId = Number(raw);
    if (!Number.isInteger(tenantId) || tenantId <= 0) throw new BizError('请选择租户');
    const row = await findLoginUser(ctx.db, 'id', user.id);
    if (!row) throw new BizError(NO_PERMISSION_MESSAGE, 510);
    await switchSessionTenant(ctx, request, user, tenantId);
    return ok(await sessionInfo(ctx.db, row, tenantId), '切换租户成功');
  };
  api.post('/sys/selectTenant', { config: { access: 'authenticated' } }, selectTenant);
  api.put('/sys/selectTenant', { config: { access: 'authenticated' } }, selectTenant);

  api.get('/sys/getLoginImg', { config: { access: 'public' } }, async (request) => {
    const domainName = String(queryOf(request).domainName ?? '')
      .trim()
      .slice(0, 200);
    const row = domainName
      ? await ctx.db.one<{ login_img: string | null }>(
          `SELECT login_img FROM sys_tenant WHERE domain_name = $1 AND status = 1 AND login_img IS NOT NULL
            ORDER BY id LIMIT 1`,
          [domainName],
        )
      : undefined;
    if (!row?.login_img) return ok(null, NO_LOGIN_IMAGE_MESSAGE);
    return ok(row.login_img);
  });
}
