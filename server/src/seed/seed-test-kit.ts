import { type Db, openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { seedBase, seedDemo } from '.';

/** Test support: passwords the seeded test databases use. */
export const TEST_ADMIN_PASSWORD = 'Admin@Seed2026';
export const TEST_DEMO_PASSWORD = 'Demo@Seed2026';

/** An in-memory database with the schema, the base set and the demo set (takes ~4 s). */
export async function openSeededDb(): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await seedBase(db, { adminPassword: TEST_ADMIN_PASSWORD });
  await seedDemo(db, { demoPassword: TEST_DEMO_PASSWORD });
  return db;
}
