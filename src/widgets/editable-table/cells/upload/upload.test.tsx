// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, restoreHttp, serve, spyNotifier } from '../../../../core/dict/dict-test-kit';
import { local, StorageKeys } from '../../../../core/storage';
import type { EditableColumn } from '../../types';
import { col, renderCell } from '../cells-test-kit';
import { defaultUpload, sendsToken, type UploadRequest } from './upload-request';
import { fileNameOf, shortFileName, uploadLimit, uploadPaths } from './upload-value';

let seq = 0;
/** A fresh column key per test: upload state is kept per column. */
function uploadColumn(type: EditableColumn['type'], extra: Partial<EditableColumn> = {}) {
  seq += 1;
  return col(type, { key: `att${seq}`, title: '附件', ...extra });
}

function fakeUpload() {
  const calls: { request: UploadRequest; resolve: (path: string) => void; reject: (error: unknown) => void }[] = [];
  const upload = vi.fn(
    (request: UploadRequest) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
  );
  return { upload, calls };
}

function choose(key: string, ...files: File[]) {
  fireEvent.change(screen.getByTestId(`upload-input-${key}`), { target: { files } });
}

const pdf = (name = '合同附件一号.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

beforeEach(() => local.clear());
afterEach(() => {
  cleanup();
  restoreHttp();
});

describe('upload cell states (docs/widgets-spec.md §4)', () => {
  it('uploading with its percent, then done with a paperclip and the name cut to 5 characters', async () => {
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('file');
    const { state, container } = renderCell(column, { value: '', services: { upload } });
    expect(screen.getByText('上传文件')).toBeTruthy();
    choose(column.key, pdf());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls[0]?.request).toMatchObject({ action: '/sys/common/upload', biz: 'temp', withToken: true });
    expect(screen.getByText(/上传中/).textContent).toContain('0%');
    act(() => calls[0]?.request.onProgress(45));
    expect(screen.getByText(/上传中/).textContent).toContain('45%');
    await act(async () => calls[0]?.resolve('temp/20260102/9f86d081884c7d65_合同附件一号.pdf'));
    expect(state.value).toBe('temp/20260102/9f86d081884c7d65_合同附件一号.pdf');
    expect(screen.queryByText(/上传中/)).toBeNull();
    const done = container.querySelector('.et-upload-done') as HTMLElement;
    expect(done.querySelector('.arco-icon-attachment')).toBeTruthy();
    expect(within(done).getByText('合同附件一...')).toBeTruthy();
    expect(done.getAttribute('title')).toBe('合同附件一号.pdf');
  });

  it('a second file is appended: the value is the paths comma-joined', async () => {
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('upload');
    const { state } = renderCell(column, { value: 'temp/a.pdf', services: { upload } });
    choose(column.key, pdf('b.pdf'), pdf('c.pdf'));
    await act(async () => calls[1]?.resolve('temp/c.pdf'));
    await act(async () => calls[0]?.resolve('temp/b.pdf'));
    expect(state.value).toBe('temp/a.pdf,temp/c.pdf,temp/b.pdf');
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('an error is red and opens 上传出错 with the message (未知错误 when none)', async () => {
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('file');
    const { state, container } = renderCell(column, { value: '', services: { upload } });
    choose(column.key, pdf('bad.pdf'));
    await act(async () => calls[0]?.reject(new Error('文件类型不允许')));
    expect(state.value).toBe('');
    const failed = container.querySelector('.et-upload-error') as HTMLElement;
    expect(failed.getAttribute('style')).toContain('danger');
    fireEvent.click(failed);
    expect(await screen.findByText('上传出错')).toBeTruthy();
    expect(screen.getByText(/错误信息：文件类型不允许/)).toBeTruthy();
    cleanup();

    const second = fakeUpload();
    const other = uploadColumn('file');
    const view = renderCell(other, { value: '', services: { upload: second.upload } });
    choose(other.key, pdf('x.pdf'));
    await act(async () => second.calls[0]?.reject(new Error('')));
    fireEvent.click(view.container.querySelector('.et-upload-error') as HTMLElement);
    expect(await screen.findByText(/错误信息：未知错误/)).toBeTruthy();
  });

  it('download links to the file URL; remove takes the file out of the value', async () => {
    const column = uploadColumn('file');
    const { state } = renderCell(column, { value: 'temp/a.pdf,https://cdn.example.com/b.pdf' });
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    const download = await screen.findByRole('link', { name: '下载 a.pdf' });
    expect(download.getAttribute('href')).toBe('/jeecg-boot/sys/common/static/temp/a.pdf');
    expect(screen.getByRole('link', { name: '下载 b.pdf' }).getAttribute('href')).toBe('https://cdn.example.com/b.pdf');
    fireEvent.click(screen.getByRole('button', { name: '删除 a.pdf' }));
    expect(state.value).toBe('https://cdn.example.com/b.pdf');
  });

  it('allowDownload false and allowRemove false hide those actions; disabled hides upload and remove', async () => {
    const column = uploadColumn('file', { allowDownload: false, allowRemove: false });
    renderCell(column, { value: 'temp/a.pdf' });
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    await screen.findAllByText('a.pdf');
    expect(screen.queryByRole('link', { name: '下载 a.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 a.pdf' })).toBeNull();
    cleanup();
    const other = uploadColumn('file');
    renderCell(other, { value: 'temp/a.pdf', disabled: true });
    expect(screen.queryByTestId(`upload-input-${other.key}`)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    await screen.findAllByText('a.pdf');
    expect(screen.queryByRole('button', { name: '删除 a.pdf' })).toBeNull();
  });

  it('image columns refuse other files with 请上传图片', () => {
    const notifier = spyNotifier();
    const { upload } = fakeUpload();
    const column = uploadColumn('image');
    renderCell(column, { value: '', services: { upload } });
    expect(screen.getByText('上传图片')).toBeTruthy();
    choose(column.key, pdf(), png());
    expect(notifier.warn).toHaveBeenCalledWith('请上传图片');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].file.name).toBe('photo.png');
  });

  it('uploadnum limits the files of a cell (0 unlimited)', async () => {
    const notifier = spyNotifier();
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('file', { fieldExtendJson: '{"uploadnum":2}' });
    renderCell(column, { value: 'temp/a.pdf', services: { upload } });
    choose(column.key, pdf('b.pdf'), pdf('c.pdf'));
    expect(notifier.warn).toHaveBeenCalledWith('最多只能上传2个文件');
    expect(upload).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.resolve('temp/b.pdf'));
    expect(screen.queryByTestId(`upload-input-${column.key}`)).toBeNull();
    expect(uploadLimit('{"uploadnum":0}')).toBe(0);
    expect(uploadLimit('not json')).toBe(0);
    expect(uploadLimit(undefined)).toBe(0);
  });

  it('an upload finishing after the cell unmounted still lands in the row', async () => {
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('file');
    const view = renderCell(column, { value: '', services: { upload } });
    choose(column.key, pdf('late.pdf'));
    view.unmount();
    await act(async () => calls[0]?.resolve('temp/late.pdf'));
    expect(view.onChange).toHaveBeenLastCalledWith('temp/late.pdf');
  });

  it('removing an upload in flight aborts it', async () => {
    const { upload, calls } = fakeUpload();
    const column = uploadColumn('file');
    renderCell(column, { value: '', services: { upload } });
    choose(column.key, pdf('slow.pdf'));
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    fireEvent.click(await screen.findByRole('button', { name: '删除 slow.pdf' }));
    expect(calls[0]?.request.signal.aborted).toBe(true);
    expect(screen.queryByText(/上传中/)).toBeNull();
  });
});

describe('upload value and request', () => {
  it('reads comma lists and JSON lists; names lose folders and uniqueness marks', () => {
    expect(uploadPaths('a.png, b.pdf,')).toEqual(['a.png', 'b.pdf']);
    expect(uploadPaths('[{"path":"x.png"},"y.pdf"]')).toEqual(['x.png', 'y.pdf']);
    expect(uploadPaths([{ url: 'http://h/z.png' }])).toEqual(['http://h/z.png']);
    expect(uploadPaths(null)).toEqual([]);
    expect(fileNameOf('temp/20260102/9f86d081884c7d65_合同.pdf')).toBe('合同.pdf');
    expect(fileNameOf('temp/报价_1690000000000.xlsx')).toBe('报价.xlsx');
    expect(shortFileName('abcdef')).toBe('abcde...');
    expect(shortFileName('abc')).toBe('abc');
  });

  it('the token goes to our API always, to another host only when the column asks', () => {
    expect(sendsToken('/sys/common/upload', undefined)).toBe(true);
    expect(sendsToken('https://oss.example.com/put', false)).toBe(false);
    expect(sendsToken('https://oss.example.com/put', true)).toBe(true);
  });

  it('defaultUpload posts file, biz and isup and reads the path; strips the token when not sent', async () => {
    local.set(StorageKeys.accessToken, 'tok-1');
    const fake = serve(() => ok('temp/20260102/ab_a.png'));
    const base = { file: png('a.png'), biz: 'temp', onProgress: () => undefined, signal: new AbortController().signal };
    const path = await defaultUpload({ ...base, action: '/sys/common/upload', withToken: true });
    expect(path).toBe('temp/20260102/ab_a.png');
    const form = fake.calls[0]?.data as FormData;
    expect(form.get('biz')).toBe('temp');
    expect(form.get('isup')).toBe('1');
    expect((form.get('file') as File).name).toBe('a.png');
    expect(fake.calls[0]?.headers['X-Access-Token']).toBe('tok-1');
    await defaultUpload({ ...base, action: 'https://oss.example.com/put', withToken: false });
    expect(fake.calls[1]?.headers['X-Access-Token']).toBeUndefined();
  });

  it('defaultUpload reads the path from message (JeecgBoot) and rejects refusals with the message', async () => {
    serve(() => ({ data: { success: true, code: 200, message: 'temp/b.pdf', result: null } }));
    const base = {
      file: pdf('b.pdf'),
      biz: 'temp',
      action: '/sys/common/upload',
      withToken: true,
      onProgress: () => undefined,
      signal: new AbortController().signal,
    };
    await expect(defaultUpload(base)).resolves.toBe('temp/b.pdf');
    serve(() => ({ data: { success: false, code: 500, message: '文件类型不允许', result: null } }));
    await expect(defaultUpload(base)).rejects.toThrow('文件类型不允许');
  });
});
