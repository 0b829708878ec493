import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoImages } from '../../seed/demo-images';
import { s3ClientFor, withUploadStorage } from '../../storage';
import { startTestBucket, type TestBucket } from '../../storage/bucket-test-kit';
import { multipartBody, rawGet } from '../../storage/uploads-test-kit';
import { createTestServer, type TestServer } from '../../testing/test-server';

let bucket: TestBucket;
let s3: S3Client;
let server: TestServer;
let dataDir = '';
let token = '';
let port = 0;
let png: Buffer;

async function upload(file: { name: string; content: Buffer | string }, biz = 'temp', url = '/sys/common/upload') {
  const { body, headers } = multipartBody({ biz }, file);
  return server.request({ method: 'POST', url, token, body, headers });
}

const staticGet = (relative: string) => rawGet(port, `${server.config.apiPrefix}/sys/common/static/${relative}`);

/** The object as the bucket holds it, read with a client of the test's own. */
async function objectOf(key: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket.config.bucket, Key: key }));
  return { contentType: object.ContentType, bytes: Buffer.from(await (object.Body?.transformToByteArray() ?? [])) };
}

beforeAll(async () => {
  bucket = await startTestBucket();
  s3 = s3ClientFor(bucket.config);
  dataDir = mkdtempSync(join(tmpdir(), 'upload-s3-'));
  server = await createTestServer({ DATA_DIR: dataDir, ...bucket.env });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  token = await server.tokenFor('tenant1');
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  await server?.close();
  s3?.destroy();
  await bucket?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads with UPLOAD_STORAGE=s3', () => {
  it('stores the upload in the bucket under the usual key and serves it back inline', async () => {
    const response = await upload({ name: '店铺 logo.png', content: png }, 'shop/logo');
    expect(response.body.success).toBe(true);
    const path = response.body.result as string;
    expect(path).toMatch(/^shop\/logo\/\d{8}\/[0-9a-f]{16}_店铺 logo\.png$/);
    expect(await objectOf(path)).toEqual({ contentType: 'image/png', bytes: png });
    expect(existsSync(join(dataDir, 'upload'))).toBe(false);

    const served = await staticGet(encodeURI(path));
    expect(served.status).toBe(200);
    expect(served.body.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=86400',
    });
  });

  it('serves other files as attachments, and answers 404 for missing or out-of-root paths', async () => {
    const path = (await upload({ name: '合同.pdf', content: '%PDF-1.4\n' })).body.result as string;
    const served = await staticGet(encodeURI(path));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`,
    );
    for (const attempt of ['temp/20200101/missing.png', '../uploads/x', '%2e%2e/x', 'temp//x.png', 'temp%5cx.png']) {
      const response = await staticGet(attempt);
      expect([400, 404], attempt).toContain(response.status);
    }
  });

  it('stores the WebP of doUpLoadwebp in the bucket', async () => {
    const response = await upload({ name: 'banner.png', content: png }, 'editor', '/business/shop/doUpLoadwebp');
    const url = response.body.result as string;
    const served = await rawGet(port, url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 8, height: 6 });
  });

  it('deletes the object with the 文件管理 record', async () => {
    const path = (await upload({ name: 'note.txt', content: '删除我' }, 'oss')).body.result as string;
    const row = await server.db.one<{ id: string }>('SELECT id FROM sys_file WHERE file_path = $1', [path]);
    const deleted = await server.request({
      method: 'DELETE',
      url: '/sys/oss/file/delete',
      token,
      query: { id: String(row?.id) },
    });
    expect(deleted.body.success).toBe(true);
    expect((await staticGet(encodeURI(path))).status).toBe(404);
  });

  it('puts the demo pictures in the bucket, once', async () => {
    const written = await withUploadStorage(server.config, (uploads) => writeDemoImages(server.db, uploads));
    expect(written).toBeGreaterThan(10);
    const logo = await server.db.one<{ logo: string }>("SELECT logo FROM sys_shop WHERE logo LIKE 'demo/%' LIMIT 1");
    const served = await staticGet(String(logo?.logo));
    expect(served.status).toBe(200);
    expect(served.body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await writeDemoImages(server.db, server.ctx.uploads)).toBe(0);
    expect(existsSync(join(dataDir, 'upload'))).toBe(false);
  });
});
