import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  call,
  countOf,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  shopId,
  tokensOf,
} from './partner-test-kit';

let server: TestServer;
let tokens: Record<'tenant1' | 'tenant2' | 'shop1' | 'agent1', string>;
let flagship: string;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['tenant1', 'tenant2', 'shop1', 'agent1'] as const);
  flagship = await shopId(server, '华东租赁·杭州数码旗舰店');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const VALID = {
  name: '满300减30',
  couponType: 1,
  amount: '30',
  threshold: '300',
  validType: 2,
  validDays: 30,
  totalQuantity: 1000,
  perUserLimit: 2,
  description: '全场通用',
};

const list = async (token: string, query: Record<string, string | number> = {}) =>
  resultOf<PageResult>(
    await call(server, { url: '/sys/couponTemplate/queryPage', token, query: { pageSize: 100, ...query } }),
  );
const add = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/sys/couponTemplate/add', token, body });
const edit = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'PUT', url: '/sys/couponTemplate/edit', token, body });
const template = (id: string) =>
  server.db.one<Record<string, unknown>>('SELECT * FROM bus_coupon_template WHERE id = $1', [id]);

describe('coupon templates', () => {
  it('lists by scope: tenant all of its own, a shop only its shop’s', async () => {
    const tenant1 = await list(tokens.tenant1);
    expect(tenant1.total).toBe(5);
    expect(tenant1.records.find((r) => r.name === '无门槛20元券')).toMatchObject({
      expired: true,
      couponType_dictText: '无门槛券',
    });
    const shop1 = await list(tokens.shop1);
    expect(shop1.records.map((r) => r.name)).toEqual(['旗舰店满500减30']);
    expect(shop1.records[0]).toMatchObject({ shopName: '华东租赁·杭州数码旗舰店' });
    const tenant2 = await list(tokens.tenant2);
    expect(tenant2.records.map((r) => r.name)).not.toContain('新人专享50元租金券');
    for (const evil of INJECTIONS) expect((await list(tokens.tenant1, { name: `*${evil}*` })).total).toBe(0);
    expectNoPermission(await call(server, { url: '/sys/couponTemplate/queryPage', token: tokens.agent1 }));
  });

  it('adds with the session’s tenant and the shop user’s shop, never the body’s', async () => {
    const created = await add(tokens.tenant1, { ...VALID, tenantId: 1002 });
    expect(created.body.message).toBe('添加成功！');
    const row = await template(resultOf<string>(created));
    expect(row).toMatchObject({
      tenant_id: 1001,
      shop_id: null,
      coupon_type: 1,
      per_user_limit: 2,
      received_quantity: 0,
    });
    expect(Number(row?.amount)).toBe(30);

    const byShop = await add(tokens.shop1, { ...VALID, name: '店铺券', shopId: 'some-other-shop', tenantId: 1002 });
    expect(await template(resultOf<string>(byShop))).toMatchObject({ tenant_id: 1001, shop_id: flagship });
    const forShop = await add(tokens.tenant1, { ...VALID, name: '旗舰店专享', shopId: flagship });
    expect(await template(resultOf<string>(forShop))).toMatchObject({ shop_id: flagship });
    const foreign = await shopId(server, '华南优选·深圳数码生活馆');
    expectRefused(await add(tokens.tenant1, { ...VALID, shopId: foreign }), '店铺不存在');
  });

  it('checks amounts, threshold, validity and quantities', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入优惠券名称（不超过50个字符）'],
      [{ name: '券'.repeat(51) }, '请输入优惠券名称（不超过50个字符）'],
      [{ couponType: 9 }, '请选择优惠券类型'],
      [{ amount: 0 }, '优惠金额须大于0且不超过100000，最多两位小数'],
      [{ amount: '12.345' }, '优惠金额须大于0且不超过100000，最多两位小数'],
      [{ amount: '-5' }, '优惠金额须大于0且不超过100000，最多两位小数'],
      [{ amount: '100001' }, '优惠金额须大于0且不超过100000，最多两位小数'],
      [{ threshold: '30' }, '使用门槛必须大于优惠金额'],
      [{ threshold: 'abc' }, '使用门槛须为不小于0的金额，最多两位小数'],
      [{ couponType: 3, threshold: 100 }, '无门槛券的使用门槛必须为0'],
      [{ couponType: 2, discount: 10 }, '折扣须在0.1到9.9折之间，最多一位小数'],
      [{ couponType: 2, discount: '8.55' }, '折扣须在0.1到9.9折之间，最多一位小数'],
      [{ couponType: 2, discount: 8.5, maxDiscount: 0 }, '最高优惠金额须大于0，最多两位小数'],
      [{ validType: 3 }, '请选择有效期类型'],
      [{ validType: 1 }, '请选择有效期开始和结束时间'],
      [{ validType: 1, startTime: '2026-06-01', endTime: 'next week' }, '有效期时间格式不正确'],
      [{ validType: 1, startTime: '2026-06-10 00:00:00', endTime: '2026-06-01 00:00:00' }, '结束时间必须晚于开始时间'],
      [{ validDays: 0 }, '领取后有效天数须为1到3650的整数'],
      [{ validDays: '1.5' }, '领取后有效天数须为1到3650的整数'],
      [{ totalQuantity: 0 }, '发放总量须为1到1000000的整数'],
      [{ totalQuantity: 1_000_001 }, '发放总量须为1到1000000的整数'],
      [{ totalQuantity: 1, perUserLimit: 2 }, '每人限领数量不能超过发放总量'],
      [{ perUserLimit: 0 }, '每人限领须为1到100的整数'],
      [{ status: 5 }, '优惠券状态不正确'],
    ];
    const before = await countOf(server, 'bus_coupon_template');
    for (const [change, message] of cases) expectRefused(await add(tokens.tenant1, { ...VALID, ...change }), message);
    expect(await countOf(server, 'bus_coupon_template')).toBe(before);

    const discount = await add(tokens.tenant1, {
      ...VALID,
      name: '8.5折券',
      couponType: 2,
      discount: '8.5',
      maxDiscount: '200',
      amount: undefined,
      validType: 1,
      startTime: '2026-06-01 00:00:00',
      endTime: '2026-06-30 23:59:59',
    });
    const row = await template(resultOf<string>(discount));
    expect(Number(row?.discount)).toBe(8.5);
    expect(Number(row?.amount)).toBe(0);
    expect(row?.valid_days).toBeNull();
  });

  it('edits as a whole row, keeping the received coupons covered', async () => {
    const seeded = (await list(tokens.tenant1, { name: '满1000减100租金券' })).records[0] as Record<string, unknown>;
    expect(Number(seeded.receivedQuantity)).toBeGreaterThan(0);
    expectRefused(await edit(tokens.tenant1, { id: seeded.id, threshold: 50 }), '使用门槛必须大于优惠金额');
    expectRefused(await edit(tokens.tenant1, { id: seeded.id, totalQuantity: 0 }), '发放总量须为1到1000000的整数');
    await server.db.query('UPDATE bus_coupon_template SET received_quantity = 10 WHERE id = $1', [seeded.id]);
    expectRefused(await edit(tokens.tenant1, { id: seeded.id, totalQuantity: 9 }), '发放总量不能少于已领取数量');
    const done = await edit(tokens.tenant1, { id: seeded.id, name: '满1000减120租金券', amount: 120, tenantId: 1002 });
    expect(done.body.message).toBe('编辑成功!');
    expect(await template(String(seeded.id))).toMatchObject({ name: '满1000减120租金券', tenant_id: 1001 });
    expectRefused(await edit(tokens.tenant2, { id: seeded.id, name: '抢走' }), '未找到对应数据');
    expectRefused(await edit(tokens.shop1, { id: seeded.id, name: '抢走' }), '未找到对应数据');
    expect(await template(String(seeded.id))).toMatchObject({ name: '满1000减120租金券' });
  });

  it('shows the detail with the coupons users hold', async () => {
    const seeded = (await list(tokens.tenant1, { name: '新人专享50元租金券' })).records[0] as Record<string, unknown>;
    const detail = resultOf<{ unusedCount: number; usedCount: number; expiredCount: number }>(
      await call(server, {
        url: '/sys/couponTemplate/getDetail',
        token: tokens.tenant1,
        query: { id: String(seeded.id) },
      }),
    );
    const held = await countOf(server, 'lite_user_coupon', 'template_id = $1', [seeded.id]);
    expect(detail.unusedCount + detail.usedCount + detail.expiredCount).toBe(held);
    expectRefused(
      await call(server, {
        url: '/sys/couponTemplate/getDetail',
        token: tokens.tenant2,
        query: { id: String(seeded.id) },
      }),
      '未找到对应数据',
    );
  });

  it('deletes only in scope, flagging the template and keeping users’ coupons', async () => {
    const seeded = (await list(tokens.tenant1, { name: '办公设备9折券' })).records[0] as Record<string, unknown>;
    const remove = (token: string, id: unknown) =>
      call(server, { method: 'DELETE', url: '/sys/couponTemplate/deleteCoupon', token, query: { id: String(id) } });
    expectRefused(await remove(tokens.tenant2, seeded.id), '未找到对应数据');
    expectRefused(await remove(tokens.shop1, seeded.id), '未找到对应数据');
    expectRefused(await remove(tokens.tenant1, "' OR 1=1 --"), '未找到对应数据');
    const held = await countOf(server, 'lite_user_coupon', 'template_id = $1', [seeded.id]);
    const done = await remove(tokens.tenant1, seeded.id);
    expect(done.body.message).toBe('删除成功!');
    expect(await template(String(seeded.id))).toMatchObject({ del_flag: 1 });
    expect((await list(tokens.tenant1, { name: '办公设备9折券' })).total).toBe(0);
    expect(await countOf(server, 'lite_user_coupon', 'template_id = $1', [seeded.id])).toBe(held);
    expect(await countOf(server, 'bus_coupon_template', 'del_flag = 0 AND tenant_id = 1002')).toBe(5);
  });
});

describe('user coupons', () => {
  it('lists users’ coupons with status texts, by scope', async () => {
    const all = resultOf<PageResult>(
      await call(server, { url: '/sys/liteUserCoupon/queryPage', token: tokens.tenant1, query: { pageSize: 200 } }),
    );
    expect(all.total).toBe(await countOf(server, 'lite_user_coupon', 'tenant_id = 1001'));
    const texts = new Map(all.records.map((r) => [r.status, r.status_dictText]));
    expect(texts).toEqual(
      new Map([
        [0, '未使用'],
        [1, '已使用'],
        [2, '已过期'],
      ]),
    );
    expect(all.records.filter((r) => r.status === 1).every((r) => r.useTime !== null)).toBe(true);
    const expired = resultOf<PageResult>(
      await call(server, { url: '/sys/liteUserCoupon/queryPage', token: tokens.tenant1, query: { status: 2 } }),
    );
    expect(expired.records.every((r) => r.status_dictText === '已过期')).toBe(true);
    // One unused coupon is past its end: the expiry job's work.
    expect(await countOf(server, 'lite_user_coupon', 'tenant_id = 1001 AND status = 0 AND end_time < now()')).toBe(1);

    const shop1 = resultOf<PageResult>(
      await call(server, { url: '/sys/liteUserCoupon/queryPage', token: tokens.shop1, query: { pageSize: 200 } }),
    );
    expect(shop1.total).toBeGreaterThan(0);
    expect(shop1.records.every((r) => r.shopId === flagship)).toBe(true);
    for (const evil of INJECTIONS) {
      const found = resultOf<PageResult>(
        await call(server, {
          url: '/sys/liteUserCoupon/queryPage',
          token: tokens.tenant2,
          query: { userNickname: evil },
        }),
      );
      expect(found.total).toBe(0);
    }
  });
});
