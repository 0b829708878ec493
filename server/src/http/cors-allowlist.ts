import type { IncomingHttpHeaders } from 'node:http';

/** The allowlist entry that admits every origin (refused in production, see config.ts). */
export const ANY_ORIGIN = '*';

// scheme://host[:port] and nothing else: no user info, path, query or fragment.
const ORIGIN_SHAPE = /^[a-z][a-z\d+.-]*:\/\/[^/?#@\s]+$/i;

/**
 * The origins of `CORS_ORIGINS` (comma-separated), normalised as browsers send them in `Origin`
 * (lower-case host, no default port). Empty or unset: none (same origin only). Throws on an entry that
 * is not an http(s) origin, and on `*` next to other entries.
 *
 * @example parseCorsOrigins('https://Portal.Partner.com:443, http://127.0.0.1:5174') // ['https://portal.partner.com', 'http://127.0.0.1:5174']
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.includes(ANY_ORIGIN)) {
    if (entries.length > 1) throw new Error('CORS_ORIGINS: * cannot be combined with other origins');
    return [ANY_ORIGIN];
  }
  return [...new Set(entries.map(originOf))];
}

function originOf(entry: string): string {
  const refuse = () => new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path)`);
  if (!ORIGIN_SHAPE.test(entry)) throw refuse();
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse();
  return url.origin;
}

/**
 * The `Access-Control-Allow-Origin` value for a request's `Origin`: the origin itself when it is listed,
 * `*` when the list admits any, else false (no CORS headers). An unlisted origin is never reflected.
 *
 * @example allowedOriginFor(['https://portal.partner.com'], 'https://portal.partner.com') // 'https://portal.partner.com'
 * @example allowedOriginFor(['https://portal.partner.com'], 'https://evil.example') // false
 */
export function allowedOriginFor(allowlist: readonly string[], origin: string | undefined): string | false {
  if (allowlist.includes(ANY_ORIGIN)) return ANY_ORIGIN;
  if (!origin) return false;
  return allowlist.includes(origin) ? origin : false;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether `origin` names the server itself: the same host and port as the request's `Host` header
 * (the scheme is not compared: behind a TLS proxy the server sees plain http).
 *
 * @example isSameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080') // true
 */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    return new URL(`${from.protocol}//${host}`).host === from.host;
  } catch {
    return false;
  }
}

/**
 * Whether a websocket or socket.io handshake may proceed: no `Origin` (not a browser), the server's own
 * origin, or a listed one. Anything else is refused, which also closes cross-site websocket hijacking.
 *
 * @example socketOriginAllowed([], { host: 'admin.example.com', origin: 'https://evil.example' }) // false
 */
export function socketOriginAllowed(allowlist: readonly string[], headers: IncomingHttpHeaders): boolean {
  const origin = first(headers.origin);
  if (origin === undefined) return true;
  return isSameOrigin(origin, first(headers.host)) || allowedOriginFor(allowlist, origin) !== false;
}
