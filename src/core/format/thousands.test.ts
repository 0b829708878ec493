import { describe, expect, it } from 'vitest';
import { thousands } from './thousands';

describe('thousands', () => {
  it('groups the integer part and keeps decimals exactly', () => {
    expect(thousands('1234567.891')).toBe('1,234,567.891');
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands('1000.50')).toBe('1,000.50');
    expect(thousands(999)).toBe('999');
    expect(thousands(0)).toBe('0');
  });

  it('handles negative numbers', () => {
    expect(thousands(-1234.5)).toBe('-1,234.5');
    expect(thousands('-100')).toBe('-100');
  });

  it('expands exponent forms', () => {
    expect(thousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('gives empty text for empty input and leaves non-numbers unchanged', () => {
    expect([thousands(''), thousands(null), thousands(undefined), thousands('  ')]).toEqual(['', '', '', '']);
    expect(thousands('N/A')).toBe('N/A');
  });
});
