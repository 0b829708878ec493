import { describe, expect, it } from 'vitest';
import { initialSuperQueryState, type SuperQueryState, superQueryReducer } from './query-state';
import type { SuperQueryField } from './types';

const FIELDS: SuperQueryField[] = [
  { value: 'realname', text: '真实姓名' },
  { value: 'sex', text: '性别', dictCode: 'sex' },
];

function run(...actions: Parameters<typeof superQueryReducer>[1][]): SuperQueryState {
  return actions.reduce(superQueryReducer, initialSuperQueryState());
}

describe('superQueryReducer', () => {
  it('starts with one empty row and and', () => {
    const state = initialSuperQueryState();
    expect(state.rows).toHaveLength(1);
    expect(state.matchType).toBe('and');
  });

  it('adds rows after a given row or at the end, and removes them', () => {
    let state = initialSuperQueryState();
    const first = state.rows[0]?.key ?? '';
    state = superQueryReducer(state, { type: 'add' });
    const last = state.rows[1]?.key ?? '';
    state = superQueryReducer(state, { type: 'add', after: first });
    expect(state.rows.map((row) => row.key).indexOf(last)).toBe(2);
    state = superQueryReducer(state, { type: 'remove', key: first });
    expect(state.rows).toHaveLength(2);
    state = superQueryReducer(superQueryReducer(state, { type: 'remove', key: last }), {
      type: 'remove',
      key: state.rows[0]?.key ?? '',
    });
    expect(state.rows).toEqual([]);
  });

  it('edits field, rule, value and match type, and resets', () => {
    const start = initialSuperQueryState();
    const key = start.rows[0]?.key ?? '';
    const state = [
      { type: 'field', key, field: FIELDS[1] },
      { type: 'rule', key, rule: 'in', field: FIELDS[1] },
      { type: 'value', key, value: ['1', '2'] },
      { type: 'matchType', matchType: 'or' },
    ].reduce((s, a) => superQueryReducer(s, a as Parameters<typeof superQueryReducer>[1]), start);
    expect(state.rows[0]).toMatchObject({ field: 'sex', rule: 'in', val: ['1', '2'] });
    expect(state.matchType).toBe('or');
    const reset = superQueryReducer(state, { type: 'reset' });
    expect(reset.matchType).toBe('and');
    expect(reset.rows).toHaveLength(1);
    expect(reset.rows[0]?.field).toBeUndefined();
  });

  it('loads saved conditions, or one empty row when none fits', () => {
    const loaded = run({
      type: 'load',
      conditions: [{ field: 'realname', rule: 'eq', val: '张三' }],
      matchType: 'or',
      fields: FIELDS,
    });
    expect(loaded.matchType).toBe('or');
    expect(loaded.rows.map((row) => row.val)).toEqual(['张三']);
    const none = run({
      type: 'load',
      conditions: [{ field: 'x', rule: 'eq', val: '1' }],
      matchType: 'and',
      fields: FIELDS,
    });
    expect(none.rows).toHaveLength(1);
    expect(none.rows[0]?.field).toBeUndefined();
  });
});
