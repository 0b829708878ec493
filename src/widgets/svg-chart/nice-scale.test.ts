import { describe, expect, it } from 'vitest';
import { niceScale, project } from './nice-scale';

describe('niceScale', () => {
  it('covers the data from 0 with 1, 2 or 5 × 10ⁿ steps and about 5 ticks', () => {
    expect(niceScale(0, 13812).ticks).toEqual([0, 5000, 10000, 15000]);
    expect(niceScale(0, 100).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceScale(0, 7).ticks).toEqual([0, 2, 4, 6, 8]);
    expect(niceScale(3, 7).min).toBe(0);
  });

  it('keeps decimal steps free of floating-point noise', () => {
    expect(niceScale(0, 0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceScale(0, 1.1).ticks).toEqual([0, 0.5, 1, 1.5]);
  });

  it('uses whole steps only on an integer axis', () => {
    expect(niceScale(0, 2, { integer: true }).ticks).toEqual([0, 1, 2]);
    expect(niceScale(0, 1, { integer: true }).ticks).toEqual([0, 1]);
    expect(niceScale(0, 2).ticks).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('spans 0..1 when there is nothing (or only zeros) to show', () => {
    expect(niceScale(0, 0)).toMatchObject({ min: 0, max: 1 });
    expect(niceScale(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)).toMatchObject({ min: 0, max: 1 });
    expect(niceScale(0, 0, { integer: true }).ticks).toEqual([0, 1]);
  });

  it('reaches below 0 for negative values', () => {
    const scale = niceScale(-30, 80);
    expect(scale.min).toBeLessThanOrEqual(-30);
    expect(scale.max).toBeGreaterThanOrEqual(80);
    expect(scale.ticks).toContain(0);
  });
});

describe('project', () => {
  it('maps the domain onto pixels, bottom to top', () => {
    expect(project(0, { min: 0, max: 10 }, 200, 0)).toBe(200);
    expect(project(5, { min: 0, max: 10 }, 200, 0)).toBe(100);
    expect(project(10, { min: 0, max: 10 }, 200, 0)).toBe(0);
  });
});
