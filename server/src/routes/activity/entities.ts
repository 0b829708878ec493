import { type EntityDef, f } from '../../data/entity';
import { SHOP_OWNED } from '../../data/scope';

/**
 * Allowlists of the activity tables. Both are tenant-owned and shop-scoped: a shop user reads and
 * writes only their shop's rows; the tenant's own activities have no shop.
 */
export const ACTIVITY_ENTITY: EntityDef = {
  table: 'bus_activity',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    activityName: f.string('activity_name'),
    activityType: f.int('activity_type'),
    startTime: f.datetime('start_time'),
    endTime: f.datetime('end_time'),
    banner: f.string('banner', { filter: false, sort: false }),
    description: f.string('description'),
    sort: f.int('sort'),
    status: f.int('status', { dict: 'valid_status' }),
    ...f.audit(),
  },
};

export const ACTIVITY_GOODS_ENTITY: EntityDef = {
  table: 'bus_activity_goods',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    activityId: f.string('activity_id'),
    productId: f.string('product_id'),
    activityPrice: f.decimal('activity_price'),
    activityStock: f.int('activity_stock'),
    limitPerUser: f.int('limit_per_user'),
    sort: f.int('sort'),
    status: f.int('status', { dict: 'valid_status' }),
    ...f.audit(),
  },
};
