import { getConfig } from '../../../core/config';

/** A sign-in provider shown under the login form. */
export interface ThirdPartyProvider {
  /** The server's `thirdType` (/sys/thirdLogin/render/{thirdType}). */
  type: string;
  label: string;
}

/**
 * The third-party providers this admin offers: `VITE_THIRD_LOGIN`, a comma list of
 * `thirdType[:label]` (e.g. `oauth2:企业账号,github:GitHub`); none when unset. The reference server
 * has one OAuth2/OIDC provider configured by its OAUTH_* variables (its type: OAUTH_THIRD_TYPE).
 *
 * @example thirdPartyProviders() // [{ type: 'oauth2', label: '企业账号' }]
 */
export function thirdPartyProviders(value: unknown = import.meta.env.VITE_THIRD_LOGIN): ThirdPartyProvider[] {
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
 * The CAS server's base URL (`VITE_CAS_URL`, e.g. `https://cas.example.com/cas`), or '' when CAS is off.
 *
 * @example casUrl() && location.assign(`${casUrl()}/login?service=...`)
 */
export function casUrl(value: unknown = import.meta.env.VITE_CAS_URL): string {
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
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
