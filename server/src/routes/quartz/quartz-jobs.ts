import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import {
  BUILT_IN_JOBS,
  BUILT_IN_REGISTRY,
  JOB_PAUSED,
  JOB_RUNNING,
  nextFireTime,
  type ScheduledJobRow,
} from '../../jobs';
import { formatDateTime } from '../../util/time';
import { bodyOf, idsOf, queryOf } from '../crud';
import { QUARTZ_JOB_ENTITY, QUARTZ_JOB_LOG_ENTITY } from './entities';
import { checkedJob, requireFiringCron, requireKnownClass } from './job-checks';

/** Jobs act across every tenant: only the platform administrator reads or manages them. */
const PLATFORM = { config: { access: 'platform' as const } };
const BASE = '/sys/quartzJob';
const NOT_FOUND = '未找到对应实体';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * The job a pause/resume request names: by `id` (JeecgBoot 3.x), or by `jobClassName` (2.x, where
 * class names were unique) when exactly one job has that class.
 */
async function namedJob(db: Db, query: Record<string, unknown>): Promise<ScheduledJobRow> {
  const id = text(query.id);
  const className = text(query.jobClassName);
  if (id === '' && className === '') throw new BizError('定时任务不存在！');
  const rows = await db.query<ScheduledJobRow>(
    `SELECT id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter, status
       FROM quartz_job WHERE ${id !== '' ? 'id = $1' : 'job_class_name = $1'} LIMIT 2`,
    [id !== '' ? id.slice(0, 64) : className.slice(0, 255)],
  );
  if (rows.length === 0) throw new BizError('定时任务不存在！');
  if (rows.length > 1) throw new BizError('该任务类名对应多个定时任务，请按id操作');
  return rows[0] as ScheduledJobRow;
}

/** JeecgBoot's sys/quartzJob: CRUD, pause, resume, execute now; plus the class list and the run log. */
export function quartzJobRoutes(api: FastifyInstance, ctx: AppContext): void {
  const jobs = repository(ctx.db, QUARTZ_JOB_ENTITY);
  const logs = repository(ctx.db, QUARTZ_JOB_LOG_ENTITY);

  /** `jobClassName_dictText` (the job's Chinese name) and `nextFireTime` of a running job. */
  const withSchedule = (row: ApiRow): ApiRow => {
    const id = String(row.id);
    const className = String(row.jobClassName ?? '');
    const next =
      row.status === JOB_RUNNING
        ? (ctx.jobs.plannedFireTime(id) ?? nextFireTime(String(row.cronExpression ?? ''), new Date()))
        : null;
    return {
      ...row,
      jobClassName_dictText: BUILT_IN_REGISTRY.get(className)?.name ?? className,
      nextFireTime: formatDateTime(next),
    };
  };

  const stored = async (request: FastifyRequest, id: unknown): Promise<ApiRow> => {
    const row = await jobs.get(scopeOf(currentUser(request)), id);
    if (!row) throw new BizError(NOT_FOUND);
    return row;
  };

  api.get(`${BASE}/list`, PLATFORM, async (request) => {
    const page = await jobs.list(scopeOf(currentUser(request)), queryOf(request));
    return ok({ ...page, records: page.records.map(withSchedule) });
  });

  api.get(`${BASE}/queryById`, PLATFORM, async (request) => {
    return ok(withSchedule(await stored(request, text(queryOf(request).id))));
  });

  api.post(`${BASE}/add`, PLATFORM, async (request) => {
    const fields = checkedJob(bodyOf(request), null);
    const id = await jobs.insert(scopeOf(currentUser(request)), { ...fields });
    await ctx.jobs.reload();
    return ok(id, '创建定时任务成功');
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const existing = await stored(request, text(body.id));
    const fields = checkedJob(body, existing);
    if (!(await jobs.update(scopeOf(currentUser(request)), existing.id, { ...fields }))) throw new BizError(NOT_FOUND);
    await ctx.jobs.reload();
    return ok(null, '更新定时任务成功!');
  };
  api.put(`${BASE}/edit`, PLATFORM, edit);
  api.post(`${BASE}/edit`, PLATFORM, edit);

  api.delete(`${BASE}/delete`, PLATFORM, async (request) => {
    const removed = await jobs.remove(scopeOf(currentUser(request)), idsOf(queryOf(request).id).slice(0, 1));
    if (removed === 0) throw new BizError(NOT_FOUND);
    await ctx.jobs.reload();
    return ok(null, '删除成功!');
  });

  api.delete(`${BASE}/deleteBatch`, PLATFORM, async (request) => {
    const ids = idsOf(queryOf(request).ids);
    if (ids.length === 0) throw new BizError('参数不识别！');
    if ((await jobs.remove(scopeOf(currentUser(request)), ids)) === 0) throw new BizError(NOT_FOUND);
    await ctx.jobs.reload();
    return ok(null, '删除定时任务成功!');
  });

  const setStatus = async (request: FastifyRequest, status: number): Promise<void> => {
    const job = await namedJob(ctx.db, queryOf(request));
    if (status === JOB_RUNNING) {
      // A job is only scheduled when it could run: its class still exists and its expression fires again.
      requireKnownClass(job.jobClassName);
      requireFiringCron(job.cronExpression);
    }
    await jobs.update(scopeOf(currentUser(request)), job.id, { status });
    await ctx.jobs.reload();
  };
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: `${BASE}/pause`,
      config: PLATFORM.config,
      handler: async (request) => {
        await setStatus(request, JOB_PAUSED);
        return ok(null, '停止定时任务成功');
      },
    });
    api.route({
      method,
      url: `${BASE}/resume`,
      config: PLATFORM.config,
      handler: async (request) => {
        await setStatus(request, JOB_RUNNING);
        return ok(null, '启动定时任务成功');
      },
    });
    // Runs now and answers when the run is over, with its log entry (JeecgBoot answers before the run).
    api.route({
      method,
      url: `${BASE}/execute`,
      config: PLATFORM.config,
      handler: async (request) => {
        const row = await stored(request, text(queryOf(request).id));
        const result = await ctx.jobs.runNow({
          id: String(row.id),
          jobClassName: String(row.jobClassName ?? ''),
          cronExpression: String(row.cronExpression ?? ''),
          parameter: typeof row.parameter === 'string' ? row.parameter : null,
          status: Number(row.status),
        });
        if (!result) throw new BizError('该任务正在执行中，请稍后再试');
        if (!result.success) {
          throw new BizError(result.refused ? `执行失败：${result.message}` : '执行失败!（详情见执行日志）');
        }
        return ok(
          { logId: result.logId, message: result.message, durationMs: result.durationMs, success: true },
          '执行成功!',
        );
      },
    });
  }

  // The built-in jobs a row may name, for the job form's class picker.
  api.get(`${BASE}/jobClassList`, PLATFORM, async () => {
    return ok(
      BUILT_IN_JOBS.map((job) => ({
        value: job.className,
        text: job.name,
        description: job.description,
        parameterHint: job.parameterHint,
      })),
    );
  });

  api.get('/sys/quartzJobLog/list', PLATFORM, async (request) => {
    const page = await logs.list(scopeOf(currentUser(request)), queryOf(request));
    return ok({
      ...page,
      records: page.records.map((row) => ({ ...row, success_dictText: row.success === 1 ? '成功' : '失败' })),
    });
  });
}
