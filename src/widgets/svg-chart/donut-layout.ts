import { polar, sectors } from './arc';
import type { Point } from './line-path';
import { percents } from './percent';
import type { DonutItem } from './types';

export interface DonutLayoutInput {
  width: number;
  height: number;
  items: readonly DonutItem[];
  /** Names of the items switched off in the legend: no slice, not in the total. */
  hidden: ReadonlySet<string>;
  /** Radii as fractions of half the smaller side. */
  innerRadius: number;
  outerRadius: number;
}

export interface SliceLayout {
  /** Position of the item in `items`. */
  index: number;
  start: number;
  end: number;
  /** Share of the shown total, one decimal. */
  percent: number;
  /** Middle of the slice, where a keyboard user's tooltip points. */
  centroid: Point;
}

export interface DonutLayout {
  cx: number;
  cy: number;
  inner: number;
  outer: number;
  slices: SliceLayout[];
}

/**
 * The ring of a donut chart in a `width` × `height` box: one slice per shown item with a value above 0.
 *
 * @example donutLayout({ width: 300, height: 300, items, hidden: new Set(), innerRadius: 0.45, outerRadius: 0.7 })
 */
export function donutLayout(input: DonutLayoutInput): DonutLayout {
  const { width, height, items, hidden } = input;
  const half = Math.min(width, height) / 2;
  const cx = width / 2;
  const cy = height / 2;
  const inner = half * input.innerRadius;
  const outer = half * input.outerRadius;
  const values = items.map((item) => (hidden.has(item.name) ? 0 : item.value));
  const shares = percents(values);
  const slices = sectors(values).map(({ index, start, end }) => ({
    index,
    start,
    end,
    percent: shares[index] ?? 0,
    centroid: polar(cx, cy, (inner + outer) / 2, (start + end) / 2),
  }));
  return { cx, cy, inner, outer, slices };
}

/**
 * What a slice's tooltip says, as ECharts' `{b}: {c} {unit} ({d}%)`.
 *
 * @example sliceText('待审核', '4', '单', 40) // '待审核: 4 单 (40.0%)'
 */
export function sliceText(name: string, value: string, unit: string, percent: number): string {
  return `${name}: ${value}${unit ? ` ${unit}` : ''} (${percent.toFixed(1)}%)`;
}

/**
 * The slice under `point` (pixels of the chart), or null in the hole, outside the ring or between slices.
 * `grow` widens the ring's outer edge (a highlighted slice is drawn larger).
 *
 * @example sliceAt(layout, { x: 200, y: 60 })?.index // 0: the first slice starts at 12 o'clock
 */
export function sliceAt(layout: DonutLayout, point: Point, grow = 0): SliceLayout | null {
  const dx = point.x - layout.cx;
  const dy = point.y - layout.cy;
  const distance = Math.hypot(dx, dy);
  if (distance < layout.inner || distance > layout.outer + grow) return null;
  const angle = (Math.atan2(dx, -dy) + Math.PI * 2) % (Math.PI * 2);
  return layout.slices.find((slice) => angle >= slice.start && angle < slice.end) ?? null;
}
