import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../jobs/schedule';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { newId } from '../../util/ids';
import { call, expectRefused, type PageResult, resultOf } from '../org/org-test-kit';
import { CLASS, insertJob, jobIdOf, logsOf } from './quartz-test-kit';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The operator's calendar day `n` days from today (negative: past). */
const day = (n: number) => calendarDate(new Date(Date.now() + n * DAY_MS));

const execute = (id: string) => call(server, { url: '/sys/quartzJob/execute', token: admin, query: { id } });

interface StageSpec {
  due: number;
  amount?: number;
  paid?: number;
  waived?: number;
  status?: number;
}

let orderSeq = 0;
/** An order of `tenantId` in `status` with its instalments; returns the order id and stage ids. */
async function insertOrder(tenantId: number, status: number, stages: StageSpec[]) {
  const id = newId();
  orderSeq += 1;
  await server.db.query(
    `INSERT INTO bus_order (id, tenant_id, order_no, order_type, status, stages, total_amount, user_name)
     VALUES ($1, $2, $3, 1, $4, $5, 900, '测试客户')`,
    [id, tenantId, `QZTEST${Date.now()}${orderSeq}`, status, stages.length],
  );
  const stageIds: string[] = [];
  for (const [index, stage] of stages.entries()) {
    const stageId = newId();
    stageIds.push(stageId);
    await server.db.query(
      `INSERT INTO bus_order_stage (id, tenant_id, order_id, stage_no, due_date, amount, paid_amount, waived_amount, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        stageId,
        tenantId,
        id,
        index + 1,
        day(stage.due),
        stage.amount ?? 300,
        stage.paid ?? 0,
        stage.waived ?? 0,
        stage.status ?? 0,
      ],
    );
  }
  return { id, stageIds };
}

const stage = (id: string) =>
  server.db.one<{ status: number; overdue_days: number }>(
    'SELECT status, overdue_days FROM bus_order_stage WHERE id = $1',
    [id],
  );
const order = (id: string) =>
  server.db.one<{ overdue_flag: number; overdue_days: number; status: number }>(
    'SELECT overdue_flag, overdue_days, status FROM bus_order WHERE id = $1',
    [id],
  );

describe('execute now', () => {
  it('marks unsettled past-due instalments of every tenant overdue, flags their orders and logs the run', async () => {
    const renting = 5;
    const cancelled = 10;
    const a = await insertOrder(1001, renting, [{ due: -10, paid: 300, status: 1 }, { due: -5 }, { due: 20 }]);
    const b = await insertOrder(1002, renting, [{ due: -3, paid: 100 }, { due: -4, waived: 300 }, { due: 0 }]);
    const c = await insertOrder(1001, cancelled, [{ due: -8 }]);

    // A second overdue job with 10 days' grace leaves instalments 3 to 5 days late alone.
    const graceJob = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/sys/quartzJob/add',
        token: admin,
        body: { jobClassName: CLASS.overdue, cronExpression: '0 0 1 * * ?', parameter: '10' },
      }),
    );
    resultOf(await execute(graceJob));
    expect(await stage(a.stageIds[1] as string)).toMatchObject({ status: 0 });
    expect(await order(a.id)).toMatchObject({ overdue_flag: 0 });

    const jobId = await jobIdOf(server, CLASS.overdue);
    const done = await execute(jobId);
    expect(done.body.message).toBe('执行成功!');
    const result = resultOf<{ logId: string; message: string }>(done);
    expect(result.message).toContain('逾期检查完成');

    expect(await stage(a.stageIds[0] as string)).toMatchObject({ status: 1 });
    expect(await stage(a.stageIds[1] as string)).toMatchObject({ status: 2, overdue_days: 5 });
    expect(await stage(a.stageIds[2] as string)).toMatchObject({ status: 0 });
    expect(await order(a.id)).toMatchObject({ overdue_flag: 1, overdue_days: 5, status: renting });
    expect(await stage(b.stageIds[0] as string)).toMatchObject({ status: 2, overdue_days: 3 });
    expect(await stage(b.stageIds[1] as string)).toMatchObject({ status: 0 });
    expect(await stage(b.stageIds[2] as string)).toMatchObject({ status: 0 });
    expect(await order(b.id)).toMatchObject({ overdue_flag: 1, overdue_days: 3 });
    expect(await stage(c.stageIds[0] as string)).toMatchObject({ status: 0 });
    expect(await order(c.id)).toMatchObject({ overdue_flag: 0 });

    const logs = await logsOf(server, jobId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ id: result.logId, trigger_type: 'manual', success: 1 });
    expect(logs[0]?.message).toContain('租户1001');
    expect(logs[0]?.message).toContain('租户1002');

    // Running again changes nothing more.
    const again = resultOf<{ message: string }>(await execute(jobId));
    expect(again.message).toContain('新标记逾期分期0条');

    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/quartzJobLog/list', token: admin, query: { jobId } }),
    );
    expect(page.total).toBe(2);
    expect(page.records[0]).toMatchObject({ jobId, triggerType: 'manual', success: 1, success_dictText: '成功' });
    // Each run names the instance that ran it and the instant it was started for.
    expect(page.records[0]).toMatchObject({ instanceId: server.ctx.jobs.instanceId });
    expect(page.records[0]?.fireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('expires unused coupons past their end time; without the coupon table the run fails with a clear message', async () => {
    const coupon = async (tenantId: number, status: number, endInDays: number) => {
      const id = newId();
      await server.db.query(
        `INSERT INTO lite_user_coupon (id, tenant_id, user_id, template_id, coupon_name, coupon_type, amount, status, end_time)
         VALUES ($1, $2, 'qz-user', 'qz-template', '满100减10', 1, 10, $3, $4)`,
        [id, tenantId, status, new Date(Date.now() + endInDays * DAY_MS)],
      );
      return id;
    };
    const expired = [await coupon(1001, 0, -1), await coupon(1002, 0, -30)];
    const current = await coupon(1001, 0, 5);
    const used = await coupon(1001, 1, -2);
    const jobId = await jobIdOf(server, CLASS.coupon);
    const result = resultOf<{ message: string }>(await execute(jobId));
    expect(result.message).toMatch(/^已将\d+张过期未使用的优惠券标记为已过期/);
    const statuses = await server.db.query<{ id: string; status: number }>(
      'SELECT id, status FROM lite_user_coupon WHERE id = ANY($1)',
      [[...expired, current, used]],
    );
    const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
    expect(expired.map((id) => statusOf.get(id))).toEqual([2, 2]);
    expect(statusOf.get(current)).toBe(0);
    expect(statusOf.get(used)).toBe(1);

    await server.db.exec('ALTER TABLE lite_user_coupon RENAME TO lite_user_coupon_hidden');
    try {
      expectRefused(
        await execute(jobId),
        '执行失败：用户优惠券表（lite_user_coupon）不存在，营销模块尚未安装，本次未处理任何优惠券',
      );
    } finally {
      await server.db.exec('ALTER TABLE lite_user_coupon_hidden RENAME TO lite_user_coupon');
    }
    const logs = await logsOf(server, jobId);
    expect(logs.map((row) => row.success)).toEqual([1, 0]);
    expect(logs[1]?.message).toContain('不存在');
  });

  it('deletes login logs older than the parameter days, tenant by tenant, and keeps the rest', async () => {
    const log = async (tenantId: number, logType: number, daysAgo: number) => {
      const id = newId();
      await server.db.query(
        `INSERT INTO sys_log (id, tenant_id, log_type, log_content, username, create_time)
         VALUES ($1, $2, $3, '用户登录', 'qz-test', $4)`,
        [id, tenantId, logType, new Date(Date.now() - daysAgo * DAY_MS)],
      );
      return id;
    };
    const old = [await log(1001, 1, 40), await log(1002, 1, 45)];
    const kept = [await log(1001, 1, 10), await log(1001, 2, 40)];
    const jobId = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/sys/quartzJob/add',
        token: admin,
        body: { jobClassName: CLASS.loginLog, cronExpression: '0 0 3 ? * 1', parameter: '30' },
      }),
    );
    const result = resultOf<{ message: string }>(await execute(jobId));
    expect(result.message).toMatch(/^已删除30天前的登录日志\d+条/);
    const left = await server.db.query<{ id: string }>('SELECT id FROM sys_log WHERE id = ANY($1)', [
      [...old, ...kept],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
  });

  it('records the sample parameter; a job naming an unknown class fails in its log, not in the server', async () => {
    const sampleId = await jobIdOf(server, CLASS.sample);
    const sample = resultOf<{ message: string }>(await execute(sampleId));
    expect(sample.message).toBe('示例任务执行完毕，参数：租赁平台示例参数');

    await insertJob(server, 'qz-gone', 'com.example.GoneJob', '0 0 2 * * ?', -1);
    expectRefused(await execute('qz-gone'), '执行失败：任务类名不存在：com.example.GoneJob（只能选择系统内置的任务）');
    expect(await logsOf(server, 'qz-gone')).toMatchObject([{ success: 0, trigger_type: 'manual' }]);

    // A parameter the job refuses (stored before the rule) fails the run the same way.
    await insertJob(server, 'qz-bad-param', CLASS.loginLog, '0 0 2 * * ?', -1, 'abc');
    expectRefused(await execute('qz-bad-param'), '执行失败：参数须为保留天数（1-3650 的整数），留空为 180 天');
    expectRefused(await execute('no-such-job'), '未找到对应实体');

    // The server still answers normally afterwards.
    resultOf(await execute(sampleId));
  });
});
