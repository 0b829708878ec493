import type { Db } from '../db/database';

/** What a built-in job receives for one run. */
export interface JobRunContext {
  db: Db;
  /** The job's parameter as stored ('' when none); already accepted by `checkParameter`. */
  parameter: string;
  /** The run's start instant. */
  now: Date;
  /** The operator's IANA time zone (calendar days, "today"). */
  timeZone: string;
}

/**
 * One job the server knows how to run. Rows of `quartz_job` name it by `className` (JeecgBoot's
 * "任务类名"); nothing else can be scheduled.
 *
 * @example
 * const job: BuiltInJob = { className: 'x.SampleParamJob', name: '示例任务', description: '…',
 *   parameterHint: '任意文本', checkParameter: () => null, run: async ({ parameter }) => parameter };
 */
export interface BuiltInJob {
  className: string;
  /** Chinese name shown beside the class name. */
  name: string;
  description: string;
  /** What the parameter means, for the job form. */
  parameterHint: string;
  /** Null when `parameter` is acceptable, else the Chinese reason. */
  checkParameter(parameter: string): string | null;
  /** Does the work; resolves to the message of the run log, throws to fail the run. */
  run(context: JobRunContext): Promise<string>;
}

/** A refusal raised by a job on purpose: its Chinese message is shown as is. */
export class JobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobError';
  }
}

/** The columns of a quartz_job row the scheduler needs. */
export interface ScheduledJobRow {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: number;
}

/** JeecgBoot's status values. */
export const JOB_RUNNING = 0;
export const JOB_PAUSED = -1;
