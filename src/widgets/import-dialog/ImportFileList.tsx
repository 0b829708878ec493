import { Alert, Button, Link, Progress } from '@arco-design/web-react';
import { IconDelete, IconFile } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { ErrorFileLink } from './ErrorFileLink';
import type { ImportFileEntry } from './import-machine';
import { importProgressPercent, importProgressText } from './import-progress';

export interface ImportFileListProps {
  files: readonly ImportFileEntry[];
  /** Files can be removed and previewed (before a run). */
  editable: boolean;
  previewUid?: string;
  onPreview?: (uid: string) => void;
  onRemove?: (uid: string) => void;
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FileStatus({ entry }: { entry: ImportFileEntry }): ReactNode {
  const { outcome, status, percent, file } = entry;
  if (status === 'waiting') return <span style={{ color: 'var(--color-text-3)' }}>等待上传</span>;
  if (status === 'uploading') {
    const server = percent >= 100 ? entry.serverProgress : undefined;
    if (server && server.stage !== 'failed') {
      return (
        <div>
          <Progress
            percent={importProgressPercent(server)}
            size="small"
            animation
            aria-label={`${file.name} 导入进度`}
          />
          <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{importProgressText(server)}</span>
        </div>
      );
    }
    return (
      <div>
        <Progress percent={percent} size="small" aria-label={`${file.name} 上传进度`} />
        {percent >= 100 && <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>已上传，服务器正在导入…</span>}
      </div>
    );
  }
  if (!outcome) return null;
  if (outcome.status === 'success') return <Alert type="success" content={outcome.message} />;
  if (outcome.status === 'failed') {
    return <Alert type="error" title="导入失败" content={`${file.name}：${outcome.message}`} />;
  }
  return (
    <Alert
      type="warning"
      title={outcome.message}
      content={
        <span>
          {outcome.detail && <span style={{ marginRight: 8 }}>{outcome.detail}</span>}
          {outcome.errorFile && <ErrorFileLink url={outcome.errorFile.url} fileName={outcome.errorFile.name} />}
        </span>
      }
    />
  );
}

/** The chosen files: name and size, then progress during a run and each file's outcome after it. */
export function ImportFileList({ files, editable, previewUid, onPreview, onRemove }: ImportFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="待导入文件" style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
      {files.map((entry) => {
        const { uid, file } = entry;
        const previewed = editable && uid === previewUid;
        return (
          <li
            key={uid}
            data-status={entry.status}
            style={{ padding: '6px 0', borderBottom: '1px solid var(--color-border-1)' }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <IconFile style={{ color: 'var(--color-text-3)' }} />
              <span
                style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {file.name}
              </span>
              <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{fileSize(file.size)}</span>
              {editable && (
                <>
                  <Link role="button" disabled={previewed} onClick={() => onPreview?.(uid)}>
                    {previewed ? '预览中' : '预览'}
                  </Link>
                  <Button
                    size="mini"
                    type="text"
                    status="danger"
                    icon={<IconDelete />}
                    aria-label={`移除 ${file.name}`}
                    onClick={() => onRemove?.(uid)}
                  />
                </>
              )}
            </div>
            {entry.status !== 'ready' && (
              <div style={{ marginTop: 6 }}>
                <FileStatus entry={entry} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
