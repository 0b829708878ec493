import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/database';
import type { TestServer } from '../../testing/test-server';

/** Shared helpers of the cluster tests (imported by *.test.ts only). */

/** Why the cluster tests need PostgreSQL: PGlite is one process, one connection. */
export const NEEDS_POSTGRES =
  'needs TEST_DATABASE_URL: several scheduler instances must share one PostgreSQL server (PGlite is single-process)';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const quietLog = { warn: () => undefined, error: () => undefined };

/** Polls until `check` holds or `ms` pass; returns the time it took. */
export async function within(ms: number, check: () => Promise<boolean> | boolean, what = 'condition'): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await sleep(50);
  }
  throw new Error(`${what} not met within ${ms} ms`);
}

/** The URL of the test server's own (scratch) database on TEST_DATABASE_URL's server. */
export async function databaseUrlOf(server: TestServer): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error(NEEDS_POSTGRES);
  const row = await server.db.one<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(admin);
  url.pathname = `/${row?.name}`;
  return url.toString();
}

export async function insertJob(db: Db, id: string, className: string, cron: string, parameter = ''): Promise<void> {
  await db.query(
    `INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, status, create_by)
     VALUES ($1, $2, $3, $4, 0, 'test')`,
    [id, className, cron, parameter],
  );
}

export interface RunRow {
  fireTime: number;
  instanceId: string;
  success: number;
  message: string;
  startTime: number;
}

/** The run log of a job, by fire time. */
export async function runsOf(db: Db, jobId: string): Promise<RunRow[]> {
  const rows = await db.query<{
    fire_time: Date;
    instance_id: string;
    success: number;
    message: string;
    start_time: Date;
  }>(
    `SELECT fire_time, instance_id, success, message, start_time FROM quartz_job_log
      WHERE job_id = $1 ORDER BY fire_time, start_time`,
    [jobId],
  );
  return rows.map((row) => ({
    fireTime: new Date(row.fire_time).getTime(),
    instanceId: row.instance_id,
    success: row.success,
    message: row.message,
    startTime: new Date(row.start_time).getTime(),
  }));
}

/** How many log rows each fire time has. */
export function countsByFireTime(runs: readonly RunRow[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const run of runs) counts.set(run.fireTime, (counts.get(run.fireTime) ?? 0) + 1);
  return counts;
}

/** Every whole second strictly inside (from, to), in ms. */
export function secondsBetween(from: number, to: number): number[] {
  const seconds: number[] = [];
  for (let t = Math.floor(from / 1000) * 1000 + 1000; t < to; t += 1000) seconds.push(t);
  return seconds;
}

export interface InstanceProcess {
  instanceId: string;
  child: ChildProcess;
  /** What it wrote to stderr (warnings, errors), for failure messages. */
  stderr(): string;
}

const SCRIPT = fileURLToPath(new URL('./cluster-instance.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Starts `cluster-instance.ts` in a child process and waits for its "ready". */
export function spawnInstance(
  databaseUrl: string,
  instanceId: string,
  checkinIntervalMs: number,
  missedCheckins: number,
): Promise<InstanceProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SCRIPT, databaseUrl, instanceId, String(checkinIntervalMs), String(missedCheckins)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const instance: InstanceProcess = { instanceId, child, stderr: () => errors };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) resolve(instance);
    });
    child.once('exit', (code) => reject(new Error(`instance ${instanceId} exited (${code}): ${errors}`)));
  });
}
