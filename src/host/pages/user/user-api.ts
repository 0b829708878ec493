import { type ApiEnvelope, ApiError, getAction, postAction, unwrap } from '../../../core/http';
import type { LoginResult, TenantId } from '../../../core/session';

/**
 * Options of the public calls that may not exist on every server: no notification, and no
 * logout either (an unknown path can answer 401 to a visitor without a token, which says nothing
 * about a session).
 */
const OPTIONAL_CALL = { silent: true, skipAuthFlow: true } as const;

/** `smsmode` of POST /sys/sms. */
export const SmsMode = { login: 0, register: 1, forgot: 2 } as const;
export type SmsModeValue = (typeof SmsMode)[keyof typeof SmsMode];

/**
 * The tenant's login background for this domain (GET /sys/getLoginImg), or null when none is set or
 * the call fails: the page then keeps its own background, without bothering the user.
 *
 * @example const path = await fetchLoginImage(location.hostname);
 */
export async function fetchLoginImage(domainName: string): Promise<string | null> {
  try {
    const envelope = await getAction<string | null>('/sys/getLoginImg', { domainName }, OPTIONAL_CALL);
    const result = unwrap(envelope);
    return typeof result === 'string' && result.trim() ? result.trim() : null;
  } catch {
    return null;
  }
}

/**
 * Sends an SMS code (POST /sys/sms) and resolves with the server's text (验证码已发送...); rejects
 * with its refusal (发送过于频繁，请稍后再试).
 *
 * @example await sendSmsCode('13857101002', SmsMode.login);
 */
export async function sendSmsCode(mobile: string, smsmode: SmsModeValue): Promise<string> {
  const envelope = await postAction<unknown>('/sys/sms', { mobile, smsmode });
  unwrap(envelope);
  return envelope.message || '验证码已发送，请注意查收';
}

/**
 * A captcha image (GET /sys/randomImage/{checkKey}) as a `data:image/...` URL; the answer is kept
 * by the server under `checkKey`, valid once.
 *
 * @example <img src={await fetchCaptcha(key)} />
 */
export async function fetchCaptcha(checkKey: string): Promise<string> {
  const image = unwrap(await getAction<string>(`/sys/randomImage/${encodeURIComponent(checkKey)}`));
  if (typeof image !== 'string' || !image.startsWith('data:image/')) throw new ApiError('验证码获取失败');
  return image;
}

/** A fresh captcha key: letters and digits only, as the server accepts. */
export function newCheckKey(): string {
  return `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
}

/** What /sys/selectTenant answers: the session in the chosen tenant (no new token). */
export type TenantSession = Pick<LoginResult, 'userInfo' | 'departs' | 'multi_depart' | 'tenantList'>;

/**
 * Switches the signed-in session to one of the user's tenants (POST /sys/selectTenant).
 *
 * @example const session = await selectTenant(1001);
 */
export async function selectTenant(tenantId: TenantId): Promise<TenantSession> {
  const result = unwrap(await postAction<TenantSession>('/sys/selectTenant', { tenantId }));
  if (!result?.userInfo) throw new ApiError('切换租户失败');
  return result;
}

export interface RegisterForm {
  username: string;
  password: string;
  phone: string;
  smscode: string;
}

/**
 * Creates an account (POST /sys/user/register) with a code from /sys/sms mode 1; resolves with the
 * server's text (注册成功).
 *
 * @example await registerUser({ username: 'new_user', password: 'Abcd1234', phone, smscode });
 */
export async function registerUser(form: RegisterForm): Promise<string> {
  const envelope = await postAction<unknown>('/sys/user/register', form);
  unwrap(envelope);
  return envelope.message || '注册成功';
}

/**
 * Options of the forgot-password calls: the page shows the server's message itself, and a visitor
 * without a session has nothing to log out of.
 */
const RESET_CALL = { silent: true, skipAuthFlow: true } as const;

/**
 * Forgot password, step 1 (POST /sys/user/phoneVerification `{phone, smscode}`, a code of /sys/sms
 * mode 2): the account of that phone, and the code to present again in step 2.
 *
 * @example const { username } = await verifyPhone({ phone, smscode });
 */
export async function verifyPhone(form: {
  phone: string;
  smscode: string;
}): Promise<{ username: string; smscode: string }> {
  const result = unwrap(
    await postAction<{ username?: string; smscode?: string }>('/sys/user/phoneVerification', form, RESET_CALL),
  );
  if (!result?.username) throw new ApiError('该手机号未绑定账户');
  return { username: result.username, smscode: result.smscode ?? form.smscode };
}

/** JeecgBoot's refusal of a method (Spring's 405, as HTTP status or as the envelope's code). */
function methodRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 405 || Number(error.code) === 405);
}

/**
 * Forgot password, step 2: sets the new password and spends the code. POST with a JSON body, so the
 * password stays out of URLs and logs; JeecgBoot only has GET /sys/user/passwordChange, which is
 * used when the POST is refused as a method.
 *
 * @example await resetPassword({ username, password, smscode, phone });
 */
export async function resetPassword(form: { username: string; password: string; smscode: string; phone: string }) {
  let envelope: ApiEnvelope<unknown>;
  try {
    envelope = await postAction<unknown>('/sys/user/passwordChange', form, RESET_CALL);
    unwrap(envelope);
  } catch (error) {
    if (!methodRefused(error)) throw error;
    envelope = await getAction<unknown>('/sys/user/passwordChange', form, RESET_CALL);
    unwrap(envelope);
  }
  return envelope.message || '密码重置成功';
}
