import { describe, expect, it } from 'vitest';
import { isEmptyValue, testPattern, validateValue } from './field-rule';

describe('isEmptyValue', () => {
  it('treats null, undefined, blank strings and empty arrays as empty', () => {
    expect([null, undefined, '', '  ', []].map(isEmptyValue)).toEqual([true, true, true, true, true]);
    expect([0, false, 'a', ['x']].map(isEmptyValue)).toEqual([false, false, false, false]);
  });
});

describe('testPattern', () => {
  it('gives the same answer twice for a global regex', () => {
    const pattern = /^a$/g;
    expect([testPattern(pattern, 'a'), testPattern(pattern, 'a')]).toEqual([true, true]);
  });
});

describe('validateValue', () => {
  it('returns the first failing rule message', async () => {
    const rules = [
      { required: true, message: 'required' },
      { pattern: /^\d+$/, message: 'digits' },
      { min: 3, message: 'short' },
    ];
    expect(await validateValue('', rules)).toBe('required');
    expect(await validateValue('ab', rules)).toBe('digits');
    expect(await validateValue('12', rules)).toBe('short');
    expect(await validateValue('123', rules)).toBeUndefined();
  });

  it('skips format and length checks for an empty optional value', async () => {
    expect(await validateValue('', [{ pattern: /^\d+$/, min: 3, message: 'bad' }])).toBeUndefined();
  });

  it('counts characters by code point and arrays by items', async () => {
    expect(await validateValue('😀😀', [{ max: 2, message: 'long' }])).toBeUndefined();
    expect(await validateValue(['a', 'b', 'c'], [{ type: 'array', max: 2, message: 'too many' }])).toBe('too many');
    expect(await validateValue([], [{ type: 'array', required: true, message: 'pick' }])).toBe('pick');
  });

  it('awaits async validators and uses their message', async () => {
    const rules = [{ message: 'unused', validator: async (v: unknown) => (v === 'taken' ? '已存在' : undefined) }];
    expect(await validateValue('taken', rules)).toBe('已存在');
    expect(await validateValue('free', rules)).toBeUndefined();
  });
});
