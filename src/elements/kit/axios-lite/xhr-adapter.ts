import { buildFullPath, buildURL } from './build-url';
import { AxiosError, CanceledError } from './errors';
import { AxiosHeaders } from './headers';
import { isFormData } from './object-utils';
import type { InternalConfig, ProgressInfo, Response } from './types';

// Header values must be byte strings: axios drops what XMLHttpRequest would refuse.
const NON_BYTE_CHARS = /[^\t\x20-\x7e\x80-\xff]+/g;
const OUTER_BLANKS = /^[\t ]+|[\t ]+$/g;
const byteString = (value: string | string[]) =>
  String(([] as string[]).concat(value).map((item) => item.replace(NON_BYTE_CHARS, '').replace(OUTER_BLANKS, '')));

/** `getAllResponseHeaders()` as lower-case names (repeated headers joined with ", "). */
function parseHeaders(raw: string): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const line of raw.split('\n')) {
    const colon = line.indexOf(':');
    const name = line.substring(0, colon).trim().toLowerCase();
    const value = line.substring(colon + 1).trim();
    if (name) parsed[name] = parsed[name] ? `${parsed[name]}, ${value}` : value;
  }
  return parsed;
}

/**
 * axios's XMLHttpRequest adapter: the URL from `baseURL`, `url` and `params`; a FormData body without a
 * content type (the browser adds the boundary); `timeout`, `signal`, `withCredentials`, `responseType`
 * and `onUploadProgress` (every progress event: axios throttles to three a second, callers here only
 * compute a percentage). Settles like axios: `validateStatus` decides; failures are AxiosErrors with the
 * codes ECONNABORTED (timeout, browser abort), ERR_NETWORK, ERR_BAD_REQUEST (4xx), ERR_BAD_RESPONSE
 * (other statuses) and ERR_CANCELED. Not supported (unused here): XSRF cookies, `auth`, download progress.
 */
export function xhrAdapter(config: InternalConfig): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = new AxiosHeaders(config.headers).normalize();
    const { data, responseType, signal, onUploadProgress } = config;
    if (isFormData(data)) headers.setContentType(undefined);
    if (data === undefined) headers.setContentType(null);

    let request: XMLHttpRequest | null = new XMLHttpRequest();
    request.open(config.method.toUpperCase(), buildURL(buildFullPath(config.baseURL, config.url), config.params) ?? '');
    request.timeout = config.timeout || 0;

    const onCanceled = () => fail(new CanceledError(null, config, request), true);
    // Settles once: later events of the same request find `request` cleared.
    const fail = (error: AxiosError, abort?: boolean) => {
      const xhr = request;
      if (!xhr) return;
      request = null;
      signal?.removeEventListener('abort', onCanceled);
      reject(error);
      if (abort) xhr.abort();
    };

    request.onloadend = () => {
      const xhr = request;
      if (!xhr) return;
      // No status: the request never got an answer (Firefox reports some aborts only this way).
      if (!xhr.status) return fail(new AxiosError('Request aborted', 'ECONNABORTED', config, xhr));
      request = null;
      signal?.removeEventListener('abort', onCanceled);
      const response: Response = {
        data: !responseType || responseType === 'text' || responseType === 'json' ? xhr.responseText : xhr.response,
        status: xhr.status,
        statusText: xhr.statusText,
        headers: new AxiosHeaders(parseHeaders(xhr.getAllResponseHeaders())),
        config,
        request: xhr,
      };
      const { status } = response;
      if (!config.validateStatus || config.validateStatus(status)) resolve(response);
      else {
        const code = status >= 400 && status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
        reject(new AxiosError(`Request failed with status code ${status}`, code, config, xhr, response));
      }
    };
    request.onabort = () => fail(new AxiosError('Request aborted', 'ECONNABORTED', config, request));
    request.onerror = () => fail(new AxiosError('Network Error', 'ERR_NETWORK', config, request));
    request.ontimeout = () => {
      const { timeout, timeoutErrorMessage } = config;
      const message = timeoutErrorMessage || (timeout ? `timeout of ${timeout}ms exceeded` : 'timeout exceeded');
      fail(new AxiosError(message, 'ECONNABORTED', config, request));
    };

    if (config.withCredentials !== undefined) request.withCredentials = !!config.withCredentials;
    if (responseType && responseType !== 'json') request.responseType = responseType;
    if (onUploadProgress && request.upload) {
      let notified = 0;
      request.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : undefined;
        const loaded = Math.max(0, total === undefined ? event.loaded : Math.min(event.loaded, total));
        const progress: ProgressInfo = {
          loaded,
          total,
          progress: total ? loaded / total : undefined,
          bytes: Math.max(0, loaded - notified),
          event,
          lengthComputable: total !== undefined,
          upload: true,
        };
        notified = Math.max(notified, loaded);
        onUploadProgress(progress);
      });
    }

    if (signal) {
      if (signal.aborted) onCanceled();
      else signal.addEventListener('abort', onCanceled);
    }
    if (!request) return;
    for (const [name, value] of Object.entries(headers.toJSON())) request.setRequestHeader(name, byteString(value));
    request.send((data || null) as XMLHttpRequestBodyInit | null);
  });
}
