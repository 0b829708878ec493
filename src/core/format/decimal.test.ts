import { describe, expect, it } from 'vitest';
import { divideRounded, formatScaled, parseDecimal, toScaled } from './decimal';

describe('parseDecimal', () => {
  it('reads signs, leading zeros and kept fraction zeros', () => {
    expect(parseDecimal('-001.50')).toEqual({ negative: true, int: '1', frac: '50' });
    expect(parseDecimal('+.5')).toEqual({ negative: false, int: '0', frac: '5' });
    expect(parseDecimal(-0)).toEqual({ negative: false, int: '0', frac: '' });
  });

  it('expands exponents without floating point', () => {
    expect(parseDecimal(1e21)).toEqual({ negative: false, int: '1000000000000000000000', frac: '' });
    expect(parseDecimal(1.5e-7)).toEqual({ negative: false, int: '0', frac: '00000015' });
    expect(parseDecimal('12.5e1')).toEqual({ negative: false, int: '125', frac: '' });
  });

  it('rejects non-numbers', () => {
    expect([parseDecimal(''), parseDecimal('.'), parseDecimal('1,000'), parseDecimal('abc')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
  });
});

describe('scaled arithmetic', () => {
  it('scales, rounds half away from zero and formats', () => {
    expect(toScaled({ negative: true, int: '1', frac: '5' }, 3)).toBe(-1500n);
    expect([divideRounded(5n, 2n), divideRounded(-5n, 2n), divideRounded(4n, 3n), divideRounded(5n, 3n)]).toEqual([
      3n,
      -3n,
      1n,
      2n,
    ]);
    expect(formatScaled(5n, 3)).toBe('0.005');
    expect(formatScaled(-1500n, 3, true)).toBe('-1.5');
    expect(formatScaled(2000n, 3, true)).toBe('2');
  });
});
