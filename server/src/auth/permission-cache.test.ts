import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_READ_MENUS } from '../routes/orders/orders';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * Permissions are kept between requests, so every change to them must reach the very next request:
 * the guard reads the grant generation with the session, and any write to permissions, roles or their
 * assignments moves it (migration 192).
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.tokenFor('tenant1');
});
afterAll(async () => {
  await server?.close();
});

const generation = async () =>
  Number((await server.db.one<{ value: number }>('SELECT value FROM sys_grant_generation WHERE id = 1'))?.value);
const listOrders = () => server.request({ url: '/business/order/list', token, query: { pageSize: 1 } });

describe('kept permissions', () => {
  it('a withdrawn menu refuses the next request, and a restored one admits it again', async () => {
    expect((await listOrders()).body.success).toBe(true);
    const before = await generation();
    await server.db.query('UPDATE sys_permission SET del_flag = 1 WHERE url = ANY($1)', [[...ORDER_READ_MENUS]]);
    // One statement, one step, however many rows it touched.
    expect(await generation()).toBe(before + 1);
    expect((await listOrders()).body).toMatchObject({ success: false, code: 510 });
    await server.db.query('UPDATE sys_permission SET del_flag = 0 WHERE url = ANY($1)', [[...ORDER_READ_MENUS]]);
    expect((await listOrders()).body.success).toBe(true);
  });

  it('roles taken from the user refuse the next request, and given back admit it', async () => {
    expect((await listOrders()).body.success).toBe(true);
    const user = "(SELECT id FROM sys_user WHERE username = 'tenant1')";
    const roles = await server.db.query(`SELECT * FROM sys_user_role WHERE user_id = ${user}`);
    const departRoles = await server.db.query(`SELECT * FROM sys_depart_role_user WHERE user_id = ${user}`);
    expect(roles.length + departRoles.length).toBeGreaterThan(0);
    await server.db.query(`DELETE FROM sys_user_role WHERE user_id = ${user}`);
    await server.db.query(`DELETE FROM sys_depart_role_user WHERE user_id = ${user}`);
    expect((await listOrders()).body).toMatchObject({ success: false, code: 510 });

    await server.db.query(
      'INSERT INTO sys_user_role SELECT * FROM json_populate_recordset(NULL::sys_user_role, $1::json)',
      [JSON.stringify(roles)],
    );
    await server.db.query(
      'INSERT INTO sys_depart_role_user SELECT * FROM json_populate_recordset(NULL::sys_depart_role_user, $1::json)',
      [JSON.stringify(departRoles)],
    );
    expect((await listOrders()).body.success).toBe(true);
  });
});
