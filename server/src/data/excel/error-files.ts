import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Scope } from '../scope';

/** How long an import's error report can be downloaded. */
export const ERROR_FILE_TTL_MS = 2 * 60 * 60 * 1000;
const KEY = /^[0-9a-f]{32}$/;

/** `DATA_DIR/import-errors`. */
export function errorFileDir(dataDir: string): string {
  return join(dataDir, 'import-errors');
}

/** The file name binds a report to the importing user within their tenant; the key alone is unguessable. */
function fileName(scope: Scope, key: string): string {
  const user = createHash('sha256').update(scope.userId).digest('hex').slice(0, 16);
  return `${scope.tenantId}_${user}_${key}.xlsx`;
}

/**
 * A key: when the report was written (12 hex digits of milliseconds), then 80 random bits. Its age is read
 * from the key, not from the file's modification time, which a network file system stamps with its own clock.
 */
function newKey(now: number): string {
  return now.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
}

function expired(key: string, now: number): boolean {
  return now - Number.parseInt(key.slice(0, 12), 16) > ERROR_FILE_TTL_MS;
}

async function sweepExpired(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const key = /_([0-9a-f]{32})\.xlsx$/.exec(name)?.[1];
    if (!key || expired(key, now)) await unlink(join(dir, name)).catch(() => undefined);
  }
}

/**
 * Writes an import's error report (an .xlsx byte stream) under `DATA_DIR/import-errors` with a random
 * name, drops reports past their lifetime, and returns the key that fetches it.
 *
 * @example const key = await saveErrorFile(ctx.config.dataDir, scope, xlsxChunks(sheet, batches))
 */
export async function saveErrorFile(dataDir: string, scope: Scope, bytes: AsyncIterable<Uint8Array>): Promise<string> {
  const dir = errorFileDir(dataDir);
  await mkdir(dir, { recursive: true });
  const now = Date.now();
  await sweepExpired(dir, now);
  const key = newKey(now);
  await pipeline(Readable.from(bytes), createWriteStream(join(dir, fileName(scope, key)), { flags: 'wx' }));
  return key;
}

/**
 * The report of `key` when it belongs to the caller (same tenant, same user) and has not expired;
 * null otherwise, so another tenant's key behaves like a missing one.
 */
export async function openErrorFile(dataDir: string, scope: Scope, key: unknown): Promise<ReadStream | null> {
  if (typeof key !== 'string' || !KEY.test(key)) return null;
  const path = join(errorFileDir(dataDir), fileName(scope, key));
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  if (expired(key, Date.now())) {
    await unlink(path).catch(() => undefined);
    return null;
  }
  return createReadStream(path);
}
