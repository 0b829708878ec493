import { useEffect, useRef, useState } from 'react';
import { getNotifier } from '../../core/http';
import {
  DEFAULT_UPLOAD_BIZ,
  DEFAULT_UPLOAD_URL,
  endedSession,
  UPLOAD_FAILED_MESSAGE,
  type UploadFunction,
  uploadFile,
} from './upload-request';
import { freeSlots, isImageFile, joinPaths, splitPaths } from './upload-value';

/** Shown when an image-only field gets another file (docs/widgets-spec.md §5). */
export const NOT_IMAGE_MESSAGE = '请上传图片';

/** `{file name} 上传失败.` (docs/widgets-spec.md §8). */
export function uploadFailedMessage(fileName: string): string {
  return `${fileName} 上传失败.`;
}

/** Shown when more files are chosen than the limit leaves room for. */
export function tooManyFilesMessage(limit: number): string {
  return `最多只能上传${limit}个文件`;
}

export interface PendingUpload {
  uid: number;
  name: string;
  percent: number;
  status: 'uploading' | 'error';
  message?: string;
}

export interface UploadFieldOptions {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Most files kept; 0 = unlimited (default). With 1 a new file replaces the old one. */
  limit?: number;
  /** Accept images only (default false). */
  imageOnly?: boolean;
  biz?: string;
  isup?: string;
  url?: string;
  /** The upload call (default `uploadFile`); tests pass a fake. */
  upload?: UploadFunction;
}

export interface UploadFieldController {
  paths: string[];
  pending: PendingUpload[];
  /** Room for another file. */
  canAdd: boolean;
  choose: (files: readonly File[]) => void;
  remove: (path: string) => void;
  dismiss: (uid: number) => void;
}

/**
 * State of an upload field: stored paths from `value`, files in flight or failed, and the rules for
 * choosing (image only, limit) and for failures (`{name} 上传失败.`, nothing extra when the session ended).
 *
 * @example const upload = useUploadField({ value, onChange, limit: 3, imageOnly: true });
 */
export function useUploadField({
  value,
  onChange,
  limit = 0,
  imageOnly = false,
  biz = DEFAULT_UPLOAD_BIZ,
  isup = '1',
  url = DEFAULT_UPLOAD_URL,
  upload = uploadFile,
}: UploadFieldOptions): UploadFieldController {
  const paths = splitPaths(value);
  const latest = useRef(paths);
  latest.current = paths;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextUid = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const patch = (uid: number, change: Partial<PendingUpload> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((one) => one.uid !== uid)
        : list.map((one) => (one.uid === uid ? { ...one, ...change } : one)),
    );

  const start = (file: File) => {
    const uid = ++nextUid.current;
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((list) => [...list, { uid, name: file.name, percent: 0, status: 'uploading' }]);
    upload({ file, biz, isup, url, signal: controller.signal, onProgress: (percent) => patch(uid, { percent }) })
      .then(
        (path) => {
          const next = limit === 1 ? [path] : [...latest.current, path];
          latest.current = next;
          patch(uid, null);
          onChange?.(joinPaths(next));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const reason = error instanceof Error && error.message ? error.message : UPLOAD_FAILED_MESSAGE;
          patch(uid, { status: 'error', message: reason });
          if (!endedSession(error)) getNotifier().error(uploadFailedMessage(file.name));
        },
      )
      .finally(() => controllers.current.delete(controller));
  };

  const uploading = pending.filter((one) => one.status === 'uploading').length;

  const choose = (files: readonly File[]) => {
    let accepted = [...files];
    if (imageOnly && accepted.some((file) => !isImageFile(file))) {
      getNotifier().warn(NOT_IMAGE_MESSAGE);
      accepted = accepted.filter(isImageFile);
    }
    if (limit === 1) accepted = accepted.slice(-1);
    else {
      const room = freeSlots(limit, latest.current.length + uploading);
      if (accepted.length > room) {
        getNotifier().warn(tooManyFilesMessage(limit));
        accepted = accepted.slice(0, room);
      }
    }
    for (const file of accepted) start(file);
  };

  return {
    paths,
    pending,
    canAdd: limit === 1 || freeSlots(limit, paths.length + uploading) > 0,
    choose,
    remove: (path) => {
      const next = latest.current.filter((one) => one !== path);
      latest.current = next;
      onChange?.(joinPaths(next));
    },
    dismiss: (uid) => patch(uid, null),
  };
}
