import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMPORT_ERRORS_FOLDER, type UploadStorage } from '../../storage';
import type { Scope } from '../scope';
import { XLSX_CONTENT_TYPE } from './xlsx-writer';

/** How long an import's error report can be downloaded. */
export const ERROR_FILE_TTL_MS = 2 * 60 * 60 * 1000;
/** At most one sweep of expired reports per store in this interval (see `sweepExpired`). */
export const ERROR_FILE_SWEEP_MS = 10 * 60 * 1000;
const KEY = /^[0-9a-f]{32}$/;
const STORED_KEY = /_([0-9a-f]{32})\.xlsx$/;

/**
 * Where the report of `key` is stored: in the upload store (the local folder or the bucket every
 * instance shares), so the download may land on any instance. The name binds the report to the
 * importing user within their tenant; the key alone is unguessable.
 *
 * @example storedErrorFileKey(scope, key) // 'import-errors/1001_3f…_0190….xlsx'
 */
export function storedErrorFileKey(scope: Scope, key: string): string {
  const user = createHash('sha256').update(scope.userId).digest('hex').slice(0, 16);
  return `${IMPORT_ERRORS_FOLDER}/${scope.tenantId}_${user}_${key}.xlsx`;
}

/**
 * A key: when the report was written (12 hex digits of milliseconds), then 80 random bits. Its age is read
 * from the key, not from the object's modification time, which a file system or bucket stamps with its own clock.
 */
function newKey(now: number): string {
  return now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
}

function expired(key: string, now: number): boolean {
  return now - Number.parseInt(key.slice(0, 12), 16) > ERROR_FILE_TTL_MS;
}

/** When each store was last swept by this process. */
const lastSweep = new WeakMap<UploadStorage, number>();

/**
 * Removes expired reports, on a write, at most once per `ERROR_FILE_SWEEP_MS` per store, so an import
 * pays for a listing only now and then. The same code serves both stores rather than a bucket
 * lifecycle rule: the listing is one ListObjectsV2 request per 1,000 reports under the folder, which
 * holds only the last few hours' reports, and it needs no bucket set-up. Reads refuse expired reports
 * anyway, so one left behind (no import since) is only wasted space.
 */
async function sweepExpired(uploads: UploadStorage, now: number): Promise<void> {
  const last = lastSweep.get(uploads);
  if (last !== undefined && now - last < ERROR_FILE_SWEEP_MS) return;
  lastSweep.set(uploads, now);
  const stale: string[] = [];
  for await (const stored of uploads.list(IMPORT_ERRORS_FOLDER)) {
    const key = STORED_KEY.exec(stored)?.[1];
    if (key && expired(key, now)) stale.push(stored);
  }
  for (const stored of stale) await uploads.remove(stored);
}

/**
 * Stores an import's error report (an .xlsx byte stream, gathered: a report is at most a few MB) in the
 * upload store under `import-errors/`, drops reports past their lifetime now and then, and returns the
 * key that fetches it. A failed sweep does not fail the import: it is reported to `onSweepError`.
 *
 * @example const key = await saveErrorFile(ctx.uploads, scope, xlsxChunks(sheet, batches))
 */
export async function saveErrorFile(
  uploads: UploadStorage,
  scope: Scope,
  bytes: AsyncIterable<Uint8Array>,
  onSweepError: (error: unknown) => void = () => undefined,
): Promise<string> {
  const now = Date.now();
  const chunks: Uint8Array[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  await sweepExpired(uploads, now).catch(onSweepError);
  const key = newKey(now);
  await uploads.put(storedErrorFileKey(scope, key), Buffer.concat(chunks), XLSX_CONTENT_TYPE);
  return key;
}

/**
 * The report of `key`, streamed, when it belongs to the caller (same tenant, same user) and has not
 * expired; null otherwise, so another user's key behaves like a missing one. An expired report is
 * removed on the way.
 */
export async function openErrorFile(uploads: UploadStorage, scope: Scope, key: unknown): Promise<Readable | null> {
  if (typeof key !== 'string' || !KEY.test(key)) return null;
  const stored = storedErrorFileKey(scope, key);
  if (expired(key, Date.now())) {
    await uploads.remove(stored).catch(() => undefined);
    return null;
  }
  return (await uploads.open(stored))?.body ?? null;
}
