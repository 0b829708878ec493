import { type ApiEnvelope, ApiError, getAction, isSuccess, postAction, unwrap } from '../http';
import { StorageTtl } from '../storage';
import { persistLogin } from './persist-login';
import type { LoginParams, LoginResult, PhoneLoginParams, ServiceProviderParams } from './types';

/** Fallback text when a refusal carries no message (the same one `unwrap` uses). */
const FALLBACK_MESSAGE = '操作失败';

/**
 * Login success as the spec words it (code '200', string or number) or as the envelope says it.
 *
 * @example isLoginSuccess({ code: '200', result: {} }) // true
 */
export function isLoginSuccess(envelope: Partial<ApiEnvelope> | null | undefined): boolean {
  if (!envelope || typeof envelope !== 'object') return false;
  return String(envelope.code) === '200' || isSuccess(envelope);
}

/** Checks the answer and stores it; a refusal rejects before anything is stored. */
function completeLogin(
  envelope: ApiEnvelope<LoginResult>,
  options: { ttlMs: number; storeDicts: boolean },
): LoginResult {
  const result = envelope?.result;
  if (!isLoginSuccess(envelope)) {
    throw new ApiError(envelope?.message || FALLBACK_MESSAGE, { code: envelope?.code, envelope });
  }
  // A "success" without a token or user cannot start a session; refuse it rather than store half of it.
  if (!result?.token || !result.userInfo) {
    throw new ApiError(FALLBACK_MESSAGE, { code: envelope.code, envelope });
  }
  persistLogin(result, options);
  return result;
}

/**
 * Account login (POST /sys/login). Stores token, user, username, tenant and dictionaries for 7 days;
 * rejects with an `ApiError` carrying the server's message (e.g. 用户名或密码错误) and stores nothing.
 *
 * @example const { multi_depart } = await login({ username, password, captcha, checkKey });
 */
export async function login(params: LoginParams): Promise<LoginResult> {
  const envelope = await postAction<LoginResult>('/sys/login', params);
  return completeLogin(envelope, { ttlMs: StorageTtl.week, storeDicts: true });
}

/**
 * SMS-code login (POST /sys/phoneLogin), stored like `login`.
 *
 * @example await phoneLogin({ mobile: '13800000000', captcha: '123456' });
 */
export async function phoneLogin(params: PhoneLoginParams): Promise<LoginResult> {
  const envelope = await postAction<LoginResult>('/sys/phoneLogin', params);
  return completeLogin(envelope, { ttlMs: StorageTtl.week, storeDicts: true });
}

/**
 * Third-party login: exchanges the third party's token for the user. Stored like `login` except the
 * dictionaries (docs/business-spec.md §4). Without `thirdType` the JeecgBoot 2.x path `/getLoginUser/{token}` is used.
 *
 * @example await thirdLogin(tokenFromPopup, 'github');
 */
export async function thirdLogin(token: string, thirdType?: string): Promise<LoginResult> {
  const path = [token, thirdType].filter((part): part is string => !!part).map(encodeURIComponent);
  const envelope = await getAction<LoginResult>(`/sys/thirdLogin/getLoginUser/${path.join('/')}`);
  return completeLogin(envelope, { ttlMs: StorageTtl.week, storeDicts: false });
}

/**
 * CAS single sign-on: validates the ticket (GET /sys/cas/client/validateLogin) and stores the user
 * for 1 day, the CAS lifetime of docs/business-spec.md §9.
 *
 * @example await validateCasLogin(query.ticket, location.origin + location.pathname);
 */
export async function validateCasLogin(ticket: string, service: string): Promise<LoginResult> {
  const envelope = await getAction<LoginResult>('/sys/cas/client/validateLogin', { ticket, service });
  return completeLogin(envelope, { ttlMs: StorageTtl.casLogin, storeDicts: true });
}

/**
 * Hands the service-provider authorization of the login URL (app_auth_code, app_id, source) to the
 * server (POST /sys/serviceProvider). It binds an app to the signed-in merchant; it starts no
 * session, so nothing is stored. Rejects with the server's message on refusal.
 *
 * @example await serviceProviderLogin({ app_auth_code, app_id, source });
 */
export async function serviceProviderLogin(params: ServiceProviderParams): Promise<unknown> {
  return unwrap(await postAction<unknown>('/sys/serviceProvider', params));
}
