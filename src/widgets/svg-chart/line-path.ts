export interface Point {
  x: number;
  y: number;
}

const r = (value: number) => Math.round(value * 100) / 100;
const sign = (value: number) => (value < 0 ? -1 : 1);

/** Tangent at `b` of a monotone curve through a, b, c (Fritsch–Carlson, as d3's curveMonotoneX). */
function innerTangent(a: Point, b: Point, c: Point): number {
  const h0 = b.x - a.x;
  const h1 = c.x - b.x;
  const s0 = (b.y - a.y) / h0;
  const s1 = (c.y - b.y) / h1;
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** Tangent at an end, from the segment's slope and the tangent at its other end. */
function endTangent(a: Point, b: Point, other: number): number {
  const h = b.x - a.x;
  return h ? ((3 * (b.y - a.y)) / h - other) / 2 : other;
}

/**
 * An SVG path through `points` (x increasing): straight segments, or, when `smooth`, a monotone cubic
 * curve that never overshoots a point (no bump above a peak or below zero).
 *
 * @example linePath([{ x: 0, y: 10 }, { x: 10, y: 0 }]) // 'M0,10L10,0'
 */
export function linePath(points: readonly Point[], smooth = false): string {
  const [first] = points;
  if (!first) return '';
  const start = `M${r(first.x)},${r(first.y)}`;
  if (!smooth || points.length < 3)
    return (
      start +
      points
        .slice(1)
        .map((p) => `L${r(p.x)},${r(p.y)}`)
        .join('')
    );
  const last = points.length - 1;
  const tangents = points.map((point, i) => {
    const before = points[i - 1];
    const after = points[i + 1];
    return before && after ? innerTangent(before, point, after) : 0;
  });
  tangents[0] = endTangent(first, points[1] as Point, tangents[1] ?? 0);
  tangents[last] = endTangent(points[last - 1] as Point, points[last] as Point, tangents[last - 1] ?? 0);
  let path = start;
  for (let i = 0; i < last; i += 1) {
    const a = points[i] as Point;
    const b = points[i + 1] as Point;
    const third = (b.x - a.x) / 3;
    const ta = tangents[i] ?? 0;
    const tb = tangents[i + 1] ?? 0;
    path += `C${r(a.x + third)},${r(a.y + third * ta)},${r(b.x - third)},${r(b.y - third * tb)},${r(b.x)},${r(b.y)}`;
  }
  return path;
}
