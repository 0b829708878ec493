import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/database';
import { createTestServer, type TestServer } from '../testing/test-server';
import { sampleParamJob } from './built-in/sample-param-job';
import { createJobScheduler, type JobScheduler } from './scheduler';
import {
  countsByFireTime,
  databaseUrlOf,
  insertJob,
  NEEDS_POSTGRES,
  quietLog,
  runsOf,
  secondsBetween,
  sleep,
  within,
} from './testing/cluster-kit';

const EVERY_SECOND = '* * * * * ? *';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(`several instances on one PostgreSQL (${NEEDS_POSTGRES})`, () => {
  let server: TestServer;
  let url: string;
  const pools: Db[] = [];
  const schedulers: JobScheduler[] = [];

  /** A scheduler on a connection pool of its own: another server instance, as far as the database can tell. */
  async function instance(instanceId: string, checkinIntervalMs: number): Promise<JobScheduler> {
    const db = await openPostgres(url);
    pools.push(db);
    const scheduler = createJobScheduler({ db, log: quietLog, instanceId, checkinIntervalMs });
    schedulers.push(scheduler);
    return scheduler;
  }

  beforeAll(async () => {
    server = await createTestServer();
    url = await databaseUrlOf(server);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await Promise.all(pools.map((db) => db.close()));
    await server?.close();
  });

  it('runs every fire time of an every-second job exactly once across three schedulers', async () => {
    await insertJob(server.db, 'cl-every', sampleParamJob.className, EVERY_SECOND, '集群');
    const three = await Promise.all(['cl-a', 'cl-b', 'cl-c'].map((id) => instance(id, 500)));
    await Promise.all(three.map((scheduler) => scheduler.start()));
    const from = Date.now();
    await sleep(7000);
    const to = Date.now();
    await Promise.all(three.map((scheduler) => scheduler.stop()));
    await server.db.query('UPDATE quartz_job SET status = -1 WHERE id = $1', ['cl-every']);

    const runs = await runsOf(server.db, 'cl-every');
    const counts = countsByFireTime(runs);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    // Every fire time of the window ran (a second's margin at each end for starting and stopping).
    const expected = secondsBetween(from + 1000, to - 1000);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(expected.filter((second) => !counts.has(second))).toEqual([]);
    expect(runs.every((run) => run.success === 1 && ['cl-a', 'cl-b', 'cl-c'].includes(run.instanceId))).toBe(true);
    // One claim per fire time, each closed; no instance left behind in the check-in table.
    const claims = await server.db.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM quartz_fired_trigger WHERE job_id = 'cl-every' GROUP BY state`,
    );
    expect(claims).toEqual([{ state: 'finished', n: runs.length }]);
    const left = await server.db.query(
      "SELECT 1 FROM quartz_scheduler_state WHERE instance_id IN ('cl-a', 'cl-b', 'cl-c')",
    );
    expect(left).toHaveLength(0);
  }, 30_000);

  it('applies a job created, paused, resumed and deleted through instance A on instance B within one check-in', async () => {
    const interval = 1000;
    // Within one interval, plus what a loaded machine may add to a timer and a query.
    const limit = interval + 500;
    const admin = await server.tokenFor('admin');
    const a = server.ctx.jobs;
    const b = await instance('cl-b2', interval);
    await a.start();
    await b.start();
    const viaA = async (
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      query?: Record<string, string>,
      body?: unknown,
    ) => {
      const response = await server.request({ method, url: `/sys/quartzJob/${path}`, token: admin, query, body });
      expect(response.body.success).toBe(true);
      return response.body.result;
    };
    try {
      const id = String(
        await viaA('POST', 'add', undefined, {
          jobClassName: sampleParamJob.className,
          cronExpression: EVERY_SECOND,
          parameter: '经实例A创建',
          status: 0,
        }),
      );
      expect(a.plannedFireTime(id)).not.toBeNull();
      expect(await within(limit, () => b.plannedFireTime(id) !== null, 'B plans the new job')).toBeLessThan(limit);
      await within(3000, async () => (await runsOf(server.db, id)).length >= 2, 'runs of the new job');

      await viaA('GET', 'pause', { id });
      expect(a.plannedFireTime(id)).toBeNull();
      expect(await within(limit, () => b.plannedFireTime(id) === null, 'B drops the paused job')).toBeLessThan(limit);
      await sleep(200);
      const settled = (await runsOf(server.db, id)).length;
      await sleep(1500);
      expect(await runsOf(server.db, id)).toHaveLength(settled);

      await viaA('GET', 'resume', { id });
      expect(await within(limit, () => b.plannedFireTime(id) !== null, 'B plans the resumed job')).toBeLessThan(limit);

      // One run per fire time throughout (checked before the delete takes the log with it).
      const counts = countsByFireTime(await runsOf(server.db, id));
      expect([...counts.values()].every((count) => count === 1)).toBe(true);

      await viaA('DELETE', 'delete', { id });
      expect(await within(limit, () => b.plannedFireTime(id) === null, 'B drops the deleted job')).toBeLessThan(limit);
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 30_000);
});
