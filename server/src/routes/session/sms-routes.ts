import type { FastifyInstance } from 'fastify';
import { SMS_NOT_CONFIGURED } from '../../auth/sms-sender';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { PLATFORM_TENANT_ID } from '../../seed/constants';
import { bodyOf, queryOf } from '../crud';
import { writeLoginLog } from './login-log';
import { startSession } from './login-result';
import { findLoginUser } from './login-user';
import { sessionState } from './session-state';
import {
  consumeSmsCode,
  issueSmsCode,
  MOBILE_PATTERN,
  SMS_CODE_INVALID,
  SmsMode,
  type SmsModeValue,
} from './sms-codes';

export const SMS_TOO_OFTEN = '发送过于频繁，请稍后再试';
/** Neutral on purpose: it must not tell whether the mobile belongs to a user. */
export const SMS_SENT_IF_REGISTERED = '若该手机号已注册，验证码已发送，请注意查收';
export const SMS_SENT = '验证码已发送，请注意查收';
/** One code per mobile in this time. */
const SMS_INTERVAL_MS = 60_000;
/** At most this many codes per IP, the count forgotten an hour after the last code sent. */
const MAX_SMS_PER_IP_PER_HOUR = 20;
const SMS_IP_WINDOW_MS = 60 * 60_000;

function modeOf(value: unknown): SmsModeValue | null {
  const mode = Number(value);
  return mode === SmsMode.login || mode === SmsMode.register || mode === SmsMode.forgot ? mode : null;
}

/**
 * SMS codes and the phone login.
 * - POST /sys/sms `{mobile, smsmode}` (public): one code per mobile per 60 s (and at most 20 an
 *   hour per IP); refused for everyone alike when no SMS sender is configured (production). For
 *   login and forgot-password codes the mobile must belong to an active user, but the answer is the
 *   same either way and delivery is not awaited, so it tells nothing.
 * - POST /sys/phoneLogin `{mobile, captcha}` (public): the login result, like /sys/login.
 * - GET /sys/dev/lastSms?mobile= (public, never registered in production): the demo sender's last
 *   code for that mobile, for trying phone login without a phone.
 */
export function smsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { counters } = sessionState(ctx);

  api.post('/sys/sms', { config: { access: 'public' } }, async (request) => {
    const body = bodyOf(request);
    const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
    if (!MOBILE_PATTERN.test(mobile)) throw new BizError('请输入正确手机号');
    const mode = modeOf(body.smsmode);
    if (mode === null) throw new BizError('短信类型不正确');
    if (!ctx.sms.configured) throw new BizError(SMS_NOT_CONFIGURED);
    // Each limit is claimed in one statement, so parallel requests (to any instance) cannot share a send;
    // a refused request leaves both counters as they were.
    const mobileKey = `sms:mobile:${mobile}`;
    if (!(await counters.increment(mobileKey, SMS_INTERVAL_MS, { max: 1 }))) throw new BizError(SMS_TOO_OFTEN);
    if (!(await counters.increment(`sms:ip:${request.ip}`, SMS_IP_WINDOW_MS, { max: MAX_SMS_PER_IP_PER_HOUR }))) {
      await counters.reset(mobileKey);
      throw new BizError(SMS_TOO_OFTEN);
    }

    const deliver =
      mode === SmsMode.register ||
      (await ctx.db.one('SELECT 1 FROM sys_user WHERE phone = $1 AND del_flag = 0 AND status = 1', [mobile])) !==
        undefined;
    if (deliver) {
      const code = await issueSmsCode(ctx, mobile, mode);
      ctx.sms
        .send(mobile, code, mode)
        // The error's message only: a sender's error object must not carry the code into the log.
        .catch((error: unknown) =>
          request.log.error(`sms delivery failed: ${error instanceof Error ? error.message : 'unknown error'}`),
        );
    }
    return ok(null, mode === SmsMode.register ? SMS_SENT : SMS_SENT_IF_REGISTERED);
  });

  api.post('/sys/phoneLogin', { config: { access: 'public' } }, async (request) => {
    const body = bodyOf(request);
    const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
    const captcha =
      typeof body.captcha === 'string' || typeof body.captcha === 'number' ? String(body.captcha).trim() : '';
    if (!mobile || !captcha) throw new BizError('请输入手机号和验证码');
    const user = (await consumeSmsCode(ctx, mobile, SmsMode.login, captcha))
      ? await findLoginUser(ctx.db, 'phone', mobile)
      : undefined;
    if (user?.status !== 1) {
      await writeLoginLog(ctx.db, request, {
        tenantId: user?.tenant_id ?? PLATFORM_TENANT_ID,
        userId: user?.id ?? null,
        username: user?.username ?? mobile.slice(0, 20),
        content: `手机号: ${mobile.slice(0, 20)},登录失败！`,
        channel: 'phone',
      });
      throw new BizError(user ? '该账号已冻结，请联系管理员' : SMS_CODE_INVALID);
    }
    return ok(await startSession(ctx, request, user, { dicts: true, channel: 'phone' }), '登录成功');
  });

  const lastCode = ctx.sms.lastCode?.bind(ctx.sms);
  if (!ctx.config.production && lastCode) {
    api.get('/sys/dev/lastSms', { config: { access: 'public' } }, async (request) => {
      const mobile = String(queryOf(request).mobile ?? '');
      return ok(lastCode(mobile) ?? null);
    });
  }
}
