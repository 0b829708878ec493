import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from './bucket-test-kit';
import { createLocalStorage } from './local-storage';
import { createS3Storage, s3ClientFor } from './s3-storage';
import { isPrivateKey, UploadExistsError, type UploadStorage, uploadKeyOf } from './upload-storage';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

interface PlayedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
}

/** An error shaped as the SDK reports a server's refusal. */
function s3Failure(name: string, status: number): Error {
  return Object.assign(new Error(`${name} (played by the test)`), { name, $metadata: { httpStatusCode: status } });
}

let folder = '';
let bucket: TestBucket;
const stores: Record<string, UploadStorage> = {};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'upload-storage-'));
  bucket = await startTestBucket();
  stores.local = createLocalStorage(join(folder, 'upload'));
  stores.s3 = createS3Storage(bucket.config);
});

afterAll(async () => {
  for (const store of Object.values(stores)) await store.close();
  await bucket?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s upload store', (kind) => {
  const store = () => stores[kind] as UploadStorage;

  it('reads back what it wrote, streamed, with its size', async () => {
    const content = Buffer.from(`合同 ${kind} ${Math.random()}`);
    const key = 'shop/logo/20260102/0123456789abcdef_店铺 logo.txt';
    await store().put(key, content, 'text/plain; charset=utf-8');
    const object = await store().open(key);
    expect(object?.size).toBe(content.length);
    expect((await bytesOf(object?.body as Readable)).equals(content)).toBe(true);
    expect(await store().exists(key)).toBe(true);
  });

  it('answers null for a missing object and for keys that are not upload keys', async () => {
    expect(await store().open('temp/20200101/missing.png')).toBeNull();
    expect(await store().exists('temp/20200101/missing.png')).toBe(false);
    for (const key of ['../secret.txt', 'temp/../x', '/etc/passwd', 'a//b', 'a\\b', '%2e%2e/x', 'a\u0000b', '']) {
      expect(await store().open(key), key).toBeNull();
    }
    await expect(store().put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/not an upload key/);
  });

  it('removes an object, and removing a missing one is fine', async () => {
    const key = `temp/20260102/${kind}00000000000_gone.txt`;
    await store().put(key, Buffer.from('bye'), 'text/plain');
    await store().remove(key);
    expect(await store().open(key)).toBeNull();
    await expect(store().remove(key)).resolves.toBeUndefined();
  });

  it('lists the objects directly in a folder, not those of its subfolders or of a longer name', async () => {
    const folder = `listed-${kind}`;
    for (const key of [`${folder}/a.txt`, `${folder}/b.xlsx`, `${folder}/sub/c.txt`, `${folder}-other/d.txt`]) {
      await store().put(key, Buffer.from(key), 'text/plain');
    }
    const keys: string[] = [];
    for await (const key of store().list(folder)) keys.push(key);
    expect(keys.sort()).toEqual([`${folder}/a.txt`, `${folder}/b.xlsx`]);
    for await (const key of store().list('never-written')) expect.unreachable(key);
  });
});

describe('no overwrite', () => {
  it('the local store refuses a second write to a key and keeps the first content', async () => {
    const key = 'temp/20260102/aaaaaaaaaaaaaaaa_once.txt';
    await stores.local?.put(key, Buffer.from('first'), 'text/plain');
    await expect(stores.local?.put(key, Buffer.from('second'), 'text/plain')).rejects.toBeInstanceOf(UploadExistsError);
    expect(readFileSync(join(folder, 'upload', 'temp', '20260102', 'aaaaaaaaaaaaaaaa_once.txt'), 'utf8')).toBe('first');
  });

  // s3rver ignores If-None-Match: what a server with conditional writes does is played by a middleware.
  it('the S3 store writes with If-None-Match: * and turns a 412 into UploadExistsError', async () => {
    const client = s3ClientFor(bucket.config);
    const conditions: (string | undefined)[] = [];
    const written = new Set<string>();
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as PlayedRequest;
        if (request.method === 'PUT') {
          const condition = request.headers['if-none-match'];
          conditions.push(condition);
          if (condition === '*' && written.has(request.path)) throw s3Failure('PreconditionFailed', 412);
          written.add(request.path);
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: 'conditionalServer' },
    );
    const store = createS3Storage(bucket.config, client);
    const key = 'temp/20260102/bbbbbbbbbbbbbbbb_once.txt';
    await store.put(key, Buffer.from('first'), 'text/plain');
    await expect(store.put(key, Buffer.from('second'), 'text/plain')).rejects.toBeInstanceOf(UploadExistsError);
    expect(conditions).toEqual(['*', '*']);
    const object = await store.open(key);
    expect((await bytesOf(object?.body as Readable)).toString()).toBe('first');
    await store.close();
  });

  it('the S3 store writes without the condition, from then on, where the server answers 501 to it', async () => {
    const client = s3ClientFor(bucket.config);
    const conditions: (string | undefined)[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as PlayedRequest;
        if (request.method === 'PUT') {
          conditions.push(request.headers['if-none-match']);
          if (request.headers['if-none-match']) throw s3Failure('NotImplemented', 501);
        }
        return next(args);
      },
      { step: 'finalizeRequest', name: 'unconditionalServer' },
    );
    const store = createS3Storage(bucket.config, client);
    await store.put('temp/20260102/cccccccccccccccc_a.txt', Buffer.from('a'), 'text/plain');
    await store.put('temp/20260102/cccccccccccccccc_b.txt', Buffer.from('b'), 'text/plain');
    // The first write is refused (and retried, 501 being a server error) before it goes without the condition.
    expect(conditions.filter((condition) => condition === '*').length).toBeGreaterThan(0);
    expect(conditions.slice(-2)).toEqual([undefined, undefined]);
    expect(await store.exists('temp/20260102/cccccccccccccccc_a.txt')).toBe(true);
    expect(await store.exists('temp/20260102/cccccccccccccccc_b.txt')).toBe(true);
    await store.close();
  });
});

describe('isPrivateKey', () => {
  it('recognises the import-errors folder however a case-insensitive file system would spell it', () => {
    for (const key of [
      'import-errors/1001_ab_cd.xlsx',
      'Import-Errors/x',
      'IMPORT-ERRORS./x',
      'import-errorſ/x',
      'ｉmport-errors/x',
    ]) {
      expect(isPrivateKey(key), key).toBe(true);
    }
    for (const key of ['temp/20260102/ab_x.png', 'temp/import-errors/x', 'import-errors-old/x', 'importerrors/x']) {
      expect(isPrivateKey(key), key).toBe(false);
    }
  });
});

describe('uploadKeyOf', () => {
  it('keeps upload paths and refuses anything that could leave the root or alias another key', () => {
    expect(uploadKeyOf('temp/20260102/ab_x.png')).toBe('temp/20260102/ab_x.png');
    for (const bad of ['./x', 'x/', 'x/./y', 'C:x', 'a%2fb', 'a\u007fb', 'a\u0085b', 1, null, 'x'.repeat(1001)]) {
      expect(uploadKeyOf(bad), String(bad)).toBeNull();
    }
  });
});
