import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { sampleParamJob } from './built-in/sample-param-job';
import {
  checkIn,
  claimFire,
  type FireClaim,
  jobGeneration,
  lostRunMessage,
  recoverLostRuns,
  releaseStaleClaims,
  sweepFired,
} from './cluster-store';
import { jobRegistry } from './registry';
import { runAndLog } from './run-log';
import { createJobScheduler } from './scheduler';

// The claim rules on the engine under test: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const HOUR = 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { warn: () => undefined, error: () => undefined };

async function insertJob(id: string, status = 0): Promise<void> {
  await server.db.query(
    `INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, status, create_by)
     VALUES ($1, $2, '* * * * * ? *', '', $3, 'test')`,
    [id, sampleParamJob.className, status],
  );
}

const claim = (jobId: string, fireTime: Date, instanceId: string, extra: Partial<FireClaim> = {}) =>
  claimFire(server.db, { jobId, fireTime, instanceId, trigger: 'schedule', retentionMs: HOUR, ...extra });

const fired = (jobId: string) =>
  server.db.query<{ fire_time: Date; instance_id: string; state: string }>(
    'SELECT fire_time, instance_id, state FROM quartz_fired_trigger WHERE job_id = $1 ORDER BY fire_time',
    [jobId],
  );

const logs = (jobId: string) =>
  server.db.query<{ success: number; message: string; instance_id: string | null; fire_time: Date | null }>(
    'SELECT success, message, instance_id, fire_time FROM quartz_job_log WHERE job_id = $1 ORDER BY start_time',
    [jobId],
  );

const job = (id: string) => ({
  id,
  jobClassName: sampleParamJob.className,
  cronExpression: '* * * * * ? *',
  parameter: '',
  status: 0,
});

describe('cluster store', () => {
  it('gives each fire time to one instance, never runs a job twice at once and records a skip once', async () => {
    await insertJob('cs-claim');
    const t1 = new Date(Math.floor(Date.now() / 1000) * 1000);
    const t2 = new Date(t1.getTime() + 1000);
    expect(await claim('cs-claim', t1, 'a')).toEqual({ kind: 'claimed' });
    expect(await claim('cs-claim', t1, 'b')).toEqual({ kind: 'none' });
    // t1 still running on a: the first instance due at t2 records the skip, the next one says nothing.
    expect(await claim('cs-claim', t2, 'b')).toEqual({ kind: 'skipped', holder: 'a' });
    expect(await claim('cs-claim', t2, 'c')).toEqual({ kind: 'none' });
    // A manual run is refused while it runs, and records nothing.
    expect(await claim('cs-claim', new Date(), 'c', { trigger: 'manual' })).toEqual({ kind: 'none' });

    const result = await runAndLog({
      db: server.db,
      registry: jobRegistry([sampleParamJob]),
      job: job('cs-claim'),
      trigger: 'schedule',
      timeZone: 'Asia/Shanghai',
      log: quiet,
      fired: { instanceId: 'a', fireTime: t1 },
    });
    expect(result.success).toBe(true);
    expect((await fired('cs-claim')).map((row) => [row.instance_id, row.state])).toEqual([
      ['a', 'finished'],
      ['b', 'skipped'],
    ]);
    expect(await logs('cs-claim')).toMatchObject([{ success: 1, instance_id: 'a' }]);
    expect(new Date((await logs('cs-claim'))[0]?.fire_time as Date).getTime()).toBe(t1.getTime());

    // Free again: the next fire time goes to whoever comes first.
    expect(await claim('cs-claim', new Date(t2.getTime() + 1000), 'c')).toEqual({ kind: 'claimed' });
  });

  it('claims no scheduled fire of a paused job (manual runs still go) and no fire time past the retention', async () => {
    await insertJob('cs-paused', -1);
    expect(await claim('cs-paused', new Date(), 'a')).toEqual({ kind: 'none' });
    expect(await claim('cs-paused', new Date(), 'a', { trigger: 'manual' })).toEqual({ kind: 'claimed' });

    await insertJob('cs-old');
    expect(await claim('cs-old', new Date(Date.now() - 2 * HOUR), 'a')).toEqual({ kind: 'none' });
    expect(await fired('cs-old')).toHaveLength(0);
  });

  it('moves the change counter on every change of quartz_job and hands it back at check-in', async () => {
    const before = await jobGeneration(server.db);
    await insertJob('cs-generation', -1);
    const afterInsert = await checkIn(server.db, { instanceId: 'cs-g', checkinIntervalMs: 1000, recoverAfterMs: 3000 });
    expect(afterInsert).toBeGreaterThan(before);
    await server.db.query('UPDATE quartz_job SET status = 0 WHERE id = $1', ['cs-generation']);
    expect(await jobGeneration(server.db)).toBeGreaterThan(afterInsert);
    const afterUpdate = await jobGeneration(server.db);
    await server.db.query('DELETE FROM quartz_job WHERE id = $1', ['cs-generation']);
    expect(await jobGeneration(server.db)).toBeGreaterThan(afterUpdate);
    // Reading the log or claiming does not move it.
    const settled = await jobGeneration(server.db);
    await insertJob('cs-generation-2');
    const withJob = await jobGeneration(server.db);
    await claim('cs-generation-2', new Date(), 'a');
    expect(await jobGeneration(server.db)).toBe(withJob);
    expect(withJob).toBe(settled + 1);
  });

  it('fails the unfinished runs of an instance that stopped checking in, once, in the run log', async () => {
    await insertJob('cs-lost');
    await insertJob('cs-orphan');
    await checkIn(server.db, { instanceId: 'cs-dead', checkinIntervalMs: 100, recoverAfterMs: 400 });
    await checkIn(server.db, { instanceId: 'cs-live', checkinIntervalMs: 1000, recoverAfterMs: 3000 });
    const fireTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    expect(await claim('cs-lost', fireTime, 'cs-dead')).toEqual({ kind: 'claimed' });
    // A claim whose instance has no row at all (it was recovered, then claimed before checking in again).
    expect(await claim('cs-orphan', fireTime, 'cs-ghost')).toEqual({ kind: 'claimed' });

    expect(await recoverLostRuns(server.db, 'cs-live', 60_000)).toEqual([]);
    await sleep(600);
    // (Claims the earlier tests left running, by instances that never checked in, go the same way.)
    const lost = (await recoverLostRuns(server.db, 'cs-live', 100)).filter((run) =>
      ['cs-lost', 'cs-orphan'].includes(run.jobId),
    );
    expect(lost.map((run) => [run.jobId, run.instanceId]).sort()).toEqual([
      ['cs-lost', 'cs-dead'],
      ['cs-orphan', 'cs-ghost'],
    ]);
    expect(await recoverLostRuns(server.db, 'cs-live', 100)).toEqual([]);
    expect(await logs('cs-lost')).toMatchObject([
      { success: 0, message: lostRunMessage('cs-dead'), instance_id: 'cs-dead' },
    ]);
    expect(lostRunMessage('cs-dead')).toContain('执行实例已失联');
    expect(new Date((await logs('cs-lost'))[0]?.fire_time as Date).getTime()).toBe(fireTime.getTime());
    const states = await server.db.query<{ instance_id: string }>(
      "SELECT instance_id FROM quartz_scheduler_state WHERE instance_id IN ('cs-dead', 'cs-live')",
    );
    expect(states.map((row) => row.instance_id)).toEqual(['cs-live']);
    // The next fire time is free for the live instances.
    expect(await claim('cs-lost', new Date(fireTime.getTime() + 1000), 'cs-live')).toEqual({ kind: 'claimed' });
  });

  it('closes an old running claim of its own job it is no longer running, and sweeps old fire times', async () => {
    await insertJob('cs-stale');
    const old = new Date(Date.now() - 2 * HOUR);
    await server.db.query(
      `INSERT INTO quartz_fired_trigger (job_id, fire_time, instance_id, trigger_type, state, claimed_at)
       VALUES ('cs-stale', $1, 'cs-self', 'schedule', 'running', $1)`,
      [old],
    );
    await releaseStaleClaims(server.db, 'cs-self', ['cs-stale'], 1000);
    expect((await fired('cs-stale'))[0]?.state).toBe('running');
    await releaseStaleClaims(server.db, 'cs-self', [], 1000);
    expect((await fired('cs-stale'))[0]?.state).toBe('finished');
    await sweepFired(server.db, HOUR);
    expect(await fired('cs-stale')).toHaveLength(0);
  });

  it('logs a manual run with its instance on a scheduler that was never started, and leaves no check-in behind', async () => {
    await insertJob('cs-manual', -1);
    const scheduler = createJobScheduler({ db: server.db, log: quiet, instanceId: 'cs-manual-instance' });
    const result = await scheduler.runNow(job('cs-manual'));
    expect(result).toMatchObject({ success: true });
    expect(await logs('cs-manual')).toMatchObject([{ success: 1, instance_id: 'cs-manual-instance' }]);
    expect((await fired('cs-manual')).map((row) => row.state)).toEqual(['finished']);
    const left = await server.db.query("SELECT 1 FROM quartz_scheduler_state WHERE instance_id = 'cs-manual-instance'");
    expect(left).toHaveLength(0);
    await scheduler.stop();
  });
});
