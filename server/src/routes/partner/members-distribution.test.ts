import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  CHANNELS,
  call,
  channelId,
  countOf,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  tokensOf,
} from './partner-test-kit';

let server: TestServer;
let tokens: Record<'tenant1' | 'tenant2' | 'shop1' | 'agent1' | 'agent2', string>;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['tenant1', 'tenant2', 'shop1', 'agent1', 'agent2'] as const);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const get = async <T = PageResult>(url: string, token: string, query: Record<string, string | number> = {}) =>
  resultOf<T>(await call(server, { url, token, query }));
const post = (url: string, token: string, body: unknown) => call(server, { method: 'POST', url, token, body });
const prices = (tenantId: number) =>
  server.db.query<{ day: number; price: string; original_price: string }>(
    'SELECT day, price, original_price FROM bus_member_price WHERE tenant_id = $1 ORDER BY day',
    [tenantId],
  );

describe('membership prices', () => {
  it('lists the tenant’s price rows', async () => {
    const list = await get('/sys/member/getMemberList', tokens.tenant1);
    expect(list.records.map((r) => [r.day, r.price, r.originalPrice, r.tenantId, r.day_dictText])).toEqual([
      [30, 19.9, 29.9, 1001, '月度会员'],
      [365, 168, 298, 1001, '年度会员'],
    ]);
    const money = await get<Record<string, unknown>[]>('/sys/member/getMemberMoney', tokens.tenant2);
    expect(money.map((r) => [r.day, r.price])).toEqual([
      [30, 15],
      [365, 128],
    ]);
    expect(await get('/sys/member/getMemberMoney', tokens.tenant1, { day: 365 })).toMatchObject({
      day: 365,
      price: 168,
    });
    expectNoPermission(await call(server, { url: '/sys/member/getMemberList', token: tokens.shop1 }));
  });

  it('checks and saves price rows for the session’s tenant', async () => {
    const cases: [unknown, string][] = [
      [{ day: 90, price: 10, originalPrice: 20 }, '会员时长只能是30天或365天'],
      [{ day: 'x', price: 10, originalPrice: 20 }, '会员时长只能是30天或365天'],
      [{ day: 30, price: 30, originalPrice: 20 }, '会员价格不能高于原价'],
      [{ day: 30, price: '19.999', originalPrice: 29.9 }, '会员价格须大于0且不超过99999.99，最多两位小数'],
      [{ day: 30, price: 0, originalPrice: 29.9 }, '会员价格须大于0且不超过99999.99，最多两位小数'],
      [{ day: 30, price: 9, originalPrice: "29.9' OR 1=1" }, '原价须大于0且不超过99999.99，最多两位小数'],
      [
        [
          { day: 30, price: 9, originalPrice: 10 },
          { day: 30, price: 8, originalPrice: 10 },
        ],
        '会员时长不能重复',
      ],
      [[{}, {}, {}], '会员价格配置最多两条（30天和365天）'],
      [[], '请填写会员价格'],
    ];
    for (const [body, message] of cases)
      expectRefused(await post('/sys/member/addMemberMoney', tokens.tenant1, body), message);
    expect((await prices(1001)).map((r) => Number(r.price))).toEqual([19.9, 168]);

    const saved = await post('/sys/member/addMemberMoney', tokens.tenant1, [
      { day: 30, price: '18.80', originalPrice: '29.90', tenantId: 1002, id: 'x' },
      { day: 365, price: 158, originalPrice: 298 },
    ]);
    expect(saved.body.message).toBe('保存成功！');
    resultOf(await post('/sys/member/addMemberMoney', tokens.tenant1, { day: 365, price: 148, originalPrice: 298 }));
    expect((await prices(1001)).map((r) => [r.day, Number(r.price)])).toEqual([
      [30, 18.8],
      [365, 148],
    ]);
    expect((await prices(1002)).map((r) => Number(r.price))).toEqual([15, 128]);

    await server.db.query('DELETE FROM bus_member_price WHERE tenant_id = 1002 AND day = 365');
    const money = await get<Record<string, unknown>[]>('/sys/member/getMemberMoney', tokens.tenant2);
    expect(money[1]).toMatchObject({ id: null, day: 365, price: null, tenantId: 1002 });
  });
});

describe('member users and refunds', () => {
  it('lists the tenant’s users with their membership', async () => {
    const users = await get('/sys/member/getUserList', tokens.tenant1, { pageSize: 200 });
    expect(users.total).toBe(await countOf(server, 'lite_user', 'tenant_id = 1001'));
    expect(users.records.find((r) => r.nickname === '阿杰爱数码')).toMatchObject({
      isMember: 1,
      memberLevel: 365,
      memberLevel_dictText: '年度会员',
    });
    expect(users.records.find((r) => r.nickname === 'Kevin')).toMatchObject({ isMember: 0, memberLevel: 0 });
    const members = await get('/sys/member/getUserList', tokens.tenant1, { isMember: 1, pageSize: 200 });
    expect(members.total).toBeGreaterThan(0);
    expect(members.records.every((r) => r.isMember === 1)).toBe(true);
    const tenant2 = await get('/sys/member/getUserList', tokens.tenant2, { pageSize: 200 });
    expect(tenant2.records.map((r) => r.nickname)).not.toContain('阿杰爱数码');
    for (const evil of INJECTIONS)
      expect((await get('/sys/member/getUserList', tokens.tenant1, { nickname: evil })).total).toBe(0);
  });

  it('reviews refund requests: approve ends the membership, a rejection needs a reason', async () => {
    const refunds = await get('/sys/member/getRefundList', tokens.tenant1);
    expect(refunds.records.map((r) => r.status_dictText).sort()).toEqual(['待审核', '已拒绝', '已退款'].sort());
    const pending = refunds.records.find((r) => r.status === 0) as Record<string, unknown>;
    expect(pending).toMatchObject({ userNickname: '老周摄影', day: 365 });
    const audit = (token: string, body: Record<string, unknown>) => post('/sys/member/auditRefund', token, body);
    expectRefused(await audit(tokens.tenant1, { id: pending.id, status: 2 }), '请填写拒绝原因');
    expectRefused(await audit(tokens.tenant1, { id: pending.id, status: 3 }), '审核结果不正确');
    expectRefused(await audit(tokens.tenant2, { id: pending.id, status: 1 }), '未找到对应数据');
    const user = () =>
      server.db.one<{ is_member: number; member_expire: Date | null }>(
        'SELECT is_member, member_expire FROM lite_user WHERE id = $1',
        [pending.userId],
      );
    expect((await user())?.is_member).toBe(1);
    const approved = await audit(tokens.tenant1, { id: pending.id, status: 1, auditRemark: '符合退款规则' });
    expect(approved.body.message).toBe('退款已通过');
    expect(await user()).toEqual({ is_member: 0, member_expire: null });
    expect(await server.db.one('SELECT status FROM bus_member_order WHERE id = $1', [pending.memberOrderId])).toEqual({
      status: 2,
    });
    expectRefused(await audit(tokens.tenant1, { id: pending.id, status: 2, auditRemark: '再审' }), '该退款申请已处理');
  });

  it('reads and saves the refund rules', async () => {
    expect(await get('/sys/member/configRefund', tokens.tenant1)).toMatchObject({
      allowRefund: 1,
      refundDays: 7,
      refundRate: 100,
      autoAudit: 0,
    });
    const save = (token: string, body: Record<string, unknown>) => post('/sys/member/configRefund', token, body);
    const base = { allowRefund: 1, refundDays: 5, refundRate: '90.50', autoAudit: 0, remark: '5天内可退' };
    expectRefused(await save(tokens.tenant1, { ...base, refundDays: 400 }), '退款期限须为0到365天的整数');
    expectRefused(
      await save(tokens.tenant1, { ...base, refundRate: 100.5 }),
      '退款比例须为0到100之间的数字，最多两位小数',
    );
    expectRefused(await save(tokens.tenant1, { ...base, allowRefund: 3 }), '是否允许退款只能为是或否');
    expectRefused(await save(tokens.tenant1, { ...base, autoAudit: 'yes' }), '自动审核只能为是或否');
    const saved = await save(tokens.tenant1, { ...base, tenantId: 1002 });
    expect(resultOf(saved)).toMatchObject({ tenantId: 1001, refundDays: 5, refundRate: 90.5, remark: '5天内可退' });
    expect(await get('/sys/member/configRefund', tokens.tenant2)).toMatchObject({ refundDays: 3, refundRate: 80 });
  });
});

describe('distribution', () => {
  const ROWS = [
    { type: 1, leavel: 1, domestic: 12 },
    { type: 2, leavel: 1, domestic: '9.5' },
    { type: 2, leavel: 2, domestic: 4 },
    { type: 2, leavel: 3, domestic: '1.25' },
  ];

  it('reads the four config rows', async () => {
    const rows = await get<Record<string, unknown>[]>('/sys/distribution/getDisConfig', tokens.tenant1);
    expect(rows.map((r) => [r.type, r.leavel, r.domestic, r.tenantId])).toEqual([
      [1, 1, 10, 1001],
      [2, 1, 8, 1001],
      [2, 2, 3, 1001],
      [2, 3, 1, 1001],
    ]);
    expect(rows.map((r) => r.type_dictText)).toEqual(['单级', '多级', '多级', '多级']);
  });

  it('checks and saves exactly four rows for the session’s tenant', async () => {
    const save = (token: string, body: unknown) => post('/sys/distribution/addDisConfig', token, body);
    const cases: [unknown, string][] = [
      [ROWS.slice(0, 3), '分销配置必须为4条'],
      [ROWS[0], '分销配置必须为4条'],
      [[...ROWS, ROWS[0]], '分销配置必须为4条'],
      [[{ ...ROWS[0], type: 3 }, ...ROWS.slice(1)], '分销类型只能是1（单级）或2（多级）'],
      [[{ ...ROWS[0], leavel: 4 }, ...ROWS.slice(1)], '分销层级须为1到3'],
      [[ROWS[0], ROWS[1], ROWS[1], ROWS[3]], '分销配置须为单级一条（一级）和多级三条（一级至三级）'],
      [[{ ...ROWS[0], leavel: 2 }, ...ROWS.slice(1)], '分销配置须为单级一条（一级）和多级三条（一级至三级）'],
      [[{ ...ROWS[0], domestic: 100.5 }, ...ROWS.slice(1)], '分销比例须为0到100之间的数字，最多两位小数'],
      [[{ ...ROWS[0], domestic: '1.234' }, ...ROWS.slice(1)], '分销比例须为0到100之间的数字，最多两位小数'],
      [[{ ...ROWS[0], domestic: "1' OR 1=1" }, ...ROWS.slice(1)], '分销比例须为0到100之间的数字，最多两位小数'],
      [
        [ROWS[0], { ...ROWS[1], domestic: 60 }, { ...ROWS[2], domestic: 40 }, { ...ROWS[3], domestic: 1 }],
        '多级分销比例合计不能超过100%',
      ],
    ];
    for (const [body, message] of cases) expectRefused(await save(tokens.tenant1, body), message);
    expectRefused(await save(tokens.agent1, ROWS), '只有租户管理员可以修改分销配置');

    const before1002 = await server.db.query(
      'SELECT type, leavel, domestic FROM bus_distribution_config WHERE tenant_id = 1002',
    );
    const saved = await save(
      tokens.tenant1,
      ROWS.map((row) => ({ ...row, id: 'forged', tenantId: 1002 })),
    );
    expect(saved.body.message).toBe('保存成功！');
    const rows = await get<Record<string, unknown>[]>('/sys/distribution/getDisConfig', tokens.tenant1);
    expect(rows.map((r) => r.domestic)).toEqual([12, 9.5, 4, 1.25]);
    expect(await countOf(server, 'bus_distribution_config', 'tenant_id = 1001')).toBe(4);
    expect(
      await server.db.query('SELECT type, leavel, domestic FROM bus_distribution_config WHERE tenant_id = 1002'),
    ).toEqual(before1002);

    await server.db.query('DELETE FROM bus_distribution_config WHERE tenant_id = 1002');
    const empty = await get<Record<string, unknown>[]>('/sys/distribution/getDisConfig', tokens.tenant2);
    expect(empty.map((r) => [r.id, r.type, r.leavel, r.domestic])).toEqual([
      [null, 1, 1, 0],
      [null, 2, 1, 0],
      [null, 2, 2, 0],
      [null, 2, 3, 0],
    ]);
  });

  it('lists referred users by channel scope', async () => {
    const agent1Channel = await channelId(server, CHANNELS.agent1);
    const tenant1 = await get('/sys/distribution/getSubUserList', tokens.tenant1, { pageSize: 100 });
    expect(tenant1.total).toBe(await countOf(server, 'bus_distribution_relation', 'tenant_id = 1001'));
    const agent1 = await get('/sys/distribution/getSubUserList', tokens.agent1, { pageSize: 100 });
    expect(agent1.total).toBe(await countOf(server, 'bus_distribution_relation', 'channel_id = $1', [agent1Channel]));
    expect(agent1.total).toBeLessThan(tenant1.total);
    expect(agent1.records.every((r) => r.channelId === agent1Channel && /\*{4}/.test(String(r.phone)))).toBe(true);
    const top = agent1.records.find((r) => r.parentNickname === '阿杰爱数码')?.parentUserId as string;
    const direct = await get('/sys/distribution/getSubUserList', tokens.tenant1, { parentUserId: top, level: 1 });
    expect(direct.records.map((r) => r.nickname).sort()).toEqual(['小鹿同学', '追光的人'].sort());
    expect((await get('/sys/distribution/getSubUserList', tokens.agent2, { parentUserId: top })).total).toBe(0);
    expect((await get('/sys/distribution/getSubUserList', tokens.tenant2, { parentUserId: top })).total).toBe(0);
  });
});
