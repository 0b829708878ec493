import { perTenantSummary, tenantWhere } from '../tenant-scope';
import type { BuiltInJob } from '../types';

const LOGIN_LOG = 1;
const DEFAULT_DAYS = 180;
const MAX_DAYS = 3650;
const DAY_MS = 24 * 60 * 60 * 1000;

function keepDays(parameter: string): number | null {
  const text = parameter.trim();
  if (text === '') return DEFAULT_DAYS;
  if (!/^\d{1,4}$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

/**
 * 清理登录日志: deletes login rows of sys_log (log_type 1) older than the parameter's number of days
 * (default 180), tenant by tenant. Operation logs are kept.
 */
export const loginLogCleanJob: BuiltInJob = {
  className: 'org.jeecg.modules.quartz.job.LoginLogCleanJob',
  name: '清理登录日志',
  description: '删除超过保留天数的登录日志（操作日志不受影响），逐个租户执行',
  parameterHint: `保留天数（1-${MAX_DAYS} 的整数），留空为 ${DEFAULT_DAYS} 天`,
  checkParameter(parameter) {
    return keepDays(parameter) === null ? `参数须为保留天数（1-${MAX_DAYS} 的整数），留空为 ${DEFAULT_DAYS} 天` : null;
  },
  async run({ db, parameter, now }) {
    const days = keepDays(parameter) ?? DEFAULT_DAYS;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const tenants = await db.query<{ tenant_id: number }>(
      'SELECT DISTINCT tenant_id FROM sys_log WHERE log_type = $1 AND create_time < $2 ORDER BY tenant_id',
      [LOGIN_LOG, cutoff],
    );
    const parts = new Map<number, string>();
    let total = 0;
    for (const { tenant_id } of tenants) {
      const tenant = tenantWhere(Number(tenant_id), 3);
      const removed = await db.query(
        `DELETE FROM sys_log WHERE log_type = $1 AND create_time < $2 AND ${tenant.sql.join(' AND ')} RETURNING id`,
        [LOGIN_LOG, cutoff, ...tenant.params],
      );
      if (removed.length > 0) parts.set(Number(tenant_id), `${removed.length}条`);
      total += removed.length;
    }
    const detail = perTenantSummary(parts);
    return `已删除${days}天前的登录日志${total}条${detail ? `（${detail}）` : ''}`;
  },
};
