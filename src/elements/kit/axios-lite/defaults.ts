import type { AxiosHeaders } from './headers';
import { isFormData } from './object-utils';
import type { InternalConfig, RequestConfig } from './types';

/** A JSON text is sent as it is (trimmed); anything else is JSON.stringify-ed. */
function stringifySafely(raw: unknown): string {
  if (typeof raw === 'string') {
    try {
      JSON.parse(raw);
      return raw.trim();
    } catch (error) {
      if ((error as Error).name !== 'SyntaxError') throw error;
    }
  }
  return JSON.stringify(raw);
}

/**
 * axios's default request transform: FormData, Blob and ArrayBuffer bodies go as they are (the browser
 * writes the multipart boundary), URLSearchParams as a form, objects (and any body under a JSON content
 * type) as JSON. Not supported (unused here): FormData JSON-encoded under a JSON content type, objects
 * turned into forms by content type, HTML forms.
 */
function transformRequest(data: unknown, headers: AxiosHeaders): unknown {
  const json = String(headers.getContentType() || '').includes('application/json');
  if (isFormData(data) || data instanceof ArrayBuffer || (typeof Blob !== 'undefined' && data instanceof Blob)) {
    return data;
  }
  if (ArrayBuffer.isView(data)) return data.buffer;
  if (data instanceof URLSearchParams) {
    headers.setContentType('application/x-www-form-urlencoded;charset=utf-8', false);
    return data.toString();
  }
  if ((data !== null && typeof data === 'object') || json) {
    headers.setContentType('application/json', false);
    return stringifySafely(data);
  }
  return data;
}

/** axios's default response transform: text is parsed as JSON when it is JSON and no other type was asked for. */
function transformResponse(this: InternalConfig, data: unknown): unknown {
  const type = this.responseType;
  if (typeof data === 'string' && data && (!type || type === 'json')) {
    try {
      return JSON.parse(data);
    } catch {
      // Not JSON: axios's silentJSONParsing keeps the text.
    }
  }
  return data;
}

const headers: Record<string, Record<string, string | undefined>> = {
  common: { Accept: 'application/json, text/plain, */*', 'Content-Type': undefined },
};
for (const method of ['delete', 'get', 'head', 'options', 'post', 'put', 'patch', 'query']) headers[method] = {};

/** The defaults every instance starts from (axios.defaults less the Node and XSRF options). */
export const defaults: RequestConfig = {
  adapter: ['xhr'],
  transformRequest: [transformRequest],
  transformResponse: [transformResponse],
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
  headers,
};
