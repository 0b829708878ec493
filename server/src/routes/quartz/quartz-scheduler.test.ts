import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltInJob, createJobScheduler, JobError, jobRegistry } from '../../jobs';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, resultOf } from '../org/org-test-kit';
import { CLASS, insertJob, logsOf, sleep } from './quartz-test-kit';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const EVERY_SECOND = '* * * * * ? *';

/** Polls until `check` holds or `ms` pass; returns the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await sleep(50);
  }
  throw new Error(`condition not met within ${ms} ms`);
}

function quietLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, log: { warn: (m: string) => warnings.push(m), error: (m: string) => errors.push(m) } };
}

describe('scheduler', () => {
  it('is not running in tests until started; fires a running every-second job within about 2 s and stops on pause', async () => {
    expect(server.ctx.jobs.started).toBe(false);
    const id = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/sys/quartzJob/add',
        token: admin,
        body: { jobClassName: CLASS.sample, cronExpression: EVERY_SECOND, parameter: '调度测试', status: 0 },
      }),
    );
    await sleep(1200);
    expect(await logsOf(server, id)).toHaveLength(0);

    await server.ctx.jobs.start();
    try {
      const took = await within(2500, async () => (await logsOf(server, id)).length >= 1);
      expect(took).toBeLessThan(2300);
      const [first] = await logsOf(server, id);
      expect(first).toMatchObject({
        trigger_type: 'schedule',
        success: 1,
        message: '示例任务执行完毕，参数：调度测试',
      });

      // Pausing takes it off the timer at once.
      resultOf(await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { id } }));
      expect(server.ctx.jobs.plannedFireTime(id)).toBeNull();
      await sleep(100);
      const settled = (await logsOf(server, id)).length;
      await sleep(1500);
      expect(await logsOf(server, id)).toHaveLength(settled);

      // Resuming plans it again, after the current instant.
      resultOf(await call(server, { url: '/sys/quartzJob/resume', token: admin, query: { id } }));
      expect(server.ctx.jobs.plannedFireTime(id)?.getTime()).toBeGreaterThan(Date.now() - 50);
      await within(2500, async () => (await logsOf(server, id)).length > settled);
    } finally {
      await server.ctx.jobs.stop();
    }
    expect(server.ctx.jobs.started).toBe(false);
    const stopped = (await logsOf(server, id)).length;
    await sleep(1200);
    expect(await logsOf(server, id)).toHaveLength(stopped);
    resultOf(await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { id } }));
  }, 15_000);

  it('never runs one job twice at once and survives a failing job', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const slow: BuiltInJob = {
      className: 'test.SlowJob',
      name: '慢任务',
      description: '',
      parameterHint: '',
      checkParameter: () => null,
      async run() {
        active += 1;
        maxActive = Math.max(maxActive, active);
        runs += 1;
        await sleep(1300);
        active -= 1;
        return '慢任务完成';
      },
    };
    const failing: BuiltInJob = {
      ...slow,
      className: 'test.FailingJob',
      name: '故障任务',
      async run() {
        throw new Error('模拟故障');
      },
    };
    const refusing: BuiltInJob = {
      ...slow,
      className: 'test.RefusingJob',
      async run() {
        throw new JobError('数据未就绪');
      },
    };
    await insertJob(server, 'qz-slow', slow.className, EVERY_SECOND, 0);
    await insertJob(server, 'qz-failing', failing.className, EVERY_SECOND, 0);
    await insertJob(server, 'qz-refusing', refusing.className, EVERY_SECOND, 0);
    const quiet = quietLog();
    const scheduler = createJobScheduler({
      db: server.db,
      registry: jobRegistry([slow, failing, refusing]),
      log: quiet.log,
    });

    // A second start is harmless; runNow refuses a job that is running.
    await scheduler.start();
    await scheduler.start();
    await sleep(3600);
    await scheduler.stop();

    expect(maxActive).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(quiet.warnings.some((w) => w.includes('qz-slow') && w.includes('跳过本次触发'))).toBe(true);
    const slowLogs = await logsOf(server, 'qz-slow');
    expect(slowLogs).toHaveLength(runs);
    expect(slowLogs.every((row) => row.success === 1 && row.duration_ms >= 1200)).toBe(true);

    const failed = await logsOf(server, 'qz-failing');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.every((row) => row.success === 0 && row.message === '任务执行异常：模拟故障')).toBe(true);
    const refused = await logsOf(server, 'qz-refusing');
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(refused[0]).toMatchObject({ success: 0, message: '数据未就绪' });

    const job = { id: 'qz-slow', jobClassName: slow.className, cronExpression: EVERY_SECOND, parameter: '', status: 0 };
    const first = scheduler.runNow(job);
    expect(scheduler.isRunning('qz-slow')).toBe(true);
    expect(await scheduler.runNow(job)).toBeNull();
    expect(await first).toMatchObject({ success: true, message: '慢任务完成' });
    expect(scheduler.isRunning('qz-slow')).toBe(false);
    await server.db.query("UPDATE quartz_job SET status = -1 WHERE id LIKE 'qz-%'");
  }, 15_000);

  it('does not replay fire times missed before it started', async () => {
    // Fires once a minute, at a second that has just gone by.
    const second = (new Date().getSeconds() + 58) % 60;
    await insertJob(server, 'qz-minutely', CLASS.sample, `${second} * * * * ? *`, 0, '每分钟');
    const scheduler = createJobScheduler({ db: server.db, log: quietLog().log });
    await scheduler.start();
    try {
      const planned = scheduler.plannedFireTime('qz-minutely');
      expect(planned?.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await sleep(300);
      expect(await logsOf(server, 'qz-minutely')).toHaveLength(0);
    } finally {
      await scheduler.stop();
    }
  });
});
