import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../db/database';
import { SEED_CACHE_ENV, TEMPLATE_PREFIX } from './seed-cache';

/**
 * Vitest global setup: one seed-cache folder per run (see seed-cache.ts); at the end the folder goes, and
 * so do the PostgreSQL template databases the run built.
 */
export default function setup(): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'rental-admin-seed-'));
  process.env[SEED_CACHE_ENV] = folder;
  return async () => {
    const templates = readdirSync(folder)
      .filter((file) => file.startsWith(TEMPLATE_PREFIX) && file.endsWith('.ready'))
      .map((file) => file.slice(0, -'.ready'.length));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl && templates.length > 0) {
      const admin = await openPostgres(adminUrl);
      for (const name of templates) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
    rmSync(folder, { recursive: true, force: true });
  };
}
