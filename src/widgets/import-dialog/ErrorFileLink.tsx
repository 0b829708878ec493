import { Link } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { downloadErrorFile } from './import-request';

export interface ErrorFileLinkProps {
  url: string;
  fileName: string;
}

/** 下载错误数据: fetches the report with the session's headers, then saves it; a failure is shown beside it. */
export function ErrorFileLink({ url, fileName }: ErrorFileLinkProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await downloadErrorFile(url, fileName);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '文件下载失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <span>
      <Link role="button" icon={<IconDownload />} disabled={busy} onClick={download} title={fileName}>
        {busy ? '正在下载…' : '下载错误数据'}
      </Link>
      {error && <span style={{ color: 'rgb(var(--danger-6))', marginLeft: 8 }}>{error}</span>}
    </span>
  );
}
