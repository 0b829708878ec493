import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { httpClient } from './client';
import type { ApiEnvelope } from './envelope';
import { markShown, wasShown } from './shown';

export type RequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

let scopeOwner: unknown;

/**
 * Runs `call`; every request it starts synchronously (before its first `await`) carries `owner` as
 * `config.owner`, which a failure hands to the notifier. The element kit wraps its widgets' API calls in
 * it, so a failure is reported on the element whose widget asked.
 *
 * @example withRequestOwner(element, () => noticeApi.listByUser())
 */
export function withRequestOwner<T>(owner: unknown, call: () => T): T {
  const outer = scopeOwner;
  scopeOwner = owner;
  try {
    return call();
  } finally {
    scopeOwner = outer;
  }
}

/**
 * Sends a request and resolves with the envelope. HTTP errors reject with `ApiError`; what the error
 * catalogue showed (HTTP errors, 8003, 510, body 401, Token失效) is marked for `wasShown`.
 */
export async function request<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  const response = await httpClient.request<ApiEnvelope<T>>({ owner: scopeOwner, ...config });
  return response.data;
}

/** @example const env = await getAction<Page<User>>('/sys/user/list', { pageNo: 1 }); */
export function getAction<T>(url: string, params?: object, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'get', params });
}

export function postAction<T>(url: string, data?: unknown, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'post', data });
}

export function putAction<T>(url: string, data?: unknown, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'put', data });
}

export function deleteAction<T>(url: string, params?: object, options?: RequestOptions) {
  return request<T>({ ...options, url, method: 'delete', params });
}

/** Multipart upload with progress (percent 0-100). */
export function uploadAction<T>(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  options?: RequestOptions,
) {
  return request<T>({
    ...options,
    url,
    method: 'post',
    data: form,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}

/**
 * Downloads a binary (export). A JSON body instead of a file is an error envelope: its Token失效 case
 * goes through the catalogue like any other call; an empty body rejects with 文件下载失败.
 */
export async function downloadBlob(url: string, params?: object, options?: RequestOptions): Promise<Blob> {
  const response = await httpClient.request<Blob>({
    owner: scopeOwner,
    ...options,
    url,
    method: 'get',
    params,
    responseType: 'blob',
  });
  const blob = response.data;
  if (!blob || blob.size === 0) throw new Error('文件下载失败');
  if (blob.type.includes('application/json')) {
    const body = JSON.parse(await blob.text()) as ApiEnvelope;
    const error = new Error(body.message || '文件下载失败');
    throw wasShown(response) ? markShown(error) : error;
  }
  return blob;
}
