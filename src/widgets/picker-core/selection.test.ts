import { describe, expect, it } from 'vitest';
import { joinValue, maxChoiceMessage, splitValue, toggleChoice } from './selection';

describe('picker value', () => {
  it('splits a comma-separated value, trimming and dropping empty parts and duplicates', () => {
    expect(splitValue('a, b,,a ,')).toEqual(['a', 'b']);
    expect(splitValue('')).toEqual([]);
    expect(splitValue(undefined)).toEqual([]);
    expect(splitValue(null)).toEqual([]);
  });

  it('joins keys in order', () => {
    expect(
      joinValue(
        new Map([
          ['x', 1],
          ['y', 2],
        ]).keys(),
      ),
    ).toBe('x,y');
    expect(joinValue([])).toBe('');
  });
});

describe('toggleChoice', () => {
  const keyOf = (row: { id: string }) => row.id;
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };

  it('adds and removes by key in a multiple choice, keeping earlier picks', () => {
    const one = toggleChoice(new Map(), [a], true, { multiple: true, keyOf });
    const two = toggleChoice(one ?? new Map(), [b, c], true, { multiple: true, keyOf });
    expect([...(two?.keys() ?? [])]).toEqual(['a', 'b', 'c']);
    expect([...(toggleChoice(two ?? new Map(), [b], false, { multiple: true, keyOf })?.keys() ?? [])]).toEqual([
      'a',
      'c',
    ]);
  });

  it('keeps only the last row in a single choice', () => {
    const next = toggleChoice(new Map([['a', a]]), [b], true, { multiple: false, keyOf });
    expect([...(next?.keys() ?? [])]).toEqual(['b']);
  });

  it('refuses to exceed max', () => {
    const full = new Map([
      ['a', a],
      ['b', b],
    ]);
    expect(toggleChoice(full, [c], true, { multiple: true, max: 2, keyOf })).toBeNull();
    expect(toggleChoice(full, [c], true, { multiple: true, max: 0, keyOf })?.size).toBe(3);
    expect(maxChoiceMessage(2)).toBe('最多只能选择2条数据');
  });
});
