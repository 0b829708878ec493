import { describe, expect, it } from 'vitest';
import { averageDecimal, money, sumDecimal } from './money';

describe('money', () => {
  it('shows at most 2 decimals, rounding the exact text', () => {
    expect(money('1234.567')).toBe('1234.57');
    expect(money(1.005)).toBe('1.01');
    expect(money(-1.005)).toBe('-1.01');
    expect(money('1.999')).toBe('2.00');
    expect(money(1.5)).toBe('1.5');
    expect(money(12)).toBe('12');
  });

  it('gives empty text for empty or non-numeric input', () => {
    expect([money(''), money(null), money(undefined), money('abc')]).toEqual(['', '', '', '']);
  });
});

describe('sumDecimal', () => {
  it('does not lose decimals', () => {
    expect(sumDecimal([0.1, 0.2])).toBe('0.3');
    expect(sumDecimal(['1.25', 2, '-0.5'])).toBe('2.75');
    expect(sumDecimal(['9007199254740993', '1'])).toBe('9007199254740994');
  });

  it('skips empty and non-numeric entries', () => {
    expect(sumDecimal(['1.5', '', null, 'x', undefined, '1.5'])).toBe('3');
    expect(sumDecimal([])).toBe('0');
  });
});

describe('averageDecimal', () => {
  it('rounds to 2 decimals by default, more when the values have more', () => {
    expect(averageDecimal(['1', '2', '2'])).toBe('1.67');
    expect(averageDecimal([0.1, 0.2])).toBe('0.15');
    expect(averageDecimal(['1.0001', '1.0002'])).toBe('1.0002');
    expect(averageDecimal([1, 2], 0)).toBe('2');
  });

  it('counts only numeric entries and is empty without any', () => {
    expect(averageDecimal([2, '', null, 4])).toBe('3');
    expect(averageDecimal([])).toBe('');
    expect(averageDecimal(['', 'x'])).toBe('');
  });
});
