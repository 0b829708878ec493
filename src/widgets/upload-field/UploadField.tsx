import { Button, Progress } from '@arco-design/web-react';
import { IconClose, IconUpload } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { fileUrl } from '../../core/format';
import { displayName } from './upload-value';
import { type UploadFieldOptions, useUploadField } from './use-upload-field';

export interface UploadFieldProps extends UploadFieldOptions {
  disabled?: boolean;
  /** `accept` of the file input; image-only fields default to image/*. */
  accept?: string;
  /** Text of the choose button (default 上传文件, or 上传图片 for image-only). */
  buttonText?: string;
  /** Static domain for the file-URL rule (default: the configured one). */
  staticDomain?: string;
}

/**
 * An upload field on `/sys/common/upload` whose value is the stored paths comma-joined. Shows each
 * file through the file-URL rule (thumbnails for image-only), progress while uploading, failures in red.
 *
 * @example <UploadField value={paths} onChange={setPaths} limit={3} biz="notice" />
 */
export function UploadField({ disabled, accept, buttonText, staticDomain, ...options }: UploadFieldProps) {
  const field = useUploadField(options);
  const input = useRef<HTMLInputElement>(null);
  const image = !!options.imageOnly;
  const urlOf = (path: string) => (staticDomain === undefined ? fileUrl(path) : fileUrl(path, staticDomain));
  return (
    <div className="widget-upload-field">
      <input
        ref={input}
        type="file"
        hidden
        data-testid="upload-field-input"
        accept={accept ?? (image ? 'image/*' : undefined)}
        multiple={options.limit !== 1}
        onChange={(event) => {
          field.choose(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      {field.canAdd && !disabled ? (
        <Button icon={<IconUpload />} onClick={() => input.current?.click()}>
          {buttonText ?? (image ? '上传图片' : '上传文件')}
        </Button>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {field.paths.map((path) => {
          const name = displayName(path);
          return (
            <li key={path} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              {image ? (
                <img src={urlOf(path)} alt={name} style={{ width: 64, height: 64, objectFit: 'cover' }} />
              ) : null}
              <a href={urlOf(path)} target="_blank" rel="noreferrer">
                {name}
              </a>
              {disabled ? null : (
                <Button
                  size="mini"
                  type="text"
                  icon={<IconClose />}
                  aria-label={`删除 ${name}`}
                  onClick={() => field.remove(path)}
                />
              )}
            </li>
          );
        })}
        {field.pending.map((one) => (
          <li key={`pending-${one.uid}`} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {one.status === 'uploading' ? (
              <>
                <span>{one.name}</span>
                <Progress
                  percent={one.percent}
                  size="small"
                  style={{ width: 120 }}
                  aria-label={`${one.name} 上传进度`}
                />
              </>
            ) : (
              <>
                <span style={{ color: 'rgb(var(--danger-6))' }} title={one.message}>
                  {one.name}
                </span>
                <Button
                  size="mini"
                  type="text"
                  icon={<IconClose />}
                  aria-label={`移除 ${one.name}`}
                  onClick={() => field.dismiss(one.uid)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
