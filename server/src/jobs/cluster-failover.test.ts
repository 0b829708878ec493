import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { sampleParamJob } from './built-in/sample-param-job';
import { lostRunMessage } from './cluster-store';
import {
  countsByFireTime,
  databaseUrlOf,
  type InstanceProcess,
  insertJob,
  NEEDS_POSTGRES,
  runsOf,
  secondsBetween,
  sleep,
  spawnInstance,
  within,
} from './testing/cluster-kit';
import { holdJob } from './testing/hold-job';

const EVERY_SECOND = '* * * * * ? *';
const INTERVAL_MS = 300;
const MISSED = 3;

describe.skipIf(!process.env.TEST_DATABASE_URL)(`failover between processes (${NEEDS_POSTGRES})`, () => {
  let server: TestServer;
  let instances: InstanceProcess[] = [];

  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await server?.close();
  });

  it('after kill -9 of the instance running a job, fails its run once recovered and runs the next fire times exactly once on the survivors', async () => {
    const url = await databaseUrlOf(server);
    await insertJob(server.db, 'cf-fast', sampleParamJob.className, EVERY_SECOND);
    // Runs for a minute: whichever instance claims it first is the one killed while it runs.
    await insertJob(server.db, 'cf-hold', holdJob.className, EVERY_SECOND, '60000');
    instances = await Promise.all(['cf-1', 'cf-2', 'cf-3'].map((id) => spawnInstance(url, id, INTERVAL_MS, MISSED)));
    const describeInstances = () => instances.map((i) => i.stderr()).join('\n');

    const holding = async () =>
      (
        await server.db.query<{ instance_id: string; fire_time: Date }>(
          "SELECT instance_id, fire_time FROM quartz_fired_trigger WHERE job_id = 'cf-hold' AND state = 'running'",
        )
      )[0];
    await within(5000, async () => Boolean(await holding()), 'a claim of the long job');
    const claim = await holding();
    const victim = instances.find((i) => i.instanceId === claim?.instance_id);
    if (!claim || !victim) throw new Error(`no instance holds the long job: ${describeInstances()}`);
    const survivors = instances.filter((i) => i !== victim).map((i) => i.instanceId);

    victim.child.kill('SIGKILL');
    const killedAt = Date.now();

    // The lost run is failed in the log by a survivor, after the victim has missed its check-ins.
    let failedAt = 0;
    await within(
      8000,
      async () => {
        const lost = (await runsOf(server.db, 'cf-hold')).find((run) => run.instanceId === victim.instanceId);
        if (lost) failedAt = Date.now();
        return Boolean(lost);
      },
      'the lost run in the log',
    );
    const holdRuns = await runsOf(server.db, 'cf-hold');
    expect(holdRuns).toEqual([
      expect.objectContaining({
        instanceId: victim.instanceId,
        fireTime: new Date(claim.fire_time).getTime(),
        success: 0,
        message: lostRunMessage(victim.instanceId),
      }),
    ]);
    expect(holdRuns[0]?.message).toContain('执行实例已失联');
    // Not before the victim's last check-in plus the allowed silence (it may have checked in just before dying).
    expect(failedAt - killedAt).toBeGreaterThanOrEqual(INTERVAL_MS * (MISSED - 1));
    const state = await server.db.query('SELECT 1 FROM quartz_scheduler_state WHERE instance_id = $1', [
      victim.instanceId,
    ]);
    expect(state).toHaveLength(0);

    // Its next fire time goes to a survivor.
    await within(
      3000,
      async () => survivors.includes((await holding())?.instance_id ?? ''),
      'a survivor holds the long job',
    );

    // The every-second job goes on, once per fire time, on the survivors only.
    await sleep(4000);
    const endedAt = Date.now();
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    const fast = await runsOf(server.db, 'cf-fast');
    const counts = countsByFireTime(fast);
    expect(
      [...counts.values()].every((count) => count === 1),
      describeInstances(),
    ).toBe(true);
    const after = secondsBetween(killedAt + 500, endedAt - 1000);
    expect(after.length).toBeGreaterThanOrEqual(4);
    expect(after.filter((second) => !counts.has(second))).toEqual([]);
    const afterRuns = fast.filter((run) => run.fireTime > killedAt + 500);
    expect(afterRuns.every((run) => run.success === 1 && survivors.includes(run.instanceId))).toBe(true);
  }, 60_000);
});
