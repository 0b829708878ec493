import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { addDays, atHour, dateOf } from './orders-random';
import { insertRows } from './rows';

/** One demo activity: its shop key (null: tenant-wide), window in days from today, and products by name. */
interface ActivitySeed {
  name: string;
  type: number;
  shop: string | null;
  startDays: number;
  endDays: number;
  description: string;
  status: number;
  /** Product name prefixes and the activity price. */
  goods: readonly (readonly [prefix: string, price: number, stock: number])[];
}

const ACTIVITIES: Readonly<Record<number, readonly ActivitySeed[]>> = {
  1001: [
    {
      name: '双十二数码焕新季',
      type: 1,
      shop: null,
      startDays: -3,
      endDays: 20,
      description: '数码产品限时折扣，日租金低至8折',
      status: 1,
      goods: [
        ['Apple iPhone 16 Pro', 12.9, 50],
        ['华为 Mate 70', 10.9, 40],
      ],
    },
    {
      name: '旗舰店新人专享',
      type: 3,
      shop: 'main',
      startDays: -10,
      endDays: 50,
      description: '新用户首单立减，押金可信用免除',
      status: 1,
      goods: [['大疆 DJI Mini 4', 19.9, 20]],
    },
    {
      name: '母婴好物满减周',
      type: 2,
      shop: 'baby',
      startDays: -40,
      endDays: -20,
      description: '母婴用品满300减30（已结束）',
      status: 0,
      goods: [],
    },
  ],
  1002: [
    {
      name: '家电以旧换新节',
      type: 4,
      shop: 'appliance',
      startDays: -5,
      endDays: 25,
      description: '旧家电折价抵扣，新机立享优惠',
      status: 1,
      goods: [],
    },
    {
      name: '深圳数码周年庆',
      type: 1,
      shop: 'main',
      startDays: 2,
      endDays: 12,
      description: '周年庆限时折扣，即将开始',
      status: 1,
      goods: [],
    },
  ],
};

const SHOP_NAMES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1001: { main: '华东租赁·杭州数码旗舰店', baby: '华东租赁·南京母婴租赁馆' },
  1002: { main: '华南优选·深圳数码生活馆', appliance: '华南优选·广州家电优选店' },
};

/** Demo marketing activities of both tenants, with a few approved products at activity prices. */
export async function seedActivities(db: Db, now: Date): Promise<void> {
  // Midnight in the display zone of today plus `days`.
  const day = (days: number) => atHour(addDays(dateOf(now), days), 0);
  for (const [tenant, seeds] of Object.entries(ACTIVITIES)) {
    const tenantId = Number(tenant);
    const shops = await db.query<{ id: string; name: string }>('SELECT id, name FROM sys_shop WHERE tenant_id = $1', [
      tenantId,
    ]);
    const shopId = (key: string | null) => {
      if (key === null) return null;
      const id = shops.find((shop) => shop.name === SHOP_NAMES[tenantId]?.[key])?.id;
      if (!id) throw new Error(`demo activity names an unknown shop ${key}`);
      return id;
    };
    const activities: Record<string, unknown>[] = [];
    const goods: Record<string, unknown>[] = [];
    for (const [index, seed] of seeds.entries()) {
      const id = newId();
      activities.push({
        id,
        tenant_id: tenantId,
        shop_id: shopId(seed.shop),
        activity_name: seed.name,
        activity_type: seed.type,
        start_time: day(seed.startDays),
        end_time: day(seed.endDays),
        description: seed.description,
        sort: index + 1,
        status: seed.status,
        create_by: 'admin',
        create_time: day(seed.startDays - 2),
      });
      for (const [order, [prefix, price, stock]] of seed.goods.entries()) {
        const product = await db.one<{ id: string; shop_id: string }>(
          `SELECT id, shop_id FROM bus_product WHERE tenant_id = $1 AND product_name LIKE $2 AND del_flag = 0
              AND audit_status = 1 ORDER BY create_time LIMIT 1`,
          [tenantId, `${prefix}%`],
        );
        if (!product) continue;
        goods.push({
          id: newId(),
          tenant_id: tenantId,
          shop_id: product.shop_id,
          activity_id: id,
          product_id: product.id,
          activity_price: price,
          activity_stock: stock,
          limit_per_user: 1,
          sort: order + 1,
          status: 1,
          create_by: 'admin',
        });
      }
    }
    await insertRows(db, 'bus_activity', activities);
    await insertRows(db, 'bus_activity_goods', goods);
  }
}
