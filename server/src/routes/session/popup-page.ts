import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** What the third-party login popup posts to the window that opened it. */
export interface PopupMessage {
  type: 'thirdLogin';
  thirdType: string;
  /** The one-time ticket for /sys/thirdLogin/getLoginUser/{ticket}/{thirdType}. */
  token?: string;
  /** Why there is no ticket, for people. */
  error?: string;
  /** false: the identity is fine but no user of ours is bound to it. */
  bound?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Answers with a tiny page that posts `message` to `window.opener` (only to `origin`) and closes.
 * A nonce-only CSP: the one inline script is the only thing that may run. No referrer: the URL
 * carried the authorization code. No opener policy: the page must reach the admin that opened it.
 *
 * @example return sendPopupPage(reply, 'https://admin.example.com', { type: 'thirdLogin', thirdType: 'oauth2', token });
 */
export function sendPopupPage(reply: FastifyReply, origin: string, message: PopupMessage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const payload = JSON.stringify(message).replace(/</g, '\\u003c');
  const target = JSON.stringify(origin).replace(/</g, '\\u003c');
  const text = message.error ?? '登录成功，正在返回…';
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>第三方登录</title></head><body>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">(function () {
  if (window.opener) window.opener.postMessage(${payload}, ${target});
  window.close();
})();</script>
</body></html>`;
  return (
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      // The opener must stay reachable after the provider's pages (security-headers.ts sets a stricter default).
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(html)
  );
}
