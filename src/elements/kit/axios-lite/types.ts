import type { AxiosHeaders, HeaderValue } from './headers';

/** What `onUploadProgress` receives (axios's fields less its rate estimates). */
export interface ProgressInfo {
  loaded: number;
  total?: number;
  progress?: number;
  bytes: number;
  event: ProgressEvent;
  lengthComputable: boolean;
  upload: true;
}

export type Transformer = (this: InternalConfig, data: unknown, headers: AxiosHeaders, status?: number) => unknown;

export type Adapter = (config: InternalConfig) => Promise<Response>;

/** An adapter, an adapter's name (`'xhr'`), or `null`/`false` (skipped), as axios accepts them. */
export type AdapterConfig = Adapter | string | null | false;

type Headers = AxiosHeaders | Record<string, HeaderValue | Record<string, HeaderValue>>;

/** The request options of axios that this client honours (unknown keys, e.g. `silent`, pass through). */
export interface RequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  params?: unknown;
  data?: unknown;
  headers?: Headers;
  timeout?: number;
  timeoutErrorMessage?: string;
  responseType?: XMLHttpRequestResponseType | 'json';
  withCredentials?: boolean;
  signal?: AbortSignal;
  validateStatus?: ((status: number) => boolean) | null;
  onUploadProgress?: (progress: ProgressInfo) => void;
  transformRequest?: Transformer | Transformer[];
  transformResponse?: Transformer | Transformer[];
  adapter?: AdapterConfig | AdapterConfig[];
  [option: string]: unknown;
}

/** The merged config interceptors, transformers and adapters see. */
export interface InternalConfig extends RequestConfig {
  method: string;
  headers: AxiosHeaders;
}

export interface Response<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: AxiosHeaders | Record<string, HeaderValue>;
  config: InternalConfig;
  request?: unknown;
}
