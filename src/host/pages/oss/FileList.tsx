import { Message } from '@arco-design/web-react';
import { useMemo, useRef } from 'react';
import { downloadFile, isSuccess, uploadAction } from '../../../core/http';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { formatSize } from './file-size';

/** Uploads of this page go to the `oss` folder of the tenant's storage. */
const OSS_FOLDER = 'oss';

async function uploadFile(file: File, context: ListPageContext): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  form.append('biz', OSS_FOLDER);
  try {
    const envelope = await uploadAction<string>('/sys/common/upload', form);
    if (!isSuccess(envelope)) {
      Message.error(`文件上传失败：${envelope.message || '未知错误'}`);
      return;
    }
    Message.success(`${file.name} 上传成功`);
    await context.reload();
  } catch {
    // The request layer reported it.
  }
}

function configFor(pickFile: (context: ListPageContext) => void): ListPageConfig {
  return {
    title: '文件',
    url: { list: '/sys/oss/file/list', delete: '/sys/oss/file/delete' },
    authPre: 'oss:',
    detail: false,
    columns: [
      { dataIndex: 'fileName', title: '文件名称', width: 260, format: 'ellipsis' },
      { dataIndex: 'biz', title: '目录', width: 140 },
      {
        dataIndex: 'fileSize',
        title: '大小',
        width: 110,
        align: 'right',
        render: (value) => formatSize(Number(value)),
      },
      { dataIndex: 'contentType', title: '文件类型', width: 170 },
      { dataIndex: 'createBy', title: '上传人', width: 110 },
      { dataIndex: 'createTime', title: '上传时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'fileName', label: '文件名称' },
      { field: 'biz', label: '目录' },
    ],
    toolbar: [{ key: 'upload', label: '上传文件', auth: 'oss:upload', type: 'primary', onClick: pickFile }],
    rowActions: [
      {
        key: 'download',
        label: '下载',
        onClick: (row: Row) => {
          downloadFile(row.filePath as string | undefined, String(row.fileName ?? ''));
        },
      },
    ],
  };
}

/** 文件管理: the tenant's uploaded files: list, upload, download and delete. */
export default function FileList() {
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<ListPageContext | null>(null);
  const config = useMemo(
    () =>
      configFor((context) => {
        target.current = context;
        input.current?.click();
      }),
    [],
  );
  return (
    <>
      <ListPage config={config} />
      <input
        ref={input}
        type="file"
        aria-label="选择文件"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && target.current) void uploadFile(file, target.current);
        }}
      />
    </>
  );
}
