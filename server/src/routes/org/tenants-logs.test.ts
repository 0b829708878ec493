import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf } from './org-test-kit';

let server: TestServer;
let tenant1: string;
let tenant2: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant1 = await server.tokenFor('tenant1');
  tenant2 = await server.tokenFor('tenant2');
  admin = await server.tokenFor('admin');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const shopOf = async (tenantId: number, nameLike: string) =>
  String(
    (
      await server.db.one<{ id: string }>('SELECT id FROM sys_shop WHERE tenant_id = $1 AND name LIKE $2', [
        tenantId,
        `%${nameLike}%`,
      ])
    )?.id,
  );

/** The spec's tenant refusal: code -1 with the text in msg. */
function expectMinusOne(body: Record<string, unknown>, message: string) {
  expect(body).toMatchObject({ success: false, code: -1, message, msg: message });
}

describe('tenant and shop look-ups', () => {
  it('queryById answers a tenant the caller belongs to, code -1 otherwise', async () => {
    const own = resultOf<Record<string, unknown>>(
      await call(server, { url: '/sys/tenant/queryById', token: tenant1, query: { id: 1001 } }),
    );
    expect(own).toMatchObject({ id: 1001, name: '华东租赁有限公司', tenantModel: 1, status: 1 });
    for (const id of ['1002', '1000', '99999', INJECTIONS[0] as string]) {
      const res = await call(server, { url: '/sys/tenant/queryById', token: tenant1, query: { id } });
      expect(res.status).toBe(200);
      expectMinusOne(res.body, '租户不存在或无权访问');
    }
    const any = resultOf<{ name: string }>(
      await call(server, { url: '/sys/tenant/queryById', token: admin, query: { id: 1002 } }),
    );
    expect(any.name).toBe('华南优选商城');
  });

  it('getShop answers a shop of the tenant; a shop user only their own shop', async () => {
    const main = await shopOf(1001, '杭州');
    const office = await shopOf(1001, '上海');
    const foreign = await shopOf(1002, '深圳');
    const shop = resultOf<Record<string, unknown>>(
      await call(server, { url: '/sys/tenant/getShop', token: tenant1, query: { shopId: office } }),
    );
    expect(shop).toMatchObject({ id: office, name: '华东租赁·上海办公设备店', rentOrPurchase: 3 });
    expectMinusOne(
      (await call(server, { url: '/sys/tenant/getShop', token: tenant1, query: { shopId: foreign } })).body,
      '店铺不存在或无权访问',
    );

    const shop1 = await server.tokenFor('shop1');
    const mine = resultOf<{ name: string }>(
      await call(server, { url: '/sys/tenant/getShop', token: shop1, query: { shopId: main } }),
    );
    expect(mine.name).toBe('华东租赁·杭州数码旗舰店');
    expectMinusOne(
      (await call(server, { url: '/sys/tenant/getShop', token: shop1, query: { shopId: office } })).body,
      '店铺不存在或无权访问',
    );
  });

  it('getCurrentUserTenant lists the caller’s tenants', async () => {
    const mine = resultOf(await call(server, { url: '/sys/tenant/getCurrentUserTenant', token: tenant2 }));
    expect(mine).toEqual([{ id: 1002, name: '华南优选商城' }]);
    const all = resultOf<{ id: number }[]>(
      await call(server, { url: '/sys/tenant/getCurrentUserTenant', token: admin }),
    );
    expect(all.map((t) => t.id)).toEqual([1000, 1001, 1002]);
  });
});

describe('tenant administration', () => {
  it('is for the platform administrator only', async () => {
    for (const [method, url, body] of [
      ['GET', '/sys/tenant/list', undefined],
      ['POST', '/sys/tenant/add', { name: '越权租户' }],
      ['PUT', '/sys/tenant/edit', { id: 1002, name: '篡改' }],
      ['DELETE', '/sys/tenant/delete?id=1002', undefined],
    ] as const) {
      const res = await call(server, { method, url, token: tenant1, body });
      expect(res.body.code, url).toBe(510);
    }
    expect(await server.db.one('SELECT name FROM sys_tenant WHERE id = 1002')).toEqual({ name: '华南优选商城' });
    expect(await server.db.one("SELECT 1 FROM sys_tenant WHERE name = '越权租户'")).toBeUndefined();
  });

  it('adds, edits, lists and deletes tenants; tenants in use stay', async () => {
    const id = resultOf<number>(
      await call(server, {
        method: 'POST',
        url: '/sys/tenant/add',
        token: admin,
        body: { name: '西南租赁', tenantModel: 1 },
      }),
    );
    expect(id).toBe(1003);
    expectRefused(
      await call(server, { method: 'POST', url: '/sys/tenant/add', token: admin, body: { id: 1003, name: '重复' } }),
      '租户编号已存在',
    );
    expectRefused(
      await call(server, { method: 'POST', url: '/sys/tenant/add', token: admin, body: {} }),
      '请输入租户名称',
    );
    resultOf(
      await call(server, { method: 'PUT', url: '/sys/tenant/edit', token: admin, body: { id, name: '西南租赁集团' } }),
    );
    const page = resultOf<PageResult>(
      await call(server, { url: '/sys/tenant/list', token: admin, query: { name: '*西南*' } }),
    );
    expect(page.records).toEqual([expect.objectContaining({ id, name: '西南租赁集团', tenantModel_dictText: '租赁' })]);
    // The administrator can switch into the new tenant at once.
    const inside = await server.tokenFor('admin', id);
    expect(resultOf<{ total: number }>(await call(server, { url: '/sys/user/list', token: inside })).total).toBe(0);

    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/tenant/delete', token: admin, query: { id: 1001 } }),
      '该租户下存在用户，无法删除',
    );
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/tenant/delete', token: admin, query: { id: 1000 } }),
      '不能删除平台租户',
    );
    resultOf(await call(server, { method: 'DELETE', url: '/sys/tenant/delete', token: admin, query: { id } }));
    expect(await server.db.one('SELECT 1 FROM sys_tenant WHERE id = $1', [id])).toBeUndefined();
  });
});

describe('login statistics and logs', () => {
  const countLogins = async (tenantId: number, todayOnly: boolean) =>
    (
      await server.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM sys_log WHERE tenant_id = $1 AND log_type = 1
           AND ($2 = false OR to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') = $3)`,
        [tenantId, todayOnly, formatDateTime(new Date())?.slice(0, 10)],
      )
    )?.n;

  it('loginfo counts the tenant’s logins only', async () => {
    await server.db.query(
      `INSERT INTO sys_log (id, tenant_id, log_type, log_content, username, ip) VALUES ($1, 1002, 1, '登录', 'tenant2', '10.9.9.9')`,
      [newId()],
    );
    const info = resultOf<{ todayIp: number; todayVisitCount: number; totalVisitCount: number }>(
      await call(server, { url: '/sys/loginfo', token: tenant1 }),
    );
    expect(info.totalVisitCount).toBe(await countLogins(1001, false));
    expect(info.todayVisitCount).toBe(await countLogins(1001, true));
    expect(info.todayIp).toBeLessThanOrEqual(info.todayVisitCount);
    const other = resultOf<{ todayVisitCount: number }>(await call(server, { url: '/sys/loginfo', token: tenant2 }));
    expect(other.todayVisitCount).toBe(await countLogins(1002, true));
  });

  it('visitInfo answers the last seven days, today last', async () => {
    const days = resultOf<{ ymd: string; type: string; visit: number; ip: number }[]>(
      await call(server, { url: '/sys/visitInfo', token: tenant1 }),
    );
    expect(days).toHaveLength(7);
    expect(days[6]?.ymd).toBe(formatDateTime(new Date())?.slice(5, 10));
    expect(days.every((d) => /^\d{2}-\d{2}$/.test(d.type) && d.visit >= d.ip)).toBe(true);
    expect(days[6]?.visit).toBe(await countLogins(1001, true));
  });

  it('lists the tenant’s logs by type, never another tenant’s', async () => {
    const logins = resultOf<PageResult>(
      await call(server, { url: '/sys/log/list', token: tenant1, query: { logType: 1, pageSize: 100 } }),
    );
    expect(logins.total).toBe(await countLogins(1001, false));
    expect(logins.records.every((r) => r.logType === 1 && r.logType_dictText === '登录日志')).toBe(true);
    const foreign = await server.db.query<{ id: string }>('SELECT id FROM sys_log WHERE tenant_id = 1002');
    const all = resultOf<PageResult>(
      await call(server, { url: '/sys/log/list', token: tenant1, query: { pageSize: 1000 } }),
    );
    expect(all.records.some((r) => foreign.some((f) => f.id === r.id))).toBe(false);
    expect(all.records.every((r) => !('requestParam' in r))).toBe(true);
    for (const attack of INJECTIONS) {
      expect(
        resultOf<PageResult>(await call(server, { url: '/sys/log/list', token: tenant1, query: { username: attack } }))
          .total,
      ).toBe(0);
      expect(
        (await call(server, { url: '/sys/log/list', token: tenant1, query: { column: attack } })).body.success,
      ).toBe(false);
    }
    const staff = await server.tokenFor('limingxuan');
    expect((await call(server, { url: '/sys/log/list', token: staff })).body.code).toBe(510);
  });
});
