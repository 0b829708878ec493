import { describe, expect, it } from 'vitest';
import { displayName, freeSlots, isImageFile, joinPaths, splitPaths } from './upload-value';

describe('upload value', () => {
  it('splits and joins comma paths', () => {
    expect(splitPaths(' a.png, ,b.pdf ')).toEqual(['a.png', 'b.pdf']);
    expect(splitPaths(null)).toEqual([]);
    expect(joinPaths(['a', 'b'])).toBe('a,b');
  });

  it('shows the name without folder and uniqueness marks', () => {
    expect(displayName('temp/20260102/9f86d081884c7d65_合同.pdf')).toBe('合同.pdf');
    expect(displayName('temp/报告_1700000000000.docx')).toBe('报告.docx');
    expect(displayName('https://cdn.example.com/x/%E5%9B%BE.png?v=1')).toBe('图.png');
  });

  it('recognises images by type, else by extension', () => {
    expect(isImageFile({ name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('counts free slots, 0 meaning unlimited', () => {
    expect(freeSlots(3, 1)).toBe(2);
    expect(freeSlots(1, 4)).toBe(0);
    expect(freeSlots(0, 99)).toBe(Number.POSITIVE_INFINITY);
  });
});
