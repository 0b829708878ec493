import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config';
import { authPreExcludes, authPreExclusions, filterColumnsByAuth } from './auth-pre';
import type { AuthLists } from './types';

afterEach(() => resetConfig());

const lists: AuthLists = {
  auth: [{ action: 'user:edit', type: '1' }],
  allAuth: [
    { action: 'user:add', type: '1', status: '1' },
    { action: 'user:edit', type: '1', status: '1' },
    { action: 'user:batch_delete', type: '1', status: '1' },
    { action: 'user:export', type: '1', status: '0' },
    { action: 'user:salary', type: '1', status: '1' },
    { action: 'user:phone', type: '2', status: '1' },
    { action: 'role:add', type: '1', status: '1' },
  ],
};

describe('authPreExclusions', () => {
  it('lists active, ungranted rules under the prefix, prefix stripped', () => {
    const { hidden, disabled } = authPreExclusions('user:', lists);
    expect([...hidden].sort()).toEqual(['add', 'batch_delete', 'salary']);
    expect([...disabled]).toEqual(['phone']);
  });

  it('adds the colon JVxeTable adds when the prefix lacks it', () => {
    expect(authPreExclusions('user', lists).hidden.has('add')).toBe(true);
  });

  it('excludes status 0 rules too under the "denies" reading', () => {
    configure({ authStatusZero: 'denies' });
    expect(authPreExclusions('user:', lists).hidden.has('export')).toBe(true);
  });

  it('excludes nothing without a prefix', () => {
    expect(authPreExclusions('', lists).hidden.size).toBe(0);
  });
});

describe('authPreExcludes', () => {
  it('hides add and batch_delete when the prefix list excludes them, keeps granted and unconfigured ones', () => {
    expect(authPreExcludes('user:', 'add', lists)).toBe(true);
    expect(authPreExcludes('user:', 'batch_delete', lists)).toBe(true);
    expect(authPreExcludes('user:', 'edit', lists)).toBe(false);
    expect(authPreExcludes('user:', 'import', lists)).toBe(false);
    expect(authPreExcludes('user:', 'export', lists)).toBe(false);
  });

  it('hides remove when batch_delete is excluded', () => {
    expect(authPreExcludes('user:', 'remove', lists)).toBe(true);
    expect(authPreExcludes('role:', 'remove', lists)).toBe(false);
  });

  it('understands the JVxeTable spelling <prefix>btn:<code>', () => {
    const vxe = { auth: [], allAuth: [{ action: 'order:btn:add', type: '1', status: '1' }] };
    expect(authPreExcludes('order:', 'add', vxe)).toBe(true);
  });
});

describe('filterColumnsByAuth', () => {
  it('drops hidden columns, disables disabled ones and leaves the rest untouched', () => {
    const name = { key: 'name', title: '姓名' };
    const columns = [name, { key: 'salary', title: '工资' }, { dataIndex: 'phone', title: '电话' }];
    const result = filterColumnsByAuth(columns, 'user:', lists);
    expect(result.map((c) => c.title)).toEqual(['姓名', '电话']);
    expect(result[0]).toBe(name);
    expect(result[1]).toMatchObject({ dataIndex: 'phone', disabled: true });
    expect(columns[2]).not.toHaveProperty('disabled');
  });
});
