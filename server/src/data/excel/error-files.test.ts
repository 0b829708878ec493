import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scope } from '../scope';
import { ERROR_FILE_TTL_MS, errorFileDir, openErrorFile, saveErrorFile } from './error-files';

const scope: Scope = { tenantId: 1001, shopId: null, channelId: null, userId: 'u1', username: 'tenant1' };
const other: Scope = { ...scope, userId: 'u2', username: 'ops' };

async function* bytes(): AsyncIterable<Uint8Array> {
  yield new TextEncoder().encode('report');
}

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'error-files-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('import error reports', () => {
  it('are fetched by their key by the importing user only', async () => {
    const key = await saveErrorFile(dataDir, scope, bytes());
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const stream = await openErrorFile(dataDir, scope, key);
    expect(stream).not.toBeNull();
    stream?.destroy();
    expect(await openErrorFile(dataDir, other, key)).toBeNull();
    expect(await openErrorFile(dataDir, scope, '../../etc/passwd')).toBeNull();
  });

  it('expire two hours after they were written, by the clock that wrote them, not the file system', async () => {
    const written = Date.now();
    const key = await saveErrorFile(dataDir, scope, bytes());
    vi.spyOn(Date, 'now').mockReturnValue(written + ERROR_FILE_TTL_MS - 60_000);
    const fresh = await openErrorFile(dataDir, scope, key);
    expect(fresh).not.toBeNull();
    fresh?.destroy();
    vi.spyOn(Date, 'now').mockReturnValue(written + ERROR_FILE_TTL_MS + 60_000);
    expect(await openErrorFile(dataDir, scope, key)).toBeNull();
    expect(readdirSync(errorFileDir(dataDir))).toEqual([]);
  });

  it('are swept when a later report is written after their lifetime', async () => {
    const written = Date.now();
    await saveErrorFile(dataDir, scope, bytes());
    vi.spyOn(Date, 'now').mockReturnValue(written + ERROR_FILE_TTL_MS + 60_000);
    const key = await saveErrorFile(dataDir, other, bytes());
    expect(readdirSync(errorFileDir(dataDir))).toEqual([expect.stringContaining(key)]);
  });
});
