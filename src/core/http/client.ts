import axios, { type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getConfig, onConfigChange } from '../config';
import { type ApiEnvelope, ApiError, isEnvelope } from './envelope';
import { classifyError, type ErrorAction, errorReason, type FailedResponse } from './error-catalogue';
import { presentError } from './error-presenter';
import { isDictItemCall, requestHeaders } from './headers';
import { type FailureContext, getNotifier } from './notifier';
import { markShown } from './shown';

/** HTTP timeout of docs/business-spec.md §9. */
export const HTTP_TIMEOUT_MS = 30_000;

/**
 * Per-request switches: `silent` skips the catalogue's notification (the caller shows its own);
 * `skipAuthFlow` skips the relogin dialog and 401 logout (the logout call itself must not start one);
 * `owner` says who asked, for the notifier (set by `withRequestOwner`).
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
    skipAuthFlow?: boolean;
    owner?: unknown;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function addRequestHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const url = config.url ?? '';
  const method = (config.method ?? 'get').toLowerCase();
  const now = Date.now();
  if (method === 'get' && !isDictItemCall(url)) {
    config.params = { ...(config.params ?? {}), _t: now };
  }
  // JeecgBoot signs a JSON body's fields with the query's (its SMS endpoints); FormData and strings are not read.
  const body = isPlainObject(config.data) ? config.data : {};
  const params = method === 'get' ? config.params : { ...(config.params ?? {}), ...body };
  for (const [name, value] of Object.entries(requestHeaders(url, params, now))) {
    config.headers.set(name, value);
  }
  return config;
}

/** Body of a failed download may be a Blob or ArrayBuffer holding a JSON envelope: read its message. */
async function readBody(data: unknown): Promise<unknown> {
  try {
    if (typeof Blob !== 'undefined' && data instanceof Blob) return JSON.parse(await data.text());
    if (data instanceof ArrayBuffer) return JSON.parse(new TextDecoder().decode(data));
    if (typeof data === 'string' && data.trim().startsWith('{')) return JSON.parse(data);
  } catch {
    return undefined;
  }
  return data;
}

function envelopeMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return typeof record.message === 'string' ? record.message : typeof record.msg === 'string' ? record.msg : undefined;
}

type Switches = { silent?: boolean; skipAuthFlow?: boolean; owner?: unknown } | undefined;

/** Shows the failure unless the call asked not to; returns whether the user was told (see `wasShown`). */
function report(action: ErrorAction, config: Switches, failure: FailedResponse): boolean {
  const context: FailureContext = {
    reason: errorReason(action, failure),
    owner: config?.owner,
    code: failure.code ?? failure.status,
  };
  // The relogin dialog and the 401 logout happen even for silent calls: the session is over either way.
  const present = context.reason === 'session' ? !config?.skipAuthFlow : !config?.silent;
  const shown = present && presentError(action, context);
  getNotifier().failed?.(action, context);
  return shown;
}

/**
 * Success path: envelope codes that the catalogue acts on (8003, 510, body-401, 500 Token失效). What it
 * shows, it marks shown: the envelope the caller gets (and the error `unwrap` makes of it) and the response.
 */
async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  const body = response.config.responseType === 'blob' ? await readBody(response.data) : response.data;
  if (isEnvelope(body)) {
    const code = Number(body.code);
    if (code === 8003 || code === 510 || code === 401 || (code === 500 && typeof body.message === 'string')) {
      const failure = { status: response.status, code, message: body.message };
      const action = classifyError(failure);
      if (action.kind !== 'error' && action.kind !== 'none' && report(action, response.config, failure)) {
        markShown(response.data);
        markShown(response);
      }
    }
  }
  return response;
}

async function onError(error: AxiosError): Promise<never> {
  if (axios.isCancel(error)) throw error;
  const body = await readBody(error.response?.data);
  const message = envelopeMessage(body);
  const code = isEnvelope(body) ? body.code : undefined;
  const failure = { status: error.response?.status, code, message, clientCode: error.code };
  const action = classifyError(failure);
  const shown = report(action, error.config, failure);
  throw new ApiError(action.message || message || error.message, {
    status: error.response?.status,
    code,
    envelope: isEnvelope(body) ? (body as ApiEnvelope) : undefined,
    shown,
  });
}

/** Creates a configured axios instance (one is shared as `httpClient`; tests create their own). */
export function createHttpClient(): AxiosInstance {
  const instance = axios.create({ baseURL: getConfig().apiBaseUrl, timeout: HTTP_TIMEOUT_MS });
  instance.interceptors.request.use(addRequestHeaders);
  instance.interceptors.response.use(onResponse, onError);
  return instance;
}

/** The one axios instance of the application. */
export const httpClient: AxiosInstance = createHttpClient();

onConfigChange((config) => {
  httpClient.defaults.baseURL = config.apiBaseUrl;
});
