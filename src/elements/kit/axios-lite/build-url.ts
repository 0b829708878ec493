import { isPlainObject } from './object-utils';

/**
 * Query strings exactly as axios 1.x builds them (helpers/buildURL.js, AxiosURLSearchParams.js and the
 * default visitor of helpers/toFormData.js): flat arrays as `key[]=v`, nested objects and arrays of
 * objects in brackets (`a[b]=1`, `list[0][id]=2`), a key ending in `{}` as JSON, Dates as ISO strings,
 * null and undefined left out; names and values percent-encoded with `:`, `$`, `,` kept and `+` for spaces.
 * Not supported (unused here): `paramsSerializer`, Blob or binary values.
 *
 * @example buildURL('/sys/user/list', { pageNo: 1, ids: [1, 2] }) // '/sys/user/list?pageNo=1&ids%5B%5D=1&ids%5B%5D=2'
 */
export function buildURL(url: string | undefined, params: unknown): string | undefined {
  if (!params) return url;
  let full = url || '';
  const query =
    params instanceof URLSearchParams
      ? params.toString()
      : paramPairs(params)
          .map(([name, value]) => `${encode(name)}=${encode(value)}`)
          .join('&');
  if (query) {
    const hash = full.indexOf('#');
    if (hash !== -1) full = full.slice(0, hash);
    full += (full.includes('?') ? '&' : '?') + query;
  }
  return full;
}

export function encode(value: unknown): string {
  return encodeURIComponent(String(value))
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

const isVisitable = (value: unknown) => isPlainObject(value) || Array.isArray(value);
const stripBrackets = (key: string) => (key.endsWith('[]') ? key.slice(0, -2) : key);

function toArray(value: object): unknown[] | null {
  if (Array.isArray(value)) return value;
  const { length } = value as { length?: unknown };
  return Number.isSafeInteger(length) && (length as number) >= 0 ? Array.from(value as ArrayLike<unknown>) : null;
}

/** The name/value pairs of toFormData's default visitor (no dots, no indexes, meta tokens on). */
function paramPairs(params: unknown): [string, unknown][] {
  if (params === null || typeof params !== 'object') throw new TypeError('target must be an object');
  const pairs: [string, unknown][] = [];
  const stack: unknown[] = [];
  const add = (name: string, value: unknown) => pairs.push([name, value instanceof Date ? value.toISOString() : value]);
  const render = (path: string[] | undefined, key: string) =>
    path ? [...path, key].map((token, i) => (i ? `[${stripBrackets(token)}]` : stripBrackets(token))).join('') : key;

  // true: descend into the value.
  const visit = (value: unknown, key: string, path: string[] | undefined): boolean => {
    let item = value;
    if (item && !path && typeof item === 'object') {
      if (key.endsWith('{}')) {
        item = JSON.stringify(item);
      } else {
        const list = Array.isArray(item) && !item.some(isVisitable) ? item : key.endsWith('[]') ? toArray(item) : null;
        if (list) {
          const name = `${stripBrackets(key)}[]`;
          list.forEach((element) => {
            if (element != null) add(name, element);
          });
          return false;
        }
      }
    }
    if (isVisitable(item)) return true;
    add(render(path, key), item);
    return false;
  };

  const build = (value: object, path?: string[]) => {
    if (stack.includes(value)) throw new Error(`Circular reference detected in ${path?.join('.')}`);
    stack.push(value);
    for (const [key, element] of Object.entries(value)) {
      // The visitor sees the trimmed name, the path keeps the key as written (as in axios).
      if (element != null && visit(element, key.trim(), path)) build(element, path ? [...path, key] : [key]);
    }
    stack.pop();
  };
  build(params);
  return pairs;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `baseURL` joined to `url` with one slash, unless `url` is absolute (`scheme://` or `//`). */
export function buildFullPath(baseURL: string | undefined, url: string | undefined): string | undefined {
  if (!baseURL || (typeof url === 'string' && ABSOLUTE_URL.test(url))) return url;
  return url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}
