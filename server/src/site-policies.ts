import { existsSync, readFileSync, statSync } from 'node:fs';
import { httpOriginOf, type PagePolicyOptions, pagePolicy } from './http/content-security';
import { readSiteConfig } from './site-config';

/** The settings behind the pages' policies (config.ts: FRAME_ANCESTORS, CSP_CONNECT_SRC, CSP_FRAME_SRC). */
export type SitePolicySettings = Pick<PagePolicyOptions, 'frameAncestors' | 'connectSources' | 'frameSources'>;

/**
 * The origins the admin's `config.js` sends it to besides its own: its API (`apiBaseUrl`), files
 * (`staticDomain`) and the public-IP lookup (`ipLookupUrl`), when an operator set them to other origins.
 */
export function configuredOrigins(configJs: string): string[] {
  const { value } = readSiteConfig(configJs);
  if (typeof value !== 'object' || value === null) return [];
  const settings = value as Record<string, unknown>;
  const origins = ['apiBaseUrl', 'staticDomain', 'ipLookupUrl'].map((field) => httpOriginOf(settings[field]));
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

const stamp = (path: string | undefined) => (path && existsSync(path) ? String(statSync(path).mtimeMs) : '-');

/**
 * The CSP of each HTML file of a static mount (`setHeaders` gets the file's path, a precompressed variant's
 * too): its own inline scripts and styles hashed, plus, for the admin, the origins of `configJs`. Kept until
 * the file or `configJs` changes, so an edited `config.js` or demo page needs no restart.
 *
 * @example pagePolicies(settings, 'dist/host/config.js')('dist/host/index.html') // "default-src 'self'; …"
 */
export function pagePolicies(settings: SitePolicySettings, configJs?: string): (file: string) => string | undefined {
  const cache = new Map<string, { key: string; policy: string }>();
  return (file) => {
    const page = file.replace(/\.(?:br|gz)$/, '');
    if (!page.endsWith('.html') || !existsSync(page)) return undefined;
    const key = `${stamp(page)}:${stamp(configJs)}`;
    const cached = cache.get(page);
    if (cached?.key === key) return cached.policy;
    const extra = configJs && existsSync(configJs) ? configuredOrigins(readFileSync(configJs, 'utf8')) : [];
    const policy = pagePolicy(readFileSync(page, 'utf8'), {
      ...settings,
      connectSources: [...settings.connectSources, ...extra],
    });
    cache.set(page, { key, policy });
    return policy;
  };
}
