import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, createS3Storage, IMPORT_ERRORS_FOLDER, type UploadStorage } from '../../storage';
import { startTestBucket, type TestBucket } from '../../storage/bucket-test-kit';
import type { Scope } from '../scope';
import {
  ERROR_FILE_SWEEP_MS,
  ERROR_FILE_TTL_MS,
  openErrorFile,
  saveErrorFile,
  storedErrorFileKey,
} from './error-files';

const scope: Scope = { tenantId: 1001, shopId: null, channelId: null, userId: 'u1', username: 'tenant1' };
const other: Scope = { ...scope, userId: 'u2', username: 'ops' };

async function* bytes(): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode('re');
  yield new TextEncoder().encode('port');
}

async function textOf(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function stored(uploads: UploadStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of uploads.list(IMPORT_ERRORS_FOLDER)) keys.push(key);
  return keys;
}

/**
 * Plays a clock for the next call only: the functions read `Date.now()` once, first, and the S3 client
 * must keep signing with the real time (s3rver refuses requests skewed by more than 15 minutes).
 */
const clockOnce = (now: number) => vi.spyOn(Date, 'now').mockReturnValueOnce(now);

let bucket: TestBucket;
let folder = '';
beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(async () => {
  await bucket?.close();
});

describe.each(['local', 's3'])('import error reports in the %s upload store', (kind) => {
  let uploads: UploadStorage;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'error-files-'));
    // A fresh store per test: the sweep's once-per-interval memory is per store.
    uploads = kind === 's3' ? createS3Storage(bucket.config) : createLocalStorage(join(folder, 'upload'));
    for (const key of await stored(uploads)) await uploads.remove(key);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await uploads.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('are stored under import-errors/ and fetched by their key by the importing user only', async () => {
    const key = await saveErrorFile(uploads, scope, bytes());
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await stored(uploads)).toEqual([storedErrorFileKey(scope, key)]);
    expect(storedErrorFileKey(scope, key)).toMatch(new RegExp(`^import-errors/1001_[0-9a-f]{16}_${key}\\.xlsx$`));
    const body = await openErrorFile(uploads, scope, key);
    expect(await textOf(body as Readable)).toBe('report');
    expect(await openErrorFile(uploads, other, key)).toBeNull();
    expect(await openErrorFile(uploads, { ...scope, tenantId: 1002 }, key)).toBeNull();
    expect(await openErrorFile(uploads, scope, '../../etc/passwd')).toBeNull();
    // Another well-formed key: its last digit differs from the real one's.
    const near = `${key.slice(0, 31)}${key.endsWith('0') ? '1' : '0'}`;
    expect(await openErrorFile(uploads, scope, near)).toBeNull();
  });

  it('expire two hours after they were written, by the clock that wrote them, and are removed when asked for', async () => {
    const written = Date.now();
    const key = await saveErrorFile(uploads, scope, bytes());
    clockOnce(written + ERROR_FILE_TTL_MS - 60_000);
    const fresh = await openErrorFile(uploads, scope, key);
    // Read to the end: a stream dropped before its file is open would fail later, in another test.
    expect(await textOf(fresh as Readable)).toBe('report');
    clockOnce(written + ERROR_FILE_TTL_MS + 60_000);
    expect(await openErrorFile(uploads, scope, key)).toBeNull();
    expect(await stored(uploads)).toEqual([]);
  });

  it('are swept when a later report is written after their lifetime', async () => {
    const written = Date.now();
    await saveErrorFile(uploads, scope, bytes());
    clockOnce(written + ERROR_FILE_TTL_MS + 60_000);
    const key = await saveErrorFile(uploads, other, bytes());
    expect(await stored(uploads)).toEqual([storedErrorFileKey(other, key)]);
  });

  it('are swept at most once per sweep interval, and leave subfolders alone', async () => {
    const list = vi.spyOn(uploads, 'list');
    const written = Date.now();
    await uploads.put(`${IMPORT_ERRORS_FOLDER}/20200101/0123456789abcdef_upload.txt`, Buffer.from('x'), 'text/plain');
    await saveErrorFile(uploads, scope, bytes());
    await saveErrorFile(uploads, scope, bytes());
    expect(list).toHaveBeenCalledTimes(1);
    clockOnce(written + ERROR_FILE_SWEEP_MS + 1_000);
    await saveErrorFile(uploads, scope, bytes());
    expect(list).toHaveBeenCalledTimes(2);
    expect(await stored(uploads)).toHaveLength(3);
    expect(await uploads.exists(`${IMPORT_ERRORS_FOLDER}/20200101/0123456789abcdef_upload.txt`)).toBe(true);
  });

  it('a failed sweep does not lose the report', async () => {
    vi.spyOn(uploads, 'list').mockImplementation(() => {
      throw new Error('listing refused');
    });
    const failures: unknown[] = [];
    const key = await saveErrorFile(uploads, scope, bytes(), (error) => failures.push(error));
    expect(failures).toEqual([expect.objectContaining({ message: 'listing refused' })]);
    const body = await openErrorFile(uploads, scope, key);
    expect(await textOf(body as Readable)).toBe('report');
  });
});
