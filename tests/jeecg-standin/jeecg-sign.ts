import { createHash } from 'node:crypto';

/**
 * JeecgBoot's request signature as its server checks it (jeecg-boot-base-core: config/sign/
 * SignAuthInterceptor, util/HttpUtils.getAllParams, util/SignUtil.getParamsSign), written again from
 * that source for the stand-in: the admin's `X-Sign` must pass exactly this check.
 */

/** `jeecg.signatureSecret` of JeecgBoot's shipped application-*.yml. */
export const JEECG_DEFAULT_SIGNATURE_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** `jeecg.signUrls` of JeecgBoot 3.9's application-dev.yml (Ant patterns under the context path). */
export const JEECG_SIGN_URLS = [
  '/sys/dict/getDictItems/*',
  '/sys/dict/loadDict/*',
  '/sys/dict/loadDictOrderByValue/*',
  '/sys/dict/loadDictItem/*',
  '/sys/dict/loadTreeData',
  '/sys/api/queryTableDictItemsByCode',
  '/sys/api/queryFilterTableDictInfo',
  '/sys/api/queryTableDictByKeys',
  '/sys/api/translateDictFromTable',
  '/sys/api/translateDictFromTableByKeys',
  '/sys/sendChangePwdSms',
  '/sys/user/sendChangePhoneSms',
  '/sys/sms',
  '/desform/api/sendVerifyCode',
];

/** The signature's time window: JeecgBoot refuses a timestamp more than 5 minutes in the past only. */
const MAX_AGE_MS = 5 * 60 * 1000;

/** Whether JeecgBoot's interceptor checks the signature of `path` (below the context path). */
export function isSignedPath(path: string): boolean {
  return JEECG_SIGN_URLS.some((pattern) =>
    pattern.endsWith('/*')
      ? path.startsWith(pattern.slice(0, -1)) && !path.slice(pattern.length - 1).includes('/')
      : path === pattern,
  );
}

/** java.net.URLDecoder.decode(s, "UTF-8"): `+` is a space; a malformed escape throws. */
function urlDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

export interface SignedRequest {
  /** Request URI as the servlet sees it (context path included, query excluded, still encoded). */
  uri: string;
  /** Raw query string (without `?`), or '' */
  query: string;
  method: string;
  /** Parsed JSON body of a non-GET request. */
  body?: unknown;
}

/**
 * HttpUtils.getAllParams: the last path segment when it holds a comma (decoded, twice if a `%` is left),
 * the query string decoded as a whole then split on `&` and the first `=`, and for non-GET requests
 * the JSON body's fields (values as strings). Sorted by key as Java's TreeMap does.
 */
export function signedParams(request: SignedRequest): Map<string, string> {
  const params = new Map<string, string>();
  const lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) {
    let decoded = urlDecode(lastSegment);
    if (decoded.includes('%')) {
      try {
        decoded = urlDecode(decoded);
      } catch {
        // JeecgBoot keeps the once-decoded value.
      }
    }
    params.set('x-path-variable', decoded);
  }
  if (request.query) {
    for (const pair of urlDecode(request.query).split('&')) {
      const eq = pair.indexOf('=');
      if (eq !== -1) params.set(pair.substring(0, eq), pair.substring(eq + 1));
    }
  }
  if (request.method.toUpperCase() !== 'GET' && request.body && typeof request.body === 'object') {
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      params.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
  }
  return new Map([...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** SignUtil.getParamsSign: upper-case MD5 of the sorted map as JSON (without `_t`) followed by the secret. */
export function paramsSign(params: Map<string, string>, secret: string): string {
  const copy = new Map(params);
  copy.delete('_t');
  const json = JSON.stringify(Object.fromEntries(copy));
  return createHash('md5')
    .update(json + secret, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** `yyyyMMddHHmmss` of `at` in local time, as DateUtils.getCurrentTimestamp gives it. */
function compactNow(at: number): number {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return Number(
    `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`,
  );
}

/**
 * SignAuthInterceptor.validateSignature: null when the request passes, else the message JeecgBoot
 * answers with (as `Result.error(message)`: HTTP 200, success false, code 500).
 */
export function verifySignature(
  request: SignedRequest,
  headers: { sign?: string | undefined; timestamp?: string | undefined },
  secret: string,
  now: number = Date.now(),
): string | null {
  const { sign, timestamp } = headers;
  if (!timestamp) return 'Sign签名校验失败，请求参数不完整！';
  if (!/^-?\d+$/.test(timestamp)) return `Sign签名校验失败：For input string: "${timestamp}"`;
  // The 14-digit form is compared digit-wise, as JeecgBoot does (a difference of the two numbers, not of times).
  const expired =
    timestamp.length === 14
      ? compactNow(now) - Number(timestamp) > MAX_AGE_MS / 1000
      : now - Number(timestamp) > MAX_AGE_MS;
  if (expired) return '签名验证失败，请求时效性验证失败！';
  let params: Map<string, string>;
  try {
    params = signedParams(request);
  } catch (error) {
    return `Sign签名校验失败：${(error as Error).message}`;
  }
  return sign && sign === paramsSign(params, secret) ? null : 'Sign签名校验失败！';
}
