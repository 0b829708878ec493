import { describe, expect, it } from 'vitest';
import { parseNumberOnBlur, sanitizeNumberInput } from './number-input';

describe('sanitizeNumberInput', () => {
  it('keeps a leading minus, digits and the first decimal point', () => {
    expect(sanitizeNumberInput('a-1.2.3b')).toBe('-1.23');
    expect(sanitizeNumberInput('¥-1,234.5元')).toBe('-1234.5');
    expect(sanitizeNumberInput('1-2')).toBe('12');
    expect(sanitizeNumberInput('--5')).toBe('-5');
    expect(sanitizeNumberInput('1e5')).toBe('15');
    expect(sanitizeNumberInput('')).toBe('');
  });
});

describe('parseNumberOnBlur', () => {
  it('turns a complete number into a number', () => {
    expect(parseNumberOnBlur('-12.50')).toBe(-12.5);
    expect(parseNumberOnBlur('1.')).toBe(1);
    expect(parseNumberOnBlur('.5')).toBe(0.5);
    expect(parseNumberOnBlur(' 7 ')).toBe(7);
    expect(Object.is(parseNumberOnBlur('-0'), 0)).toBe(true);
    expect(parseNumberOnBlur(3)).toBe(3);
  });

  it('empties anything else', () => {
    expect(['-', '.', '-.', '', '1.2.3', 'abc', '1e5'].map(parseNumberOnBlur)).toEqual(['', '', '', '', '', '', '']);
    expect(parseNumberOnBlur(null)).toBe('');
    expect(parseNumberOnBlur(Number.NaN)).toBe('');
  });
});
