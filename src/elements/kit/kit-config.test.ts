// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../core/config';
import { httpClient } from '../../core/http';
import { type FakeAdapter, fakeAdapter } from '../../core/http/http-test-kit';
import { local, StorageKeys } from '../../core/storage';
import { defaultUpload } from '../../widgets/editable-table/cells/upload/upload-request';
import { configure, startKitConfig } from './kit-config';

describe('kit configuration: the session an embedding page gives', () => {
  const originalAdapter = httpClient.defaults.adapter;
  let fake: FakeAdapter;

  beforeEach(() => {
    fake = fakeAdapter(() => ({ data: { success: true, code: 200, result: 'temp/a.txt', message: '' } }));
    httpClient.defaults.adapter = fake.adapter;
    local.set(StorageKeys.accessToken, 'stored-admin-token');
    local.set(StorageKeys.tenantId, '1002');
    startKitConfig();
  });

  afterEach(() => {
    configure({ token: '', tenantId: '' });
    httpClient.defaults.adapter = originalAdapter;
    localStorage.clear();
    resetConfig();
  });

  it('wins over the page’s stored session, and the stored one applies again once it is cleared', async () => {
    configure({ token: 'kit-token', tenantId: 1001 });
    await httpClient.get('/sys/user/list');
    configure({ token: '', tenantId: '' });
    await httpClient.get('/sys/user/list');
    expect(fake.calls.map((call) => [call.headers['X-Access-Token'], call.headers['tenant-id']])).toEqual([
      ['kit-token', '1001'],
      ['stored-admin-token', '1002'],
    ]);
    expect(fake.calls[0]?.headers['X-Tenant-Id']).toBe('1001');
  });

  it('is not sent with an upload to third-party storage that drops the token', async () => {
    configure({ token: 'kit-token', tenantId: 1001 });
    const upload = (action: string, withToken: boolean) =>
      defaultUpload({
        file: new File(['x'], 'a.txt'),
        action,
        withToken,
        biz: 'temp',
        onProgress: () => {},
        signal: new AbortController().signal,
      });
    await upload('https://oss.example.com/put', false);
    await upload('/sys/common/upload', true);
    expect(fake.calls.map((call) => call.headers['X-Access-Token'])).toEqual([undefined, 'kit-token']);
  });
});
