import { describe, expect, it } from 'vitest';
import { percents } from './percent';

describe('percents', () => {
  it('rounds to one decimal and adds up to 100', () => {
    expect(percents([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percents([4, 6])).toEqual([40, 60]);
    const shares = percents([7, 13, 2, 19, 5]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100);
  });

  it('gives 0 to zeros and to everything when the total is 0', () => {
    expect(percents([0, 5])).toEqual([0, 100]);
    expect(percents([0, 0])).toEqual([0, 0]);
  });

  it('honours another precision', () => {
    expect(percents([1, 2], 2)).toEqual([33.33, 66.67]);
  });
});
