import { describe, expect, it } from 'vitest';
import { formatTagsInput, splitTags } from './tags-input';

describe('tags input', () => {
  it('inserts a separator after every 2 characters, without a trailing one', () => {
    expect(formatTagsInput('abcde')).toBe('ab;cd;e');
    expect(formatTagsInput('abcd')).toBe('ab;cd');
    expect(formatTagsInput('')).toBe('');
  });

  it('strips the user semicolons first, so reformatting is stable', () => {
    expect(formatTagsInput('a;b;;cde')).toBe('ab;cd;e');
    expect(formatTagsInput(formatTagsInput('标签一二'))).toBe('标签;一二');
  });

  it('never splits a character outside the BMP', () => {
    expect(formatTagsInput('😀😁😂')).toBe('😀😁;😂');
  });

  it('splits a stored value into tags', () => {
    expect(splitTags('ab;cd;')).toEqual(['ab', 'cd']);
    expect(splitTags(null)).toEqual([]);
  });
});
