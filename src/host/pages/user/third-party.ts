import { clientSettings, getConfig } from '../../../core/config';
import { getAction, unwrap } from '../../../core/http';

/** A sign-in provider shown under the login form. */
export interface ThirdPartyProvider {
  /** The server's `thirdType` (/sys/thirdLogin/render/{thirdType}). */
  type: string;
  label: string;
}

/**
 * The third-party providers of the client settings: `thirdLogin` of config.js, else `VITE_THIRD_LOGIN`, a comma
 * list of `thirdType[:label]` (e.g. `oauth2:企业账号,github:GitHub`); none when unset. Used only when the
 * server does not say (`loadThirdPartyConfig`): the reference server answers its OAUTH_* provider.
 *
 * @example thirdPartyProviders() // [{ type: 'oauth2', label: '企业账号' }]
 */
export function thirdPartyProviders(value: unknown = clientSettings().thirdLogin): ThirdPartyProvider[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^[\w-]+(:.+)?$/.test(entry))
    .map((entry) => {
      const [type = '', ...label] = entry.split(':');
      return { type, label: label.join(':').trim() || type };
    });
}

/**
 * The CAS server's base URL of the client settings (`casUrl` of config.js, else `VITE_CAS_URL`, e.g.
 * `https://cas.example.com/cas`), or '' when CAS is off; the server's CAS_URL comes first (`loadThirdPartyConfig`).
 *
 * @example casUrl() && location.assign(`${casUrl()}/login?service=...`)
 */
export function casUrl(value: unknown = clientSettings().casUrl): string {
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
}

/** What the login page offers besides passwords. */
export interface ThirdPartyConfig {
  providers: ThirdPartyProvider[];
  /** The CAS base URL, '' when CAS is off. */
  casUrl: string;
}

/** The client settings (config.js, else `VITE_THIRD_LOGIN`, `VITE_CAS_URL`): used when the server cannot say. */
export function buildThirdPartyConfig(): ThirdPartyConfig {
  return { providers: thirdPartyProviders(), casUrl: casUrl() };
}

/**
 * Reads the result of GET /sys/thirdLogin/providers (`{providers: [{type, name}], casUrl}`), or null
 * when it is not that shape. Malformed providers are skipped; a CAS URL must be http(s).
 *
 * @example parseThirdPartyConfig({ providers: [{ type: 'github', name: 'GitHub' }], casUrl: null })
 */
export function parseThirdPartyConfig(result: unknown): ThirdPartyConfig | null {
  if (typeof result !== 'object' || result === null) return null;
  const { providers, casUrl: cas } = result as { providers?: unknown; casUrl?: unknown };
  if (!Array.isArray(providers)) return null;
  return {
    providers: providers.flatMap((entry: unknown) => {
      const { type, name } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      if (typeof type !== 'string' || !/^[\w-]+$/.test(type)) return [];
      return [{ type, label: typeof name === 'string' && name.trim() ? name.trim() : type }];
    }),
    casUrl: typeof cas === 'string' && /^https?:\/\//i.test(cas.trim()) ? casUrl(cas) : '',
  };
}

let loading: Promise<ThirdPartyConfig> | undefined;

/**
 * The server's answer (GET /sys/thirdLogin/providers), asked once per page load. Quiet: a back end
 * without the call (JeecgBoot) or a failure falls back to the client settings, and the next login
 * page asks again.
 *
 * @example const { providers, casUrl } = await loadThirdPartyConfig();
 */
export function loadThirdPartyConfig(): Promise<ThirdPartyConfig> {
  loading ??= getAction<unknown>('/sys/thirdLogin/providers', undefined, { silent: true, skipAuthFlow: true })
    .then((envelope) => {
      const config = parseThirdPartyConfig(unwrap(envelope));
      if (!config) throw new Error('not a providers answer');
      return config;
    })
    .catch(() => {
      loading = undefined;
      return buildThirdPartyConfig();
    });
  return loading;
}

/** The popup's start page: the server redirects it to the provider. */
export function thirdLoginStartUrl(type: string): string {
  const base = new URL(getConfig().apiBaseUrl.replace(/\/+$/, ''), window.location.href);
  return `${base.href.replace(/\/+$/, '')}/sys/thirdLogin/render/${encodeURIComponent(type)}`;
}

/**
 * The only origin whose messages are believed: the server answers the provider's callback with a
 * page that posts to the admin, and it serves that page from the API's origin.
 */
export function thirdLoginOrigin(): string {
  return new URL(getConfig().apiBaseUrl, window.location.href).origin;
}

/** What the server's popup page posts to the admin window. */
export interface ThirdLoginMessage {
  type: 'thirdLogin';
  thirdType: string;
  token?: string;
  error?: string;
  bound?: boolean;
}

/**
 * Whether `data` is the popup's answer for `type`.
 *
 * @example isThirdLoginMessage(event.data, 'oauth2')
 */
export function isThirdLoginMessage(data: unknown, type: string): data is ThirdLoginMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ThirdLoginMessage>;
  return (
    message.type === 'thirdLogin' &&
    message.thirdType === type &&
    (typeof message.token === 'string' || typeof message.error === 'string')
  );
}
