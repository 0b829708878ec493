import { describe, expect, it } from 'vitest';
import { buildColumnIndex, createColumnIndex } from './column-index';

describe('column index', () => {
  it('counts values of one column, ignoring empties', () => {
    const index = buildColumnIndex([{ c: 'a' }, { c: 'a' }, { c: 'b' }, { c: '' }, {}, { c: null }], 'c');
    expect([index.count('a'), index.count('b'), index.count('z'), index.count('')]).toEqual([2, 1, 0, 0]);
  });

  it('compares values by text', () => {
    const index = buildColumnIndex([{ n: 1 }, { n: '1' }], 'n');
    expect(index.count(1)).toBe(2);
  });

  it('follows cell edits with replace', () => {
    const index = createColumnIndex();
    index.add('a');
    index.add('a');
    index.replace('a', 'b');
    expect([index.count('a'), index.count('b')]).toEqual([1, 1]);
    index.remove('a');
    index.remove('a');
    expect(index.count('a')).toBe(0);
  });
});
