import type { Point } from './line-path';

const TURN = Math.PI * 2;
const r = (value: number) => Math.round(value * 100) / 100;

/**
 * The point at `angle` radians clockwise from 12 o'clock, `radius` from the centre.
 *
 * @example polar(50, 50, 10, 0) // { x: 50, y: 40 }
 */
export function polar(cx: number, cy: number, radius: number, angle: number): Point {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const at = (cx: number, cy: number, radius: number, angle: number) => {
  const point = polar(cx, cy, radius, angle);
  return `${r(point.x)},${r(point.y)}`;
};

/**
 * An SVG path of a ring sector from `start` to `end` (radians clockwise from 12 o'clock); a whole turn is
 * a full ring, an `inner` radius of 0 a pie slice.
 *
 * @example arcPath(50, 50, 20, 40, 0, Math.PI / 2)
 */
export function arcPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  if (end - start >= TURN - 1e-9) {
    const ring = (radius: number, sweep: 0 | 1) =>
      `M${at(cx, cy, radius, 0)}A${r(radius)},${r(radius)} 0 1 ${sweep} ${at(cx, cy, radius, Math.PI)}` +
      `A${r(radius)},${r(radius)} 0 1 ${sweep} ${at(cx, cy, radius, 0)}Z`;
    return inner > 0 ? ring(outer, 1) + ring(inner, 0) : ring(outer, 1);
  }
  const large = end - start > Math.PI ? 1 : 0;
  const rim = `M${at(cx, cy, outer, start)}A${r(outer)},${r(outer)} 0 ${large} 1 ${at(cx, cy, outer, end)}`;
  if (inner <= 0) return `${rim}L${r(cx)},${r(cy)}Z`;
  return `${rim}L${at(cx, cy, inner, end)}A${r(inner)},${r(inner)} 0 ${large} 0 ${at(cx, cy, inner, start)}Z`;
}

export interface Sector {
  /** Position of the value in the input. */
  index: number;
  start: number;
  end: number;
}

/**
 * Consecutive sectors of the positive `values`, clockwise from 12 o'clock; none when the total is 0.
 *
 * @example sectors([1, 0, 3]) // [{ index: 0, start: 0, end: π/2 }, { index: 2, start: π/2, end: 2π }]
 */
export function sectors(values: readonly number[]): Sector[] {
  const total = values.reduce((sum, value) => sum + (value > 0 ? value : 0), 0);
  if (total <= 0) return [];
  let angle = 0;
  return values.flatMap((value, index) => {
    if (!(value > 0)) return [];
    const start = angle;
    angle += (value / total) * TURN;
    return [{ index, start, end: angle }];
  });
}
