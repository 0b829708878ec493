import { getConfig } from '../config';
import { Header } from '../contract';
import { local, StorageKeys } from '../storage';
import { jeecgSign, needsJeecgSign, signHeaders } from './signing';

/** Dictionary-item calls go out without `_t` (docs/business-spec.md §7) so browsers and proxies may cache them. */
export function isDictItemCall(url: string): boolean {
  return url.includes('/sys/dict/getDictItems');
}

/** The tenant a request names: an embedding page's, else the stored session's, else the configured default. */
export function currentTenantId(): string {
  const embedded = getConfig().embedTenantId;
  if (embedded) return embedded;
  const stored = local.get<string | number>(StorageKeys.tenantId);
  return String(stored ?? getConfig().defaultTenantId);
}

/**
 * Every header the spec puts on a request, for the given method and URL.
 *
 * @example requestHeaders('/sys/user/list', { pageNo: 1 })
 */
export function requestHeaders(
  url: string,
  params: Record<string, unknown> | undefined,
  now: number = Date.now(),
): Record<string, string> {
  const config = getConfig();
  const headers: Record<string, string> = {};
  const token = config.embedToken || local.get<string>(StorageKeys.accessToken);
  if (token) headers[Header.token] = token;
  const tenant = currentTenantId();
  headers[Header.tenantId] = tenant;
  headers[Header.tenantIdAlias] = tenant;
  Object.assign(headers, signHeaders(config.appId, config.signSecret, now));
  const ip = local.get<string>(StorageKeys.encryptedString);
  if (ip) headers[Header.loginIp] = ip;
  if (config.jeecgSignSecret && needsJeecgSign(url)) {
    headers['X-Sign'] = jeecgSign(url, params, config.jeecgSignSecret);
    headers['X-TIMESTAMP'] = String(now);
  }
  return headers;
}
