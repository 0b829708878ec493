import type { Db } from '../db/database';

export interface BulkOrders {
  tenantId: number;
  count: number;
  /** Starts every id, order number and shop id (ids are at most 32 characters). */
  prefix: string;
}

/**
 * Adds `count` orders to a tenant with a few set-based statements (large lists for export tests and
 * benches): 5 shops and 3 channels of its own, order numbers `<prefix><n>`, three orders per
 * creation second (ties for the sort), every tenth without a customer name or risk score (NULLs for
 * the sort), and
 * three instalments for every third order (the list's amounts are sums over them).
 *
 * @example await insertBulkOrders(db, { tenantId: 1001, count: 30_000, prefix: 'bulk' })
 */
export async function insertBulkOrders(db: Db, { tenantId, count, prefix }: BulkOrders): Promise<void> {
  await db.query(
    `INSERT INTO sys_shop (id, tenant_id, name) SELECT $2 || 'shop' || s, $1, '批量店铺' || s FROM generate_series(1, 5) AS s`,
    [tenantId, prefix],
  );
  await db.query(
    `INSERT INTO sys_channel (id, tenant_id, name) SELECT $2 || 'chan' || s, $1, '批量渠道' || s FROM generate_series(1, 3) AS s`,
    [tenantId, prefix],
  );
  await db.query(
    `INSERT INTO bus_order (id, tenant_id, shop_id, channel_id, order_no, order_type, status, user_name, user_phone,
       product_name, spec_name, quantity, total_amount, deposit, paid_amount, stages, overdue_flag, overdue_days,
       risk_score, remark, create_by, create_time)
     SELECT $2 || lpad(n::text, 10, '0'), $1, $2 || 'shop' || (n % 5 + 1), $2 || 'chan' || (n % 3 + 1),
            $2 || n, n % 2 + 1, n % 6 + 1, CASE WHEN n % 10 = 0 THEN NULL ELSE '客户' || (n % 997) END,
            '138' || lpad((n % 100000000)::text, 8, '0'), '商品<' || (n % 50) || '> & 配件', '规格' || (n % 4),
            n % 3 + 1, (n % 5000) + 0.5, 100, n % 300, CASE WHEN n % 3 = 0 THEN 3 ELSE 1 END,
            CASE WHEN n % 7 = 0 THEN 1 ELSE 0 END, n % 30, CASE WHEN n % 10 = 0 THEN NULL ELSE n % 100 END,
            '备注' || n, 'bulk',
            timestamptz '2026-01-01 00:00:00+08' + (n / 3) * interval '1 second'
       FROM generate_series(1, $3::int) AS n`,
    [tenantId, prefix, count],
  );
  await db.query(
    `INSERT INTO bus_order_stage (id, tenant_id, shop_id, channel_id, order_id, stage_no, due_date, amount, paid_amount, status)
     SELECT $2 || 's' || lpad(n::text, 10, '0') || s, $1, $2 || 'shop' || (n % 5 + 1), $2 || 'chan' || (n % 3 + 1),
            $2 || lpad(n::text, 10, '0'), s, date '2026-02-01' + s * 30, 100, CASE WHEN s = 1 THEN 100 ELSE 0 END,
            CASE WHEN s = 1 THEN 1 WHEN n % 7 = 0 THEN 2 ELSE 0 END
       FROM generate_series(1, $3::int) AS n CROSS JOIN generate_series(1, 3) AS s
      WHERE n % 3 = 0`,
    [tenantId, prefix, count],
  );
}
