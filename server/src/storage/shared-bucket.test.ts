// Two server instances on one database and one bucket (UPLOAD_STORAGE=s3) share their uploads: what
// is uploaded through one is downloadable, listed and deletable through the other. On PostgreSQL each
// instance has its own connection pool; PGlite is one in-process database that cannot be opened
// twice, so there the second instance shares the first one's handle (the uploads are still only in
// the bucket: each instance has a DATA_DIR of its own).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/database';
import { createTestServer, signatureHeaders, type TestServer } from '../testing/test-server';
import { startTestBucket, type TestBucket } from './bucket-test-kit';
import { multipartBody, rawGet } from './uploads-test-kit';

interface Instance {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

let bucket: TestBucket;
let a: TestServer;
let b: Instance;
const folders: string[] = [];

const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'shared-bucket-'));
  folders.push(path);
  return path;
};

/** Another instance on A's database, with a DATA_DIR of its own and the given upload settings. */
async function instanceBeside(server: TestServer, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-token-secret', DATA_DIR: folder(), ...env });
  const db: Db = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : server.db;
  const { app } = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      if (db !== server.db) await db.close();
    },
  };
}

const staticPath = (path: string) => `${a.config.apiPrefix}/sys/common/static/${encodeURI(path)}`;

beforeAll(async () => {
  bucket = await startTestBucket();
  a = await createTestServer({ DATA_DIR: folder(), ...bucket.env });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  b = await instanceBeside(a, bucket.env);
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  await bucket?.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe(`two instances sharing one database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) and one bucket`, () => {
  it('an upload through instance A is downloadable through instance B', async () => {
    const token = await a.tokenFor('tenant1');
    const { body, headers } = multipartBody({ biz: 'oss' }, { name: '租赁合同.txt', content: '甲方：张三' });
    const uploaded = await a.request({ method: 'POST', url: '/sys/common/upload', token, body, headers });
    const path = uploaded.body.result as string;
    expect(path).toMatch(/^oss\/\d{8}\/[0-9a-f]{16}_租赁合同\.txt$/);

    const served = await rawGet(b.port, staticPath(path));
    expect(served.status).toBe(200);
    expect(served.body.toString('utf8')).toBe('甲方：张三');
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(served.headers['content-disposition'])).toMatch(/^attachment;/);

    // B lists it (same database) and deletes it; then A no longer serves it (same bucket).
    const signed = { ...signatureHeaders(a.config), 'x-access-token': token };
    const list = await b.app.inject({
      url: `${a.config.apiPrefix}/sys/oss/file/list`,
      query: { fileName: '*租赁合同*' },
      headers: signed,
    });
    const row = list.json().result.records.find((record: { filePath: string }) => record.filePath === path);
    expect(row).toBeDefined();
    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `${a.config.apiPrefix}/sys/oss/file/delete`,
      query: { id: row.id },
      headers: signed,
    });
    expect(deleted.json().success).toBe(true);
    const port = (a.app.server.address() as AddressInfo).port;
    expect((await rawGet(port, staticPath(path))).status).toBe(404);
  });

  it('is what makes that work: with UPLOAD_STORAGE=local the other instance answers 404', async () => {
    const local = await instanceBeside(a, { UPLOAD_STORAGE: 'local' });
    try {
      const token = await a.tokenFor('tenant1');
      const { body, headers } = multipartBody({}, { name: 'only-in-bucket.txt', content: 'x' });
      const path = (await a.request({ method: 'POST', url: '/sys/common/upload', token, body, headers })).body
        .result as string;
      expect((await rawGet(b.port, staticPath(path))).status).toBe(200);
      expect((await rawGet(local.port, staticPath(path))).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});
