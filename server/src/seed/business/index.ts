import type { Db } from '../../db/database';
import { seedActivities } from './activity';
import { seedAfterSale } from './after-sale';
import { seedFinance } from './finance';
import { seedMessages } from './messages';
import { seedOrders } from './orders';
import { seedPartner } from './partner';
import { seedRisk } from './risk';
import { seedServiceCenter } from './service-center';
import { seedShop } from './shop';
import { seedTenantConfig } from './tenant-config';

/**
 * What the business seeders may rely on: the demo organisation is in place (tenants 1001 and 1002
 * with their shops, channels and users). Each area seeds its own tables, in this order; a file is
 * named for the area of server/src/routes/ whose tables it fills.
 */
export type BusinessSeeder = (db: Db, now: Date) => Promise<void>;

/** Business areas' demo data, run in order at the end of seedDemo (one line per area). */
export const businessSeeders: BusinessSeeder[] = [
  seedShop,
  seedOrders,
  seedPartner,
  seedActivities,
  seedAfterSale,
  seedFinance,
  seedRisk,
  seedMessages,
  seedTenantConfig,
  seedServiceCenter,
];

/** `now`: the instant the demo data is dated from (rows are placed relative to it). */
export async function seedBusiness(db: Db, now: Date): Promise<void> {
  for (const seeder of businessSeeders) await seeder(db, now);
}
