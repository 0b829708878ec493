import type { AxiosRequestTransformer } from 'axios';
import { httpClient, isSuccess, uploadAction } from '../../../../core/http';

/** Default upload call (docs/widgets-spec.md §7). */
export const DEFAULT_UPLOAD_ACTION = '/sys/common/upload';
/** Default upload folder (docs/widgets-spec.md §9). */
export const DEFAULT_UPLOAD_BIZ = 'temp';
/** Shown when a failure carries no message (docs/widgets-spec.md §8). */
export const UNKNOWN_UPLOAD_ERROR = '未知错误';

export interface UploadRequest {
  file: File;
  /** URL to post to: `column.action` or /sys/common/upload. */
  action: string;
  /** Send X-Access-Token (see `sendsToken`). */
  withToken: boolean;
  biz: string;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/** Uploads one file and resolves with its stored path; rejects with an Error carrying the message shown. */
export type UploadFunction = (request: UploadRequest) => Promise<string>;

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Whether an upload carries the access token: always to our own API (a relative action; every call
 * of the request layer does, docs/widgets-spec.md §6), and to another host only when the column asks
 * (`token: true`), so a third-party storage URL never receives it by accident.
 *
 * @example sendsToken('https://oss.example.com/put', false) // false
 */
export function sendsToken(action: string, columnToken: boolean | undefined): boolean {
  return !!columnToken || !ABSOLUTE.test(action);
}

const stripToken: AxiosRequestTransformer = (data, headers) => {
  headers.delete('X-Access-Token');
  return data;
};

function defaultTransforms(): AxiosRequestTransformer[] {
  const own = httpClient.defaults.transformRequest;
  return own === undefined ? [] : Array.isArray(own) ? own : [own];
}

/**
 * The default upload: multipart `file`, `biz` and `isup=1` through the request layer; the stored path
 * is `result` when it is text, else `message` (JeecgBoot). A refused upload rejects with the server's message.
 *
 * @example const path = await defaultUpload({ file, action: '/sys/common/upload', withToken: true, biz: 'temp', ... });
 */
export const defaultUpload: UploadFunction = async ({ file, action, withToken, biz, onProgress, signal }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('biz', biz);
  form.append('isup', '1');
  const envelope = await uploadAction<unknown>(action, form, onProgress, {
    silent: true,
    signal,
    ...(withToken ? {} : { transformRequest: [stripToken, ...defaultTransforms()] }),
  });
  if (!isSuccess(envelope)) throw new Error(envelope?.message || UNKNOWN_UPLOAD_ERROR);
  const path = typeof envelope.result === 'string' && envelope.result ? envelope.result : envelope.message;
  if (!path) throw new Error(UNKNOWN_UPLOAD_ERROR);
  return path;
};
