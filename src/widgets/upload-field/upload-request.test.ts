import { afterEach, describe, expect, it } from 'vitest';
import { ok, restoreHttp, serve, spyNotifier } from '../../core/dict/dict-test-kit';
import { resetErrorPresenter } from '../../core/http';
import { endedSession, uploadFile } from './upload-request';

afterEach(() => {
  restoreHttp();
  resetErrorPresenter();
});

const file = () => new File(['hello'], 'a.txt', { type: 'text/plain' });

describe('uploadFile', () => {
  it('posts file, biz=temp and isup=1 to /sys/common/upload and reads the path', async () => {
    const fake = serve(() => ({ data: { success: true, code: 200, message: 'temp/a.txt', result: null } }));
    await expect(uploadFile({ file: file() })).resolves.toBe('temp/a.txt');
    const call = fake.calls[0];
    expect(call?.url).toBe('/sys/common/upload');
    const form = call?.data as FormData;
    expect(form.get('biz')).toBe('temp');
    expect(form.get('isup')).toBe('1');
    expect((form.get('file') as File).name).toBe('a.txt');
  });

  it('prefers a text result', async () => {
    serve(() => ok('notice/b.txt'));
    await expect(uploadFile({ file: file(), biz: 'notice' })).resolves.toBe('notice/b.txt');
  });

  it('a refusal rejects with the server message', async () => {
    serve(() => ({ data: { success: false, code: 500, message: '文件类型不允许', result: null } }));
    await expect(uploadFile({ file: file() })).rejects.toThrow('文件类型不允许');
  });

  it('an HTTP 500 with an invalid-token message opens the 登录已过期 dialog and counts as a session end', async () => {
    const notifier = spyNotifier();
    serve(() => ({ status: 500, data: { success: false, code: 500, message: 'Token失效，请重新登录!' } }));
    const error = await uploadFile({ file: file() }).catch((e: unknown) => e);
    expect(notifier.reloginDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: '登录已过期', okText: '重新登录' }),
      expect.objectContaining({ reason: 'session', code: 500 }),
    );
    expect(endedSession(error)).toBe(true);
  });

  it('an envelope 500 with an invalid-token message does the same', async () => {
    const notifier = spyNotifier();
    serve(() => ({ data: { success: false, code: 500, message: 'Token失效，请重新登录!' } }));
    const error = await uploadFile({ file: file() }).catch((e: unknown) => e);
    expect(notifier.reloginDialog).toHaveBeenCalledTimes(1);
    expect(endedSession(error)).toBe(true);
  });
});
