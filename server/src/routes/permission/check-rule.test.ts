import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../data/repository';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { checkValue, parseRuleJson } from './check-rule';
import { type Call, expectClean, expectOk, expectRefused, INJECTIONS } from './permission-test-kit';

let server: TestServer;
let admin: string;
let tenant1: string;

const RULE =
  '[{"digits":"1","pattern":"^[a-z]$","message":"第一位只能是小写字母"},{"digits":"*","pattern":"^[0-9]+$","message":"后面只能是数字"}]';

function checkByCode(ruleCode: string, value: string, token = tenant1) {
  return server.request({ url: '/sys/checkRule/checkByCode', token, query: { ruleCode, value } });
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.tokenFor('admin');
  tenant1 = await server.tokenFor('tenant1');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('rule evaluation', () => {
  it('takes N characters per part, the rest for *, and fails on leftovers', () => {
    const parts = parseRuleJson(RULE);
    expect(checkValue(parts, 'a123')).toBeNull();
    expect(checkValue(parts, 'A123')).toBe('第一位只能是小写字母');
    expect(checkValue(parts, 'a12x')).toBe('后面只能是数字');
    expect(checkValue(parts, 'a')).toBe('后面只能是数字');
    expect(checkValue(parts, '')).toBeNull();
    const fixed = parseRuleJson('[{"digits":"2","pattern":"[A-Z]+","message":"两位大写"}]');
    expect(checkValue(fixed, 'AB')).toBeNull();
    expect(checkValue(fixed, 'ABC')).toBe('两位大写');
  });

  it('refuses malformed rules', () => {
    for (const bad of [
      'not json',
      '[]',
      '{}',
      '[{"digits":"*","pattern":"a","message":"m"},{"digits":"1","pattern":"a","message":"m"}]',
      '[{"digits":"0","pattern":"a","message":"m"}]',
      '[{"digits":"1","pattern":"(","message":"m"}]',
      '[{"digits":"1","pattern":"a","message":""}]',
    ]) {
      expect(() => parseRuleJson(bad)).toThrow('规则格式不正确');
    }
  });
});

describe('/sys/checkRule/checkByCode', () => {
  it('passes a good value and fails with the rule’s message', async () => {
    expectOk(await checkByCode('work_no', 'HD0001'));
    expectRefused(await checkByCode('work_no', 'hd0001'), '工号前两位必须是大写字母');
    expectRefused(await checkByCode('work_no', 'HD00012'), '工号后面必须是4位数字');
    expectOk(await checkByCode('credit_code', '91330100MA27XK9L3B'));
    // JeecgBoot's clients send the value encoded once more.
    expectOk(await checkByCode('common', encodeURIComponent('a12')));
  });

  it('answers an unknown rule and injection strings safely', async () => {
    expectRefused(await checkByCode('no_such_rule', 'x'), '该编码规则不存在');
    for (const probe of INJECTIONS) {
      expectRefused(await checkByCode(probe, 'x'), '该编码规则不存在');
      const response = await checkByCode('common', probe);
      expect(['第一位只能是小写字母', '后面只能是数字']).toContain(response.body.message);
      expect(response.body.success).toBe(false);
      expectClean(response);
    }
  });

  it('caps the value length', async () => {
    expectRefused(await checkByCode('common', `a${'1'.repeat(250)}`), '校验的值不能超过200个字符');
    expectOk(await checkByCode('common', `a${'1'.repeat(150)}`));
  });
});

describe('check rule administration', () => {
  it('adds, lists, edits and deletes rules, validating rule_json', async () => {
    const id = expectOk<string>(
      await server.request({
        method: 'POST',
        url: '/sys/checkRule/add',
        token: admin,
        body: { ruleName: '测试规则', ruleCode: 'test_rule', ruleJson: RULE, ruleDescription: '测试' },
      }),
    );
    expectOk(await checkByCode('test_rule', 'b9'));
    const page = expectOk<Page<Record<string, unknown>>>(
      await server.request({ url: '/sys/checkRule/list', token: admin, query: { ruleCode: 'test_rule' } }),
    );
    expect(page.records.map((row) => row.id)).toEqual([id]);

    expectRefused(
      await server.request({
        method: 'PUT',
        url: '/sys/checkRule/edit',
        token: admin,
        body: { id, ruleJson: '[{"digits":"1","pattern":"([a-z","message":"m"}]' },
      }),
      '规则格式不正确',
    );
    expectOk(
      await server.request({
        method: 'PUT',
        url: '/sys/checkRule/edit',
        token: admin,
        body: { id, ruleJson: [{ digits: '*', pattern: '^[0-9]+$', message: '只能是数字' }] },
      }),
    );
    expectRefused(await checkByCode('test_rule', 'b9'), '只能是数字');
    expectRefused(
      await server.request({
        method: 'POST',
        url: '/sys/checkRule/add',
        token: admin,
        body: { ruleName: '重复', ruleCode: 'common', ruleJson: RULE },
      }),
      '该值不可用，系统中已存在！',
    );
    expectOk(await server.request({ method: 'DELETE', url: '/sys/checkRule/delete', token: admin, query: { id } }));
    expectRefused(await checkByCode('test_rule', '1'), '该编码规则不存在');
  });

  it('refuses writes to a tenant administrator and injection strings in filters', async () => {
    const before = await server.db.query('SELECT id, rule_json FROM sys_check_rule ORDER BY id');
    const common = await server.db.one<{ id: string }>("SELECT id FROM sys_check_rule WHERE rule_code = 'common'");
    const calls: Call[] = [
      { method: 'POST' as const, url: '/sys/checkRule/add', body: { ruleName: 'x', ruleCode: 'x', ruleJson: RULE } },
      { method: 'PUT' as const, url: '/sys/checkRule/edit', body: { id: common?.id, ruleJson: RULE } },
      { method: 'DELETE' as const, url: '/sys/checkRule/delete', query: { id: String(common?.id) } },
      { method: 'GET' as const, url: '/sys/checkRule/list' },
    ];
    for (const call of calls) {
      expectRefused(await server.request({ ...call, token: tenant1 }), '没有权限，请联系管理员分配权限！', 510);
    }
    for (const probe of INJECTIONS) {
      const response = await server.request({ url: '/sys/checkRule/list', token: admin, query: { ruleName: probe } });
      expect(expectOk<Page<unknown>>(response).total).toBe(0);
      const sorted = await server.request({ url: '/sys/checkRule/list', token: admin, query: { column: probe } });
      expect(sorted.body.success).toBe(false);
      expectClean(sorted);
    }
    expect(await server.db.query('SELECT id, rule_json FROM sys_check_rule ORDER BY id')).toEqual(before);
  });
});
