// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, spyNotifier } from '../../core/dict/dict-test-kit';
import { FilePopup, NO_FILE_MESSAGE } from './FilePopup';
import { UploadField, type UploadFieldProps } from './UploadField';
import type { UploadFileOptions } from './upload-request';

const DOMAIN = 'https://files.example.com';

function fakeUpload() {
  const calls: { options: UploadFileOptions; resolve: (path: string) => void; reject: (error: unknown) => void }[] = [];
  const upload = vi.fn(
    (options: UploadFileOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ options, resolve, reject });
      }),
  );
  return { upload, calls };
}

function Field(props: Omit<UploadFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <UploadField staticDomain={DOMAIN} {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-field-input'), { target: { files } });
const pdf = (name = '合同.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

afterEach(() => {
  cleanup();
  restoreHttp();
});

describe('UploadField', () => {
  it('uploads to temp, shows progress, then stores the path and links it by the file-URL rule', async () => {
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} />);
    choose(pdf());
    expect(calls[0]?.options).toMatchObject({ biz: 'temp', isup: '1', url: '/sys/common/upload' });
    act(() => calls[0]?.options.onProgress?.(40));
    expect(screen.getByText('40%')).toBeTruthy();
    await act(async () => calls[0]?.resolve('temp/20260102/9f86d081884c7d65_合同.pdf'));
    expect(value()).toBe('temp/20260102/9f86d081884c7d65_合同.pdf');
    const link = screen.getByRole('link', { name: '合同.pdf' });
    expect(link.getAttribute('href')).toBe(`${DOMAIN}/sys/common/static/temp/20260102/9f86d081884c7d65_合同.pdf`);
  });

  it('appends to a comma value, keeps http URLs as they are, and removes one', async () => {
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} biz="notice" initial="https://cdn.example.com/a.png" />);
    expect(screen.getByRole('link', { name: 'a.png' }).getAttribute('href')).toBe('https://cdn.example.com/a.png');
    choose(pdf('b.pdf'));
    expect(calls[0]?.options.biz).toBe('notice');
    await act(async () => calls[0]?.resolve('notice/b.pdf'));
    expect(value()).toBe('https://cdn.example.com/a.png,notice/b.pdf');
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(value()).toBe('notice/b.pdf');
  });

  it('image-only refuses other files with 请上传图片 and shows thumbnails', async () => {
    const notifier = spyNotifier();
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} imageOnly />);
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    choose(pdf(), png());
    expect(notifier.warn).toHaveBeenCalledWith('请上传图片');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options.file.name).toBe('photo.png');
    await act(async () => calls[0]?.resolve('temp/photo.png'));
    expect(screen.getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe(
      `${DOMAIN}/sys/common/static/temp/photo.png`,
    );
  });

  it('limit: takes only the free slots and hides the button when full; 0 is unlimited', async () => {
    const notifier = spyNotifier();
    const { upload, calls } = fakeUpload();
    const { unmount } = render(<Field upload={upload} limit={2} initial="a.pdf" />);
    choose(pdf('1.pdf'), pdf('2.pdf'));
    expect(calls).toHaveLength(1);
    expect(notifier.warn).toHaveBeenCalledWith('最多只能上传2个文件');
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    await act(async () => calls[0]?.resolve('1.pdf'));
    expect(value()).toBe('a.pdf,1.pdf');
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    unmount();
    const many = fakeUpload();
    render(<Field upload={many.upload} limit={0} initial="a.pdf,b.pdf,c.pdf" />);
    choose(pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'));
    expect(many.calls).toHaveLength(3);
  });

  it('limit 1: a new file replaces the old one', async () => {
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} limit={1} initial="old.pdf" />);
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeTruthy();
    choose(pdf('new.pdf'));
    await act(async () => calls[0]?.resolve('new.pdf'));
    expect(value()).toBe('new.pdf');
  });

  it('a failure shows {file name} 上传失败. and the file in red; the value is unchanged', async () => {
    const notifier = spyNotifier();
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} initial="a.pdf" />);
    choose(pdf('坏.pdf'));
    await act(async () => calls[0]?.reject(new Error('文件类型不允许')));
    expect(notifier.error).toHaveBeenCalledWith('坏.pdf 上传失败.');
    expect(screen.getByText('坏.pdf').getAttribute('title')).toBe('文件类型不允许');
    expect(value()).toBe('a.pdf');
    fireEvent.click(screen.getByRole('button', { name: '移除 坏.pdf' }));
    expect(screen.queryByText('坏.pdf')).toBeNull();
  });

  it('disabled shows files without the button or delete', () => {
    render(<Field disabled initial="a.pdf" />);
    expect(screen.getByRole('link', { name: 'a.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('FilePopup', () => {
  it('confirming with no file shows 未上传任何文件; with files it returns the value', async () => {
    const notifier = spyNotifier();
    const onOk = vi.fn();
    const { rerender } = render(<FilePopup visible onOk={onOk} onCancel={() => undefined} staticDomain={DOMAIN} />);
    fireEvent.click(screen.getByRole('button', { name: /确定|OK/ }));
    expect(notifier.error).toHaveBeenCalledWith(NO_FILE_MESSAGE);
    expect(onOk).not.toHaveBeenCalled();
    rerender(<FilePopup visible value="a.pdf" onOk={onOk} onCancel={() => undefined} staticDomain={DOMAIN} />);
    fireEvent.click(screen.getByRole('button', { name: /确定|OK/ }));
    expect(onOk).toHaveBeenCalledWith('a.pdf');
  });
});

describe('UploadField when the session ended', () => {
  it('adds no 上传失败 message on top of the 登录已过期 dialog', async () => {
    const notifier = spyNotifier();
    const { upload, calls } = fakeUpload();
    render(<Field upload={upload} />);
    choose(pdf('x.pdf'));
    await act(async () => calls[0]?.reject(new Error('Token失效，请重新登录!')));
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
