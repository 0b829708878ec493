import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';
import { BUILT_IN_REGISTRY, cronProblem, JOB_PAUSED, JOB_RUNNING, unknownJobClassMessage } from '../../jobs';

/** The writable columns of a job, checked. */
export interface JobFields {
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description: string;
  status: number;
}

const LIMITS = { jobClassName: 255, cronExpression: 255, parameter: 500, description: 500 } as const;
const LABELS = {
  jobClassName: '任务类名',
  cronExpression: 'Cron表达式',
  parameter: '参数',
  description: '描述',
} as const;

type TextField = keyof typeof LIMITS;

function textValue(name: TextField, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new BizError(`${LABELS[name]}格式不正确`);
  const text = String(raw).trim();
  if (text.length > LIMITS[name]) throw new BizError(`${LABELS[name]}不能超过${LIMITS[name]}个字符`);
  return text;
}

/** JeecgBoot's status values: 0 正常 (scheduled), -1 停止 (paused). */
export function statusValue(raw: unknown): number {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (text === String(JOB_RUNNING)) return JOB_RUNNING;
  if (text === String(JOB_PAUSED)) return JOB_PAUSED;
  throw new BizError('任务状态只能是0（正常）或-1（停止）');
}

/** Refuses a class name outside the built-in registry. */
export function requireKnownClass(jobClassName: string): void {
  if (!BUILT_IN_REGISTRY.has(jobClassName)) throw new BizError(unknownJobClassMessage(jobClassName));
}

/** Refuses an expression the shared engine rejects (its message) or one that never fires again. */
export function requireFiringCron(cronExpression: string): void {
  const problem = cronProblem(cronExpression);
  if (problem !== null) throw new BizError(problem);
}

/**
 * The job an add (existing null) or edit body describes: the body's fields over the stored ones,
 * each checked — a built-in class, a valid expression that fires again, a parameter its job
 * accepts, JeecgBoot's status values. A new job without a status starts paused.
 *
 * @example checkedJob({ jobClassName: 'x', cronExpression: '0 0 1 * * ?' }, null) // throws 任务类名不存在：x（…）
 */
export function checkedJob(body: ApiRow, existing: ApiRow | null): JobFields {
  const value = (name: TextField) => textValue(name, Object.hasOwn(body, name) ? body[name] : existing?.[name]);
  const jobClassName = value('jobClassName');
  if (jobClassName === '') throw new BizError('请输入任务类名');
  requireKnownClass(jobClassName);
  const cronExpression = value('cronExpression');
  if (cronExpression === '') throw new BizError('请输入Cron表达式');
  requireFiringCron(cronExpression);
  const parameter = value('parameter');
  const problem = BUILT_IN_REGISTRY.get(jobClassName)?.checkParameter(parameter) ?? null;
  if (problem !== null) throw new BizError(problem);
  const description = value('description');
  const rawStatus = Object.hasOwn(body, 'status') && body.status !== '' ? body.status : existing?.status;
  const status = rawStatus === undefined || rawStatus === null ? JOB_PAUSED : statusValue(rawStatus);
  return { jobClassName, cronExpression, parameter, description, status };
}
