/**
 * A small axios-compatible HTTP client for the element kit only: vite.lib.config.ts aliases `axios` to
 * this folder, so the shared core's one axios instance is built from it inside the kit bundles (each
 * ~13 KB gzip smaller), while the host app and the unit tests keep the real axios. It implements the
 * axios 1.x surface the code base uses, with axios's semantics: `create` with defaults, interceptors,
 * config merging, AxiosHeaders, query strings, request/response transforms, `getAdapter`, the XHR
 * transport with timeout, abort and upload progress, AxiosError codes and `isCancel`.
 * The core's HTTP test suites also run against it (vitest project `axios-lite`); its own tests compare
 * it with axios (axios.test.ts, build-url.test.ts, xhr-adapter.test.ts, tests/elements/axios-lite-transport.test.ts).
 *
 * @example const client = axios.create({ baseURL: '/jeecg-boot', timeout: 30_000 });
 */
import { getAdapter } from './adapters';
import { createInstance } from './axios';
import { defaults } from './defaults';
import { AxiosError, CanceledError, isAxiosError, isCancel } from './errors';
import { AxiosHeaders } from './headers';
import { mergeConfig } from './merge-config';

const axios = Object.assign(createInstance(defaults), {
  AxiosError,
  CanceledError,
  AxiosHeaders,
  isCancel,
  isAxiosError,
  getAdapter,
  mergeConfig,
});

export default axios;
export type { AxiosInstance } from './axios';
export type { InternalConfig as InternalAxiosRequestConfig, RequestConfig as AxiosRequestConfig } from './types';
export { AxiosError, AxiosHeaders, CanceledError, getAdapter, isAxiosError, isCancel, mergeConfig };
