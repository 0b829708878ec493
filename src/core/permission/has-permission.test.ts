import { afterEach, describe, expect, it } from 'vitest';
import { type AuthStatusZeroReading, configure, resetConfig } from '../config';
import { hasPermission, isDisabledAuth } from './has-permission';
import { clearPermissions, permissionStore } from './permission-store';
import type { AllAuthEntry, AuthEntry, AuthLists } from './types';

afterEach(() => {
  resetConfig();
  clearPermissions();
});

const show = (action: string): AuthEntry => ({ action, type: '1' });
const rule = (action: string, status: string, type = '1'): AllAuthEntry => ({ action, type, status });

/** One code under every combination of the decision table. */
const lists: AuthLists = {
  auth: [show('inactive:granted'), show('active:granted'), show('absent:granted')],
  allAuth: [
    rule('inactive:granted', '0'),
    rule('inactive:other', '0'),
    rule('active:granted', '1'),
    rule('active:other', '1'),
  ],
};

const table: [code: string, allows: boolean, denies: boolean][] = [
  ['inactive:granted', true, false],
  ['inactive:other', true, false],
  ['active:granted', true, true],
  ['active:other', false, false],
  ['absent:granted', true, true],
  ['absent:other', false, false],
];

describe.each<[AuthStatusZeroReading, 1 | 2]>([
  ['allows', 1],
  ['denies', 2],
])('hasPermission with authStatusZero=%s', (reading, column) => {
  it.each(table)('%s', (code, ...expected) => {
    configure({ authStatusZero: reading });
    expect(hasPermission(code, lists)).toBe(expected[column - 1]);
  });
});

describe('hasPermission', () => {
  it('defaults to the "allows" reading (JeecgBoot: status 0 = rule inactive)', () => {
    expect(hasPermission('inactive:other', lists)).toBe(true);
  });

  it('treats a comma list as any-of', () => {
    expect(hasPermission('absent:other,active:granted', lists)).toBe(true);
    expect(hasPermission(['absent:other', 'active:other'], lists)).toBe(false);
  });

  it('reads comma lists inside auth entries', () => {
    expect(hasPermission('user:edit', { auth: [show('user:add, user:edit')], allAuth: [] })).toBe(true);
  });

  it('ignores disable (type 2) entries when deciding visibility', () => {
    const onlyDisable = { auth: [{ action: 'user:add', type: '2' }], allAuth: [rule('user:x', '0', '2')] };
    expect(hasPermission('user:add', onlyDisable)).toBe(false);
    expect(hasPermission('user:x', onlyDisable)).toBe(false);
  });

  it('lets a status 0 veto win over a grant under "denies"', () => {
    configure({ authStatusZero: 'denies' });
    expect(hasPermission('inactive:granted', lists)).toBe(false);
    expect(hasPermission('inactive:granted,active:granted', lists)).toBe(true);
  });

  it('leaves elements without a code unguarded', () => {
    expect(hasPermission('', lists)).toBe(true);
    expect(hasPermission(undefined, lists)).toBe(true);
  });

  it('reads the stored lists when none are passed', () => {
    expect(hasPermission('active:granted')).toBe(false);
    permissionStore.setState({ auth: lists.auth as AuthEntry[], allAuth: lists.allAuth as AllAuthEntry[] });
    expect(hasPermission('active:granted')).toBe(true);
  });
});

const disable = (action: string): AuthEntry => ({ action, type: '2' });
const disableLists: AuthLists = {
  auth: [disable('inactive:granted'), disable('active:granted'), disable('absent:granted')],
  allAuth: [
    rule('inactive:granted', '0', '2'),
    rule('inactive:other', '0', '2'),
    rule('active:granted', '1', '2'),
    rule('active:other', '1', '2'),
  ],
};

// [code, disabled under 'allows', disabled under 'denies']
const disableTable: [string, boolean, boolean][] = [
  ['inactive:granted', false, true],
  ['inactive:other', false, true],
  ['active:granted', false, false],
  ['active:other', true, true],
  ['absent:granted', false, false],
  ['absent:other', false, false],
];

describe.each<[AuthStatusZeroReading, 1 | 2]>([
  ['allows', 1],
  ['denies', 2],
])('isDisabledAuth with authStatusZero=%s', (reading, column) => {
  it.each(disableTable)('%s', (code, ...expected) => {
    configure({ authStatusZero: reading });
    expect(isDisabledAuth(code, disableLists)).toBe(expected[column - 1]);
  });
});

describe('isDisabledAuth', () => {
  it('ignores show/hide rules and is enabled when any listed code is', () => {
    const mixed = { auth: [], allAuth: [rule('a', '1', '1'), rule('b', '1', '2')] };
    expect(isDisabledAuth('a', mixed)).toBe(false);
    expect(isDisabledAuth('b', mixed)).toBe(true);
    expect(isDisabledAuth('b,c', mixed)).toBe(false);
    expect(isDisabledAuth('', mixed)).toBe(false);
  });
});
