// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, restoreHttp, serve, spyNotifier } from '../../core/dict/dict-test-kit';
import type { FakeReply } from '../../core/http/http-test-kit';
import { ImportDialog } from './ImportDialog';

afterEach(() => {
  cleanup();
  restoreHttp();
});

/** A pending importExcel answer the test settles, every byte reported sent. */
function pendingImport() {
  let settle: (reply: FakeReply) => void = () => {};
  const answer = (config: InternalAxiosRequestConfig) => {
    config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 100, lengthComputable: true });
    return new Promise<FakeReply>((resolve) => {
      settle = resolve;
    });
  };
  return { answer, settle: (reply: FakeReply) => settle(reply) };
}

async function startImport() {
  render(<ImportDialog url="/sys/position/importExcel" visible onClose={() => {}} progressPollMs={20} />);
  const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '职务.xlsx');
  fireEvent.change(screen.getByLabelText('Excel文件'), { target: { files: [workbook] } });
  fireEvent.click(screen.getByRole('button', { name: '开始上传' }));
}

describe('ImportDialog server progress', () => {
  it('shows the stage and a progress bar while a large import is pending, then the outcome', async () => {
    const upload = pendingImport();
    const stages = [
      { stage: 'check', done: 3000, total: 10000 },
      { stage: 'write', done: 4000, total: 9000 },
    ];
    let polls = 0;
    const fake = serve((config) => {
      if (config.method === 'post') return upload.answer(config);
      const progress = stages[Math.min(polls, stages.length - 1)];
      polls += 1;
      return ok(progress);
    });
    await startImport();

    expect(await screen.findByText('正在校验 第3000/10000行')).toBeTruthy();
    expect(screen.getByLabelText('职务.xlsx 导入进度')).toBeTruthy();
    expect(await screen.findByText('正在写入 4000/9000')).toBeTruthy();
    const post = fake.calls.find((call) => call.method === 'post');
    const importId = post?.headers['X-Import-Id'] ?? '';
    expect(importId).toMatch(/^[0-9a-f-]{32,36}$/);
    const poll = fake.calls.find((call) => call.method === 'get');
    expect(poll).toMatchObject({ url: '/sys/common/importProgress', params: { id: importId } });

    upload.settle({ data: { success: true, code: 200, message: '文件导入成功！数据行数：10000', result: null } });
    expect(await screen.findByText('文件导入成功！数据行数：10000')).toBeTruthy();
    expect(screen.queryByLabelText('职务.xlsx 导入进度')).toBeNull();
    const seen = fake.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.calls.length).toBe(seen);
  });

  it('hides the bar without a word when the server has no progress endpoint (stock JeecgBoot)', async () => {
    const notifier = spyNotifier();
    const upload = pendingImport();
    const fake = serve((config) => {
      if (config.method === 'post') return upload.answer(config);
      return { status: 404, data: { status: 404, error: 'Not Found' } };
    });
    await startImport();

    expect(await screen.findByText('已上传，服务器正在导入…')).toBeTruthy();
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'get')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.calls.filter((call) => call.method === 'get')).toHaveLength(1);
    expect(screen.queryByLabelText('职务.xlsx 导入进度')).toBeNull();
    upload.settle({ data: { success: true, code: 200, message: '文件导入成功！数据行数：3', result: null } });
    expect(await screen.findByText('文件导入成功！数据行数：3')).toBeTruthy();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.warn).not.toHaveBeenCalled();
  });
});

describe('ImportDialog with a sheet to fix rows in (the admin host’s renderFix)', () => {
  it('offers 修正数据 for the chosen file, and sends the corrected workbook at once in its place', async () => {
    const sent: string[] = [];
    serve((config) => {
      if (config.method !== 'post') return { status: 404, data: {} };
      const file = (config.data as FormData).get('files[]') as { name?: string } | null;
      sent.push(String(file?.name));
      return { data: { success: true, code: 200, message: '文件导入成功！数据行数：2', result: null } };
    });
    const corrected = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '职务-修正.xlsx');
    render(
      <ImportDialog
        url="/sys/position/importExcel"
        visible
        onClose={() => {}}
        renderFix={({ source, onFixed, onCancel }) => (
          <div role="dialog" aria-label="表格">
            <span>{source.kind === 'file' ? source.file.name : source.errorFile.name}</span>
            <button type="button" onClick={() => onFixed(corrected)}>
              上传修正后的数据
            </button>
            <button type="button" onClick={onCancel}>
              取消
            </button>
          </div>
        )}
      />,
    );
    expect(screen.queryByRole('button', { name: '修正数据' })).toBeNull();
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '职务.xlsx');
    fireEvent.change(screen.getByLabelText('Excel文件'), { target: { files: [workbook] } });
    fireEvent.click(await screen.findByRole('button', { name: '修正数据' }));
    expect(screen.getByRole('dialog', { name: '表格' }).textContent).toContain('职务.xlsx');

    fireEvent.click(screen.getByRole('button', { name: '上传修正后的数据' }));
    expect(await screen.findByText('文件导入成功！数据行数：2')).toBeTruthy();
    expect(sent).toEqual(['职务-修正.xlsx']);
    expect(screen.queryByRole('dialog', { name: '表格' })).toBeNull();
  });
});
