import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { newId } from '../util/ids';
import type { TriggerType } from './run-log';

/**
 * The SQL of the clustered scheduler (tables of 194_job_cluster.sql): check-ins, claims of fire times,
 * recovery of lost instances. Every statement is a single one (or one transaction), so instances racing
 * for the same row are settled by PostgreSQL's unique indexes and row locks, and PGlite runs the same.
 */

/** What an instance tells the others at each check-in. */
export interface CheckInRow {
  instanceId: string;
  checkinIntervalMs: number;
  /** How long without a check-in before the others take this instance for lost. */
  recoverAfterMs: number;
}

/**
 * Records that `me` is alive (creating its row, e.g. again after it was taken for lost) and returns
 * the quartz_job change counter, read in the same round trip.
 *
 * @example const generation = await checkIn(db, { instanceId, checkinIntervalMs: 5000, recoverAfterMs: 15000 })
 */
export async function checkIn(db: Db, me: CheckInRow): Promise<number> {
  const row = await db.one<{ generation: number }>(
    `INSERT INTO quartz_scheduler_state (instance_id, host, pid, checkin_interval_ms, recover_after_ms)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (instance_id) DO UPDATE
       SET last_checkin = now(), checkin_interval_ms = EXCLUDED.checkin_interval_ms,
           recover_after_ms = EXCLUDED.recover_after_ms
     RETURNING (SELECT value FROM quartz_job_generation WHERE id = 1) AS generation`,
    [me.instanceId, hostname().slice(0, 255), process.pid, me.checkinIntervalMs, me.recoverAfterMs],
  );
  return Number(row?.generation ?? 0);
}

/** The quartz_job change counter alone (read before the jobs, so a change made meanwhile is seen later). */
export async function jobGeneration(db: Db): Promise<number> {
  const row = await db.one<{ value: number }>('SELECT value FROM quartz_job_generation WHERE id = 1');
  return Number(row?.value ?? 0);
}

/** Removes `instanceId`'s row on a clean stop (its runs are over), so nobody waits to recover it. */
export async function leaveCluster(db: Db, instanceId: string): Promise<void> {
  await db.query('DELETE FROM quartz_scheduler_state WHERE instance_id = $1', [instanceId]);
}

export interface FireClaim {
  jobId: string;
  fireTime: Date;
  instanceId: string;
  trigger: TriggerType;
  /** A fire time older than this is not claimed (its row may have been swept: it ran or was missed). */
  retentionMs: number;
}

/**
 * - `claimed`: this instance runs the fire time;
 * - `skipped`: the job was still running (`holder` is the instance running it); this instance recorded
 *   the skip for the whole cluster and should say so;
 * - `none`: nothing to do here (another instance took the fire time or recorded its skip; or the job
 *   was paused, deleted or the fire time is too old).
 */
export type ClaimOutcome = { kind: 'claimed' } | { kind: 'skipped'; holder: string } | { kind: 'none' };

// A scheduled fire needs the job still scheduled (a pause made through another instance counts at once);
// a manual run ("执行一次") runs a paused job too.
const CLAIMABLE = `FROM quartz_job WHERE id = $1 AND ($4::varchar = 'manual' OR status = 0)
   AND $2::timestamptz > now() - make_interval(secs => $5::float8 / 1000)`;

/**
 * Claims one fire time of a job for `instanceId`. It meets the primary key (another instance took it)
 * or the one-running-row-per-job index (the job is running somewhere); a scheduled fire that meets the
 * latter records its skip (see `recordSkip`).
 *
 * @example if ((await claimFire(db, { jobId, fireTime, instanceId, trigger: 'schedule', retentionMs })).kind === 'claimed') run()
 */
export async function claimFire(db: Db, claim: FireClaim): Promise<ClaimOutcome> {
  const won = await db.query(
    `INSERT INTO quartz_fired_trigger (job_id, fire_time, instance_id, trigger_type, state)
     SELECT id, $2::timestamptz, $3::varchar, $4::varchar, 'running' ${CLAIMABLE}
     ON CONFLICT DO NOTHING RETURNING job_id`,
    [claim.jobId, claim.fireTime, claim.instanceId, claim.trigger, claim.retentionMs],
  );
  if (won.length > 0) return { kind: 'claimed' };
  return claim.trigger === 'manual' ? { kind: 'none' } : recordSkip(db, claim);
}

/**
 * Records that a due fire time is skipped because the job is still running (here or on another
 * instance). Only the first instance to record it gets `skipped`, so the cluster warns once.
 */
export async function recordSkip(db: Db, claim: FireClaim): Promise<ClaimOutcome> {
  const rows = await db.query<{ holder: string | null }>(
    `INSERT INTO quartz_fired_trigger (job_id, fire_time, instance_id, trigger_type, state, finished_at)
     SELECT id, $2::timestamptz, $3::varchar, $4::varchar, 'skipped', now() ${CLAIMABLE}
        AND EXISTS (SELECT 1 FROM quartz_fired_trigger WHERE job_id = $1 AND state = 'running')
     ON CONFLICT DO NOTHING
     RETURNING (SELECT instance_id FROM quartz_fired_trigger WHERE job_id = $1 AND state = 'running') AS holder`,
    [claim.jobId, claim.fireTime, claim.instanceId, claim.trigger, claim.retentionMs],
  );
  const row = rows[0];
  return row ? { kind: 'skipped', holder: row.holder ?? '' } : { kind: 'none' };
}

/** Deletes the fire times older than `retentionMs` that are over (claims refuse them anyway). */
export async function sweepFired(db: Db, retentionMs: number): Promise<void> {
  await db.query(
    `DELETE FROM quartz_fired_trigger
      WHERE state <> 'running' AND fire_time < now() - make_interval(secs => $1::float8 / 1000)`,
    [retentionMs],
  );
}

/** A run whose instance was lost, now failed in the run log. */
export interface LostRun {
  jobId: string;
  fireTime: Date;
  instanceId: string;
  logId: string;
}

/** The run log's message for a run whose instance stopped checking in. */
export function lostRunMessage(instanceId: string): string {
  return `执行实例已失联（${instanceId}），本次执行结果未知，已记为失败`;
}

/**
 * Run by every live scheduler at each check-in: instances silent for longer than they declared are
 * removed, and their running claims (plus any running claim older than `orphanAfterMs` whose instance
 * has no row at all) become 'lost' with a failed run-log row. One transaction: when two live instances
 * recover the same one, the row locks let only the first see it.
 *
 * @example for (const run of await recoverLostRuns(db, instanceId, 15_000)) log.warn(run.jobId)
 */
export async function recoverLostRuns(db: Db, instanceId: string, orphanAfterMs: number): Promise<LostRun[]> {
  return db.transaction(async (tx) => {
    const gone = await tx.query<{ instance_id: string }>(
      `DELETE FROM quartz_scheduler_state
        WHERE instance_id <> $1 AND last_checkin < now() - make_interval(secs => recover_after_ms::float8 / 1000)
        RETURNING instance_id`,
      [instanceId],
    );
    const lost = await tx.query<{
      job_id: string;
      fire_time: Date;
      instance_id: string;
      trigger_type: string;
      claimed_at: Date;
    }>(
      `UPDATE quartz_fired_trigger f SET state = 'lost', finished_at = now()
        WHERE f.state = 'running' AND f.instance_id <> $3
          AND (f.instance_id = ANY($1::varchar[])
               OR (f.claimed_at < now() - make_interval(secs => $2::float8 / 1000)
                   AND NOT EXISTS (SELECT 1 FROM quartz_scheduler_state s WHERE s.instance_id = f.instance_id)))
        RETURNING f.job_id, f.fire_time, f.instance_id, f.trigger_type, f.claimed_at`,
      [gone.map((row) => row.instance_id), orphanAfterMs, instanceId],
    );
    const runs: LostRun[] = [];
    for (const run of lost) {
      const logId = newId();
      await tx.query(
        `INSERT INTO quartz_job_log (id, job_id, job_class_name, trigger_type, start_time, end_time, duration_ms,
                                     success, message, instance_id, fire_time)
         SELECT $1::varchar, id, job_class_name, $3::varchar, $4::timestamptz, now(),
                GREATEST(0, round(extract(epoch FROM now() - $4::timestamptz) * 1000))::int,
                0, $5::varchar, $6::varchar, $7::timestamptz
           FROM quartz_job WHERE id = $2`,
        [
          logId,
          run.job_id,
          run.trigger_type,
          run.claimed_at,
          lostRunMessage(run.instance_id),
          run.instance_id,
          run.fire_time,
        ],
      );
      runs.push({ jobId: run.job_id, fireTime: new Date(run.fire_time), instanceId: run.instance_id, logId });
    }
    return runs;
  });
}

/**
 * Closes this instance's running claims of jobs it is not running (`runningJobIds`: its runs in
 * progress): left behind when a run could not write its log, they would otherwise block the job for as
 * long as this instance lives.
 */
export async function releaseStaleClaims(
  db: Db,
  instanceId: string,
  runningJobIds: readonly string[],
  olderThanMs: number,
): Promise<void> {
  // Only claims older than `olderThanMs`: one made by a run that started after `runningJobIds` was read
  // is young, and stays.
  await db.query(
    `UPDATE quartz_fired_trigger SET state = 'finished', finished_at = now()
      WHERE instance_id = $1 AND state = 'running' AND NOT (job_id = ANY($2::varchar[]))
        AND claimed_at < now() - make_interval(secs => $3::float8 / 1000)`,
    [instanceId, [...runningJobIds], olderThanMs],
  );
}
