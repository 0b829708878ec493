/**
 * Runtime configuration of the client core, from three levels (README "Configuration"), the first that
 * sets a field winning:
 *   1. run time: `window.__APP_CONFIG__`, set by the optional `config.js` the page loads before the app
 *      (the admin's beside index.html; the element kit honours the product's too), with CoreConfig's names;
 *   2. build time: the `VITE_*` variables of the Vite build (`import.meta.env`);
 *   3. the documented demo values.
 * `configure({...})` then changes it while the page runs (the element kit's configuration goes through it).
 *
 * @example configure({ apiBaseUrl: 'https://erp.example.com/jeecg-boot', defaultTenantId: 1000 })
 */

import { DEMO_APP_ID, DEMO_SIGN_SECRET } from './contract';

/** The documented demo defaults, re-exported for the client's callers. */
export { DEMO_APP_ID, DEMO_SIGN_SECRET };

/** How an authorization-list entry with status "0" is read (docs/business-spec.md §3, §6). */
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
  /** Devtools/window-gap guards of docs/business-spec.md §4 (off by default: they get in the way of support). */
  browserGuards: boolean;
  /**
   * Reading of authorization entries with status "0". JeecgBoot (see docs/contract.md "Menu and permissions")
   * treats status "0" as an inactive rule, i.e. the button is not controlled and so is allowed.
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

/** What `config.js` may set on `window.__APP_CONFIG__`: CoreConfig's names, plus the login page's settings. */
export interface AppConfig
  extends Partial<
    Pick<
      CoreConfig,
      | 'apiBaseUrl'
      | 'staticDomain'
      | 'appId'
      | 'signSecret'
      | 'jeecgSignSecret'
      | 'defaultTenantId'
      | 'ipLookupUrl'
      | 'browserGuards'
      | 'authStatusZero'
    >
  > {
  /** Third-party login buttons, `type:名称,…` (`VITE_THIRD_LOGIN`). */
  thirdLogin?: string;
  /** CAS login URL (`VITE_CAS_URL`). */
  casUrl?: string;
}

/** The settings of the levels above the defaults, by field name, as strings ('' when a level empties one). */
export type ClientSettings = { [field in keyof AppConfig]?: string };

/**
 * The build's variables. `import.meta.env` is written out here, not read through a variable: Vite replaces
 * that expression in the built file with the build's values, every `VITE_*` included (read through a variable,
 * it stays as written and is empty in a browser). None outside Vite, and none in the element kit, whose builds
 * serve every product (vite.lib.config.ts).
 */
const BUILD_ENV: Env = import.meta.env ?? {};

/** What the page's `config.js` set, if it ran. */
function pageAppConfig(): unknown {
  return (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
}

/** The URL of the page's `config.js` script (on a partner page, the product's), '' without one. */
function appConfigScript(): string {
  const scripts = [...(globalThis.document?.scripts ?? [])].reverse();
  return scripts.find((script) => /\/config\.js([?#]|$)/.test(script.src))?.src ?? '';
}

/** The config.js field a build variable stands for: `VITE_API_BASE_URL` → `apiBaseUrl`. */
const fieldOf = (variable: string) =>
  variable
    .slice(5)
    .toLowerCase()
    .replace(/_(.)/g, (_part, letter: string) => letter.toUpperCase());

/**
 * The client's settings by field name: each build variable of `env` under its field's name (`fieldOf`),
 * overridden by that field of `config.js` (`appConfig`: `window.__APP_CONFIG__`) when it is a string, number or
 * boolean (an object, null or undefined is ignored). A relative `apiBaseUrl` or `staticDomain` set by a
 * `config.js` of another origin (`script`: the product's, which a partner page loads for the element kit) is
 * resolved against that script.
 *
 * @example clientSettings().thirdLogin // 'oauth2:企业账号' (config.js's thirdLogin, else VITE_THIRD_LOGIN)
 */
export function clientSettings(
  env: Env = BUILD_ENV,
  appConfig: unknown = pageAppConfig(),
  script = appConfigScript(),
): ClientSettings {
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (/^VITE_/.test(name) && typeof value === 'string') {
      settings[fieldOf(name)] = value;
    }
  }
  const crossOrigin = script !== '' && new URL(script).origin !== globalThis.location?.origin;
  for (const [field, value] of Object.entries((appConfig ?? {}) as object)) {
    if (value == null || typeof value === 'object') continue;
    settings[field] =
      crossOrigin && /^(apiBaseUrl|staticDomain)$/.test(field) ? new URL(value, script).href : String(value);
  }
  return settings;
}

/**
 * The configuration of the page before any `configure()`: each field from `config.js` (`appConfig`), else
 * from the build's variables (`env`), else the demo default. The static domain follows the API base URL in
 * force unless a level sets it. Empty means unset, i.e. the default (off for the secret and the IP lookup).
 *
 * @example defaultConfig({ VITE_APP_ID: 'erp' }, { apiBaseUrl: '/api' }) // appId 'erp', apiBaseUrl '/api'
 */
export function defaultConfig(env: Env = BUILD_ENV, appConfig: unknown = pageAppConfig()): CoreConfig {
  const settings = clientSettings(env, appConfig);
  const apiBaseUrl = settings.apiBaseUrl || '/jeecg-boot';
  const tenant = Number(settings.defaultTenantId || 0);
  return {
    apiBaseUrl,
    staticDomain: settings.staticDomain || apiBaseUrl,
    appId: settings.appId || DEMO_APP_ID,
    signSecret: settings.signSecret || DEMO_SIGN_SECRET,
    jeecgSignSecret: settings.jeecgSignSecret || '',
    defaultTenantId: Number.isFinite(tenant) ? tenant : 0,
    ipLookupUrl: settings.ipLookupUrl || '',
    browserGuards: settings.browserGuards === 'true',
    authStatusZero: settings.authStatusZero === 'denies' ? 'denies' : 'allows',
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
