import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRequest, TestResponse, TestServer } from '../testing/test-server';
import { createTestServer } from '../testing/test-server';

/**
 * A shop user of tenant 1002 (shop2, authority 4) against tenant 1001's rows, on routes its own
 * menus and buttons open: lists, queryById, edit, delete, the duplicate check, table dictionaries
 * and the super query. Every read comes back empty or refused, every write refused, and not one
 * row of tenant 1001 changes.
 */
let server: TestServer;
let shop2: string;
let tenant1: string;
let ownShop: string;
const foreign = { shop: '', product: '', activity: '', address: '', service: '', position: '', depart: '' };
let before: Record<string, string>;

/** Tables holding what shop2 is pointed at; fingerprinted over tenant 1001's rows. */
const WATCHED = [
  'sys_shop',
  'bus_product',
  'bus_product_spec',
  'bus_activity',
  'bus_shop_give_back_address',
  'bus_shop_service',
  'sys_position',
  'sys_user',
];

async function fingerprints(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED) {
    const row = await server.db.one<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t WHERE tenant_id = 1001`,
    );
    out[table] = String(row?.sum);
  }
  return out;
}

async function firstId(sql: string): Promise<string> {
  const row = await server.db.one<{ id: string }>(sql);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
  shop2 = await server.tokenFor('shop2');
  tenant1 = await server.tokenFor('tenant1');
  ownShop = await firstId("SELECT shop_id AS id FROM sys_user WHERE username = 'shop2'");
  foreign.shop = await firstId("SELECT shop_id AS id FROM sys_user WHERE username = 'shop1'");
  foreign.product = await firstId('SELECT id FROM bus_product WHERE tenant_id = 1001 AND del_flag = 0 LIMIT 1');
  foreign.activity = await firstId('SELECT id FROM bus_activity WHERE tenant_id = 1001 LIMIT 1');
  foreign.address = await firstId('SELECT id FROM bus_shop_give_back_address WHERE tenant_id = 1001 LIMIT 1');
  foreign.service = await firstId('SELECT id FROM bus_shop_service WHERE tenant_id = 1001 LIMIT 1');
  foreign.depart = await firstId('SELECT id FROM sys_depart WHERE tenant_id = 1001 AND parent_id IS NULL LIMIT 1');
  // A position code only tenant 1001 has, for the duplicate check.
  foreign.position = await firstId(
    "INSERT INTO sys_position (id, tenant_id, code, name) VALUES ('pos_t1_only', 1001, 't1_only_code', '仅租户一') RETURNING id",
  );
  before = await fingerprints();
}, 60_000);
afterAll(() => server?.close());

const as = (request: TestRequest): Promise<TestResponse> => server.request({ token: shop2, ...request });

function refused(response: TestResponse, message?: string): void {
  expect(response.body.success, JSON.stringify(response.body)).toBe(false);
  if (message) expect(response.body.message).toBe(message);
}

function records(response: TestResponse): Record<string, unknown>[] {
  expect(response.body.success, String(response.body.message)).toBe(true);
  return (response.body.result as { records: Record<string, unknown>[] }).records;
}

/** Lists shop2 may open, and the column naming the shop of each row. */
const LISTS = [
  { url: '/business/ptoduct/list', shop: 'shopId', text: 'productName' },
  { url: '/business/activity/list', shop: 'shopId', text: 'activityName' },
  { url: '/sys/shop/getShopService', shop: 'shopId', text: 'serviceName' },
  { url: '/business/shop/list', shop: 'id', text: 'name' },
] as const;

describe('lists', () => {
  it.each(LISTS)('$url holds only rows of shop2’s own shop', async ({ url, shop }) => {
    const rows = records(await as({ url, query: { pageSize: 1000 } }));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[shop]).toBe(ownShop);
      if ('tenantId' in row) expect(row.tenantId).toBe(1002);
    }
  });

  it.each(LISTS)('$url finds nothing when filtered to tenant 1001', async ({ url, shop }) => {
    expect(records(await as({ url, query: { tenantId: 1001 } }))).toEqual([]);
    const byShop = await as({ url, query: { [shop]: foreign.shop } });
    if (byShop.body.success) expect(records(byShop)).toEqual([]);
    else refused(byShop, '店铺不存在或无权访问');
  });

  it('give-back addresses of a tenant 1001 shop are refused, its own listed', async () => {
    const url = '/business/shopGiveBackAddresses/selectShopRuleAndGiveBackByShopId';
    refused(await as({ method: 'POST', url, body: { shopId: foreign.shop } }), '店铺不存在或无权访问');
    const own = await as({ method: 'POST', url, body: {} });
    const addresses = (own.body.result as { shopId: string; giveBackAddresses: { tenantId: number }[] }) ?? {};
    expect(own.body.success).toBe(true);
    expect(addresses.shopId).toBe(ownShop);
    expect(addresses.giveBackAddresses.every((row) => row.tenantId === 1002)).toBe(true);
  });
});

describe('queryById', () => {
  it('refuses tenant 1001 rows as missing', async () => {
    for (const url of ['/business/ptoduct/queryById', '/business/ptoduct/selectProductEdit']) {
      refused(await as({ url, query: { id: foreign.product } }), '未找到对应数据');
    }
    refused(await as({ url: '/business/activity/queryById', query: { id: foreign.activity } }), '未找到对应数据');
    refused(
      await as({ url: '/business/shop/selectBusShopInfo', query: { shopId: foreign.shop } }),
      '店铺不存在或无权访问',
    );
  });
});

describe('edit and delete', () => {
  it('refuses every change to tenant 1001 rows', async () => {
    refused(
      await as({
        method: 'POST',
        url: '/business/ptoduct/updateBusProduct',
        body: { id: foreign.product, productName: '越权修改' },
      }),
      '未找到对应数据',
    );
    refused(
      await as({ method: 'POST', url: '/business/ptoduct/updateStatus', body: { id: foreign.product, status: 0 } }),
      '未找到对应数据',
    );
    refused(
      await as({ method: 'PUT', url: '/business/activity/edit', body: { id: foreign.activity, activityName: '越权' } }),
      '未找到对应数据',
    );
    refused(
      await as({
        method: 'POST',
        url: '/sys/shop/updateShopService',
        body: { id: foreign.service, serviceName: '越权' },
      }),
      '未找到对应数据',
    );
    refused(
      await as({
        method: 'POST',
        url: '/business/shopGiveBackAddresses/updateShopGiveBackAddresses',
        body: { id: foreign.address, receiverName: '越权' },
      }),
      '未找到对应数据',
    );
    refused(
      await as({ method: 'PUT', url: '/business/shop/edit', body: { id: foreign.shop, name: '越权店铺' } }),
      '店铺不存在或无权访问',
    );
    // Adding into a tenant 1001 shop: the row lands in shop2's own shop or is refused, never there.
    await as({
      method: 'POST',
      url: '/sys/shop/addShopService',
      body: { shopId: foreign.shop, serviceName: '越权服务', sort: 1, status: 1 },
    });

    refused(await as({ url: '/business/ptoduct/deleteBusProduct', query: { id: foreign.product } }), '未找到对应数据');
    refused(await as({ method: 'DELETE', url: '/business/activity/delete', query: { id: foreign.activity } }));
    refused(await as({ method: 'DELETE', url: '/business/activity/deleteBatch', query: { ids: foreign.activity } }));
    refused(await as({ method: 'POST', url: '/sys/shop/deleteShopService', body: { id: foreign.service } }));
    refused(
      await as({ url: '/business/shopGiveBackAddresses/delShopGiveBackAddressById', query: { id: foreign.address } }),
      '未找到对应数据',
    );
    expect(await fingerprints()).toEqual(before);
  });
});

describe('duplicate check', () => {
  it('cannot see tenant 1001 values of per-tenant unique fields', async () => {
    const query = { tableName: 'sys_position', fieldName: 'code', fieldVal: 't1_only_code' };
    const own = await as({ url: '/sys/duplicate/check', query });
    expect(own.body).toMatchObject({ success: true, message: '该值可用！' });
    const withId = await as({ url: '/sys/duplicate/check', query: { ...query, dataId: 'x' } });
    expect(withId.body.message).toBe('该值可用！');
    // The same question from tenant 1001 finds it, so the answer above is the scope, not a miss.
    const control = await server.request({ url: '/sys/duplicate/check', token: tenant1, query });
    expect(control.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });
});

describe('table dictionaries', () => {
  const dict = (path: string, query?: Record<string, string>) =>
    as({ url: `/sys/dict/${path}`, query }).then((response) => {
      expect(response.body.success, String(response.body.message)).toBe(true);
      return response.body.result as { value: string; text: string }[];
    });

  it('list only shop2’s own shop, tenant and users', async () => {
    expect((await dict('getDictItems/sys_shop,name,id')).map((item) => item.value)).toEqual([ownShop]);
    expect((await dict('getDictItems/sys_tenant,name,id')).map((item) => item.value)).toEqual(['1002']);
    const users = (await dict('getDictItems/sys_user,realname,username')).map((item) => item.value);
    expect(users).toContain('shop2');
    const tenant1Users = await server.db.query<{ username: string }>(
      'SELECT username FROM sys_user WHERE tenant_id = 1001',
    );
    expect(users.filter((name) => tenant1Users.some((row) => row.username === name))).toEqual([]);
  });

  it('find nothing of tenant 1001 by keyword, key, condition or tree parent', async () => {
    expect(await dict('loadDict/sys_shop,name,id', { keyword: '华东' })).toEqual([]);
    expect(await dict('loadDict/sys_user,realname,username', { keyword: 'shop1' })).toEqual([]);
    expect(await dict('loadDictItem/sys_shop,name,id', { key: foreign.shop })).toEqual([foreign.shop]);
    expect(await dict('loadDictItem/sys_user,realname,username', { key: 'tenant1' })).toEqual(['tenant1']);
    expect(await dict('loadDictItem/sys_position,name,id', { key: foreign.position })).toEqual([foreign.position]);
    expect(await dict(`getDictItems/sys_shop,name,id,${encodeURIComponent('{"status":"1"}')}`)).toHaveLength(1);
    refused(await as({ url: `/sys/dict/getDictItems/sys_shop,name,id,${encodeURIComponent('{"tenant_id":1001}')}` }));
    const tree = await as({
      url: '/sys/dict/loadTreeData',
      query: { tableName: 'sys_depart', text: 'depart_name', code: 'id', pid: foreign.depart },
    });
    expect(tree.body).toMatchObject({ success: true, result: [] });
  });
});

describe('super query', () => {
  const superQuery = (conditions: unknown[], matchType = 'and') => ({
    superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
    superQueryMatchType: matchType,
    pageSize: 1000,
  });

  it.each(LISTS.slice(0, 2))('$url never reaches past shop2’s shop, not even with OR', async ({ url, text }) => {
    const own = records(await as({ url, query: { pageSize: 1000 } }));
    expect(records(await as({ url, query: superQuery([{ field: 'tenantId', rule: 'eq', val: '1001' }]) }))).toEqual([]);
    expect(records(await as({ url, query: superQuery([{ field: 'shopId', rule: 'in', val: foreign.shop }]) }))).toEqual(
      [],
    );
    const widened = records(
      await as({
        url,
        query: superQuery(
          [
            { field: text, rule: 'not_empty' },
            { field: 'tenantId', rule: 'ne', val: '1002' },
            { field: 'id', rule: 'eq', val: foreign.product },
          ],
          'or',
        ),
      }),
    );
    expect(widened.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(widened.every((row) => row.shopId === ownShop)).toBe(true);
  });

  it('leaves every tenant 1001 row as it was', async () => {
    expect(await fingerprints()).toEqual(before);
    expect(
      await server.db.query("SELECT 1 FROM bus_shop_service WHERE service_name = '越权服务' AND tenant_id = 1001"),
    ).toEqual([]);
  });
});
