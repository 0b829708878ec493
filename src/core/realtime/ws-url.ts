/**
 * WebSocket addresses derived from the HTTP API base, so one `apiBaseUrl` configures both.
 */

function currentHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/**
 * The websocket base for an HTTP API base: `http:` becomes `ws:`, `https:` becomes `wss:`, a relative
 * base is resolved against `baseHref` (the page's location by default). Query, hash and trailing
 * slashes are dropped.
 *
 * @example toWebSocketBase('/jeecg-boot', 'https://erp.example.com/#/dashboard') // 'wss://erp.example.com/jeecg-boot'
 */
export function toWebSocketBase(httpBase: string, baseHref: string | undefined = currentHref()): string {
  const url = baseHref === undefined ? new URL(httpBase) : new URL(httpBase, baseHref);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new Error(`Cannot derive a websocket address from ${url.protocol} (${httpBase})`);
  }
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

/**
 * The notice socket address `/websocket/{username}` under the API base.
 *
 * @example noticeSocketUrl('http://127.0.0.1:8080/jeecg-boot', 'tenant1') // 'ws://127.0.0.1:8080/jeecg-boot/websocket/tenant1'
 */
export function noticeSocketUrl(apiBase: string, username: string, baseHref?: string): string {
  const base = baseHref === undefined ? toWebSocketBase(apiBase) : toWebSocketBase(apiBase, baseHref);
  return `${base}/websocket/${encodeURIComponent(username)}`;
}
