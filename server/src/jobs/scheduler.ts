import type { Db } from '../db/database';
import { BUILT_IN_REGISTRY, type JobRegistry } from './registry';
import { type JobLogger, type RunResult, runAndLog, type TriggerType } from './run-log';
import { JOB_TIME_ZONE, nextFireTime } from './schedule';
import { JOB_RUNNING, type ScheduledJobRow } from './types';

/**
 * The in-process scheduler of quartz_job. One instance per server (jobs are not coordinated
 * across processes: run one scheduling instance, the others with JOBS_ENABLED=false).
 *
 * Misfires (Quartz's word for a fire time that passed without a run):
 * - after downtime, nothing is replayed: `start()` plans every job from the current instant, so
 *   fire times that fell while the server was down are dropped (Quartz's "do nothing");
 * - while running, a timer that wakes up late (busy event loop, suspended host) runs each due job
 *   once and plans its next fire time after the current instant, so several missed fire times
 *   coalesce into that one run.
 * A job whose previous run has not finished when it is due again is skipped for that fire time
 * (never two runs of one job at once, like Quartz's @DisallowConcurrentExecution but without queueing).
 */
export interface JobScheduler {
  readonly started: boolean;
  /** Loads the running jobs and arms the timer. */
  start(): Promise<void>;
  /** Disarms the timer and waits (up to 10 s) for runs in progress. */
  stop(): Promise<void>;
  /** Re-reads the jobs after any change of quartz_job and re-arms; nothing when not started. */
  reload(): Promise<void>;
  /** Runs a job at once (also when not started); null when that job is running already. */
  runNow(job: ScheduledJobRow): Promise<RunResult | null>;
  isRunning(jobId: string): boolean;
  /** The planned next fire time of a running job (null when not started or not planned). */
  plannedFireTime(jobId: string): Date | null;
}

export interface JobSchedulerOptions {
  db: Db;
  registry?: JobRegistry;
  timeZone?: string;
  log?: JobLogger;
}

/** Longest single wait: the timer re-checks at least this often (clock changes, setTimeout's 24.8-day limit). */
const MAX_WAIT_MS = 60_000;
const STOP_WAIT_MS = 10_000;

interface Planned {
  job: ScheduledJobRow;
  next: Date;
}

/**
 * @example
 * const scheduler = createJobScheduler({ db });
 * await scheduler.start(); // after app.listen()
 * await scheduler.reload(); // after every change of quartz_job
 */
export function createJobScheduler({
  db,
  registry = BUILT_IN_REGISTRY,
  timeZone = JOB_TIME_ZONE,
  log = console,
}: JobSchedulerOptions): JobScheduler {
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  const planned = new Map<string, Planned>();
  const running = new Map<string, Promise<RunResult>>();
  let loading: Promise<void> = Promise.resolve();

  const execute = (job: ScheduledJobRow, trigger: TriggerType): Promise<RunResult> => {
    const run = runAndLog({ db, registry, job, trigger, timeZone, log }).finally(() => running.delete(job.id));
    running.set(job.id, run);
    return run;
  };

  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!started || planned.size === 0) return;
    let soonest = Number.POSITIVE_INFINITY;
    for (const { next } of planned.values()) soonest = Math.min(soonest, next.getTime());
    timer = setTimeout(tick, Math.min(Math.max(0, soonest - Date.now()), MAX_WAIT_MS));
    // The listening server keeps the process alive; a pending timer alone must not.
    timer.unref();
  };

  function tick() {
    timer = null;
    if (!started) return;
    const now = new Date();
    for (const [id, plan] of planned) {
      if (plan.next.getTime() > now.getTime()) continue;
      const next = nextFireTime(plan.job.cronExpression, now, timeZone);
      if (next) plan.next = next;
      else planned.delete(id);
      if (running.has(id)) {
        log.warn(`定时任务 ${plan.job.jobClassName}（${id}）上一次执行尚未结束，跳过本次触发`);
        continue;
      }
      void execute(plan.job, 'schedule');
    }
    arm();
  }

  const load = async () => {
    const rows = await db.query<ScheduledJobRow>(
      `SELECT id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter, status
         FROM quartz_job WHERE status = $1`,
      [JOB_RUNNING],
    );
    if (!started) return;
    const now = new Date();
    const previous = new Map(planned);
    planned.clear();
    for (const job of rows) {
      // An unchanged expression keeps its planned time, so a reload at the very moment a job is
      // due does not skip that run.
      const kept = previous.get(job.id);
      const next =
        kept && kept.job.cronExpression === job.cronExpression
          ? kept.next
          : nextFireTime(job.cronExpression, now, timeZone);
      if (next) planned.set(job.id, { job, next });
      else log.warn(`定时任务 ${job.jobClassName}（${job.id}）的cron表达式不会再触发，未安排执行`);
    }
    arm();
  };

  const reload = (): Promise<void> => {
    if (!started) return Promise.resolve();
    // Loads run one after another, so the last change always wins.
    loading = loading.then(load).catch((error: unknown) => log.error(`定时任务加载失败：${String(error)}`));
    return loading;
  };

  return {
    get started() {
      return started;
    },
    async start() {
      if (started) return;
      started = true;
      await reload();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      planned.clear();
      await loading;
      if (running.size === 0) return;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
    },
    reload,
    async runNow(job) {
      if (running.has(job.id)) return null;
      return execute(job, 'manual');
    },
    isRunning(jobId) {
      return running.has(jobId);
    },
    plannedFireTime(jobId) {
      return planned.get(jobId)?.next ?? null;
    },
  };
}
