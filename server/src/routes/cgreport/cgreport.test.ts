import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE } from '../../http/envelope';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf } from '../org/org-test-kit';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1', 'limingxuan']) {
    tokens[name] = await server.tokenFor(name);
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const API = '/online/cgreport/api';
const get = (url: string, who: string, query?: Record<string, string | number>) =>
  call(server, { url: `${API}${url}`, token: tokens[who], query });
const data = async (id: string, who: string, query: Record<string, string | number> = {}) =>
  resultOf<PageResult>(await get(`/getData/${id}`, who, query));

interface Column {
  title: string;
  dataIndex: string;
  sorter?: boolean;
  customRender?: string;
}

describe('online report API', () => {
  it('getRpColumns gives the shown columns, the config id and name, and the dictionaries they use', async () => {
    const result = resultOf<{
      columns: Column[];
      cgRpConfigId: string;
      cgRpConfigName: string;
      dictOptions: Record<string, { value: string; text: string }[]>;
    }>(await get('/getRpColumns/shop_product', 'tenant1'));
    expect(result.cgRpConfigId).toBe('rp_shop_product');
    expect(result.cgRpConfigName).toBe('商品列表');
    expect(result.columns.map((c) => c.title)).toEqual([
      '商品名称',
      '品牌',
      '商品类型',
      '最低日租金',
      '库存',
      '状态',
      '创建时间',
    ]);
    expect(result.columns.find((c) => c.dataIndex === 'productName')?.sorter).toBe(true);
    expect(result.columns.find((c) => c.dataIndex === 'brand')?.sorter).toBeUndefined();
    expect(result.columns.find((c) => c.dataIndex === 'productType')?.customRender).toBe('rent_or_purchase');
    expect(Object.keys(result.dictOptions).sort()).toEqual(['product_status', 'rent_or_purchase']);
    expect(result.dictOptions.rent_or_purchase?.map((item) => item.text)).toContain('租赁');
  });

  it('an unknown code or config id is 报表不存在; no token is 401', async () => {
    expectRefused(await get('/getRpColumns/no_such_report', 'tenant1'), '报表不存在');
    expectRefused(await get('/getQueryInfo/rp_none', 'tenant1'), '报表不存在');
    expectRefused(await get('/getData/rp_none', 'tenant1'), '报表不存在');
    for (const injection of INJECTIONS) {
      expectRefused(await get(`/getRpColumns/${encodeURIComponent(injection)}`, 'tenant1'), '报表不存在');
    }
    const anonymous = await server.request({ url: `${API}/getRpColumns/tenant_user` });
    expect(anonymous.status).toBe(401);
  });

  it('getQueryInfo lists the search fields with their widget and mode', async () => {
    const fields = resultOf<{ field: string; label: string; view: string; mode: string; dictCode?: string }[]>(
      await get('/getQueryInfo/rp_shop_product', 'tenant1'),
    );
    expect(fields).toEqual([
      { field: 'productName', label: '商品名称', view: 'text', mode: 'single' },
      { field: 'brand', label: '品牌', view: 'text', mode: 'single' },
      { field: 'productType', label: '商品类型', view: 'list', mode: 'single', dictCode: 'rent_or_purchase' },
      { field: 'createTime', label: '创建时间', view: 'datetime', mode: 'group' },
    ]);
  });

  it("getData gives the caller's tenant rows, with the report's fields only and dictionary texts", async () => {
    const tenantUsers = async (tenantId: number) =>
      (
        await server.db.query<{ username: string }>(
          'SELECT username FROM sys_user WHERE tenant_id = $1 AND del_flag = 0',
          [tenantId],
        )
      ).map((row) => row.username);
    const first = await data('rp_tenant_user', 'tenant1', { pageSize: 100 });
    expect(first.records.map((r) => r.username).sort()).toEqual((await tenantUsers(1001)).sort());
    expect(first.total).toBe(first.records.length);
    const chen = first.records.find((r) => r.username === 'tenant1');
    expect(chen).toEqual({
      id: expect.any(String),
      username: 'tenant1',
      realname: '陈国华',
      phone: '13857101001',
      email: expect.anything(),
      sex: 1,
      sex_dictText: '男',
      status: 1,
      status_dictText: expect.any(String),
    });

    const second = await data('rp_tenant_user', 'tenant2', { pageSize: 100 });
    expect(second.records.map((r) => r.username).sort()).toEqual((await tenantUsers(1002)).sort());
    expect(second.records.some((r) => r.username === 'tenant1')).toBe(false);
  });

  it('searches: text columns contain, dictionary columns match exactly; pages and sorts', async () => {
    const byName = await data('rp_tenant_user', 'tenant1', { realname: '国' });
    expect(byName.records.map((r) => r.username)).toEqual(['tenant1']);
    const women = await data('rp_tenant_user', 'tenant1', { sex: '2', pageSize: 100 });
    expect(women.records.length).toBeGreaterThan(0);
    expect(women.records.every((r) => r.sex === 2)).toBe(true);
    // A search box value is never read as an operator or a list.
    expect((await data('rp_tenant_user', 'tenant1', { sex: '!2', pageSize: 100 })).total).toBe(women.total);

    const page2 = await data('rp_tenant_user', 'tenant1', { pageNo: 2, pageSize: 3, sort: 'username=asc' });
    const all = await data('rp_tenant_user', 'tenant1', { pageSize: 100, column: 'username', order: 'asc' });
    const names = all.records.map((r) => String(r.username));
    expect(names).toEqual([...names].sort());
    expect(page2.records.map((r) => r.username)).toEqual(names.slice(3, 6));
    expect(page2.total).toBe(all.total);

    expectRefused(await get('/getData/rp_tenant_user', 'tenant1', { sort: 'email=asc' }), '不支持的排序字段：email');
    expectRefused(await get('/getData/rp_tenant_user', 'tenant1', { sort: 'username; drop' }), '排序格式不正确');
    for (const injection of INJECTIONS) {
      expect((await data('rp_tenant_user', 'tenant1', { realname: injection })).total).toBe(0);
      expect((await data('rp_tenant_user', 'tenant1', { self_status: injection })).total).toBe(0);
    }
  });

  it('self_* parameters narrow the rows (quotes stripped); unknown ones are ignored', async () => {
    const all = await data('rp_tenant_user', 'tenant1', { pageSize: 100 });
    const normal = await data('rp_tenant_user', 'tenant1', { pageSize: 100, self_status: "'1'" });
    const frozen = await data('rp_tenant_user', 'tenant1', { pageSize: 100, self_status: '2' });
    expect(normal.records.every((r) => r.status === 1)).toBe(true);
    expect(frozen.records.map((r) => r.username)).toEqual(['gaomeiling']);
    expect(normal.total + frozen.total).toBe(all.total);
    expect((await data('rp_tenant_user', 'tenant1', { pageSize: 100, self_username: 'tenant1' })).total).toBe(
      all.total,
    );
  });

  it('a shop user sees only their shop; partners and users without the menu are refused', async () => {
    const tenantProducts = await data('rp_shop_product', 'tenant1', { pageSize: 200 });
    const shopRow = await server.db.one<{ shop_id: string }>("SELECT shop_id FROM sys_user WHERE username = 'shop1'");
    const own = await server.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM bus_product WHERE shop_id = $1 AND del_flag = 0',
      [shopRow?.shop_id],
    );
    const shopProducts = await data('rp_shop_product', 'shop1', { pageSize: 200 });
    expect(shopProducts.total).toBe(own?.n);
    expect(shopProducts.total).toBeLessThan(tenantProducts.total);
    expect(shopProducts.total).toBeGreaterThan(0);
    // Asking for another shop through the parameter does not widen a shop user's view.
    const other = tenantProducts.records.find((r) => !shopProducts.records.some((s) => s.id === r.id));
    const otherShop = await server.db.one<{ shop_id: string }>('SELECT shop_id FROM bus_product WHERE id = $1', [
      other?.id,
    ]);
    expect((await data('rp_shop_product', 'shop1', { self_shopId: String(otherShop?.shop_id) })).total).toBe(0);

    const agent = await get('/getData/rp_shop_product', 'agent1');
    expect(agent.body).toMatchObject({ success: false, code: 510, message: NO_PERMISSION_MESSAGE });
    // A user whose roles grant no menu at all (the staff role of the demo does see 商品列表).
    await server.db.query(
      "DELETE FROM sys_user_role WHERE user_id = (SELECT id FROM sys_user WHERE username = 'limingxuan')",
    );
    await server.db.query(
      "DELETE FROM sys_depart_role_user WHERE user_id = (SELECT id FROM sys_user WHERE username = 'limingxuan')",
    );
    const staff = await get('/getRpColumns/shop_product', 'limingxuan');
    expect(staff.body).toMatchObject({ success: false, code: 510 });
    // The user report is as open as the user picker.
    expect((await data('rp_tenant_user', 'limingxuan')).total).toBeGreaterThan(0);

    const channels = await data('rp_channel_list', 'agent1', { pageSize: 100 });
    const agentChannel = await server.db.one<{ channel_id: string }>(
      "SELECT channel_id FROM sys_user WHERE username = 'agent1'",
    );
    expect(channels.records.map((r) => r.id)).toEqual([agentChannel?.channel_id]);
    expect((await data('rp_channel_list', 'tenant1', { pageSize: 100 })).total).toBeGreaterThan(1);
  });
});
