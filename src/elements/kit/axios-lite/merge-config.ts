import { AxiosHeaders } from './headers';
import { findKey, isPlainObject } from './object-utils';
import type { RequestConfig } from './types';

const own = (target: object, key: string): unknown =>
  Object.hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined;

/** axios's `utils.merge`: plain objects deep-copied and merged, arrays copied, later sources win. */
export function merge(sources: unknown[], caseless = false): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      const target = (caseless && findKey(result, key)) || key;
      const existing = own(result, target);
      result[target] = isPlainObject(existing) && isPlainObject(value) ? merge([existing, value]) : copy(value);
    }
  }
  return result;
}

const copy = (value: unknown) => (isPlainObject(value) ? merge([value]) : Array.isArray(value) ? value.slice() : value);
const headersObject = (value: unknown) => (value instanceof AxiosHeaders ? { ...value } : value);

// Params are copied one level deep only: the query serializer walks them and refuses cycles.
function mergeParams(a: unknown, b: unknown): unknown {
  const pick = b === undefined ? a : b;
  if (isPlainObject(a) && isPlainObject(b)) return { ...a, ...b };
  return isPlainObject(pick) ? { ...pick } : Array.isArray(pick) ? pick.slice() : pick;
}

// Per-request only: never taken from the defaults.
const REQUEST_ONLY = ['url', 'method', 'data'];

/**
 * axios's `mergeConfig(defaults, config)`: the request's value wins, plain objects (headers, case-
 * insensitively) are merged deeply, everything is copied; `validateStatus` given as undefined stays so.
 */
export function mergeConfig(defaults: RequestConfig, config: RequestConfig): RequestConfig {
  const merged: RequestConfig = {};
  for (const key of Object.keys({ ...defaults, ...config })) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const isHeaders = key === 'headers';
    const base = REQUEST_ONLY.includes(key) ? undefined : own(defaults, key);
    const a = isHeaders ? headersObject(base) : base;
    const b = isHeaders ? headersObject(own(config, key)) : own(config, key);
    if (key === 'validateStatus') {
      merged[key] = (Object.hasOwn(config, key) ? b : a) as RequestConfig['validateStatus'];
      continue;
    }
    const value =
      key === 'params'
        ? mergeParams(a, b)
        : b === undefined
          ? copy(a)
          : isPlainObject(a) && isPlainObject(b)
            ? merge([a, b], isHeaders)
            : copy(b);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
