// An import's error report written through one server instance is downloaded through another, as behind
// a round-robin balancer: both on one database and one bucket (UPLOAD_STORAGE=s3), each with a DATA_DIR
// of its own. On PGlite the second instance shares the first one's database handle (see shared-bucket.test.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Db, openDatabase } from '../../db/database';
import { NOT_FOUND_FILE_MESSAGE } from '../../routes/files/static-files';
import { IMPORT_ERRORS_FOLDER } from '../../storage';
import { startTestBucket, type TestBucket } from '../../storage/bucket-test-kit';
import { multipartBody } from '../../storage/uploads-test-kit';
import { createTestServer, signatureHeaders, type TestServer } from '../../testing/test-server';
import type { Scope } from '../scope';
import { attachment } from './content-disposition';
import { ERROR_FILE_TTL_MS, storedErrorFileKey } from './error-files';
import { ERROR_FILE_GONE_MESSAGE } from './excel-routes';

interface Instance {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

let bucket: TestBucket;
let a: TestServer;
let b: Instance;
let tenant1 = '';
const folders: string[] = [];

const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'error-files-shared-'));
  folders.push(path);
  return path;
};

/** Another instance on A's database, with a DATA_DIR of its own and the given upload settings. */
async function instanceBeside(server: TestServer, env: Record<string, string>): Promise<Instance> {
  const dataDir = folder();
  const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-token-secret', DATA_DIR: dataDir, ...env });
  const db: Db = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : server.db;
  const { app } = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      if (db !== server.db) await db.close();
    },
  };
}

/** A signed GET or POST on an instance, as the admin app sends it. */
function send(app: FastifyInstance, url: string, token: string, upload?: ReturnType<typeof multipartBody>) {
  return app.inject({
    method: upload ? 'POST' : 'GET',
    url: `${a.config.apiPrefix}${url}`,
    payload: upload?.body,
    headers: { ...signatureHeaders(a.config), 'x-access-token': token, ...upload?.headers },
  });
}

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Imports one good and one bad position through `app`; returns the error report's key. */
async function importWithErrors(app: FastifyInstance, token: string): Promise<string> {
  const code = `xs_${randomBytes(4).toString('hex')}`;
  const file = workbook([
    ['职务编码', '职务名称', '职级'],
    [code, '共享存储', '专员级'],
    [null, '无编码', '专员级'],
  ]);
  const answer = (
    await send(app, '/sys/position/importExcel', token, multipartBody({}, { name: 'p.xlsx', content: file }))
  ).json();
  expect(answer).toMatchObject({ success: true, code: 201, result: { errorCount: 1, successCount: 1 } });
  const key = /key=([0-9a-f]{32})$/.exec(String(answer.result.fileUrl))?.[1];
  if (!key) throw new Error(`no report key in ${answer.result.fileUrl}`);
  return key;
}

const download = (app: FastifyInstance, key: string, token = tenant1) =>
  send(app, `/sys/position/importErrorFile?key=${key}`, token);

async function scopeOf(username: string, tenantId = 1001): Promise<Scope> {
  const user = await a.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  return { tenantId, shopId: null, channelId: null, userId: String(user?.id), username };
}

function expectGone(response: Awaited<ReturnType<typeof download>>): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  expect(response.json()).toMatchObject({ success: false, code: 500, message: ERROR_FILE_GONE_MESSAGE });
}

beforeAll(async () => {
  bucket = await startTestBucket();
  a = await createTestServer({ DATA_DIR: folder(), ...bucket.env });
  b = await instanceBeside(a, bucket.env);
  tenant1 = await a.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  await bucket?.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe(`import error reports on two instances (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) sharing one bucket`, () => {
  it('a report written through instance A is downloaded through instance B, as before', async () => {
    const key = await importWithErrors(a.app, tenant1);
    const response = await download(b.app, key);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': attachment('职务导入错误数据.xlsx'),
      'cache-control': 'no-store',
    });
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet, {
      header: 1,
      defval: null,
    });
    expect(rows).toEqual([
      ['职务编码', '职务名称', '职级', '错误原因'],
      [null, '无编码', '专员级', '第3行：职务编码不能为空'],
    ]);
    // Only the bucket holds it: neither instance wrote it to its own folder.
    expect(await a.ctx.uploads.exists(storedErrorFileKey(await scopeOf('tenant1'), key))).toBe(true);
    for (const dataDir of [a.config.dataDir, b.dataDir]) {
      expect(existsSync(join(dataDir, 'import-errors'))).toBe(false);
      expect(existsSync(join(dataDir, 'upload'))).toBe(false);
    }
  });

  it('another user of the same tenant gets 文件不存在或已过期 on either instance', async () => {
    const admin = await a.tokenFor('admin', 1001);
    const key = await importWithErrors(a.app, tenant1);
    expectGone(await download(b.app, key, admin));
    expectGone(await download(a.app, key, admin));
    // Not for want of the permission: the same user fetches a report of their own.
    const own = await importWithErrors(b.app, admin);
    expect((await download(a.app, own, admin)).statusCode).toBe(200);
    expect((await download(a.app, own)).json()).toMatchObject({ success: false, message: ERROR_FILE_GONE_MESSAGE });
  });

  it('the public static route answers the import-errors/ folder as not found', async () => {
    const key = await importWithErrors(a.app, tenant1);
    const stored = storedErrorFileKey(await scopeOf('tenant1'), key);
    expect(await a.ctx.uploads.exists(stored)).toBe(true);
    const name = stored.slice(IMPORT_ERRORS_FOLDER.length + 1);
    for (const folderName of [IMPORT_ERRORS_FOLDER, 'Import-Errors', 'IMPORT-ERRORS']) {
      const response = await b.app.inject({ url: `${a.config.apiPrefix}/sys/common/static/${folderName}/${name}` });
      expect(response.statusCode, folderName).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: NOT_FOUND_FILE_MESSAGE });
    }
    expect((await download(b.app, key)).statusCode).toBe(200);
  });

  it('an expired report is refused, and removed from the bucket', async () => {
    const scope = await scopeOf('tenant1');
    const old =
      (Date.now() - ERROR_FILE_TTL_MS - 60_000).toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
    const stored = storedErrorFileKey(scope, old);
    await a.ctx.uploads.put(stored, workbook([['错误原因']]), 'application/octet-stream');
    expectGone(await download(b.app, old));
    expect(await a.ctx.uploads.exists(stored)).toBe(false);
  });

  it('needs the shared store: an instance with UPLOAD_STORAGE=local does not find the report', async () => {
    const local = await instanceBeside(a, { UPLOAD_STORAGE: 'local' });
    try {
      expectGone(await download(local.app, await importWithErrors(a.app, tenant1)));
      // Its own reports are kept under DATA_DIR/upload/import-errors, and not served statically either.
      const key = await importWithErrors(local.app, tenant1);
      expect((await download(local.app, key)).statusCode).toBe(200);
      const stored = storedErrorFileKey(await scopeOf('tenant1'), key);
      expect(existsSync(join(local.dataDir, 'upload', ...stored.split('/')))).toBe(true);
      const response = await local.app.inject({ url: `${a.config.apiPrefix}/sys/common/static/${stored}` });
      expect(response.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
