import type { Scope } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { newId } from '../../util/ids';
import { ownedBy, text } from '../business-shared';

/** The order row the actions lock, change and log (bus_order, bus_order_log). */

export interface LockedOrder {
  id: string;
  tenant_id: number;
  shop_id: string | null;
  channel_id: string | null;
  order_no: string;
  order_type: number;
  status: number;
  risk_status: number;
  allocation_user_id: string | null;
  paid_amount: string;
  total_amount: string;
}

/**
 * The order `id` of the caller's scope, locked for the rest of the transaction; a missing order
 * and one of another tenant, shop or channel get the same answer.
 */
export async function lockOrder(tx: Db, scope: Scope, id: unknown): Promise<LockedOrder> {
  const orderId = text(id);
  if (!orderId || orderId.length > 64) throw new BizError('未找到对应数据');
  const where = ownedBy(scope, 2);
  const row = await tx.one<LockedOrder>(
    `SELECT id, tenant_id, shop_id, channel_id, order_no, order_type, status, risk_status, allocation_user_id,
            paid_amount, total_amount
       FROM bus_order WHERE id = $1 AND ${where.sql} FOR UPDATE`,
    [orderId, ...where.params],
  );
  if (!row) throw new BizError('未找到对应数据');
  return row;
}

/**
 * Sets `columns` on a locked order and stamps who changed it and when. Column names come from code or
 * an allowlist (`editableColumns`), never from the request.
 */
export async function updateOrder(
  tx: Db,
  order: LockedOrder,
  username: string,
  columns: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, index) => `${name} = $${index + 3}`);
  await tx.query(`UPDATE bus_order SET ${sets.join(', ')}, update_by = $2, update_time = now() WHERE id = $1`, [
    order.id,
    username,
    ...names.map((name) => columns[name]),
  ]);
}

/** Appends one entry to an order's action log. */
export async function logOrder(
  tx: Db,
  order: Pick<LockedOrder, 'id' | 'tenant_id' | 'shop_id' | 'channel_id'>,
  entry: { action: string; from: number | null; to: number | null; remark?: string | null; operator: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO bus_order_log (id, tenant_id, shop_id, channel_id, order_id, action, from_status, to_status, remark, operator)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      newId(),
      order.tenant_id,
      order.shop_id,
      order.channel_id,
      order.id,
      entry.action,
      entry.from,
      entry.to,
      entry.remark ?? null,
      entry.operator,
    ],
  );
}
