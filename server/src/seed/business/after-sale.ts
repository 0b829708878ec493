import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { DEMO_TENANTS } from '../demo-org-data';
import { DAY_MS, HOUR_MS, money, seededRandom } from './orders-random';
import { serialNo } from './rows';

/** Demo rows of the after-sale page: requests on delivered or completed purchase orders. */

const AFTER_SALE_REASONS = [
  [1, '商品与描述不符，申请退货退款'],
  [2, '未收到货，申请仅退款'],
  [3, '收到商品有划痕，申请换货'],
  [1, '七天无理由退货'],
  [2, '商家发错规格，协商退部分款'],
] as const;

const AFTER_SALE_STATUS = [0, 0, 0, 1, 1, 2, 3, 3] as const;

async function seedTenant(db: Db, tenantId: number, now: Date): Promise<void> {
  const random = seededRandom(tenantId * 31 + 7);
  const admin = 'system';
  const orders = await db.query<{
    id: string;
    order_no: string;
    shop_id: string | null;
    channel_id: string | null;
    user_name: string | null;
    user_phone: string | null;
    product_name: string | null;
    total_amount: string;
    create_time: Date;
  }>(
    `SELECT id, order_no, shop_id, channel_id, user_name, user_phone, product_name, total_amount, create_time
       FROM bus_order WHERE tenant_id = $1 AND order_type = 2 AND status IN (4, 9) ORDER BY order_no LIMIT 16`,
    [tenantId],
  );
  let seq = 0;
  for (const [index, order] of orders.entries()) {
    const [type, reason] = AFTER_SALE_REASONS[index % AFTER_SALE_REASONS.length] ?? AFTER_SALE_REASONS[0];
    const status = AFTER_SALE_STATUS[index % AFTER_SALE_STATUS.length] ?? 0;
    const created = new Date(
      Math.min(now.getTime() - HOUR_MS, order.create_time.getTime() + random.int(2, 9) * DAY_MS),
    );
    const refund = type === 3 ? 0 : Math.round(Number(order.total_amount) * (type === 2 ? 30 : 100));
    seq += 1;
    await db.query(
      `INSERT INTO bus_after_sale (id, tenant_id, shop_id, channel_id, order_id, order_no, after_sale_no, user_name,
         user_phone, product_name, apply_type, reason, refund_amount, status, handle_remark, handle_by, handle_time,
         create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        newId(),
        tenantId,
        order.shop_id,
        order.channel_id,
        order.id,
        order.order_no,
        serialNo('SH', created, tenantId * 10 + seq),
        order.user_name,
        order.user_phone,
        order.product_name,
        type,
        reason,
        money(refund),
        status,
        status === 2 ? '已超过售后期限' : status > 0 ? '核实无误，同意处理' : null,
        status > 0 ? admin : null,
        status > 0 ? new Date(created.getTime() + 5 * HOUR_MS) : null,
        created,
      ],
    );
  }
}

export async function seedAfterSale(db: Db, now: Date): Promise<void> {
  for (const tenant of DEMO_TENANTS) await seedTenant(db, tenant.id, now);
}
