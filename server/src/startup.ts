import { loadConfig, type ServerConfig } from './config';
import { type Db, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { persistedTokenSecret } from './secrets';
import { seedBase, seedDemo } from './seed';
import { writeDemoImages } from './seed/demo-images';
import { withUploadStorage } from './storage';

/**
 * The configuration of one start. Outside production a TOKEN_SECRET that was not given is generated
 * once and kept under DATA_DIR, so sessions survive a restart; production must be given one.
 *
 * @example const config = startupConfig(process.env)
 */
export function startupConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const withSecret = { ...env };
  if (!withSecret.TOKEN_SECRET && withSecret.NODE_ENV !== 'production') {
    withSecret.TOKEN_SECRET = persistedTokenSecret(withSecret.DATA_DIR ?? './data');
  }
  return loadConfig(withSecret);
}

export interface StoredData {
  db: Db;
  /** Migrations applied by this start (none when the data was there already). */
  applied: string[];
  /** What this start seeded: the base set (first start only), the demo set (first start in demo mode only). */
  seeded: { base: boolean; demo: boolean };
}

/** The advisory lock key of migrating and seeding at start ('rent' in ASCII). */
const STARTUP_LOCK = 0x72656e74;

/**
 * Opens the configured database (DATABASE_URL, else the embedded one under DATA_DIR), applies
 * pending migrations and seeds what is missing: the base set always, the demo users and data only in
 * demo mode (never in production). A second start finds everything in place and changes nothing.
 *
 * @example const { db, applied } = await openStoredData(config)
 */
export async function openStoredData(config: ServerConfig): Promise<StoredData> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
    log: (line) => console.info(line),
  });
  // Instances started together on one database migrate and seed one after another.
  return db.exclusive(STARTUP_LOCK, async () => {
    const applied = await migrate(db);
    const base = await seedBase(db, { adminPassword: config.adminPassword });
    const demo = config.demo ? await seedDemo(db, { demoPassword: config.demoPassword }) : false;
    if (config.demo) await withUploadStorage(config, (uploads) => writeDemoImages(db, uploads));
    return { db, applied, seeded: { base, demo } };
  });
}
