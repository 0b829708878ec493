import { calendarDate } from '../schedule';
import { allTenantIds, JOB_ACTOR, perTenantSummary, tenantWhere } from '../tenant-scope';
import type { BuiltInJob } from '../types';

const STAGE_UNPAID = 0;
const STAGE_OVERDUE = 2;
/**
 * Orders on which no instalment is collected (dictionary order_status: 1 待付款, 10 已取消,
 * 13 审核拒绝 — the same statuses the order pages refuse repayments for): never overdue.
 */
const NOT_COLLECTED_STATUSES = [1, 10, 13];
const MAX_GRACE_DAYS = 30;

function graceDays(parameter: string): number | null {
  const text = parameter.trim();
  if (text === '') return 0;
  if (!/^\d{1,2}$/.test(text)) return null;
  const days = Number(text);
  return days <= MAX_GRACE_DAYS ? days : null;
}

/**
 * 订单逾期检查: instalments (bus_order_stage) not settled (paid + waived below the amount) after their
 * due date plus the parameter's grace days become overdue (stage_status 2) and every overdue
 * instalment's overdue_days is brought up to date; their orders get overdue_flag 1 (overdue_status
 * 逾期中) and overdue_days counted from the oldest overdue instalment. Tenant by tenant, one
 * transaction each. Neither the order status nor a flag is ever cleared here: repayment and
 * waivers are the order pages' business.
 */
export const orderOverdueJob: BuiltInJob = {
  className: 'org.jeecg.modules.quartz.job.OrderOverdueJob',
  name: '订单逾期检查',
  description: '把已过还款日仍未还清的分期标记为逾期，并更新订单的逾期标记与逾期天数（逐个租户执行）',
  parameterHint: `宽限天数（0-${MAX_GRACE_DAYS} 的整数），留空为 0：还款日之后超过宽限天数仍未还清才算逾期`,
  checkParameter(parameter) {
    return graceDays(parameter) === null ? `参数须为宽限天数（0-${MAX_GRACE_DAYS} 的整数），可留空` : null;
  },
  async run({ db, parameter, now, timeZone }) {
    const grace = graceDays(parameter) ?? 0;
    const today = calendarDate(now, timeZone);
    const parts = new Map<number, string>();
    let stageTotal = 0;
    let orderTotal = 0;
    for (const tenantId of await allTenantIds(db)) {
      const [stages, orders] = await db.transaction(async (tx) => {
        const s = tenantWhere(tenantId, 6, 's');
        const marked = await tx.query<{ order_id: string }>(
          `UPDATE bus_order_stage s SET status = $1, update_time = now()
            WHERE s.status = $2 AND s.paid_amount + s.waived_amount < s.amount AND s.due_date < ($3::date - $4::int)
              AND NOT EXISTS (SELECT 1 FROM bus_order o
                           WHERE o.id = s.order_id AND o.tenant_id = s.tenant_id AND o.status = ANY($5))
              AND ${s.sql.join(' AND ')}
            RETURNING s.order_id`,
          [STAGE_OVERDUE, STAGE_UNPAID, today, grace, NOT_COLLECTED_STATUSES, ...s.params],
        );
        const d = tenantWhere(tenantId, 3, 'd');
        await tx.query(
          `UPDATE bus_order_stage d SET overdue_days = ($2::date - d.due_date)
            WHERE d.status = $1 AND d.overdue_days <> ($2::date - d.due_date) AND ${d.sql.join(' AND ')}`,
          [STAGE_OVERDUE, today, ...d.params],
        );
        const o = tenantWhere(tenantId, 4, 'o');
        const st = tenantWhere(tenantId, 4 + o.params.length, 'st');
        const flagged = await tx.query<{ id: string }>(
          `UPDATE bus_order o SET overdue_flag = 1, overdue_days = d.days, update_by = $3, update_time = now()
             FROM (SELECT st.order_id, ($2::date - min(st.due_date))::int AS days
                     FROM bus_order_stage st WHERE st.status = $1 AND ${st.sql.join(' AND ')}
                    GROUP BY st.order_id) d
            WHERE o.id = d.order_id AND (o.overdue_flag <> 1 OR o.overdue_days <> d.days) AND ${o.sql.join(' AND ')}
            RETURNING o.id`,
          [STAGE_OVERDUE, today, JOB_ACTOR, ...o.params, ...st.params],
        );
        return [marked.length, flagged.length];
      });
      if (stages + orders > 0) parts.set(tenantId, `新逾期分期${stages}条，更新订单${orders}笔`);
      stageTotal += stages;
      orderTotal += orders;
    }
    const detail = perTenantSummary(parts);
    return `逾期检查完成（${today}，宽限${grace}天）：新标记逾期分期${stageTotal}条，更新逾期订单${orderTotal}笔${detail ? `。${detail}` : ''}`;
  },
};
