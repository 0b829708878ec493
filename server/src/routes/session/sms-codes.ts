import { createHmac, randomInt } from 'node:crypto';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { newId } from '../../util/ids';

/** `smsmode` of /sys/sms. */
export const SmsMode = { login: 0, register: 1, forgot: 2 } as const;
export type SmsModeValue = (typeof SmsMode)[keyof typeof SmsMode];

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_INVALID = '验证码错误或已过期';
/** Wrong guesses that end a code (the 5th). */
export const MAX_SMS_CODE_ATTEMPTS = 5;

/** What the code store needs: the database, and the server's secret the codes are keyed with. */
export interface SmsCodeContext {
  db: Db;
  config: Pick<ServerConfig, 'tokenSecret'>;
}

/**
 * What `sys_sms_code` keeps instead of the code: an HMAC under the server's secret, bound to the mobile
 * and the mode. A copy of the table (a backup, a read-only account) redeems nothing, and a million
 * candidate codes cannot be tried offline without the secret, as they could against a plain hash.
 *
 * @example await db.query('… WHERE code_digest = $1', [smsCodeDigest(ctx, mobile, SmsMode.login, code)]);
 */
export function smsCodeDigest(ctx: SmsCodeContext, mobile: string, mode: SmsModeValue, code: string): string {
  return createHmac('sha256', ctx.config.tokenSecret).update(`sms-code\n${mobile}\n${mode}\n${code}`).digest('hex');
}

/**
 * A fresh 6-digit code for `mobile` and `mode`, valid 5 minutes; earlier unused codes of the same
 * mobile and mode stop working.
 *
 * @example const code = await issueSmsCode(ctx, '13857101002', SmsMode.login);
 */
export async function issueSmsCode(ctx: SmsCodeContext, mobile: string, mode: SmsModeValue): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE sys_sms_code SET used_at = now() WHERE mobile = $1 AND mode = $2 AND used_at IS NULL', [
      mobile,
      mode,
    ]);
    await tx.query(
      `INSERT INTO sys_sms_code (id, mobile, code_digest, mode, expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '5 minutes')`,
      [newId(), mobile, smsCodeDigest(ctx, mobile, mode, code), mode],
    );
  });
  return code;
}

/**
 * Checks and spends the live code of `mobile` and `mode`. Every check counts as an attempt, in one
 * statement (so parallel guesses cannot share an attempt); the 5th wrong one, or the right one,
 * ends the code.
 *
 * @example if (!(await consumeSmsCode(ctx, mobile, SmsMode.login, captcha))) throw new BizError(SMS_CODE_INVALID);
 */
export async function consumeSmsCode(
  ctx: SmsCodeContext,
  mobile: string,
  mode: SmsModeValue,
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || !MOBILE_PATTERN.test(mobile)) return false;
  const row = await ctx.db.one<{ matched: boolean }>(
    `UPDATE sys_sms_code
        SET attempts = attempts + 1,
            used_at = CASE WHEN code_digest = $3 OR attempts + 1 >= $4 THEN now() ELSE used_at END
      WHERE id = (SELECT id FROM sys_sms_code
                   WHERE mobile = $1 AND mode = $2 AND used_at IS NULL AND expires_at > now()
                   ORDER BY created_at DESC LIMIT 1)
        AND used_at IS NULL AND attempts < $4
      RETURNING code_digest = $3 AS matched`,
    [mobile, mode, smsCodeDigest(ctx, mobile, mode, code), MAX_SMS_CODE_ATTEMPTS],
  );
  return row?.matched === true;
}
