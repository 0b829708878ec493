import { describe, expect, it } from 'vitest';
import { barSlots } from './bars';

describe('barSlots', () => {
  it('centres the group on the band, bars at most maxWidth wide', () => {
    const slots = barSlots(100, 2, 18);
    expect(slots.width).toBe(18);
    expect(slots.offsets[0]).toBeCloseTo(-20.7);
    expect(slots.offsets[1]).toBeCloseTo(2.7);
  });

  it('narrows the bars to fit 80% of a small band', () => {
    const slots = barSlots(20, 2, 18);
    const right = (slots.offsets[1] ?? 0) + slots.width;
    expect(right - (slots.offsets[0] ?? 0)).toBeCloseTo(16);
    expect(right).toBeCloseTo(8);
  });

  it('has no slots without bar series', () => {
    expect(barSlots(100, 0)).toEqual({ width: 0, offsets: [] });
  });
});
