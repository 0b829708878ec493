import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCron } from '../../../../src/core/cron';
import { NO_PERMISSION_MESSAGE } from '../../http/envelope';
import { NEVER_FIRES_MESSAGE } from '../../jobs';
import { createTestServer, type TestRequest, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf } from '../org/org-test-kit';
import { CLASS, insertJob, type JobRecord, jobIdOf } from './quartz-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const jobRow = (id: string) => server.db.one<Record<string, unknown>>('SELECT * FROM quartz_job WHERE id = $1', [id]);
const jobCount = async () => (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quartz_job'))?.n;
const add = (body: Record<string, unknown>, token = admin) =>
  call(server, { method: 'POST', url: '/sys/quartzJob/add', token, body });
const list = (query: Record<string, string | number>, token = admin) =>
  call(server, { url: '/sys/quartzJob/list', token, query });

describe('sys/quartzJob', () => {
  it('lists the seeded default jobs with their names, status texts and next fire times', async () => {
    const page = resultOf<PageResult<JobRecord>>(await list({ pageSize: 50 }));
    const byClass = new Map(page.records.map((r) => [r.jobClassName, r]));
    expect([...byClass.keys()].sort()).toEqual(Object.values(CLASS).sort());
    const overdue = byClass.get(CLASS.overdue);
    expect(overdue).toMatchObject({ jobClassName_dictText: '订单逾期检查', status: 0, status_dictText: '正常' });
    expect(overdue?.nextFireTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:10:00$/);
    expect(byClass.get(CLASS.sample)).toMatchObject({ status: -1, status_dictText: '停止', nextFireTime: null });
    expect(byClass.get(CLASS.loginLog)).toMatchObject({ status: -1, parameter: '180' });
  });

  it('adds, reads, edits and deletes a job; a new job without a status starts paused', async () => {
    const created = await add({
      jobClassName: CLASS.sample,
      cronExpression: '0 0/10 * * * ? *',
      parameter: '测试参数',
      description: '测试任务',
    });
    expect(created.body.message).toBe('创建定时任务成功');
    const id = resultOf<string>(created);
    expect(await jobRow(id)).toMatchObject({
      job_class_name: CLASS.sample,
      cron_expression: '0 0/10 * * * ? *',
      parameter: '测试参数',
      status: -1,
      create_by: 'admin',
    });

    const read = resultOf<JobRecord>(
      await call(server, { url: '/sys/quartzJob/queryById', token: admin, query: { id } }),
    );
    expect(read).toMatchObject({ id, description: '测试任务', jobClassName_dictText: '示例任务', nextFireTime: null });

    const edited = await call(server, {
      method: 'PUT',
      url: '/sys/quartzJob/edit',
      token: admin,
      body: { id, cronExpression: '0 30 2 * * ?', status: '0' },
    });
    expect(edited.body.message).toBe('更新定时任务成功!');
    expect(await jobRow(id)).toMatchObject({ cron_expression: '0 30 2 * * ?', status: 0, parameter: '测试参数' });
    const running = resultOf<JobRecord>(
      await call(server, { url: '/sys/quartzJob/queryById', token: admin, query: { id } }),
    );
    expect(running.nextFireTime).toMatch(/ 02:30:00$/);

    expectRefused(
      await call(server, { method: 'PUT', url: '/sys/quartzJob/edit', token: admin, body: { id: 'nope', status: 0 } }),
      '未找到对应实体',
    );
    const removed = await call(server, { method: 'DELETE', url: '/sys/quartzJob/delete', token: admin, query: { id } });
    expect(removed.body.message).toBe('删除成功!');
    expect(await jobRow(id)).toBeUndefined();
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/quartzJob/delete', token: admin, query: { id } }),
      '未找到对应实体',
    );
  });

  it('deletes in batches', async () => {
    const ids = [
      resultOf<string>(await add({ jobClassName: CLASS.sample, cronExpression: '0 0 1 * * ?' })),
      resultOf<string>(await add({ jobClassName: CLASS.sample, cronExpression: '0 0 2 * * ?' })),
    ];
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/quartzJob/deleteBatch', token: admin, query: { ids: '' } }),
      '参数不识别！',
    );
    const removed = await call(server, {
      method: 'DELETE',
      url: '/sys/quartzJob/deleteBatch',
      token: admin,
      query: { ids: ids.join(',') },
    });
    expect(removed.body.message).toBe('删除定时任务成功!');
    expect(await server.db.query('SELECT 1 FROM quartz_job WHERE id = ANY($1)', [ids])).toHaveLength(0);
  });

  it('refuses invalid jobs with Chinese messages and writes nothing', async () => {
    const before = await jobCount();
    const bad = '0 0 25 * * ?';
    const engineMessage = validateCron(bad);
    expect(engineMessage).toEqual(expect.any(String));
    expectRefused(await add({ jobClassName: CLASS.sample, cronExpression: bad }), engineMessage as string);
    expectRefused(
      await add({ jobClassName: CLASS.sample, cronExpression: '0 0 * * * * ?' }),
      validateCron('0 0 * * * * ?') as string,
    );
    expectRefused(await add({ jobClassName: CLASS.sample, cronExpression: '0 0 2 1 1 ? 2019' }), NEVER_FIRES_MESSAGE);
    expectRefused(await add({ jobClassName: CLASS.sample, cronExpression: '0 0 2 30 2 ?' }), NEVER_FIRES_MESSAGE);
    expectRefused(
      await add({ jobClassName: 'java.lang.Runtime', cronExpression: '0 0 2 * * ?' }),
      '任务类名不存在：java.lang.Runtime（只能选择系统内置的任务）',
    );
    expectRefused(await add({ cronExpression: '0 0 2 * * ?' }), '请输入任务类名');
    expectRefused(await add({ jobClassName: CLASS.sample, cronExpression: '  ' }), '请输入Cron表达式');
    expectRefused(
      await add({ jobClassName: CLASS.loginLog, cronExpression: '0 0 2 * * ?', parameter: '半年' }),
      '参数须为保留天数（1-3650 的整数），留空为 180 天',
    );
    expectRefused(
      await add({ jobClassName: CLASS.overdue, cronExpression: '0 0 2 * * ?', parameter: '99' }),
      '参数须为宽限天数（0-30 的整数），可留空',
    );
    expectRefused(
      await add({ jobClassName: CLASS.coupon, cronExpression: '0 0 2 * * ?', parameter: 'x' }),
      '该任务不需要参数，请留空',
    );
    expectRefused(
      await add({ jobClassName: CLASS.sample, cronExpression: '0 0 2 * * ?', status: 1 }),
      '任务状态只能是0（正常）或-1（停止）',
    );
    expectRefused(
      await add({ jobClassName: CLASS.sample, cronExpression: '0 0 2 * * ?', description: '长'.repeat(501) }),
      '描述不能超过500个字符',
    );
    expect(await jobCount()).toBe(before);

    // An edit to a bad expression leaves the stored one.
    const id = await jobIdOf(server, CLASS.overdue);
    expectRefused(
      await call(server, {
        method: 'PUT',
        url: '/sys/quartzJob/edit',
        token: admin,
        body: { id, cronExpression: '0 0 2 1 1 ? 2020' },
      }),
      NEVER_FIRES_MESSAGE,
    );
    expect(await jobRow(id)).toMatchObject({ cron_expression: '0 10 0 * * ? *' });
  });

  it('pauses and resumes by id, and by class name when one job has it', async () => {
    const id = await jobIdOf(server, CLASS.coupon);
    const pause = await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { id } });
    expect(pause.body.message).toBe('停止定时任务成功');
    expect(await jobRow(id)).toMatchObject({ status: -1, update_by: 'admin' });
    const resume = await call(server, {
      url: '/sys/quartzJob/resume',
      token: admin,
      query: { jobClassName: CLASS.coupon },
    });
    expect(resume.body.message).toBe('启动定时任务成功');
    expect(await jobRow(id)).toMatchObject({ status: 0 });
    expectRefused(
      await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { id: 'nope' } }),
      '定时任务不存在！',
    );
    expectRefused(await call(server, { url: '/sys/quartzJob/resume', token: admin }), '定时任务不存在！');

    // Two jobs of one class: the class name no longer says which.
    const second = resultOf<string>(await add({ jobClassName: CLASS.coupon, cronExpression: '0 0 4 * * ?' }));
    expectRefused(
      await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { jobClassName: CLASS.coupon } }),
      '该任务类名对应多个定时任务，请按id操作',
    );
    await call(server, { method: 'DELETE', url: '/sys/quartzJob/delete', token: admin, query: { id: second } });

    // A job that can no longer run is not scheduled again.
    await insertJob(server, 'qz-expired-year', CLASS.sample, '0 0 2 1 1 ? 2020', -1);
    expectRefused(
      await call(server, { url: '/sys/quartzJob/resume', token: admin, query: { id: 'qz-expired-year' } }),
      NEVER_FIRES_MESSAGE,
    );
    await insertJob(server, 'qz-unknown-class', 'com.example.Gone', '0 0 2 * * ?', -1);
    expectRefused(
      await call(server, { url: '/sys/quartzJob/resume', token: admin, query: { id: 'qz-unknown-class' } }),
      '任务类名不存在：com.example.Gone（只能选择系统内置的任务）',
    );
    expect(await jobRow('qz-unknown-class')).toMatchObject({ status: -1 });
  });

  it('lists the built-in job classes for the job form', async () => {
    const classes = resultOf<{ value: string; text: string; parameterHint: string }[]>(
      await call(server, { url: '/sys/quartzJob/jobClassList', token: admin }),
    );
    expect(classes.map((c) => c.text)).toEqual(['订单逾期检查', '优惠券过期', '清理登录日志', '示例任务']);
    expect(classes.every((c) => c.value.startsWith('org.jeecg.modules.quartz.job.') && c.parameterHint)).toBe(true);
  });

  it('refuses every job path to a tenant administrator and changes nothing', async () => {
    const id = await jobIdOf(server, CLASS.overdue);
    const before = await jobRow(id);
    const count = await jobCount();
    const attempts: Omit<TestRequest, 'token'>[] = [
      { url: '/sys/quartzJob/list' },
      { url: '/sys/quartzJob/queryById', query: { id } },
      { url: '/sys/quartzJob/jobClassList' },
      { url: '/sys/quartzJobLog/list' },
      {
        method: 'POST',
        url: '/sys/quartzJob/add',
        body: { jobClassName: CLASS.sample, cronExpression: '0 0 2 * * ?' },
      },
      { method: 'PUT', url: '/sys/quartzJob/edit', body: { id, cronExpression: '* * * * * ?' } },
      { method: 'DELETE', url: '/sys/quartzJob/delete', query: { id } },
      { method: 'DELETE', url: '/sys/quartzJob/deleteBatch', query: { ids: id } },
      { url: '/sys/quartzJob/pause', query: { id } },
      { url: '/sys/quartzJob/resume', query: { id } },
      { url: '/sys/quartzJob/execute', query: { id } },
    ];
    for (const attempt of attempts) {
      const res = await call(server, { ...attempt, token: tenant1 });
      expect(res.body.code, attempt.url).toBe(510);
      expect(res.body.message).toBe(NO_PERMISSION_MESSAGE);
    }
    expect(await jobRow(id)).toEqual(before);
    expect(await jobCount()).toBe(count);
    expect(await server.db.query('SELECT 1 FROM quartz_job_log WHERE job_id = $1', [id])).toHaveLength(0);
  });

  it('keeps injection strings in filters, sorts and ids harmless', async () => {
    const count = await jobCount();
    for (const bad of INJECTIONS) {
      expect(resultOf<PageResult>(await list({ jobClassName: bad })).total).toBe(0);
      expect(resultOf<PageResult>(await list({ description: `*${bad}*` })).total).toBe(0);
      expect(resultOf<PageResult>(await list({ status: bad })).total).toBe(0);
      const sorted = await list({ column: bad, order: 'asc' });
      expect(sorted.body.success).toBe(false);
      expect(sorted.body.message).toContain('不支持的排序字段');
      const superQuery = encodeURIComponent(JSON.stringify([{ field: bad, rule: 'eq', val: '1' }]));
      expect((await list({ superQueryParams: superQuery })).body.success).toBe(false);
      const values = encodeURIComponent(JSON.stringify([{ field: 'jobClassName', rule: 'like', val: bad }]));
      expect(resultOf<PageResult>(await list({ superQueryParams: values })).total).toBe(0);
      expectRefused(
        await call(server, { url: '/sys/quartzJob/queryById', token: admin, query: { id: bad } }),
        '未找到对应实体',
      );
      expectRefused(
        await call(server, { method: 'DELETE', url: '/sys/quartzJob/deleteBatch', token: admin, query: { ids: bad } }),
        '未找到对应实体',
      );
      expectRefused(
        await call(server, { url: '/sys/quartzJob/pause', token: admin, query: { jobClassName: bad } }),
        '定时任务不存在！',
      );
      const logs = resultOf<PageResult>(
        await call(server, { url: '/sys/quartzJobLog/list', token: admin, query: { jobId: bad } }),
      );
      expect(logs.total).toBe(0);
    }
    expect(await jobCount()).toBe(count);
  });
});
