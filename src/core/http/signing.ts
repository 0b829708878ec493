// Only the hashes used: the whole crypto-js would put ~30 KB gzip on the login route.
import Hex from 'crypto-js/enc-hex.js';
import MD5 from 'crypto-js/md5.js';
import SHA256 from 'crypto-js/sha256.js';
import { signingInput } from '../contract';

/**
 * The spec's signing headers: `signs` = lower-case hex SHA-256 of `appId + timestamp + secret`,
 * where `timestamps` is the epoch-millisecond string sent alongside. An integrity and freshness
 * check only: the secret ships to browsers.
 *
 * @example signHeaders('app', 'secret', 1700000000000).signs // 64 hex chars
 */
export function signHeaders(appId: string, secret: string, now: number = Date.now()) {
  const timestamps = String(now);
  const signs = SHA256(signingInput(appId, timestamps, secret)).toString(Hex);
  return { appids: appId, timestamps, signs };
}

/** Endpoints JeecgBoot checks `X-Sign` on (its `jeecg.signUrls`): the dictionary ones, by path prefix... */
const JEECG_SIGNED_PATHS = [
  '/sys/dict/getDictItems/',
  '/sys/dict/loadDict/',
  '/sys/dict/loadDictOrderByValue/',
  '/sys/dict/loadDictItem/',
  '/sys/dict/loadTreeData',
  '/sys/api/queryTableDictItemsByCode',
  '/sys/api/queryFilterTableDictInfo',
  '/sys/api/queryTableDictByKeys',
  '/sys/api/translateDictFromTable',
  '/sys/api/translateDictFromTableByKeys',
];

/** ...and, since JeecgBoot 3.7, the SMS senders (their JSON body is signed too), by exact path. */
const JEECG_SIGNED_ENDPOINTS = ['/sys/sms', '/sys/sendChangePwdSms', '/sys/user/sendChangePhoneSms'];

export function needsJeecgSign(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return (
    JEECG_SIGNED_PATHS.some((prefix) => path.includes(prefix)) ||
    JEECG_SIGNED_ENDPOINTS.some((endpoint) => path === endpoint || path.endsWith(endpoint))
  );
}

function queryParams(url: string): Record<string, string> {
  const result: Record<string, string> = {};
  const path = url.split('?')[0] ?? '';
  const lastSegment = path.substring(path.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) result['x-path-variable'] = decodeURIComponent(lastSegment);
  const query = url.includes('?') ? url.substring(url.indexOf('?') + 1).split('#')[0] : '';
  for (const pair of (query ?? '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.substring(0, eq);
    const value = eq < 0 ? '' : pair.substring(eq + 1);
    if (value !== 'null' && value !== 'undefined') result[key] = value;
  }
  return result;
}

/**
 * JeecgBoot's own `X-Sign`: upper-case MD5 of the key-sorted JSON of URL query, path variable
 * (last segment with a comma) and request parameters (a JSON body's fields included; numbers and
 * booleans as strings, as JeecgBoot reads them), without `_t`, plus the secret.
 *
 * @example jeecgSign('/sys/dict/getDictItems/sex', {}, 'secret')
 */
export function jeecgSign(url: string, params: Record<string, unknown> | undefined, secret: string): string {
  const merged: Record<string, unknown> = queryParams(url);
  for (const [key, value] of Object.entries(params ?? {})) {
    merged[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
  delete merged._t;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key];
  return MD5(JSON.stringify(sorted) + secret)
    .toString(Hex)
    .toUpperCase();
}
