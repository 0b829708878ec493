import type { Db } from '../../db/database';
import { seedActivities } from './activity';
import { seedChannelMarketing } from './channel-marketing';
import { seedDesk } from './desk';
import { seedOrderServices } from './order-services';
import { seedOrders } from './orders';
import { seedShopProduct } from './shop-product';

/**
 * What the business seeders may rely on: the demo organisation is in place (tenants 1001 and 1002
 * with their shops, channels and users). Each area seeds its own tables, in this order.
 */
export type BusinessSeeder = (db: Db, now: Date) => Promise<void>;

/** Business areas' demo data, run in order at the end of seedDemo (one line per area). */
export const businessSeeders: BusinessSeeder[] = [
  seedShopProduct,
  seedOrders,
  seedChannelMarketing,
  seedActivities,
  seedOrderServices,
  seedDesk,
];

/** `now`: the instant the demo data is dated from (rows are placed relative to it). */
export async function seedBusiness(db: Db, now: Date): Promise<void> {
  for (const seeder of businessSeeders) await seeder(db, now);
}
