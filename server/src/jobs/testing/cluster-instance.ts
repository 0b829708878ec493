/**
 * One scheduler instance in a process of its own, for the failover test (it kills such processes):
 *   node --import tsx server/src/jobs/testing/cluster-instance.ts <databaseUrl> <instanceId> <checkinIntervalMs> <missedCheckins>
 * Prints "ready" once started; warnings and errors go to stderr. SIGTERM stops it cleanly.
 */
import { openPostgres } from '../../db/database';
import { BUILT_IN_JOBS, jobRegistry } from '../registry';
import { createJobScheduler } from '../scheduler';
import { holdJob } from './hold-job';

const [url, instanceId, interval, missed] = process.argv.slice(2);
if (!url || !instanceId) throw new Error('usage: cluster-instance.ts <databaseUrl> <instanceId> [intervalMs] [missed]');

const db = await openPostgres(url);
const scheduler = createJobScheduler({
  db,
  registry: jobRegistry([...BUILT_IN_JOBS, holdJob]),
  instanceId,
  checkinIntervalMs: Number(interval) || 5000,
  missedCheckins: Number(missed) || 3,
  log: {
    warn: (message) => process.stderr.write(`[${instanceId}] ${message}\n`),
    error: (message) => process.stderr.write(`[${instanceId}] ERROR ${message}\n`),
  },
});
await scheduler.start();
process.stdout.write('ready\n');

// The scheduler's timers do not keep a process alive (a server's listening socket does); this does.
const alive = setInterval(() => undefined, 60_000);
process.once('SIGTERM', () => {
  clearInterval(alive);
  void scheduler
    .stop()
    .then(() => db.close())
    .then(() => process.exit(0));
});
