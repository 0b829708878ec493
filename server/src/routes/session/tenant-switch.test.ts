import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, login, tokenId } from './session-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server?.close());

async function signIn(username: string, ip: string): Promise<string> {
  const password = username === 'admin' ? server.config.adminPassword : server.config.demoPassword;
  const answer = await login(server, { username, password }, ip);
  expect(answer.body.code, answer.body.message).toBe(200);
  return (answer.body.result as { token: string }).token;
}

const switchTo = (token: string, tenantId: number | string, headers: Record<string, string> = {}) =>
  call(server, '/sys/selectTenant', { method: 'POST', token, body: { tenantId }, headers });

const sessionTenant = async (token: string) =>
  (await server.db.one<{ tenant_id: number }>('SELECT tenant_id FROM sys_token WHERE id = $1', [tokenId(token)]))
    ?.tenant_id;

interface SwitchLog {
  tenant_id: number;
  log_type: number;
  log_content: string;
  userid: string;
  username: string;
  request_param: string;
}

const switchLogs = (username: string) =>
  server.db.query<SwitchLog>(
    `SELECT tenant_id, log_type, log_content, userid, username, request_param FROM sys_log
      WHERE username = $1 AND method = 'selectTenant' ORDER BY create_time, tenant_id`,
    [username],
  );

const logCount = async () => (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_log'))?.n ?? 0;

/** The order numbers the list shows the token's session (every page of it). */
async function listedOrders(token: string, headers: Record<string, string> = {}): Promise<string[]> {
  const answer = await call(server, '/business/order/list', { token, query: { pageSize: '1000' }, headers });
  expect(answer.body.success, answer.body.message).toBe(true);
  const page = answer.body.result as { records: { orderNo: string }[]; total: number };
  expect(page.records).toHaveLength(page.total);
  return page.records.map((row) => row.orderNo).sort();
}

async function ordersOfTenant(tenantId: number): Promise<string[]> {
  const rows = await server.db.query<{ order_no: string }>('SELECT order_no FROM bus_order WHERE tenant_id = $1', [
    tenantId,
  ]);
  return rows.map((row) => row.order_no).sort();
}

describe('the platform administrator switches tenants', () => {
  it('moves the session into the tenant, logs who, from and to in both tenants, and back again', async () => {
    const token = await signIn('admin', '10.7.0.1');
    const admin = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'");
    expect(await sessionTenant(token)).toBe(1000);
    expect(await listedOrders(token)).toEqual(await ordersOfTenant(1000));

    const entered = await switchTo(token, 1001);
    expect(entered.body).toMatchObject({ success: true, code: 200, message: '切换租户成功' });
    expect((entered.body.result as { userInfo: unknown }).userInfo).toMatchObject({
      loginTenantId: 1001,
      sysRole: { tenantId: 1001 },
    });
    expect(await sessionTenant(token)).toBe(1001);
    const content = '切换租户：平台运营中心(1000) → 华东租赁有限公司(1001)';
    expect(await switchLogs('admin')).toEqual([
      {
        tenant_id: 1000,
        log_type: 2,
        log_content: content,
        userid: admin?.id,
        username: 'admin',
        request_param: JSON.stringify({ fromTenantId: 1000, toTenantId: 1001 }),
      },
      {
        tenant_id: 1001,
        log_type: 2,
        log_content: content,
        userid: admin?.id,
        username: 'admin',
        request_param: JSON.stringify({ fromTenantId: 1000, toTenantId: 1001 }),
      },
    ]);

    // The data is now the target tenant's, and only its.
    const tenant1001 = await ordersOfTenant(1001);
    expect(tenant1001.length).toBeGreaterThan(0);
    expect(await listedOrders(token, { 'x-tenant-id': '1001' })).toEqual(tenant1001);

    // The tenant's own log page shows the visit.
    const log = await call(server, '/sys/log/list', {
      token,
      headers: { 'x-tenant-id': '1001' },
      query: { logType: '2', pageSize: '100' },
    });
    const logRows = (log.body.result as { records: { logContent: string; username: string }[] }).records;
    expect(logRows).toContainEqual(expect.objectContaining({ logContent: content, username: 'admin' }));

    const back = await switchTo(token, 1000, { 'x-tenant-id': '1001' });
    expect(back.body.code).toBe(200);
    expect(await sessionTenant(token)).toBe(1000);
    expect(await listedOrders(token, { 'x-tenant-id': '1000' })).toEqual(await ordersOfTenant(1000));
    const logs = await switchLogs('admin');
    expect(logs.slice(2).map((row) => [row.tenant_id, row.log_content])).toEqual([
      [1000, '切换租户：华东租赁有限公司(1001) → 平台运营中心(1000)'],
      [1001, '切换租户：华东租赁有限公司(1001) → 平台运营中心(1000)'],
    ]);
  });

  it('selecting the tenant the session already works in changes and logs nothing', async () => {
    const token = await signIn('admin', '10.7.0.2');
    const before = await logCount();
    expect((await switchTo(token, 1000)).body.code).toBe(200);
    expect(await logCount()).toBe(before);
  });

  it('enters any active tenant, even one it was never made a member of; never a frozen one', async () => {
    await server.db.query(
      "INSERT INTO sys_tenant (id, name, tenant_model, status) VALUES (1091, '西北新租户', 1, 1), (1092, '已冻结租户', 1, 0)",
    );
    const token = await signIn('admin', '10.7.0.3');
    const tenants = (await call(server, '/sys/tenant/getCurrentUserTenant', { token }).then(
      (answer) => answer.body.result,
    )) as { id: number }[];
    expect(tenants.map((tenant) => tenant.id)).toContain(1091);
    expect(tenants.map((tenant) => tenant.id)).not.toContain(1092);

    // The header alone does not take the administrator into a tenant: the switch does.
    const header = await call(server, '/business/order/list', { token, headers: { 'x-tenant-id': '1091' } });
    expect(header.body.code).toBe(510);

    expect((await switchTo(token, 1091)).body.code).toBe(200);
    expect(await sessionTenant(token)).toBe(1091);
    expect(await listedOrders(token, { 'x-tenant-id': '1091' })).toEqual([]);

    const frozen = await switchTo(token, 1092, { 'x-tenant-id': '1091' });
    expect(frozen.body).toMatchObject({ success: false, code: 510 });
    expect(await sessionTenant(token)).toBe(1091);
  });
});

describe("a tenant's own users", () => {
  it('are refused another tenant, and nothing changes', async () => {
    const token = await signIn('tenant1', '10.7.1.1');
    const orders = await listedOrders(token);
    expect(orders).toEqual(await ordersOfTenant(1001));
    const before = await logCount();

    for (const tenantId of [1002, 1000]) {
      const answer = await switchTo(token, tenantId);
      expect(answer.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员分配权限！' });
    }
    expect(await sessionTenant(token)).toBe(1001);
    expect(await logCount()).toBe(before);
    expect(await switchLogs('tenant1')).toEqual([]);

    // Naming the other tenant in the header is refused too, not obeyed.
    const header = await call(server, '/business/order/list', { token, headers: { 'x-tenant-id': '1002' } });
    expect(header.body.code).toBe(510);
    expect(await listedOrders(token)).toEqual(orders);
  });

  it('cannot reach the cross-tenant dashboard', async () => {
    for (const username of ['tenant1', 'shop1', 'agent1']) {
      const token = await signIn(username, '10.7.1.2');
      const answer = await call(server, '/sys/home/getPlatformInfo', { token });
      expect(answer.body, username).toMatchObject({ success: false, code: 510 });
    }
  });
});
