/**
 * Path helpers shared by the route builder, the per-navigation check and the menu search.
 */

/**
 * A path without query, hash or trailing slash (the root stays `/`).
 *
 * @example normalizePath('/order/list/?a=1#x') // '/order/list'
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A child path resolved against its parent: absolute paths (JeecgBoot's usual) stay as they are.
 *
 * @example joinPath('/system', 'user') // '/system/user'
 */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return normalizePath(base + path);
}

/**
 * true when `path` is `pattern`, segment by segment, where `:name` segments match any one segment.
 *
 * @example pathMatches('/order/detail/:id', '/order/detail/42') // true
 */
export function pathMatches(pattern: string, path: string): boolean {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(path).split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => segment === have[index] || (segment.startsWith(':') && have[index] !== ''));
}

/**
 * true for an http(s) address.
 *
 * @example isHttpUrl('https://example.com') // true
 */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}
