import { local, StorageKeys } from '../storage';
import type { LoginUserInfo, TenantId } from './types';

// These read storage, not the store: an entry that expired since the store was filled reads as absent.

/**
 * The access token, or null when there is none or it has expired.
 *
 * @example if (!getToken()) navigate('/user/login');
 */
export function getToken(): string | null {
  return local.get<string>(StorageKeys.accessToken) || null;
}

/**
 * The stored login user, or null.
 *
 * @example getUserInfo()?.realname
 */
export function getUserInfo(): LoginUserInfo | null {
  return local.get<LoginUserInfo>(StorageKeys.userInfo);
}

/**
 * The tenant of the session (from `sysRole.tenantId` at login), as the server sent it, or null.
 *
 * @example createCoupon({ ...form, tenantId: getTenantId() })
 */
export function getTenantId(): TenantId | null {
  const value = local.get<TenantId>(StorageKeys.tenantId);
  return value === '' ? null : value;
}

/**
 * True while a token is stored and unexpired.
 *
 * @example isLoggedIn() ? '/dashboard/analysis' : '/user/login'
 */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}
