import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, queryOf } from '../crud';
import { checkNewPassword, text } from '../org/rules';
import { sessionState } from './session-state';
import {
  consumeSmsCode,
  MAX_SMS_CODE_ATTEMPTS,
  MOBILE_PATTERN,
  SMS_CODE_INVALID,
  type SmsCodeContext,
  SmsMode,
  smsCodeDigest,
} from './sms-codes';

export const PHONE_NOT_REGISTERED = '手机号未注册';
export const ACCOUNT_FROZEN = '该账号已冻结，请联系管理员';
export const ACCOUNT_PHONE_MISMATCH = '用户名与手机号不匹配';
export const RESET_DONE = '密码重置完成！';

/**
 * Checks the live forgot-password code of `mobile` without spending it (step 2 presents it again).
 * A wrong guess counts as an attempt, in one statement as consumeSmsCode does, and the 5th wrong one
 * ends the code; a right one keeps it alive 10 more minutes for step 2 (as JeecgBoot's 600 s),
 * never beyond 15 minutes after it was sent.
 */
async function checkResetCode(ctx: SmsCodeContext, mobile: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await ctx.db.one<{ matched: boolean }>(
    `UPDATE sys_sms_code
        SET attempts = attempts + CASE WHEN code_digest = $3 THEN 0 ELSE 1 END,
            used_at = CASE WHEN code_digest <> $3 AND attempts + 1 >= $4 THEN now() ELSE used_at END,
            expires_at = CASE WHEN code_digest = $3
                              THEN GREATEST(expires_at, LEAST(now() + interval '10 minutes', created_at + interval '15 minutes'))
                              ELSE expires_at END
      WHERE id = (SELECT id FROM sys_sms_code
                   WHERE mobile = $1 AND mode = $2 AND used_at IS NULL AND expires_at > now()
                   ORDER BY created_at DESC LIMIT 1)
        AND used_at IS NULL AND attempts < $4
      RETURNING code_digest = $3 AS matched`,
    [mobile, SmsMode.forgot, smsCodeDigest(ctx, mobile, SmsMode.forgot, code), MAX_SMS_CODE_ATTEMPTS],
  );
  return row?.matched === true;
}

interface ResetAccount {
  id: string;
  username: string;
  status: number;
}

/**
 * Forgotten password by SMS code (/sys/sms mode 2, sent only to the phone of an active user), as
 * JeecgBoot's two calls:
 * - POST /sys/user/phoneVerification `{phone, smscode}` (public): checks the code without spending
 *   it and answers `{smscode, username}` of the phone's account.
 * - POST /sys/user/passwordChange `{username, password, smscode, phone}` (public; GET with the same
 *   query for JeecgBoot clients): sets the password, spends the code, ends every session of the user.
 *
 * The code is checked before anything is said about the phone: an unknown phone never has a code,
 * so it gets the same 验证码错误或已过期 as a wrong code, and /sys/sms stays neutral about which
 * phones are registered (JeecgBoot also checks the code first). 手机号未注册 only comes with a right
 * code whose account has gone since. Wrong codes are throttled per phone and IP, and per IP, with
 * the login's back-off.
 */
export function passwordResetRoutes(api: FastifyInstance, ctx: AppContext): void {
  const throttle = sessionState(ctx).resetThrottle;

  /** The active account of `phone`, once its code is proven right. */
  const accountOf = async (phone: string): Promise<ResetAccount> => {
    const account = await ctx.db.one<ResetAccount>(
      'SELECT id, username, status FROM sys_user WHERE phone = $1 AND del_flag = 0',
      [phone],
    );
    if (!account) throw new BizError(PHONE_NOT_REGISTERED);
    if (account.status !== 1) throw new BizError(ACCOUNT_FROZEN);
    return account;
  };

  /** Back-off first (no check while waiting), then the code; only a wrong code is counted. */
  const verifyCode = async (request: FastifyRequest, phone: string, smscode: string): Promise<void> => {
    const ip = request.ip;
    const wait = await throttle.waitSeconds(phone, ip);
    if (wait > 0) throw new BizError(`验证失败次数过多，请${wait}秒后再试`);
    if (!(await checkResetCode(ctx, phone, smscode))) {
      await throttle.failed(phone, ip);
      throw new BizError(SMS_CODE_INVALID);
    }
    await throttle.succeeded(phone, ip);
  };

  const phoneAndCode = (source: Record<string, unknown>) => {
    const phone = text(source.phone);
    const smscode = text(source.smscode);
    if (!MOBILE_PATTERN.test(phone)) throw new BizError('请输入正确手机号');
    if (!smscode) throw new BizError('请输入短信验证码');
    return { phone, smscode };
  };

  api.post('/sys/user/phoneVerification', { config: { access: 'public' } }, async (request) => {
    const { phone, smscode } = phoneAndCode(bodyOf(request));
    await verifyCode(request, phone, smscode);
    const account = await accountOf(phone);
    return ok({ smscode, username: account.username }, '验证成功');
  });

  const passwordChange = async (request: FastifyRequest) => {
    const source = request.method === 'GET' ? queryOf(request) : bodyOf(request);
    const { phone, smscode } = phoneAndCode(source);
    const username = text(source.username);
    if (!username) throw new BizError('请输入用户名');
    // Rules before the code, so a weak password costs no attempt.
    const password = checkNewPassword(source.password, source.confirmpassword, false);

    await verifyCode(request, phone, smscode);
    const account = await accountOf(phone);
    if (account.username !== username) throw new BizError(ACCOUNT_PHONE_MISMATCH);
    const passwordHash = await hashPassword(password);
    // Spending is what makes the code single-use: of two parallel resets only one gets past here.
    if (!(await consumeSmsCode(ctx, phone, SmsMode.forgot, smscode))) throw new BizError(SMS_CODE_INVALID);
    await ctx.db.query('UPDATE sys_user SET password_hash = $2, update_time = now(), update_by = $3 WHERE id = $1', [
      account.id,
      passwordHash,
      account.username,
    ]);
    await ctx.tokens.revokeAllOf(account.id);
    return ok(null, RESET_DONE);
  };
  api.post('/sys/user/passwordChange', { config: { access: 'public' } }, passwordChange);
  api.get('/sys/user/passwordChange', { config: { access: 'public' } }, passwordChange);
}
