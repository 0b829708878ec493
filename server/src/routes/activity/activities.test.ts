import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, type PageResult, resultOf } from '../org/org-test-kit';
import { shopId } from '../shop/shop-test-kit';

let server: TestServer;
let tenant1 = '';
let tenant2 = '';
let shop1 = '';
let flagship = '';
let office = '';

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  tenant2 = await server.tokenFor('tenant2');
  shop1 = await server.tokenFor('shop1');
  flagship = await shopId(server, 1001, '杭州数码旗舰店');
  office = await shopId(server, 1001, '上海办公设备店');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const list = async (url: string, token: string, query: Record<string, string | number> = {}) =>
  resultOf<PageResult>(await call(server, { url, token, query: { pageSize: 100, ...query } }));

const VALID = {
  activityName: '周末特惠',
  activityType: 1,
  startTime: '2026-12-01 00:00:00',
  endTime: '2026-12-03 00:00:00',
  description: '周末两天限时折扣',
};

const approvedProduct = async (shop: string) => {
  const row = await server.db.one<{ id: string }>(
    'SELECT id FROM bus_product WHERE shop_id = $1 AND audit_status = 1 AND del_flag = 0 ORDER BY create_time LIMIT 1',
    [shop],
  );
  if (!row) throw new Error('no approved product');
  return row.id;
};

describe('activities', () => {
  it('lists by scope: the tenant all of its own, a shop user only their shop’s', async () => {
    const all = await list('/business/activity/list', tenant1);
    expect(all.records.map((row) => row.activityName)).toEqual(
      expect.arrayContaining(['双十二数码焕新季', '旗舰店新人专享', '母婴好物满减周']),
    );
    expect(all.records.find((row) => row.activityName === '旗舰店新人专享')?.shopName).toBe('华东租赁·杭州数码旗舰店');
    const mine = await list('/business/activity/list', shop1);
    expect(mine.records.map((row) => row.activityName)).toEqual(['旗舰店新人专享']);
    const other = await list('/business/activity/list', tenant2);
    expect(
      other.records.some((row) => String(row.activityName).includes('华东') || row.activityName === '旗舰店新人专享'),
    ).toBe(false);
  });

  it('adds, edits and deletes with the form rules; a shop user’s activity is their shop’s', async () => {
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/business/activity/add',
        token: tenant1,
        body: { ...VALID, endTime: VALID.startTime },
      }),
      '活动结束时间必须晚于开始时间',
    );
    const id = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/business/activity/add',
        token: shop1,
        body: { ...VALID, shopId: office },
      }),
    );
    const row = await server.db.one<{ shop_id: string }>('SELECT shop_id FROM bus_activity WHERE id = $1', [id]);
    expect(row?.shop_id).toBe(flagship);
    resultOf(
      await call(server, {
        method: 'PUT',
        url: '/business/activity/edit',
        token: shop1,
        body: { id, activityName: '周末特惠2' },
      }),
    );
    const edited = await server.db.one<{ activity_name: string }>(
      'SELECT activity_name FROM bus_activity WHERE id = $1',
      [id],
    );
    expect(edited?.activity_name).toBe('周末特惠2');
    expectRefused(
      await call(server, { method: 'DELETE', url: '/business/activity/delete', token: tenant2, query: { id } }),
      '未找到对应数据',
    );
    resultOf(
      await call(server, {
        method: 'DELETE',
        url: '/business/activity/deleteBatch',
        token: tenant1,
        query: { ids: id },
      }),
    );
    expect(await server.db.one('SELECT 1 AS found FROM bus_activity WHERE id = $1', [id])).toBeFalsy();
  });

  it('adds activity goods of the caller’s approved products only, in the product’s shop', async () => {
    const activity = resultOf<string>(
      await call(server, { method: 'POST', url: '/business/activity/add', token: tenant1, body: VALID }),
    );
    const product = await approvedProduct(office);
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/business/activityGoods/add',
        token: shop1,
        body: { activityId: activity, productId: product, activityPrice: '9.9' },
      }),
      '请选择活动',
    );
    const id = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/business/activityGoods/add',
        token: tenant1,
        body: { activityId: activity, productId: product, activityPrice: '9.9', activityStock: 5 },
      }),
    );
    const row = await server.db.one<{ shop_id: string }>('SELECT shop_id FROM bus_activity_goods WHERE id = $1', [id]);
    expect(row?.shop_id).toBe(office);
    expectRefused(
      await call(server, {
        method: 'POST',
        url: '/business/activityGoods/add',
        token: tenant1,
        body: { activityId: activity, productId: product, activityPrice: '8' },
      }),
      '该商品已在活动中',
    );
    const listed = await list('/business/activityGoods/list', tenant1, { activityId: activity });
    expect(listed.records).toHaveLength(1);
    expect(listed.records[0]).toMatchObject({ activityName: '周末特惠', activityPrice: 9.9 });
    expect((await list('/business/activityGoods/list', shop1, { activityId: activity })).total).toBe(0);
  });
});
