import { ApiError, isSuccess, Messages, mentionsInvalidToken, uploadAction } from '../../core/http';

/** Default upload call (docs/widgets-spec.md §7). */
export const DEFAULT_UPLOAD_URL = '/sys/common/upload';
/** Default upload folder. */
export const DEFAULT_UPLOAD_BIZ = 'temp';
/** Shown when an upload fails without a message (docs/widgets-spec.md §8). */
export const UPLOAD_FAILED_MESSAGE = '文件上传失败';

export interface UploadFileOptions {
  file: File;
  /** Folder under the upload root (default temp). */
  biz?: string;
  /** Sent as `isup` (default '1'). */
  isup?: string;
  /** URL to post to (default /sys/common/upload). */
  url?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file and resolves with its stored path; rejects with an Error carrying the reason. */
export type UploadFunction = (options: UploadFileOptions) => Promise<string>;

/**
 * Posts one file as multipart `file` with `biz` and `isup` through the request layer, which shows the
 * 登录已过期 dialog when the server says the token is invalid. Resolves with the stored path
 * (`result` when it is text, else `message`).
 *
 * @example const path = await uploadFile({ file, biz: 'notice' }); // 'notice/20260102/9f…_a.png'
 */
export const uploadFile: UploadFunction = async ({
  file,
  biz = DEFAULT_UPLOAD_BIZ,
  isup = '1',
  url = DEFAULT_UPLOAD_URL,
  onProgress,
  signal,
}) => {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('biz', biz);
  form.append('isup', isup);
  const envelope = await uploadAction<unknown>(url, form, onProgress, { silent: true, signal });
  if (!isSuccess(envelope)) throw new Error(envelope?.message || UPLOAD_FAILED_MESSAGE);
  const path = typeof envelope.result === 'string' && envelope.result ? envelope.result : envelope.message;
  if (!path) throw new Error(UPLOAD_FAILED_MESSAGE);
  return path;
};

/**
 * Whether an upload failure ended the session (the relogin dialog is already up, so no second message).
 *
 * @example endedSession(new Error('Token失效，请重新登录!')) // true
 */
export function endedSession(error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status === 401 || Number(error.code) === 401) return true;
    if (mentionsInvalidToken(error.envelope?.message)) return true;
  }
  return error instanceof Error && (mentionsInvalidToken(error.message) || error.message === Messages.reloginContent);
}
