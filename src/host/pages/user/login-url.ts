import type { ServiceProviderParams } from '../../../core/session';

/** The default home path (docs/business-spec.md §2). */
export const HOME_PATH = '/dashboard/analysis';

/**
 * Where a successful login goes: the `redirect` query when it is an in-app path, else the dashboard.
 * `//host` (protocol-relative) and `/user/...` (a loop back to the public pages) are refused.
 *
 * @example loginTarget('/isps/userAnnouncement') // '/isps/userAnnouncement'
 */
export function loginTarget(redirect: string | null | undefined): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/user/')) return redirect;
  return HOME_PATH;
}

/**
 * The query parameters of the real URL (before the `#`) merged with those of the hash route: a
 * provider or CAS sends the browser back to `https://host/?ticket=...#/...`, while links inside the
 * app put them after the `#`. The hash route wins on a clash.
 *
 * @example urlParams({ search: '?ticket=ST-1', hash: '#/user/login?redirect=%2Fa' }).get('ticket') // 'ST-1'
 */
export function urlParams(location: { search: string; hash: string }): URLSearchParams {
  const merged = new URLSearchParams(location.search);
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  for (const [name, value] of new URLSearchParams(hashQuery)) merged.set(name, value);
  return merged;
}

/**
 * The service-provider hand-over of the login URL (`app_auth_code`, `app_id`, `source`), or null
 * unless all three are present.
 *
 * @example serviceProviderParams(new URLSearchParams('app_auth_code=a&app_id=b&source=c'))
 */
export function serviceProviderParams(params: URLSearchParams): ServiceProviderParams | null {
  const app_auth_code = params.get('app_auth_code')?.trim();
  const app_id = params.get('app_id')?.trim();
  const source = params.get('source')?.trim();
  return app_auth_code && app_id && source ? { app_auth_code, app_id, source } : null;
}

/** The hand-over and CAS parameters: used once, then removed from the address bar. */
export const ONE_TIME_PARAMS = ['app_auth_code', 'app_id', 'source', 'ticket'] as const;

/**
 * Removes `names` from the real query string (before the `#`) without a reload; the hash route is
 * left to the router. A consumed CAS ticket or authorization code must not be sent twice.
 *
 * @example dropSearchParams(['ticket']);
 */
export function dropSearchParams(names: readonly string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * The CAS `service` of this admin: the page's address without query or route, the URL the CAS
 * server sends the browser back to with `?ticket=`.
 *
 * @example casService() // 'https://admin.example.com/'
 */
export function casService(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
