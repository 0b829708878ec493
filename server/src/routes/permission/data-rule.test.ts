import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectClean, expectOk, expectRefused, INJECTIONS } from './permission-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;

const NO_PERMISSION = '没有权限，请联系管理员分配权限！';

async function idOf(url: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_permission WHERE url = $1', [url]);
  if (!row) throw new Error(`no menu ${url}`);
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('data rules', () => {
  it('lists, adds, edits and deletes the rules of a menu entry', async () => {
    const orderList = await idOf('/order/orderList');
    const rules = expectOk<Record<string, unknown>[]>(
      await server.request({
        url: '/sys/permission/getPermRuleListByPermId',
        token: admin,
        query: { permissionId: orderList },
      }),
    );
    expect(rules.map((rule) => rule.ruleName).sort()).toEqual(['仅看本人创建', '仅看本店订单']);
    expect(rules.find((rule) => rule.ruleName === '仅看本店订单')).toMatchObject({
      ruleColumn: 'shop_id',
      ruleConditions: '=',
      ruleConditions_dictText: '等于',
    });

    const id = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/permission/addPermissionRule',
        token: admin,
        body: {
          permissionId: orderList,
          ruleName: '仅看已支付',
          ruleColumn: 'pay_status',
          ruleConditions: '=',
          ruleValue: '1',
        },
      }),
    );
    const filtered = expectOk<Record<string, unknown>[]>(
      await server.request({
        url: '/sys/permission/queryPermissionRule',
        token: admin,
        query: { permissionId: orderList, ruleName: '*已支付*' },
      }),
    );
    expect(filtered.map((rule) => rule.id)).toEqual([id]);
    expectOk(
      await server.request({
        method: 'PUT',
        url: '/sys/permission/editPermissionRule',
        token: admin,
        body: { id, status: '0', ruleValue: '2' },
      }),
    );
    expect(await server.db.one('SELECT status, rule_value FROM sys_permission_data_rule WHERE id = $1', [id])).toEqual({
      status: '0',
      rule_value: '2',
    });
    expectOk(
      await server.request({
        method: 'DELETE',
        url: '/sys/permission/deletePermissionRule',
        token: admin,
        query: { id },
      }),
    );
    expect(await server.db.one('SELECT 1 FROM sys_permission_data_rule WHERE id = $1', [id])).toBeUndefined();
  });

  it('refuses raw SQL rules, bad columns and tenant callers', async () => {
    const orderList = await idOf('/order/orderList');
    const base = { permissionId: orderList, ruleName: 'x', ruleValue: '1' };
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/permission/addPermissionRule',
        token: admin,
        body: { ...base, ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' },
      }),
      '规则条件不正确',
    );
    for (const probe of INJECTIONS) {
      expectRefused(
        await server.request({
          method: 'POST',
          url: '/sys/permission/addPermissionRule',
          token: admin,
          body: { ...base, ruleConditions: '=', ruleColumn: probe },
        }),
        '规则字段格式不正确',
      );
    }
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/permission/addPermissionRule',
        token: tenant1,
        body: { ...base, ruleConditions: '=' },
      }),
      NO_PERMISSION,
      510,
    );
    const rules = await server.db.query('SELECT id FROM sys_permission_data_rule WHERE permission_id = $1', [
      orderList,
    ]);
    expect(rules).toHaveLength(2);
  });

  it('answers injection strings in the rule query with nothing', async () => {
    for (const probe of INJECTIONS) {
      const response = await server.request({
        url: '/sys/permission/queryPermissionRule',
        token: admin,
        query: { permissionId: probe, ruleName: probe },
      });
      expect(expectOk(response)).toEqual([]);
      expectClean(response);
    }
  });
});
