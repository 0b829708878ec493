import type { TestServer } from '../../testing/test-server';

/** Shared helpers of the scheduled-job tests (imported by *.test.ts only). */

export const CLASS = {
  overdue: 'org.jeecg.modules.quartz.job.OrderOverdueJob',
  coupon: 'org.jeecg.modules.quartz.job.CouponExpireJob',
  loginLog: 'org.jeecg.modules.quartz.job.LoginLogCleanJob',
  sample: 'org.jeecg.modules.quartz.job.SampleParamJob',
} as const;

export interface JobRecord {
  id: string;
  jobClassName: string;
  jobClassName_dictText: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: number;
  status_dictText: string;
  nextFireTime: string | null;
  createBy: string | null;
}

export interface LogRow {
  id: string;
  job_id: string;
  trigger_type: string;
  success: number;
  message: string;
  duration_ms: number;
}

/** The id of the (first) job of `className`. */
export async function jobIdOf(server: TestServer, className: string): Promise<string> {
  const row = await server.db.one<{ id: string }>(
    'SELECT id FROM quartz_job WHERE job_class_name = $1 ORDER BY create_time LIMIT 1',
    [className],
  );
  if (!row) throw new Error(`no job ${className}`);
  return row.id;
}

export async function logsOf(server: TestServer, jobId: string): Promise<LogRow[]> {
  return server.db.query<LogRow>(
    'SELECT id, job_id, trigger_type, success, message, duration_ms FROM quartz_job_log WHERE job_id = $1 ORDER BY start_time',
    [jobId],
  );
}

/** Inserts a job row directly (for states the API refuses to create). */
export async function insertJob(
  server: TestServer,
  id: string,
  className: string,
  cron: string,
  status: number,
  parameter = '',
): Promise<void> {
  await server.db.query(
    `INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, status, create_by)
     VALUES ($1, $2, $3, $4, $5, 'test')`,
    [id, className, cron, parameter, status],
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
