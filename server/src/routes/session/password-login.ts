import type { FastifyInstance } from 'fastify';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { PLATFORM_TENANT_ID } from '../../seed/constants';
import { bodyOf } from '../crud';
import { requireHumanCheck } from './human-check';
import { writeLoginLog } from './login-log';
import { startSession } from './login-result';
import { findLoginUser } from './login-user';
import { sessionState } from './session-state';

/** The one answer for unknown user, wrong password and frozen user. */
export const LOGIN_FAILED = '用户名或密码错误';
const MAX_PASSWORD_LENGTH = 256;

/**
 * POST /sys/login `{username, password, captcha?, checkKey?, sliderProof?}` (public).
 * Order matters: back-off first (no password check while waiting), then the human check when the
 * account or IP has failed too often, then the password, verified against a decoy hash for unknown
 * users so the answer takes as long either way.
 */
export function passwordLoginRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { throttle } = sessionState(ctx);

  api.post('/sys/login', { config: { access: 'public' } }, async (request) => {
    const body = bodyOf(request);
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!username || !password) throw new BizError('请输入用户名和密码');
    const ip = request.ip;

    const { waitSeconds, humanCheck } = await throttle.status(username, ip);
    if (waitSeconds > 0) throw new BizError(`登录失败次数过多，请${waitSeconds}秒后再试`);
    if (humanCheck) await requireHumanCheck(ctx, body);

    const account = await ctx.db.one<{ id: string; tenant_id: number; status: number; password_hash: string }>(
      'SELECT id, tenant_id, status, password_hash FROM sys_user WHERE username = $1 AND del_flag = 0',
      [username.slice(0, 100)],
    );
    const passwordOk =
      password.length <= MAX_PASSWORD_LENGTH &&
      (await verifyPassword(account?.password_hash ?? (await decoyHash()), password));
    const user =
      account && passwordOk && account.status === 1 ? await findLoginUser(ctx.db, 'id', account.id) : undefined;
    if (!user) {
      await throttle.failed(username, ip);
      await writeLoginLog(ctx.db, request, {
        tenantId: account?.tenant_id ?? PLATFORM_TENANT_ID,
        userId: account?.id ?? null,
        username,
        content: `用户名: ${username},登录失败！`,
        channel: 'password',
      });
      throw new BizError(LOGIN_FAILED);
    }
    await throttle.succeeded(username, ip);
    return ok(await startSession(ctx, request, user, { dicts: true, channel: 'password' }), '登录成功');
  });
}
