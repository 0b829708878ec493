import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';
import { jeecgStockCode } from './jeecg-codes';
import type { AuthLists } from './types';

describe('jeecgStockCode', () => {
  it.each([
    ['user:add', 'system:user:add'],
    ['user:edit', 'system:user:edit'],
    ['user:batch_delete', 'system:user:deleteBatch'],
    ['user:export', 'system:user:export'],
    ['user:password', 'system:user:changepwd'],
    ['user:frozen', 'system:user:frozenBatch'],
    ['role:delete', 'system:role:delete'],
    ['role:authorize', 'system:permission:saveRole'],
    ['depart:authorize', 'system:permission:saveDepart'],
    ['depart:import', 'system:depart:importExcel'],
    ['quartz:add', 'system:quartzJob:add'],
    ['quartz:run', 'system:quartzJob:execute'],
  ])('%s is %s in a stock JeecgBoot 3.x', (code, stock) => {
    expect(jeecgStockCode(code)).toBe(stock);
  });

  it.each(['order:add', 'user', 'user:form:phone', 'system:user:add', ':add', 'user:'])(
    '%s has no stock name',
    (code) => {
      expect(jeecgStockCode(code)).toBeUndefined();
    },
  );
});

describe('hasPermission against a stock JeecgBoot 3.x permission list', () => {
  const stock: AuthLists = {
    auth: [
      { action: 'system:user:add', type: '1' },
      { action: 'system:role:delete', type: '1' },
    ],
    allAuth: [
      { action: 'system:user:add', type: '1', status: '1' },
      { action: 'system:user:edit', type: '1', status: '1' },
      { action: 'system:role:delete', type: '1', status: '1' },
    ],
  };

  it('grants a host code through its stock name', () => {
    expect(hasPermission('user:add', stock)).toBe(true);
    expect(hasPermission('role:delete', stock)).toBe(true);
  });

  it('denies what the stock list does not grant', () => {
    expect(hasPermission('user:edit', stock)).toBe(false);
    expect(hasPermission('role:add', stock)).toBe(false);
  });

  it('leaves a host code granted as it is alone (the reference server, JeecgBoot 2.x)', () => {
    const own: AuthLists = { auth: [{ action: 'user:add', type: '1' }], allAuth: [] };
    expect(hasPermission('user:add', own)).toBe(true);
    expect(hasPermission('user:edit', own)).toBe(false);
  });
});
