import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { type JobRegistry, unknownJobClassMessage } from './registry';
import { JobError, type ScheduledJobRow } from './types';

export type TriggerType = 'schedule' | 'manual';

/** The outcome of one run, as written to quartz_job_log. */
export interface RunResult {
  /** Null when the log row could not be written (e.g. the job was deleted meanwhile). */
  logId: string | null;
  success: boolean;
  /** The log's message: the job's summary, or why it failed. */
  message: string;
  /** True when the failure is a job's own refusal (a Chinese message fit to show as is). */
  refused: boolean;
  startTime: Date;
  durationMs: number;
}

/** A run claimed in quartz_fired_trigger: which instance runs which fire time. */
export interface FiredRun {
  instanceId: string;
  fireTime: Date;
}

/** Where the scheduler reports what it cannot put in the run log. */
export interface JobLogger {
  warn(message: string): void;
  error(message: string): void;
}

const MAX_MESSAGE = 2000;

function failureText(error: unknown): { message: string; refused: boolean } {
  if (error instanceof JobError) return { message: error.message, refused: true };
  const detail = error instanceof Error ? error.message : String(error);
  return { message: `任务执行异常：${detail}`, refused: false };
}

/**
 * Runs one job and records the run in quartz_job_log. Never rejects: a failing job (or an unknown
 * class name, or a parameter the job refuses) becomes a failed log row with its message.
 *
 * @example await runAndLog({ db, registry: BUILT_IN_REGISTRY, job, trigger: 'manual', timeZone: 'Asia/Shanghai', log: console })
 */
export async function runAndLog(options: {
  db: Db;
  registry: JobRegistry;
  job: ScheduledJobRow;
  trigger: TriggerType;
  timeZone: string;
  log: JobLogger;
  /** The claimed fire time and the instance running it (see cluster-store.ts): logged, and the claim closed. */
  fired?: FiredRun;
}): Promise<RunResult> {
  const { db, registry, job, trigger, timeZone, log, fired } = options;
  const startTime = new Date();
  let outcome: { success: boolean; message: string; refused: boolean };
  try {
    const definition = registry.get(job.jobClassName);
    if (!definition) throw new JobError(unknownJobClassMessage(job.jobClassName));
    const parameter = job.parameter ?? '';
    const problem = definition.checkParameter(parameter);
    if (problem !== null) throw new JobError(problem);
    const message = await definition.run({ db, parameter, now: startTime, timeZone });
    outcome = { success: true, message, refused: false };
  } catch (error) {
    outcome = { success: false, ...failureText(error) };
  }
  const endTime = new Date();
  const durationMs = endTime.getTime() - startTime.getTime();
  const message = outcome.message.slice(0, MAX_MESSAGE);
  let logId: string | null = null;
  try {
    // A job deleted while it ran has nowhere to log (its rows went with it): nothing is written. The claim
    // is closed in the same statement, so no instance can fail a run that did log. A claim taken for lost
    // meanwhile (this instance missed its check-ins) stays lost; the run's own outcome is still logged.
    const written = await db.query<{ id: string }>(
      `WITH closed AS (
         UPDATE quartz_fired_trigger SET state = 'finished', finished_at = $6::timestamptz
          WHERE job_id = $2 AND fire_time = $11::timestamptz AND instance_id = $10::varchar AND state = 'running')
       INSERT INTO quartz_job_log (id, job_id, job_class_name, trigger_type, start_time, end_time, duration_ms, success,
                                   message, instance_id, fire_time)
       SELECT $1::varchar, id, $3::varchar, $4::varchar, $5::timestamptz, $6::timestamptz, $7::int, $8::int, $9::varchar,
              $10::varchar, $11::timestamptz
         FROM quartz_job WHERE id = $2 RETURNING id`,
      [
        newId(),
        job.id,
        job.jobClassName,
        trigger,
        startTime,
        endTime,
        durationMs,
        outcome.success ? 1 : 0,
        message,
        fired?.instanceId ?? null,
        fired?.fireTime ?? null,
      ],
    );
    logId = written[0]?.id ?? null;
  } catch (error) {
    logId = null;
    log.error(`定时任务 ${job.jobClassName}（${job.id}）的执行日志写入失败：${String(error)}`);
  }
  if (!outcome.success) log.warn(`定时任务 ${job.jobClassName}（${job.id}）执行失败：${message}`);
  return { logId, success: outcome.success, message, refused: outcome.refused, startTime, durationMs };
}
