import type { Db } from '../../db/database';

/** bus_order.overdue_flag (dictionary overdue_status). */
export const OverdueFlag = { NONE: 0, OVERDUE: 1, REPAID: 2, WAIVED: 3 } as const;

/**
 * Re-derives one order's overdue flag after a payment or waiver: still overdue while an overdue
 * instalment is unsettled, else 逾期已还 (or 已减免 when a waiver settled the last one).
 */
export async function refreshOrderOverdue(tx: Db, orderId: string, settledBy: 'repay' | 'waive'): Promise<void> {
  const row = await tx.one<{ flag: number; days: number | null }>(
    `SELECT o.overdue_flag AS flag,
            (SELECT max(g.overdue_days) FROM bus_order_stage g WHERE g.order_id = o.id AND g.status = 2) AS days
       FROM bus_order o WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return;
  if (row.days !== null) {
    await tx.query('UPDATE bus_order SET overdue_flag = 1, overdue_days = $2 WHERE id = $1', [orderId, row.days]);
  } else if (row.flag === OverdueFlag.OVERDUE) {
    const flag = settledBy === 'waive' ? OverdueFlag.WAIVED : OverdueFlag.REPAID;
    await tx.query('UPDATE bus_order SET overdue_flag = $2, overdue_days = 0 WHERE id = $1', [orderId, flag]);
  }
}
