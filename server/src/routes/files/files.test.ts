import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, type PageResult, resultOf } from '../org/org-test-kit';

let server: TestServer;
let dataDir: string;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1'] as const;
const tokens = {} as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'files-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  for (const name of USERS) tokens[name] = await server.tokenFor(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, token: string, query?: Record<string, string | number>) =>
  call(server, { url, token, query });

describe('files', () => {
  it('lists the tenant’s uploads and deletes one with its stored file', async () => {
    const boundary = `----desk${randomBytes(6).toString('hex')}`;
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\noss\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合同.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n租赁合同\r\n' +
        `--${boundary}--\r\n`,
    );
    const uploaded = await server.request({
      method: 'POST',
      url: '/sys/common/upload',
      token: tokens.tenant1,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const path = resultOf<string>(uploaded);
    const page = resultOf<PageResult>(await get('/sys/oss/file/list', tokens.tenant1, { fileName: '*合同*' }));
    expect(page.records.map((row) => row.filePath)).toContain(path);
    const other = resultOf<PageResult>(await get('/sys/oss/file/list', tokens.tenant2));
    expect(other.records.map((row) => row.filePath)).not.toContain(path);
    const id = page.records.find((row) => row.filePath === path)?.id as string;
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/oss/file/delete', token: tokens.tenant2, query: { id } }),
      '未找到对应数据',
    );
    resultOf(
      await call(server, { method: 'DELETE', url: '/sys/oss/file/delete', token: tokens.tenant1, query: { id } }),
    );
    expect(existsSync(join(dataDir, 'upload', ...path.split('/')))).toBe(false);
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/sys/oss/file/list']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
