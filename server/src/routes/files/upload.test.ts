import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let dataDir = '';
let uploadDir = '';
let token = '';
let port = 0;
let png: Buffer;
const SECRET = 'TOP-SECRET-CONTENT-7f3a';

interface FilePart {
  name: string;
  content: Buffer | string;
  field?: string;
}

function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----notice${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(file: FilePart | undefined, fields: Record<string, string> = {}, url = '/sys/common/upload') {
  const { body, headers } = multipart(fields, file);
  const response = await server.request({ method: 'POST', url, token, body, headers });
  expect(response.raw.body).not.toMatch(/"(password|password_hash|salt)"\s*:/);
  return response;
}

/** A GET on the listening server with the path sent byte for byte (no client-side normalising). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const staticPath = (relative: string) => `${server.config.apiPrefix}/sys/common/static/${relative}`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'notice-upload-'));
  server = await createTestServer({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '0.05' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  uploadDir = join(dataDir, 'upload');
  token = await server.tokenFor('tenant1');
  png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();
  writeFileSync(join(dataDir, 'secret.txt'), SECRET);
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /sys/common/upload', () => {
  it('saves an allowed image under biz/yyyyMMdd and answers the path in message and result', async () => {
    const response = await upload({ name: '店铺 logo.png', content: png }, { biz: 'shop/logo', isup: '1' });
    expect(response.body.success).toBe(true);
    const path = response.body.result as string;
    expect(response.body.message).toBe(path);
    expect(path).toMatch(/^shop\/logo\/\d{8}\/[0-9a-f]{16}_店铺 logo\.png$/);
    expect(existsSync(join(uploadDir, ...path.split('/')))).toBe(true);
    const row = await server.db.one(
      'SELECT tenant_id, biz, file_name, file_size, content_type FROM sys_file WHERE file_path = $1',
      [path],
    );
    expect(row).toEqual({
      tenant_id: 1001,
      biz: 'shop/logo',
      file_name: '店铺 logo.png',
      file_size: png.length,
      content_type: 'image/png',
    });
  });

  it('defaults the folder to temp and accepts text, csv and pdf', async () => {
    const cases: FilePart[] = [
      { name: 'note.txt', content: '说明\n第二行' },
      { name: 'rows.csv', content: 'a,b\n1,2\n' },
      { name: 'contract.pdf', content: '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n' },
    ];
    for (const file of cases) {
      const response = await upload(file);
      expect(response.body.success, file.name).toBe(true);
      expect(response.body.result).toMatch(/^temp\/\d{8}\//);
    }
  });

  it('refuses dangerous or disguised files and writes nothing', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    const cases: FilePart[] = [
      { name: 'page.html', content: '<html><script>alert(1)</script></html>' },
      { name: 'icon.svg', content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
      { name: 'setup.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
      { name: 'photo.png', content: '<html><body onload="alert(1)"></body></html>' },
      { name: 'photo.jpg', content: png },
      { name: 'binary.txt', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
      { name: 'noextension', content: png },
    ];
    for (const file of cases) {
      const response = await upload(file);
      expect(response.body, file.name).toMatchObject({ success: false, message: '不允许上传该类型的文件' });
    }
    const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    expect(after?.n).toBe(before?.n);
  });

  it('refuses folders outside the allowed pattern', async () => {
    for (const biz of ['../../etc', '/etc', 'a/../b', 'a\\b', 'a/b/c/d', "x' OR 1=1 --", '%2e%2e']) {
      const response = await upload({ name: 'ok.png', content: png }, { biz });
      expect(response.body, biz).toMatchObject({ success: false, message: '非法的业务目录' });
    }
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
  });

  it('strips path parts from file names', async () => {
    for (const name of ['../../evil.png', '..\\..\\evil.png', '/etc/evil.png']) {
      const response = await upload({ name, content: png });
      const path = response.body.result as string;
      expect(path, name).toMatch(/^temp\/\d{8}\/[0-9a-f]{16}_evil\.png$/);
    }
    expect(existsSync(join(dataDir, 'evil.png'))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(['secret.txt', 'upload']);
  });

  it('stores injection strings in names as plain names', async () => {
    const response = await upload({ name: "'; DROP TABLE sys_file; --.png", content: png });
    expect(response.body.success).toBe(true);
    expect(response.body.result).toMatch(/_' DROP TABLE sys_file --\.png$/);
    const rows = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_file');
    expect(rows?.n).toBeGreaterThan(0);
  });

  it('refuses oversize files, empty requests and anonymous callers', async () => {
    const big = await upload({ name: 'big.txt', content: 'x'.repeat(80 * 1024) });
    expect(big.body).toMatchObject({ success: false, message: '文件大小超出限制' });
    const none = await upload(undefined, { biz: 'temp' });
    expect(none.body).toMatchObject({ success: false, message: '未上传任何文件' });
    const { body, headers } = multipart({}, { name: 'a.png', content: png });
    const anonymous = await server.request({ method: 'POST', url: '/sys/common/upload', body, headers });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /sys/common/static', () => {
  it('serves images inline with nosniff, without token or signature', async () => {
    const path = (await upload({ name: 'inline.png', content: png })).body.result as string;
    const response = await rawGet(staticPath(encodeURI(path)));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.body.equals(png)).toBe(true);
  });

  it('serves a pdf as an attachment', async () => {
    const path = (await upload({ name: '合同.pdf', content: '%PDF-1.4\n' })).body.result as string;
    const response = await rawGet(staticPath(encodeURI(path)));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`,
    );
  });

  it('never serves HTML or SVG inline, whatever lies in the upload root', async () => {
    mkdirSync(join(uploadDir, 'temp'), { recursive: true });
    writeFileSync(join(uploadDir, 'temp', 'planted.html'), '<script>alert(1)</script>');
    writeFileSync(join(uploadDir, 'temp', 'planted.svg'), '<svg onload="alert(1)"/>');
    for (const name of ['planted.html', 'planted.svg']) {
      const response = await rawGet(staticPath(`temp/${name}`));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(String(response.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 for missing files', async () => {
    const response = await rawGet(staticPath('temp/20200101/missing.png'));
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString()).message).toBe('很抱歉，资源未找到!');
  });

  it('never leaves the upload root', async () => {
    symlinkSync(join(dataDir, 'secret.txt'), join(uploadDir, 'temp', 'link.txt'));
    const attempts = [
      '../secret.txt',
      '..%2fsecret.txt',
      '%2e%2e/secret.txt',
      '%2e%2e%2fsecret.txt',
      'temp/..%2f..%2fsecret.txt',
      'temp/%2e%2e/%2e%2e/secret.txt',
      '..%5csecret.txt',
      'temp%5c..%5c..%5csecret.txt',
      '%252e%252e%252fsecret.txt',
      `${encodeURIComponent(join(dataDir, 'secret.txt'))}`,
      `/${join(dataDir, 'secret.txt')}`,
      'temp/link.txt',
      'temp/./../../secret.txt',
      '..%00/secret.txt',
    ];
    for (const attempt of attempts) {
      const response = await rawGet(staticPath(attempt));
      expect([400, 404], attempt).toContain(response.status);
      expect(response.body.toString(), attempt).not.toContain(SECRET);
    }
  });
});

describe('POST /business/shop/doUpLoadwebp', () => {
  it('converts an image to WebP and answers its URL', async () => {
    const response = await upload(
      { name: 'banner.png', content: png },
      { biz: 'editor', jeditor: '1' },
      '/business/shop/doUpLoadwebp',
    );
    expect(response.body.success).toBe(true);
    const url = response.body.result as string;
    expect(url).toMatch(/^\/jeecg-boot\/sys\/common\/static\/editor\/\d{8}\/[0-9a-f]{16}_banner\.webp$/);
    const served = await rawGet(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8, height: 6 });
  });

  it('refuses anything but images', async () => {
    for (const file of [
      { name: 'doc.pdf', content: '%PDF-1.4\n' },
      { name: 'fake.png', content: '<html></html>' },
      { name: 'broken.png', content: Buffer.concat([png.subarray(0, 16), Buffer.alloc(16)]) },
    ]) {
      const response = await upload(file, {}, '/business/shop/doUpLoadwebp');
      expect(response.body, file.name).toMatchObject({ success: false, message: '请上传图片' });
    }
    const bad = await upload({ name: 'a.png', content: png }, { biz: '../x' }, '/business/shop/doUpLoadwebp');
    expect(bad.body.message).toBe('非法的业务目录');
  });
});
