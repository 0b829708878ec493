import type { Db } from '../../db/database';
import { seedChannelMarketing } from './channel-marketing';
import { seedOrders } from './orders';
import { seedShopProduct } from './shop-product';

/**
 * What the business seeders may rely on: the demo organisation is in place (tenants 1001 and 1002
 * with their shops, channels and users). Each area seeds its own tables, in this order.
 */
export type BusinessSeeder = (db: Db) => Promise<void>;

/** Business areas' demo data, run in order at the end of seedDemo (one line per area). */
export const businessSeeders: BusinessSeeder[] = [seedShopProduct, seedOrders, seedChannelMarketing];

export async function seedBusiness(db: Db): Promise<void> {
  for (const seeder of businessSeeders) await seeder(db);
}
