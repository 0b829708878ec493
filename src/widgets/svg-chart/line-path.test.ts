import { describe, expect, it } from 'vitest';
import { linePath } from './line-path';

/** The numbers of a path, in order. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('linePath', () => {
  it('joins the points with straight segments', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 10, y: 0 },
        { x: 20, y: 5.555 },
      ]),
    ).toBe('M0,10L10,0L20,5.56');
  });

  it('draws nothing without points and a lone point as a move', () => {
    expect(linePath([])).toBe('');
    expect(linePath([{ x: 3, y: 4 }], true)).toBe('M3,4');
  });

  it('curves through every point when smooth', () => {
    const points = [
      { x: 0, y: 50 },
      { x: 10, y: 20 },
      { x: 20, y: 40 },
      { x: 30, y: 10 },
    ];
    const path = linePath(points, true);
    expect(path.startsWith('M0,50C')).toBe(true);
    expect(path.match(/C/g)).toHaveLength(3);
    for (const point of points.slice(1)) expect(path).toContain(`,${point.x},${point.y}`);
  });

  it('never overshoots: control points stay within the data range', () => {
    const path = linePath(
      [
        { x: 0, y: 100 },
        { x: 10, y: 100 },
        { x: 20, y: 0 },
        { x: 30, y: 100 },
      ],
      true,
    );
    const ys = numbers(path).filter((_, i) => i % 2 === 1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
  });
});
