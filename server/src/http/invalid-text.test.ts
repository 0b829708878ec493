import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestServer, signatureHeaders, type TestServer } from '../testing/test-server';
import { holdsInvalidText, INVALID_TEXT_MESSAGE, isInvalidText } from './invalid-text';

let server: TestServer;
let app: FastifyInstance;
let token = '';
let dataDir = '';
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'invalid-text-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  token = await server.tokenFor('tenant1');
  // The suite's database behind an app whose log lines are kept (info level, as in production).
  ({ app } = await buildApp({
    config: { ...server.config, production: true },
    db: server.db,
    logger: { write: (line) => lines.push(line) },
  }));
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function send(options: InjectOptions & { url: string }) {
  return app.inject({
    ...options,
    url: `${server.config.apiPrefix}${options.url}`,
    headers: { ...signatureHeaders(server.config), 'x-access-token': token, ...options.headers },
  });
}

/** A multipart body: text fields, then one file part. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; content: Buffer }) {
  const boundary = `----text${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function expectRefused(options: InjectOptions & { url: string }) {
  const before = lines.length;
  const response = await send(options);
  expect(response.statusCode, options.url).toBe(400);
  expect(response.json(), options.url).toMatchObject({ success: false, code: 400, message: INVALID_TEXT_MESSAGE });
  const logged = lines.slice(before).join('');
  expect(logged).not.toContain('"stack"');
  expect(logged).not.toContain('"level":50');
}

const count = async (sql: string, params: unknown[]) =>
  Number((await server.db.one<{ n: number | string }>(`SELECT count(*) AS n FROM ${sql}`, params))?.n);

describe('isInvalidText', () => {
  it('finds NUL and lone surrogates, and lets every other text through', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDC00\uD800'])
      expect(isInvalidText(bad)).toBe(true);
    for (const good of ['', '张三', 'emoji 😀', 'tab\tline\nbreak\r', '\uFFFF\u0001', "' OR 1=1 --"]) {
      expect(isInvalidText(good)).toBe(false);
    }
  });

  it('walks nested bodies, keys included, and skips binary buffers', () => {
    expect(holdsInvalidText({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(holdsInvalidText({ 'k\uD800': 1 })).toBe(true);
    expect(holdsInvalidText({ a: [1, true, null, 'ok', { b: '张三' }] })).toBe(false);
    expect(holdsInvalidText({ file: Buffer.from([0, 0xd8, 0]) })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsInvalidText(deep)).toBe(true);
  });
});

describe('requests carrying text PostgreSQL cannot store', () => {
  it('refuses a NUL in a list filter', async () => {
    await expectRefused({ method: 'GET', url: '/sys/position/list?name=%00abc' });
    await expectRefused({ method: 'GET', url: '/sys/user/list?realname=a%00&pageNo=1' });
    await expectRefused({ method: 'GET', url: '/sys/user/list?a%00=1' });
  });

  it('refuses a NUL in a path parameter, on a signed-in and on a public route', async () => {
    await expectRefused({ method: 'GET', url: '/online/cgreport/api/getData/abc%00' });
    await expectRefused({ method: 'GET', url: '/sys/thirdLogin/getLoginUser/%00ticket' });
  });

  it('refuses a NUL in the query of a public route', async () => {
    await expectRefused({ method: 'GET', url: '/sys/getLoginImg?x=%00' });
  });

  it('refuses a NUL in a header the API reads', async () => {
    await expectRefused({ method: 'GET', url: '/sys/position/list', headers: { 'tenant-id': '1001\u0000' } });
  });

  it('refuses NUL and lone surrogates in a JSON body and writes nothing', async () => {
    for (const name of ['职务\u0000', '职务\uD800', '\uDFFF']) {
      const code = `bad-${randomBytes(4).toString('hex')}`;
      await expectRefused({ method: 'POST', url: '/sys/position/add', payload: { code, name, postRank: '1' } });
      expect(await count('sys_position WHERE code = $1', [code])).toBe(0);
    }
    await expectRefused({ method: 'POST', url: '/sys/position/add', payload: { code: 'x', name: 'y', '\u0000': 1 } });
  });

  it("refuses a NUL in a multipart text field and in an upload's file name, and saves nothing", async () => {
    const files = await count('sys_file', []);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await expectRefused({
      method: 'POST',
      url: '/sys/common/upload',
      ...multipart({ biz: 'shop\u0000' }, { field: 'file', name: 'a.png', content: png }),
    });
    await expectRefused({
      method: 'POST',
      url: '/sys/common/upload',
      ...multipart({ biz: 'shop' }, { field: 'file', name: 'a\u0000.png', content: png }),
    });
    expect(await count('sys_file', [])).toBe(files);
  });

  it('refuses a NUL in the file name of an import and imports nothing', async () => {
    const positions = await count('sys_position', []);
    await expectRefused({
      method: 'POST',
      url: '/sys/position/importExcel',
      ...multipart({}, { field: 'files[]', name: '职务\u0000.xlsx', content: Buffer.from('PK') }),
    });
    expect(await count('sys_position', [])).toBe(positions);
  });

  it('leaves binary file contents alone', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(png.includes(0)).toBe(true);
    const response = await send({
      method: 'POST',
      url: '/sys/common/upload',
      ...multipart({ biz: 'shop' }, { field: 'file', name: '黑色.png', content: png }),
    });
    expect(response.json()).toMatchObject({ success: true });
  });

  it('logs one info line per refusal, never a stack', async () => {
    const before = lines.length;
    await send({ method: 'GET', url: '/sys/position/list?name=%00' });
    const logged = lines.slice(before).filter((line) => line.includes('invalid text'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] as string)).toMatchObject({ level: 30, in: 'query' });
  });
});
