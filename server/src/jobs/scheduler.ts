import type { Db } from '../db/database';
import { instanceIdOf } from '../util/instance-id';
import { createClusterMember } from './cluster-member';
import {
  type ClaimOutcome,
  claimFire,
  type FireClaim,
  jobGeneration,
  recordSkip,
  recoverLostRuns,
  releaseStaleClaims,
  sweepFired,
} from './cluster-store';
import { BUILT_IN_REGISTRY, type JobRegistry } from './registry';
import { type JobLogger, type RunResult, runAndLog, type TriggerType } from './run-log';
import { JOB_TIME_ZONE, nextFireTime } from './schedule';
import { JOB_RUNNING, type ScheduledJobRow } from './types';

/**
 * The scheduler of quartz_job. Every server instance on one database may run it (Quartz's clustered
 * JobStore): each fire time is claimed in quartz_fired_trigger before it runs, so exactly one instance
 * runs it and the others skip it silently; instances check in to quartz_scheduler_state, and a live
 * one fails in the run log ("执行实例已失联") the runs of an instance that stopped checking in. A change of
 * quartz_job made through any instance reaches the others at their next check-in (quartz_job_generation);
 * `reload()` applies it at once on the instance that made it.
 *
 * Misfires (Quartz's word for a fire time that passed without a run):
 * - after downtime, nothing is replayed: `start()` plans every job from the current instant, so
 *   fire times that fell while the server was down are dropped (Quartz's "do nothing");
 * - while running, a timer that wakes up late (busy event loop, suspended host) runs each due job
 *   once and plans its next fire time after the current instant, so several missed fire times
 *   coalesce into that one run (unless another instance ran them; a fire time more than
 *   `firedRetentionMs` old is not run any more).
 * A job whose previous run has not finished, on any instance, when it is due again is skipped for that
 * fire time (never two runs of one job at once, like Quartz's @DisallowConcurrentExecution but without
 * queueing); the skip is recorded once for the whole cluster.
 */
export interface JobScheduler {
  readonly started: boolean;
  /** This instance's id in quartz_scheduler_state and in the run log. */
  readonly instanceId: string;
  /** Checks in, loads the running jobs and arms the timer. */
  start(): Promise<void>;
  /** Disarms the timer, waits (up to 10 s) for runs in progress and leaves the cluster. */
  stop(): Promise<void>;
  /** Re-reads the jobs after any change of quartz_job and re-arms; nothing when not started. */
  reload(): Promise<void>;
  /** Runs a job at once (also when not started); null when that job is running already, here or elsewhere. */
  runNow(job: ScheduledJobRow): Promise<RunResult | null>;
  /** Whether this instance is running the job. */
  isRunning(jobId: string): boolean;
  /** The planned next fire time of a running job (null when not started or not planned). */
  plannedFireTime(jobId: string): Date | null;
}

/**
 * Options; the cluster ones have defaults fit for production:
 * - `instanceId`: this instance among those sharing the database; default `${hostname}:${pid}:${random}`.
 * - `checkinIntervalMs` (default 5000): how often the instance checks in, picks up changes of quartz_job
 *   made through other instances, and recovers lost instances.
 * - `missedCheckins` (default 3): check-ins an instance may miss before the others take it for lost and
 *   fail its unfinished runs (with the defaults, 15 s of silence).
 * - `firedRetentionMs` (default 1 h): how long claimed fire times are kept; a fire time older than this
 *   is no longer claimed, so a timer waking up later than that does not run it.
 */
export interface JobSchedulerOptions {
  db: Db;
  registry?: JobRegistry;
  timeZone?: string;
  log?: JobLogger;
  instanceId?: string;
  checkinIntervalMs?: number;
  missedCheckins?: number;
  firedRetentionMs?: number;
}

export const DEFAULT_CHECKIN_INTERVAL_MS = 5_000;
export const DEFAULT_MISSED_CHECKINS = 3;
export const DEFAULT_FIRED_RETENTION_MS = 60 * 60 * 1000;

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
  instanceId: givenInstanceId,
  checkinIntervalMs = DEFAULT_CHECKIN_INTERVAL_MS,
  missedCheckins = DEFAULT_MISSED_CHECKINS,
  firedRetentionMs = DEFAULT_FIRED_RETENTION_MS,
}: JobSchedulerOptions): JobScheduler {
  const instanceId = instanceIdOf(givenInstanceId);
  for (const [name, value] of Object.entries({ checkinIntervalMs, missedCheckins, firedRetentionMs })) {
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`createJobScheduler: ${name} must be a positive integer`);
  }
  const recoverAfterMs = checkinIntervalMs * missedCheckins;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  const planned = new Map<string, Planned>();
  const running = new Map<string, Promise<RunResult | null>>();
  let loading: Promise<void> = Promise.resolve();
  let seenGeneration: number | null = null;

  const member = createClusterMember({
    db,
    me: { instanceId, checkinIntervalMs, recoverAfterMs },
    log,
    async onCheckIn(generation) {
      await releaseStaleClaims(db, instanceId, [...running.keys()], recoverAfterMs);
      if (!started) return;
      if (generation !== seenGeneration) await reload();
      for (const lost of await recoverLostRuns(db, instanceId, recoverAfterMs)) {
        log.warn(`定时任务（${lost.jobId}）在实例 ${lost.instanceId} 上的执行已失联，已记为失败`);
      }
      await sweepFired(db, firedRetentionMs);
    },
  });

  const claimOf = (job: ScheduledJobRow, trigger: TriggerType, fireTime: Date): FireClaim => ({
    jobId: job.id,
    fireTime,
    instanceId,
    trigger,
    retentionMs: firedRetentionMs,
  });

  const warnSkipped = (job: ScheduledJobRow, outcome: ClaimOutcome) => {
    if (outcome.kind !== 'skipped') return;
    log.warn(
      `定时任务 ${job.jobClassName}（${job.id}）上一次执行尚未结束（执行实例：${outcome.holder}），跳过本次触发`,
    );
  };

  /** Claims the fire time and, when this instance won it, runs the job; null when it did not. */
  const execute = (job: ScheduledJobRow, trigger: TriggerType, fireTime: Date): Promise<RunResult | null> => {
    let run: Promise<RunResult | null> | null = null;
    run = (async () => {
      // Held while the run lasts, so an instance that does not schedule still checks in during a long manual run.
      await member.join().catch(() => undefined);
      try {
        const outcome = await claimFire(db, claimOf(job, trigger, fireTime));
        warnSkipped(job, outcome);
        if (outcome.kind !== 'claimed') return null;
        return await runAndLog({ db, registry, job, trigger, timeZone, log, fired: { instanceId, fireTime } });
      } finally {
        if (running.get(job.id) === run) running.delete(job.id);
        await member.leave();
      }
    })();
    running.set(job.id, run);
    return run;
  };

  const fire = (job: ScheduledJobRow, fireTime: Date) => {
    const failed = (error: unknown) => log.error(`定时任务 ${job.jobClassName}（${job.id}）触发失败：${String(error)}`);
    if (running.has(job.id)) {
      // Running here: no claim can succeed; record the skip (once for the cluster).
      recordSkip(db, claimOf(job, 'schedule', fireTime))
        .then((outcome) => warnSkipped(job, outcome))
        .catch(failed);
      return;
    }
    execute(job, 'schedule', fireTime).catch(failed);
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
      // The fire time is claimed as planned: every instance plans the same times, so they meet on one row.
      const fireTime = plan.next;
      const next = nextFireTime(plan.job.cronExpression, now, timeZone);
      if (next) plan.next = next;
      else planned.delete(id);
      fire(plan.job, fireTime);
    }
    arm();
  }

  const load = async () => {
    // Read before the jobs: a change made while they are read moves the counter past this value.
    const generation = await jobGeneration(db);
    const rows = await db.query<ScheduledJobRow>(
      `SELECT id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter, status
         FROM quartz_job WHERE status = $1`,
      [JOB_RUNNING],
    );
    if (!started) return;
    seenGeneration = generation;
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

  function reload(): Promise<void> {
    if (!started) return Promise.resolve();
    // Loads run one after another, so the last change always wins.
    loading = loading.then(load).catch((error: unknown) => log.error(`定时任务加载失败：${String(error)}`));
    return loading;
  }

  return {
    get started() {
      return started;
    },
    instanceId,
    async start() {
      if (started) return;
      started = true;
      // A failed first check-in is logged; the periodic check-ins keep trying.
      await member.join().catch((error: unknown) => log.error(`定时任务实例 ${instanceId} 签到失败：${String(error)}`));
      await reload();
    },
    async stop() {
      const wasStarted = started;
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      planned.clear();
      await loading;
      if (running.size > 0) {
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled([...running.values()]),
          new Promise((resolve) => {
            waited = setTimeout(resolve, STOP_WAIT_MS);
          }),
        ]);
        clearTimeout(waited);
      }
      if (wasStarted) await member.leave();
      // Runs still going hold the membership; the process is about to go, so their claims are left to
      // the other instances' recovery.
      if (running.size > 0) member.halt();
    },
    reload,
    async runNow(job) {
      if (running.has(job.id)) return null;
      return execute(job, 'manual', new Date());
    },
    isRunning(jobId) {
      return running.has(jobId);
    },
    plannedFireTime(jobId) {
      return planned.get(jobId)?.next ?? null;
    },
  };
}
