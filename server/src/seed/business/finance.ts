import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { DEMO_TENANTS } from '../demo-org-data';
import { DAY_MS, HOUR_MS, randomStream } from './orders-random';
import { serialNo } from './rows';

/** Demo rows of the recharge pages: recharge tiers and customers' recharges. */

const RECHARGE_TIERS = [
  ['充100送10', 100, 10, 1],
  ['充300送40', 300, 40, 2],
  ['充500送80', 500, 80, 3],
  ['充1000送200', 1000, 200, 4],
] as const;

async function seedTenant(db: Db, tenantId: number, now: Date): Promise<void> {
  const random = randomStream(tenantId, 'recharges');
  const admin = 'system';
  for (const [name, amount, gift, sort] of RECHARGE_TIERS) {
    await db.query(
      `INSERT INTO bus_recharge_config (id, tenant_id, config_name, amount, gift_amount, sort, status, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
      [newId(), tenantId, name, amount, gift, sort, admin, new Date(now.getTime() - 50 * DAY_MS)],
    );
  }

  const customers = await db.query<{
    id: string;
    real_name: string | null;
    phone: string | null;
    shop_id: string | null;
  }>(
    'SELECT id, real_name, phone, shop_id FROM lite_user WHERE tenant_id = $1 ORDER BY create_time, phone, id LIMIT 40',
    [tenantId],
  );
  const shops = await db.query<{ id: string }>('SELECT id FROM sys_shop WHERE tenant_id = $1 ORDER BY name', [
    tenantId,
  ]);
  for (const [index, customer] of customers.entries()) {
    const tier = random.pick(RECHARGE_TIERS);
    const created = new Date(now.getTime() - random.int(1, 90) * DAY_MS - random.int(0, 20) * HOUR_MS);
    const status = index % 9 === 4 ? 0 : index % 11 === 7 ? 2 : 1;
    const shopId = customer.shop_id ?? shops[index % Math.max(shops.length, 1)]?.id ?? null;
    await db.query(
      `INSERT INTO bus_recharge (id, tenant_id, shop_id, recharge_no, user_id, user_name, user_phone, amount, gift_amount,
         pay_type, status, pay_time, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        newId(),
        tenantId,
        shopId,
        serialNo('CZ', created, tenantId * 100 + index),
        customer.id,
        customer.real_name,
        customer.phone,
        tier[1],
        status === 1 ? tier[2] : 0,
        random.pick([1, 2] as const),
        status,
        status === 1 ? new Date(created.getTime() + 60_000) : null,
        created,
      ],
    );
  }
}

export async function seedFinance(db: Db, now: Date): Promise<void> {
  for (const tenant of DEMO_TENANTS) await seedTenant(db, tenant.id, now);
}
