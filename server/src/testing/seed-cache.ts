import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, dumpPglite, openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import { seedBase, seedDemo } from '../seed';

/** Set by the Vitest global setup: a folder living as long as one test run. */
export const SEED_CACHE_ENV = 'TEST_SEED_CACHE_DIR';

export interface SeedPasswords {
  adminPassword: string;
  demoPassword: string;
}

/** Migrates and seeds a fresh database with the demo data. */
export async function seedFresh(db: Db, passwords: SeedPasswords): Promise<void> {
  await migrate(db);
  await seedBase(db, { adminPassword: passwords.adminPassword });
  await seedDemo(db, { demoPassword: passwords.demoPassword });
}

/**
 * An in-memory PGlite holding the seeded demo data. Starting PGlite and seeding take seconds per suite,
 * so within one run the first suite seeds once and dumps the data directory; every other suite (in any
 * worker) starts from that dump. Outside a run (no cache folder) or when the dump never appears, it seeds.
 */
export async function openSeededPglite(passwords: SeedPasswords): Promise<Db> {
  const folder = process.env[SEED_CACHE_ENV];
  if (!folder || !existsSync(folder)) return seeded(passwords);
  const key = createHash('sha1').update(`${passwords.adminPassword}\n${passwords.demoPassword}`).digest('hex');
  const dump = join(folder, `pglite-${key}.tar`);
  if (!existsSync(dump)) {
    let builder = false;
    try {
      mkdirSync(`${dump}.lock`);
      builder = true;
    } catch {
      // Another suite is building it.
    }
    if (builder) {
      const db = await seeded(passwords);
      writeFileSync(`${dump}.part`, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
      renameSync(`${dump}.part`, dump);
      return db;
    }
    if (!(await appears(dump))) return seeded(passwords);
  }
  return openPglite(undefined, new Blob([readFileSync(dump)]));
}

async function seeded(passwords: SeedPasswords): Promise<Db> {
  const db = await openPglite();
  await seedFresh(db, passwords);
  return db;
}

/**
 * On a real PostgreSQL server: the name of a database holding the seeded demo data, built once per run,
 * which suites copy with `CREATE DATABASE … TEMPLATE`; null outside a run or when it never appears.
 */
export async function seededTemplate(adminUrl: string, passwords: SeedPasswords): Promise<string | null> {
  const folder = process.env[SEED_CACHE_ENV];
  if (!folder || !existsSync(folder)) return null;
  const hash = createHash('sha1').update(`${basename(folder)}\n${passwords.adminPassword}\n${passwords.demoPassword}`);
  const name = `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
  const ready = join(folder, `${name}.ready`);
  if (existsSync(ready)) return name;
  try {
    mkdirSync(`${ready}.lock`);
  } catch {
    return (await appears(ready)) ? name : null;
  }
  const admin = await openPostgres(adminUrl);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await seedFresh(db, passwords);
  await db.close();
  writeFileSync(ready, adminUrl);
  return name;
}

/** Template databases of this run start with this (dropped by the global teardown). */
export const TEMPLATE_PREFIX = 'test_tpl_';

/** Waits up to three minutes for another suite to finish building `file`. */
async function appears(file: string): Promise<boolean> {
  for (let waited = 0; !existsSync(file) && waited < 180_000; waited += 100) await sleep(100);
  return existsSync(file);
}
