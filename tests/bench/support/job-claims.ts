// The job-claim part of `npm run bench -- cluster`: what claiming a fire time in PostgreSQL costs
// (server/src/jobs/cluster-store.ts). Three instances (a pool each) race for each of FIRES fire times of
// one job, as three schedulers do when it falls due; printed: the time until all three have their answer
// (min / p50 / p99), and a check that exactly one won each fire time.
import { randomBytes } from 'node:crypto';
import { type Db, openPostgres } from '../../../server/src/db/database';
import { claimFire } from '../../../server/src/jobs/cluster-store';
import { percentile } from './percentile';

const FIRES = 300;
const INSTANCES = 3;

export async function jobClaims(url: string): Promise<{ report: string; met: boolean }> {
  const pools: Db[] = [];
  for (let i = 0; i < INSTANCES; i++) pools.push(await openPostgres(url));
  const [first] = pools as [Db];
  const jobId = `bench${randomBytes(8).toString('hex')}`;
  await first.query(
    `INSERT INTO quartz_job (id, job_class_name, cron_expression, status) VALUES ($1, 'bench.NoJob', '* * * * * ?', 0)`,
    [jobId],
  );
  try {
    const races: number[] = [];
    let wrong = 0;
    const base = Date.now() - 1000 * FIRES;
    for (let n = 0; n < FIRES; n++) {
      const fireTime = new Date(base + n * 1000);
      const started = performance.now();
      const outcomes = await Promise.all(
        pools.map((db, i) =>
          claimFire(db, { jobId, fireTime, instanceId: `bench-${i}`, trigger: 'schedule', retentionMs: 3_600_000 }),
        ),
      );
      races.push(performance.now() - started);
      if (outcomes.filter((outcome) => outcome.kind === 'claimed').length !== 1) wrong += 1;
      // The winner's run is over at once: the next fire time is not skipped as "still running".
      await first.query(
        `UPDATE quartz_fired_trigger SET state = 'finished', finished_at = now() WHERE job_id = $1 AND state = 'running'`,
        [jobId],
      );
    }
    const sorted = [...races].sort((x, y) => x - y);
    const figures = [sorted[0] ?? 0, percentile(sorted, 50), percentile(sorted, 99)].map((ms) => ms.toFixed(2));
    return {
      report:
        `job claims: ${FIRES} fire times, ${INSTANCES} instances racing for each (ms until all have their answer)\n` +
        `  min ${figures[0]}   p50 ${figures[1]}   p99 ${figures[2]}; fire times not won exactly once: ${wrong} (target 0): ${wrong === 0 ? 'met' : 'MISSED'}`,
      met: wrong === 0,
    };
  } finally {
    await first.query('DELETE FROM quartz_job WHERE id = $1', [jobId]);
    for (const db of pools) await db.close();
  }
}
