import { Button, Popover } from '@arco-design/web-react';
import {
  IconAttachment,
  IconDelete,
  IconDownload,
  IconExclamationCircle,
  IconLoading,
  IconMore,
  IconUpload,
} from '@arco-design/web-react/icon';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { fileUrl } from '../../../../core/format';
import { getNotifier } from '../../../../core/http';
import { lazyPart, useOpenedOnce } from '../../../lazy-part';
import type { CellComponentProps } from '../cell-props';
import { useCellServices } from '../services';
import { DEFAULT_UPLOAD_ACTION, DEFAULT_UPLOAD_BIZ, sendsToken, UNKNOWN_UPLOAD_ERROR } from './upload-request';
import { type PendingUpload, uploadStateOf, usePendingUploads } from './upload-state';
import {
  fileNameOf,
  isImageFile,
  isImagePath,
  shortFileName,
  uploadLimit,
  uploadPaths,
  uploadValue,
} from './upload-value';

/** Texts of the upload cell (docs/widgets-spec.md §4, §5, §8). */
/** The failure's detail, fetched when one is first shown. */
const UploadErrorModal = lazyPart(() => import('./UploadErrorModal'), 'UploadErrorModal');

export const UploadTexts = {
  errorTitle: '上传出错',
  errorLabel: '错误信息',
  notImage: '请上传图片',
  uploading: '上传中',
  download: '下载',
  remove: '删除',
  more: '更多',
  uploadFile: '上传文件',
  uploadImage: '上传图片',
  tooMany: (limit: number) => `最多只能上传${limit}个文件`,
} as const;

type Entry = { kind: 'done'; path: string; name: string; index: number } | { kind: 'pending'; item: PendingUpload };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_UPLOAD_ERROR;
}

/**
 * `upload`, `file` and `image`: files of the cell. Value: stored paths comma-joined (see
 * upload-value.ts). States (docs/widgets-spec.md §4): uploading with its percent; done with a paperclip and
 * the name cut to 5 characters; error in red, opening a 上传出错 dialog with the message (未知错误 when
 * none). Download, remove and a "more" list of every file. Image columns refuse other files with
 * 请上传图片; `fieldExtendJson` `{"uploadnum": n}` limits the files (0 unlimited). The upload posts to
 * `column.action` (default /sys/common/upload, folder `column.props.biz` or temp) through the cell
 * services, with the access token as `sendsToken` says.
 *
 * @example <UploadCell column={{ key: 'att', title: '附件', type: 'file', allowRemove: true }} value="temp/a.pdf" ... />
 */
export function UploadCell({
  column,
  rowKey,
  value,
  editing,
  disabled,
  onChange,
  getPopupContainer,
}: CellComponentProps) {
  const services = useCellServices();
  const state = uploadStateOf(column);
  const pending = usePendingUploads(state, rowKey);
  const input = useRef<HTMLInputElement>(null);
  const [errorShown, setErrorShown] = useState<PendingUpload | null>(null);
  const errorOpened = useOpenedOnce(errorShown !== null);
  useEffect(() => state.sync(rowKey, value, onChange));

  const paths = uploadPaths(value);
  const limit = uploadLimit(column.fieldExtendJson);
  const imageOnly = column.type === 'image';
  const used = paths.length + pending.filter((one) => one.status === 'uploading').length;
  const canUpload = editing && !disabled && (limit === 0 || used < limit);
  const canRemove = !disabled && column.allowRemove !== false;
  const canDownload = column.allowDownload !== false;

  const entries: Entry[] = [
    ...paths.map((path, index): Entry => ({ kind: 'done', path, name: fileNameOf(path), index })),
    ...pending.map((item): Entry => ({ kind: 'pending', item })),
  ];

  const removeDone = (index: number) => onChange(uploadValue(paths.filter((_, i) => i !== index)));

  const send = (file: File) => {
    const uid = state.start(rowKey, file.name, value, onChange);
    const controller = new AbortController();
    state.setAbort(rowKey, uid, () => controller.abort());
    const action = column.action || DEFAULT_UPLOAD_ACTION;
    services
      .upload({
        file,
        action,
        withToken: sendsToken(action, column.token),
        biz: typeof column.props?.biz === 'string' ? column.props.biz : DEFAULT_UPLOAD_BIZ,
        onProgress: (percent) => state.progress(rowKey, uid, percent),
        signal: controller.signal,
      })
      .then(
        (path) => state.done(rowKey, uid, path),
        (error) => {
          if (!controller.signal.aborted) state.fail(rowKey, uid, messageOf(error));
        },
      );
  };

  const choose = (list: FileList | null) => {
    let files = [...(list ?? [])];
    if (imageOnly && files.some((file) => !isImageFile(file))) {
      getNotifier().warn(UploadTexts.notImage);
      files = files.filter(isImageFile);
    }
    if (limit > 0 && files.length > limit - used) {
      getNotifier().warn(UploadTexts.tooMany(limit));
      files = files.slice(0, Math.max(0, limit - used));
    }
    for (const file of files) send(file);
  };

  const renderEntry = (entry: Entry, full: boolean): ReactNode => {
    if (entry.kind === 'pending' && entry.item.status === 'uploading') {
      return (
        <span className="et-upload-item et-upload-uploading">
          <IconLoading /> {UploadTexts.uploading} {entry.item.percent}%
        </span>
      );
    }
    if (entry.kind === 'pending') {
      const { item } = entry;
      return (
        <button
          type="button"
          className="et-upload-item et-upload-error"
          style={{ color: 'rgb(var(--danger-6, 245, 63, 63))' }}
          title={item.name}
          onClick={() => setErrorShown(item)}
        >
          <IconExclamationCircle /> {full ? item.name : shortFileName(item.name)}
        </button>
      );
    }
    const label = full ? entry.name : shortFileName(entry.name);
    return (
      <span className="et-upload-item et-upload-done" title={entry.name}>
        {imageOnly && full && isImagePath(entry.path) ? (
          <img className="et-upload-thumb" src={fileUrl(entry.path)} alt={entry.name} height={24} />
        ) : (
          <IconAttachment />
        )}{' '}
        {canDownload ? (
          <a href={fileUrl(entry.path)} target="_blank" rel="noreferrer" download={entry.name}>
            {label}
          </a>
        ) : (
          label
        )}
      </span>
    );
  };

  const actions = (entry: Entry) => {
    const key = entry.kind === 'done' ? `d${entry.index}` : entry.item.uid;
    return (
      <li key={key} className="et-upload-row">
        {renderEntry(entry, true)}
        {entry.kind === 'done' && canDownload ? (
          <a
            className="et-upload-action"
            href={fileUrl(entry.path)}
            target="_blank"
            rel="noreferrer"
            download={entry.name}
            aria-label={`${UploadTexts.download} ${entry.name}`}
          >
            <IconDownload />
          </a>
        ) : null}
        {canRemove ? (
          <Button
            size="mini"
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={`${UploadTexts.remove} ${entry.kind === 'done' ? entry.name : entry.item.name}`}
            onClick={() => (entry.kind === 'done' ? removeDone(entry.index) : state.remove(rowKey, entry.item.uid))}
          />
        ) : null}
      </li>
    );
  };

  const first = entries[0];
  return (
    <span className="et-upload">
      {first ? renderEntry(first, false) : null}
      {entries.length > 1 ? <span className="et-cell-more">+{entries.length - 1}</span> : null}
      {first ? (
        <Popover
          trigger="click"
          position="bottom"
          getPopupContainer={getPopupContainer}
          content={<ul className="et-upload-list">{entries.map(actions)}</ul>}
        >
          <Button size="mini" type="text" icon={<IconMore />} aria-label={UploadTexts.more} />
        </Popover>
      ) : null}
      {canUpload ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            data-testid={`upload-input-${column.key}`}
            multiple={limit !== 1}
            accept={imageOnly ? 'image/*' : typeof column.props?.accept === 'string' ? column.props.accept : undefined}
            onChange={(event) => {
              choose(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <Button size="mini" icon={<IconUpload />} onClick={() => input.current?.click()}>
            {first ? undefined : imageOnly ? UploadTexts.uploadImage : UploadTexts.uploadFile}
          </Button>
        </>
      ) : null}
      <Suspense fallback={null}>
        {errorOpened ? (
          <UploadErrorModal
            title={UploadTexts.errorTitle}
            label={UploadTexts.errorLabel}
            message={errorShown?.message || UNKNOWN_UPLOAD_ERROR}
            visible={errorShown !== null}
            getPopupContainer={getPopupContainer}
            onClose={() => setErrorShown(null)}
          />
        ) : null}
      </Suspense>
    </span>
  );
}
