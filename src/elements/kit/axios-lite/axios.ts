import { buildFullPath, buildURL } from './build-url';
import { dispatchRequest } from './dispatch-request';
import { AxiosHeaders } from './headers';
import { InterceptorManager } from './interceptors';
import { merge, mergeConfig } from './merge-config';
import { isPlainObject } from './object-utils';
import type { InternalConfig, RequestConfig, Response } from './types';

const HEADER_BUCKETS = ['delete', 'get', 'head', 'options', 'post', 'put', 'patch', 'query', 'common'];

type Step = ((value: unknown) => unknown) | null | undefined;

/** axios's Axios class: defaults, interceptors, `request` and its method shorthands. */
export class Axios {
  defaults: RequestConfig;
  interceptors = {
    request: new InterceptorManager<InternalConfig>(),
    response: new InterceptorManager<Response>(),
  };

  constructor(defaults: RequestConfig) {
    this.defaults = defaults;
  }

  /**
   * Merges the config with the defaults, flattens `headers.common` and `headers[method]`, then runs the
   * request interceptors (the last added first), the request, and the response interceptors in order.
   */
  async request<T = unknown>(configOrUrl?: string | RequestConfig, config?: RequestConfig): Promise<Response<T>> {
    const own = typeof configOrUrl === 'string' ? { ...config, url: configOrUrl } : configOrUrl || {};
    const merged = mergeConfig(this.defaults, own);
    const method = String(merged.method || this.defaults.method || 'get').toLowerCase();
    const headers = merged.headers as Record<string, unknown> | undefined;
    const context = headers && merge([headers.common, headers[method]]);
    if (headers) {
      for (const bucket of HEADER_BUCKETS) {
        if (headers[bucket] == null || isPlainObject(headers[bucket])) delete headers[bucket];
      }
    }
    const internal = { ...merged, method, headers: AxiosHeaders.concat(context, headers) } as InternalConfig;

    const chain: Step[] = [];
    this.interceptors.request.forEach(({ fulfilled, rejected, runWhen }) => {
      if (runWhen?.(internal as never) !== false) chain.unshift(fulfilled as Step, rejected);
    });
    chain.push(dispatchRequest as Step, undefined);
    this.interceptors.response.forEach(({ fulfilled, rejected }) => {
      chain.push(fulfilled as Step, rejected);
    });
    let promise: Promise<unknown> = Promise.resolve(internal);
    for (let i = 0; i < chain.length; i += 2) promise = promise.then(chain[i], chain[i + 1]);
    return promise as Promise<Response<T>>;
  }

  getUri(config?: RequestConfig): string | undefined {
    const merged = mergeConfig(this.defaults, config || {});
    return buildURL(buildFullPath(merged.baseURL, merged.url), merged.params);
  }

  declare get: ReadShorthand;
  declare delete: ReadShorthand;
  declare head: ReadShorthand;
  declare options: ReadShorthand;
  declare post: WriteShorthand;
  declare put: WriteShorthand;
  declare patch: WriteShorthand;
}

type ReadShorthand = <T = unknown>(url: string, config?: RequestConfig) => Promise<Response<T>>;
type WriteShorthand = <T = unknown>(url: string, data?: unknown, config?: RequestConfig) => Promise<Response<T>>;

// The method shorthands, built as axios builds them.
for (const method of ['delete', 'get', 'head', 'options'] as const) {
  Axios.prototype[method] = function (this: Axios, url: string, config?: RequestConfig) {
    return this.request(mergeConfig(config || {}, { method, url, data: config?.data }));
  } as ReadShorthand;
}
for (const method of ['post', 'put', 'patch'] as const) {
  Axios.prototype[method] = function (this: Axios, url: string, data?: unknown, config?: RequestConfig) {
    return this.request(mergeConfig(config || {}, { method, headers: {}, url, data }));
  } as WriteShorthand;
}

/** A callable instance, as `axios.create()` returns: `instance(config)` or `instance.get(...)`. */
export type AxiosInstance = Axios['request'] & Axios & { create(config?: RequestConfig): AxiosInstance };

/** axios's createInstance: the Axios methods bound to one context, sharing its `defaults` object. */
export function createInstance(defaults: RequestConfig): AxiosInstance {
  const context = new Axios(defaults);
  const instance = context.request.bind(context) as AxiosInstance;
  const methods = Object.getOwnPropertyNames(Axios.prototype).filter((name) => name !== 'constructor');
  for (const name of methods) {
    const method = context[name as keyof Axios] as (...args: unknown[]) => unknown;
    (instance as unknown as Record<string, unknown>)[name] = method.bind(context);
  }
  instance.defaults = context.defaults;
  instance.interceptors = context.interceptors;
  instance.create = (config) => createInstance(mergeConfig(defaults, config || {}));
  return instance;
}
