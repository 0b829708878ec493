import { describe, expect, it } from 'vitest';
import {
  coerceValue,
  completeConditions,
  emptyRow,
  isEmptyValue,
  rowsFromConditions,
  type SuperQueryRow,
  saveProblem,
  searchProblem,
  withField,
  withRule,
} from './conditions';
import type { SuperQueryField } from './types';

const FIELDS: SuperQueryField[] = [
  { value: 'realname', text: '真实姓名' },
  { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
  { value: 'birthday', text: '生日', type: 'date' },
  { value: 'age', text: '年龄', type: 'int', dbType: 'int' },
];
const field = (name: string) => FIELDS.find((f) => f.value === name);

function row(partial: Partial<SuperQueryRow>): SuperQueryRow {
  return { ...emptyRow(), ...partial };
}

describe('isEmptyValue', () => {
  it.each([undefined, null, '', '   ', [], ['', ' '], Number.NaN])('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });
  it.each([0, '0', ' a ', ['x'], false])('%j is a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('rows', () => {
  it('get unique keys and start empty', () => {
    const a = emptyRow();
    const b = emptyRow();
    expect(a.key).not.toBe(b.key);
    expect(a.field).toBeUndefined();
    expect(a).toMatchObject({ rule: 'eq', val: undefined });
  });

  it('take the field default rule on the first field and clear the value on a field change', () => {
    const text = withField(emptyRow(), field('realname'));
    expect(text).toMatchObject({ field: 'realname', rule: 'like', val: undefined });
    const typed = { ...text, val: '张' };
    const date = withField(typed, field('birthday'));
    expect(date).toMatchObject({ field: 'birthday', rule: 'eq', val: undefined });
    const kept = withField({ ...date, rule: 'ge' }, field('age'));
    expect(kept.rule).toBe('ge');
    expect(withField(typed, field('realname'))).toBe(typed);
    expect(withField(typed, undefined)).toMatchObject({ field: undefined, val: undefined });
  });

  it('turn a dictionary value into a list for in, and back', () => {
    const sex = { ...withField(emptyRow(), field('sex')), val: '1' };
    const many = withRule(sex, 'in', field('sex'));
    expect(many.val).toEqual(['1']);
    expect(withRule({ ...many, val: ['2', '1'] }, 'ne', field('sex')).val).toBe('2');
    const text = { ...withField(emptyRow(), field('realname')), val: 'a,b' };
    expect(withRule(text, 'in', field('realname')).val).toBe('a,b');
  });

  it('coerce empty values to the editor shape', () => {
    expect(coerceValue(undefined, true)).toEqual([]);
    expect(coerceValue([], false)).toBeUndefined();
    expect(coerceValue(3, true)).toEqual([3]);
  });
});

describe('completeConditions', () => {
  it('keeps rows with a known field and a value, with the field type', () => {
    const rows = [
      row({ field: 'realname', rule: 'like', val: '张' }),
      row({ field: 'sex', rule: 'in', val: ['1', '', '2'] }),
      row({ field: 'age', rule: 'ge', val: 18 }),
      row({ field: 'birthday', rule: 'eq', val: '' }),
      row({ field: undefined, val: 'x' }),
      row({ field: 'gone', rule: 'eq', val: 'x' }),
    ];
    expect(completeConditions(rows, FIELDS)).toEqual([
      { field: 'realname', rule: 'like', val: '张' },
      { field: 'sex', rule: 'in', val: ['1', '2'], type: 'list' },
      { field: 'age', rule: 'ge', val: 18, type: 'int', dbType: 'int' },
    ]);
  });

  it('rebuilds rows from saved conditions, dropping fields the page no longer has', () => {
    const rows = rowsFromConditions(
      [
        { field: 'sex', rule: 'in', val: '1' },
        { field: 'gone', rule: 'eq', val: 'x' },
        { field: 'realname', rule: 'eq', val: 'a+b' },
      ],
      FIELDS,
    );
    expect(rows.map(({ field, rule, val }) => ({ field, rule, val }))).toEqual([
      { field: 'sex', rule: 'in', val: ['1'] },
      { field: 'realname', rule: 'eq', val: 'a+b' },
    ]);
  });
});

describe('messages', () => {
  it('refuses searching and saving nothing', () => {
    expect(searchProblem([])).toBe('不能查询空条件');
    expect(saveProblem([])).toBe('空条件不能保存');
    const one = [{ field: 'realname', rule: 'eq' as const, val: 'x' }];
    expect(searchProblem(one)).toBeNull();
    expect(saveProblem(one)).toBeNull();
  });
});
