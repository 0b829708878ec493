import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { NOT_CHECKABLE, VALUE_FREE, VALUE_TAKEN } from './duplicate-check-routes';
import { expectClean, expectOk, expectRefused, INJECTIONS, signIn } from './permission-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'shop2'] as const;
let tokens: Record<(typeof USERS)[number], string>;

function check(token: string, query: Record<string, string>) {
  return server.request({ url: '/sys/duplicate/check', token, query });
}

async function expectFree(token: string, query: Record<string, string>): Promise<void> {
  const response = await check(token, query);
  expectOk(response);
  expect(response.body.message).toBe(VALUE_FREE);
}

async function expectTaken(token: string, query: Record<string, string>): Promise<void> {
  expectRefused(await check(token, query), VALUE_TAKEN);
}

beforeAll(async () => {
  server = await createTestServer();
  tokens = await signIn(server, USERS);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('/sys/duplicate/check', () => {
  it('answers free and taken for global unique fields', async () => {
    const t = tokens.shop1;
    await expectTaken(t, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'tenant2' });
    await expectFree(t, { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' });
    await expectTaken(t, { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13857101001' });
    await expectTaken(t, { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' });
    await expectTaken(t, { tableName: 'sys_dict', fieldName: 'dictCode', fieldVal: 'sex' });
    await expectFree(t, { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex_new' });
    await expectTaken(t, { tableName: 'sys_category', fieldName: 'code', fieldVal: 'A01' });
    await expectTaken(t, { tableName: 'sys_check_rule', fieldName: 'rule_code', fieldVal: 'common' });
  });

  it('ignores the row being edited (dataId)', async () => {
    const user = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
    await expectFree(tokens.tenant1, {
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'tenant1',
      dataId: user?.id as string,
    });
    await expectTaken(tokens.tenant1, {
      tableName: 'sys_user',
      fieldName: 'username',
      fieldVal: 'tenant1',
      dataId: 'another-id',
    });
  });

  it('checks per-tenant fields inside the caller’s tenant only', async () => {
    // Role codes exist in both tenants; a code only tenant 1002 uses is free for tenant 1001.
    await expectTaken(tokens.tenant1, { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'staff' });
    await server.db.query(
      "INSERT INTO sys_role (id, tenant_id, role_name, role_code) VALUES ('dup-probe-role', 1002, '探测', 'only_in_1002')",
    );
    await server.db.query(
      "INSERT INTO sys_position (id, tenant_id, code, name) VALUES ('dup-probe-pos', 1002, 'only_pos_1002', '探测')",
    );
    for (const name of ['tenant1', 'shop1'] as const) {
      const token = tokens[name];
      await expectFree(token, { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'only_in_1002' });
      await expectFree(token, { tableName: 'sys_position', fieldName: 'code', fieldVal: 'only_pos_1002' });
    }
    for (const name of ['tenant2', 'shop2'] as const) {
      const token = tokens[name];
      await expectTaken(token, { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'only_in_1002' });
      await expectTaken(token, { tableName: 'sys_position', fieldName: 'code', fieldVal: 'only_pos_1002' });
    }
    await expectTaken(tokens.tenant1, { tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01A01' });
    await expectFree(tokens.admin, {
      tableName: 'sys_role',
      fieldName: 'role_code',
      fieldVal: 'only_in_1002',
    });
  });

  it('refuses pairs that are not on the allowlist, with no SQL in the answer', async () => {
    const cases: Record<string, string>[] = [
      { tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' },
      { tableName: 'sys_user', fieldName: 'realname', fieldVal: '陈国华' },
      { tableName: 'sys_token', fieldName: 'id', fieldVal: 'x' },
      { tableName: 'pg_user', fieldName: 'usename', fieldVal: 'postgres' },
      { tableName: 'sys_user', fieldName: '__proto__', fieldVal: 'x' },
      { tableName: 'constructor', fieldName: 'name', fieldVal: 'x' },
      { fieldName: 'username', fieldVal: 'x' },
      ...INJECTIONS.flatMap((probe) => [
        { tableName: probe, fieldName: 'username', fieldVal: 'x' },
        { tableName: 'sys_user', fieldName: probe, fieldVal: 'x' },
      ]),
    ];
    for (const query of cases) expectRefused(await check(tokens.tenant1, query), NOT_CHECKABLE);
  });

  it('treats injection strings in values and data ids as plain values', async () => {
    for (const probe of INJECTIONS) {
      await expectFree(tokens.tenant1, { tableName: 'sys_user', fieldName: 'username', fieldVal: probe });
      const response = await check(tokens.tenant1, {
        tableName: 'sys_user',
        fieldName: 'username',
        fieldVal: 'tenant1',
        dataId: probe,
      });
      expectRefused(response, VALUE_TAKEN);
    }
    const users = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
    expect(users?.n).toBeGreaterThan(10);
  });

  it('answers an empty value without checking, and needs a signed-in user', async () => {
    const empty = await check(tokens.tenant1, { tableName: 'sys_user', fieldName: 'username', fieldVal: '' });
    expectOk(empty);
    expect(empty.body.message).toBe('数据为空,不作处理！');
    const anonymous = await server.request({
      url: '/sys/duplicate/check',
      query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' },
    });
    expect(anonymous.status).toBe(401);
    expectClean(anonymous);
  });
});
