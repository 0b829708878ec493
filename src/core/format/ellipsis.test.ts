import { describe, expect, it } from 'vitest';
import { charWidth, DEFAULT_ELLIPSIS_LENGTH, ellipsis, FILE_CELL_ELLIPSIS_LENGTH, textWidth } from './ellipsis';

describe('text width', () => {
  it('counts wide characters as two', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('中文ab')).toBe(6);
    expect(textWidth('，。！')).toBe(6);
    expect(textWidth('ＡＢ')).toBe(4);
    expect(charWidth('é')).toBe(1);
    expect(charWidth('𠀀')).toBe(2);
  });
});

describe('ellipsis', () => {
  it('keeps text that fits', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('中'.repeat(6), FILE_CELL_ELLIPSIS_LENGTH)).toBe('中'.repeat(6));
    expect(ellipsis(null)).toBe('');
  });

  it('cuts to the width and appends ...', () => {
    expect(DEFAULT_ELLIPSIS_LENGTH).toBe(25);
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsis('这是一个很长的文件名.pdf', 12)).toBe('这是一个很长...');
  });

  it('does not let a wide character overflow the width', () => {
    expect(ellipsis('abc中文', 4)).toBe('abc...');
  });

  it('never splits a surrogate pair', () => {
    expect(ellipsis('😀😀😀', 4)).toBe('😀😀...');
  });
});
