import { perTenantSummary, tenantWhere } from '../tenant-scope';
import { type BuiltInJob, JobError } from '../types';

const COUPON_TABLE = 'lite_user_coupon';
const COUPON_UNUSED = 0;
const COUPON_EXPIRED = 2;

/**
 * 优惠券过期: users' unused coupons (lite_user_coupon, status 0) whose end time has passed become
 * expired (status 2), tenant by tenant. The table belongs to the marketing area's migration; without
 * it the run fails with a clear message instead of an SQL error.
 */
export const couponExpireJob: BuiltInJob = {
  className: 'org.jeecg.modules.quartz.job.CouponExpireJob',
  name: '优惠券过期',
  description: '把已过有效期仍未使用的用户优惠券标记为已过期（逐个租户执行）',
  parameterHint: '无需参数',
  checkParameter(parameter) {
    return parameter.trim() === '' ? null : '该任务不需要参数，请留空';
  },
  async run({ db, now }) {
    const table = await db.one<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [COUPON_TABLE]);
    if (!table?.found)
      throw new JobError(`用户优惠券表（${COUPON_TABLE}）不存在，营销模块尚未安装，本次未处理任何优惠券`);
    const tenants = await db.query<{ tenant_id: number }>(
      `SELECT DISTINCT tenant_id FROM ${COUPON_TABLE} WHERE status = $1 AND end_time < $2 ORDER BY tenant_id`,
      [COUPON_UNUSED, now],
    );
    const parts = new Map<number, string>();
    let total = 0;
    for (const { tenant_id } of tenants) {
      const tenant = tenantWhere(Number(tenant_id), 4);
      const expired = await db.query(
        `UPDATE ${COUPON_TABLE} SET status = $1, update_time = now()
          WHERE status = $2 AND end_time < $3 AND ${tenant.sql.join(' AND ')} RETURNING id`,
        [COUPON_EXPIRED, COUPON_UNUSED, now, ...tenant.params],
      );
      if (expired.length > 0) parts.set(Number(tenant_id), `${expired.length}张`);
      total += expired.length;
    }
    const detail = perTenantSummary(parts);
    return `已将${total}张过期未使用的优惠券标记为已过期${detail ? `（${detail}）` : ''}`;
  },
};
