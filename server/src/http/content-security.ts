import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the pages this server serves (the admin, the demo pages), and the source
 * lists of its settings (`FRAME_ANCESTORS`, `CSP_CONNECT_SRC`, `CSP_FRAME_SRC`). Scripts run only from our own
 * origin or when their exact text is hashed; no `eval`; styles come from our files (inline `<style>` only
 * hashed), while style attributes stay allowed because sanitised rich text (notices, the editor) carries them.
 */

/** A CSP source: `'self'`, `'none'`, a scheme (`https:`), or an origin with an optional `*.` host wildcard. */
const SOURCE = /^(?:'self'|'none'|(?:https?|wss?):|(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/**
 * The source list of a setting: space- or comma-separated sources (`SOURCE`); empty or unset: `fallback`.
 * Throws on anything else (a path, a quote, a semicolon could not be told from a new directive).
 *
 * @example sourceListOf('FRAME_ANCESTORS', "'self' https://portal.example.com", ["'self'"]) // ["'self'", 'https://portal.example.com']
 */
export function sourceListOf(name: string, raw: string | undefined, fallback: string[]): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return fallback;
  for (const entry of entries) {
    if (!SOURCE.test(entry)) {
      throw new Error(
        `${name}: "${entry}" is not a CSP source ('self', 'none', a scheme such as https:, or scheme://host[:port])`,
      );
    }
  }
  if (entries.includes("'none'") && entries.length > 1) throw new Error(`${name}: 'none' stands alone`);
  return [...new Set(entries.map((entry) => (entry.startsWith("'") ? entry.toLowerCase() : entry)))];
}

/** `'sha256-…'` of an inline script's or style's exact text, as browsers compute it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of the inline `<script>` (without `src`) and `<style>` elements of an HTML document. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => cspHash(text));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text = '']) => cspHash(text));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** What a page's policy depends on besides its own inline code. */
export interface PagePolicyOptions {
  /** Who may frame the page (`FRAME_ANCESTORS`). */
  frameAncestors: string[];
  /** Origins the page calls besides its own (the API's when on another origin, `CSP_CONNECT_SRC`). */
  connectSources: string[];
  /** What the page may show in frames (`CSP_FRAME_SRC`: the admin's iframe menu entries). */
  frameSources: string[];
  /** Origins scripts may also come from (a partner page loading the kit from the product's origin). */
  scriptSources?: string[];
}

/** `ws:`/`wss:` twins of http(s) origins: a socket to the API's origin is a connection of its own scheme. */
export function withSocketOrigins(sources: string[]): string[] {
  const sockets = sources
    .filter((source) => /^https?:\/\//i.test(source))
    .map((source) => source.replace(/^http/i, 'ws'));
  return [...new Set([...sources, ...sockets])];
}

/**
 * The policy of an HTML page whose inline code is `html`. `'self'` covers the page's own websockets
 * (CSP3, in every current browser).
 *
 * @example pagePolicy(indexHtml, { frameAncestors: ["'self'"], connectSources: [], frameSources: ["'self'", 'https:'] })
 */
export function pagePolicy(html: string, options: PagePolicyOptions): string {
  const { scripts, styles } = inlineHashes(html);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptSources ?? []), ...scripts]],
    // Browsers without -elem/-attr (older Safari) fall back to style-src.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", ...styles]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...options.connectSources.filter(isHttp)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...withSocketOrigins(options.connectSources)]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', options.frameSources],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', options.frameAncestors],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

const isHttp = (source: string) => /^https?:\/\//i.test(source);

/** The origin of an absolute http(s) URL, or undefined for a relative one or anything else. */
export function httpOriginOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}
