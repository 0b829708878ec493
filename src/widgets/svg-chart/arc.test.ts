import { describe, expect, it } from 'vitest';
import { arcPath, polar, sectors } from './arc';

describe('polar', () => {
  it('starts at 12 o’clock and turns clockwise', () => {
    expect(polar(50, 50, 10, 0)).toEqual({ x: 50, y: 40 });
    const quarter = polar(50, 50, 10, Math.PI / 2);
    expect(quarter.x).toBeCloseTo(60);
    expect(quarter.y).toBeCloseTo(50);
  });
});

describe('arcPath', () => {
  it('draws a ring sector: outer rim clockwise, inner rim back', () => {
    expect(arcPath(50, 50, 20, 40, 0, Math.PI / 2)).toBe('M50,10A40,40 0 0 1 90,50L70,50A20,20 0 0 0 50,30Z');
  });

  it('uses the large arc past half a turn', () => {
    expect(arcPath(50, 50, 20, 40, 0, Math.PI * 1.5)).toContain('A40,40 0 1 1');
  });

  it('draws a whole turn as a full ring with a hole, and a pie slice without inner radius', () => {
    const ring = arcPath(50, 50, 20, 40, 0, Math.PI * 2);
    expect(ring.match(/M/g)).toHaveLength(2);
    expect(ring).toContain('A20,20 0 1 0');
    expect(arcPath(50, 50, 0, 40, 0, 1)).toMatch(/L50,50Z$/);
  });
});

describe('sectors', () => {
  it('splits the turn by value, skipping zeros', () => {
    const [a, b, ...rest] = sectors([1, 0, 3]);
    expect(rest).toEqual([]);
    expect(a).toEqual({ index: 0, start: 0, end: Math.PI / 2 });
    expect(b?.index).toBe(2);
    expect(b?.end).toBeCloseTo(Math.PI * 2);
  });

  it('has nothing to draw when the total is 0', () => {
    expect(sectors([0, 0])).toEqual([]);
    expect(sectors([])).toEqual([]);
  });
});
