import { describe, expect, it } from 'vitest';
import { normalizeDictItem, normalizeDictItems, normalizeDictMap } from './normalize';

describe('dictionary item normalisation', () => {
  it('takes the text from text, title or label and makes value a string', () => {
    expect(normalizeDictItem({ value: 1, title: '男' })).toEqual({ value: '1', text: '男', title: '男', label: '男' });
    expect(normalizeDictItem({ value: '2', label: '女', color: 'pink' })).toEqual({
      value: '2',
      text: '女',
      title: '女',
      label: '女',
      color: 'pink',
    });
    expect(normalizeDictItem({ value: 0, text: '否', title: 'T', label: 'L' })).toEqual({
      value: '0',
      text: '否',
      title: 'T',
      label: 'L',
    });
  });

  it('falls back to the value as text and drops an empty colour', () => {
    expect(normalizeDictItem({ value: 'x', color: '' })).toEqual({ value: 'x', text: 'x', title: 'x', label: 'x' });
  });

  it('reads non-arrays and non-objects as empty', () => {
    expect(normalizeDictItems(null)).toEqual([]);
    expect(normalizeDictMap([1])).toEqual({});
    expect(normalizeDictMap({ sex: 'bad' })).toEqual({ sex: [] });
  });
});
