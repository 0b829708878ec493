// The long run of `npm run bench -- cluster`: three schedulers (a pool each, as three instances) on the
// bench's PostgreSQL and a job firing every second for SECONDS seconds; each fire time must have run
// exactly once and none may be missing (the unit test, server/src/jobs/cluster.test.ts, runs 7 s).
import { randomBytes } from 'node:crypto';
import { type Db, openPostgres } from '../../../server/src/db/database';
import { sampleParamJob } from '../../../server/src/jobs/built-in/sample-param-job';
import { createJobScheduler, type JobScheduler } from '../../../server/src/jobs/scheduler';

const SECONDS = 60;
const quiet = { warn: () => undefined, error: () => undefined };

export async function jobMinute(url: string): Promise<{ report: string; met: boolean }> {
  const pools: Db[] = [];
  const schedulers: JobScheduler[] = [];
  for (const name of ['bench-a', 'bench-b', 'bench-c']) {
    const db = await openPostgres(url);
    pools.push(db);
    schedulers.push(createJobScheduler({ db, log: quiet, instanceId: name }));
  }
  const [db] = pools as [Db];
  const jobId = `minute${randomBytes(6).toString('hex')}`;
  await db.query(
    `INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, status, create_by)
     VALUES ($1, $2, '* * * * * ? *', 'bench', 0, 'bench')`,
    [jobId, sampleParamJob.className],
  );
  try {
    await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const to = Date.now();
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    const runs = await db.query<{ fire: number; instance_id: string }>(
      `SELECT (extract(epoch FROM fire_time) * 1000)::bigint AS fire, instance_id FROM quartz_job_log WHERE job_id = $1`,
      [jobId],
    );
    const perFire = new Map<number, number>();
    const perInstance = new Map<string, number>();
    for (const run of runs) {
      perFire.set(Number(run.fire), (perFire.get(Number(run.fire)) ?? 0) + 1);
      perInstance.set(run.instance_id, (perInstance.get(run.instance_id) ?? 0) + 1);
    }
    // Every whole second of the window but the first and the last (starting and stopping).
    let missing = 0;
    for (let second = Math.ceil(from / 1000) + 1; second * 1000 < to - 1000; second++)
      if (!perFire.has(second * 1000)) missing += 1;
    const twice = [...perFire.values()].filter((count) => count > 1).length;
    const met = twice === 0 && missing === 0;
    const spread = [...perInstance].map(([name, count]) => `${name} ${count}`).join(', ');
    return {
      report:
        `job every second for ${SECONDS} s on three schedulers: ${runs.length} runs (${spread}); ` +
        `fire times run twice: ${twice}, missing: ${missing} (targets 0): ${met ? 'met' : 'MISSED'}`,
      met,
    };
  } finally {
    await db.query('DELETE FROM quartz_job WHERE id = $1', [jobId]);
    for (const pool of pools) await pool.close();
  }
}
