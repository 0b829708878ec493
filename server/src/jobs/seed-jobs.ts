import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { couponExpireJob } from './built-in/coupon-expire-job';
import { loginLogCleanJob } from './built-in/login-log-clean-job';
import { orderOverdueJob } from './built-in/order-overdue-job';
import { sampleParamJob } from './built-in/sample-param-job';
import { JOB_PAUSED, JOB_RUNNING } from './types';

interface DefaultJob {
  className: string;
  cron: string;
  parameter: string;
  description: string;
  status: number;
}

/**
 * The jobs every installation starts with. The two that keep business data right run from the
 * start; deleting logs is left for the administrator to switch on, the sample stays paused.
 */
const DEFAULT_JOBS: readonly DefaultJob[] = [
  {
    className: orderOverdueJob.className,
    cron: '0 10 0 * * ? *',
    parameter: '',
    description: '每天 00:10 检查分期还款，标记逾期分期与逾期订单',
    status: JOB_RUNNING,
  },
  {
    className: couponExpireJob.className,
    cron: '0 5 0 * * ? *',
    parameter: '',
    description: '每天 00:05 把过期未使用的用户优惠券标记为已过期',
    status: JOB_RUNNING,
  },
  {
    className: loginLogCleanJob.className,
    cron: '0 0 3 ? * 1 *',
    parameter: '180',
    description: '每周日 03:00 删除 180 天前的登录日志（默认停止，启用前请确认保留期限）',
    status: JOB_PAUSED,
  },
  {
    className: sampleParamJob.className,
    cron: '0 0/5 * * * ? *',
    parameter: '租赁平台示例参数',
    description: '示例任务：每 5 分钟把参数写入执行日志，用于检验调度是否正常',
    status: JOB_PAUSED,
  },
];

/**
 * Seeds the default scheduled jobs (production too: part of seedBase). A class that has a job
 * already is left alone, so running it twice adds nothing.
 *
 * @example await seedJobs(tx) // inside seedBase's transaction
 */
export async function seedJobs(db: Db): Promise<void> {
  for (const job of DEFAULT_JOBS) {
    await db.query(
      `INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by)
       SELECT $1::varchar, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::int, 'system'
        WHERE NOT EXISTS (SELECT 1 FROM quartz_job WHERE job_class_name = $2::varchar)`,
      [newId(), job.className, job.cron, job.parameter, job.description, job.status],
    );
  }
}
