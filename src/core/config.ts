/**
 * Runtime configuration of the client core. Defaults come from Vite env variables
 * (`VITE_API_BASE_URL`, ...) when built by Vite, else from the documented demo values.
 *
 * @example configure({ apiBaseUrl: 'https://erp.example.com/jeecg-boot', defaultTenantId: 1000 })
 */

import { DEMO_APP_ID, DEMO_SIGN_SECRET } from './contract';

/** The documented demo defaults, re-exported for the client's callers. */
export { DEMO_APP_ID, DEMO_SIGN_SECRET };

/** How an authorization-list entry with status "0" is read (business spec §3, §6). */
export type AuthStatusZeroReading = 'allows' | 'denies';

export interface CoreConfig {
  /** Base URL of the API, context path included (JeecgBoot: `/jeecg-boot`). */
  apiBaseUrl: string;
  /** Domain that serves uploaded files; relative file paths are joined to `${staticDomain}/sys/common/static/`. */
  staticDomain: string;
  /** Sent as `appids` and signed into `signs`. Must match the server's APP_ID. */
  appId: string;
  /** Secret for the `signs` header (an integrity check, not authentication: it ships to browsers). */
  signSecret: string;
  /** JeecgBoot's own `X-Sign` secret for dictionary calls; empty disables that signature. */
  jeecgSignSecret: string;
  /** Tenant sent as `tenant-id` / `X-Tenant-Id` when none is stored. */
  defaultTenantId: number;
  /** External public-IP lookup URL; empty means no lookup is made. */
  ipLookupUrl: string;
  /** Devtools/window-gap guards of business spec §4 (off by default: they get in the way of support). */
  browserGuards: boolean;
  /**
   * Reading of authorization entries with status "0". JeecgBoot (see contract.md) treats status "0"
   * as an inactive rule, i.e. the button is not controlled and so is allowed.
   */
  authStatusZero: AuthStatusZeroReading;
  /**
   * Session given by an embedding page (the element kit's `configure({ token, tenantId })`): when set, it
   * wins over the stored admin session. Empty: the stored session (or `defaultTenantId`) applies.
   */
  embedToken: string;
  embedTenantId: string;
}

type Env = Record<string, string | boolean | undefined>;

function readEnv(): Env {
  const meta = import.meta as unknown as { env?: Env };
  return meta.env ?? {};
}

function envString(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export function defaultConfig(env: Env = readEnv()): CoreConfig {
  const apiBaseUrl = envString(env, 'VITE_API_BASE_URL', '/jeecg-boot');
  const tenant = Number(envString(env, 'VITE_DEFAULT_TENANT_ID', '0'));
  return {
    apiBaseUrl,
    staticDomain: envString(env, 'VITE_STATIC_DOMAIN', apiBaseUrl),
    appId: envString(env, 'VITE_APP_ID', DEMO_APP_ID),
    signSecret: envString(env, 'VITE_SIGN_SECRET', DEMO_SIGN_SECRET),
    jeecgSignSecret: envString(env, 'VITE_JEECG_SIGN_SECRET', ''),
    defaultTenantId: Number.isFinite(tenant) ? tenant : 0,
    ipLookupUrl: envString(env, 'VITE_IP_LOOKUP_URL', ''),
    browserGuards: envString(env, 'VITE_BROWSER_GUARDS', 'false') === 'true',
    authStatusZero: envString(env, 'VITE_AUTH_STATUS_ZERO', 'allows') === 'denies' ? 'denies' : 'allows',
    embedToken: '',
    embedTenantId: '',
  };
}

let current: CoreConfig = defaultConfig();
const listeners = new Set<(config: CoreConfig) => void>();

/** Merges `patch` into the configuration and tells subscribers (the http instance re-reads its base URL). */
export function configure(patch: Partial<CoreConfig>): CoreConfig {
  current = { ...current, ...patch };
  for (const listener of listeners) listener(current);
  return current;
}

/** The configuration in force. */
export function getConfig(): Readonly<CoreConfig> {
  return current;
}

/** Back to the defaults (tests, and the host's "reset"). */
export function resetConfig(): CoreConfig {
  return configure(defaultConfig());
}

export function onConfigChange(listener: (config: CoreConfig) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
