import { type AxisLabel, textWidth, thinLabels } from './axis-labels';
import { barSlots } from './bars';
import { linePath, type Point } from './line-path';
import { niceScale, project } from './nice-scale';
import { formatNumber } from './palette';
import type { ComboSeries } from './types';

export interface ComboLayoutInput {
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly ComboSeries[];
  /** Names of the series switched off in the legend: not drawn, not scaled. */
  hidden: ReadonlySet<string>;
  axisNames?: readonly [string, string?];
  integerAxes?: readonly [boolean, boolean?];
  barMaxWidth?: number;
  tickFormat?: (value: number) => string;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface AxisLayout {
  side: 0 | 1;
  /** Where the tick labels are anchored (they grow away from the plot). */
  x: number;
  name?: string;
  nameX: number;
  ticks: { value: number; y: number; text: string }[];
}

export interface BarLayout {
  series: number;
  category: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LineLayout {
  series: number;
  d: string;
  points: (Point & { category: number })[];
}

export interface ComboLayout {
  plot: Rect;
  band: number;
  axes: AxisLayout[];
  bars: BarLayout[];
  lines: LineLayout[];
  labels: (AxisLabel & { x: number })[];
}

const FONT = 12;
const TICK_GAP = 8;

const sideOf = (series: ComboSeries): 0 | 1 => series.axis ?? 0;

/**
 * Everything a combo chart draws, in pixels of a `width` × `height` box: the plot area, each axis with
 * its ticks, the bars, the lines and the category labels that fit.
 *
 * @example comboLayout({ width: 600, height: 260, categories: ['11-22'], series, hidden: new Set() }).bars
 */
export function comboLayout(input: ComboLayoutInput): ComboLayout {
  const { width, height, categories, series, hidden, axisNames = [''], integerAxes = [false] } = input;
  const format = input.tickFormat ?? formatNumber;
  const visible = series.map((entry, index) => ({ entry, index })).filter(({ entry }) => !hidden.has(entry.name));
  const sides: (0 | 1)[] = series.some((entry) => sideOf(entry) === 1) ? [0, 1] : [0];
  const scales = sides.map((side) => {
    const values = visible.filter(({ entry }) => sideOf(entry) === side).flatMap(({ entry }) => entry.values);
    const finite = values.filter(Number.isFinite);
    const scale = niceScale(Math.min(...finite), Math.max(...finite), { integer: integerAxes[side] ?? false });
    return { side, scale, texts: scale.ticks.map(format) };
  });
  const labelRoom = (side: 0 | 1) => {
    const texts = scales.find((axis) => axis.side === side)?.texts ?? [];
    return Math.max(24, ...texts.map((text) => textWidth(text, FONT) + TICK_GAP + 4));
  };
  const named = axisNames.some(Boolean);
  const plot: Rect = {
    left: labelRoom(0),
    right: Math.max(labelRoom(0) + 1, width - (sides.length > 1 ? labelRoom(1) : 16)),
    top: named ? 28 : 10,
    bottom: Math.max(named ? 29 : 11, height - 26),
  };
  const band = categories.length > 0 ? (plot.right - plot.left) / categories.length : 0;
  const centre = (category: number) => plot.left + band * (category + 0.5);

  const axes: AxisLayout[] = scales.map(({ side, scale, texts }) => {
    const name = axisNames[side] || undefined;
    const half = name ? textWidth(name, FONT) / 2 + 2 : 0;
    return {
      side,
      x: side === 0 ? plot.left - TICK_GAP : plot.right + TICK_GAP,
      name,
      nameX: side === 0 ? Math.max(plot.left, half) : Math.min(plot.right, width - half),
      ticks: scale.ticks.map((value, i) => ({
        value,
        y: project(value, scale, plot.bottom, plot.top),
        text: texts[i] ?? '',
      })),
    };
  });
  const scaleOf = (entry: ComboSeries) => (scales.find((axis) => axis.side === sideOf(entry)) ?? scales[0])?.scale;

  const barSeries = visible.filter(({ entry }) => entry.kind === 'bar');
  const slots = barSlots(band, barSeries.length, input.barMaxWidth);
  const bars = barSeries.flatMap(({ entry, index }, k) => {
    const scale = scaleOf(entry);
    if (!scale) return [];
    const zero = project(0, scale, plot.bottom, plot.top);
    return categories.map((_, category) => {
      const value = entry.values[category] ?? 0;
      const y = project(Number.isFinite(value) ? value : 0, scale, plot.bottom, plot.top);
      return {
        series: index,
        category,
        x: centre(category) + (slots.offsets[k] ?? 0),
        y: Math.min(y, zero),
        width: slots.width,
        height: Math.abs(zero - y),
      };
    });
  });

  const lines = visible
    .filter(({ entry }) => entry.kind === 'line')
    .flatMap(({ entry, index }) => {
      const scale = scaleOf(entry);
      if (!scale) return [];
      const points = categories.flatMap((_, category) => {
        const value = entry.values[category];
        return value !== undefined && Number.isFinite(value)
          ? [{ category, x: centre(category), y: project(value, scale, plot.bottom, plot.top) }]
          : [];
      });
      return [{ series: index, d: linePath(points, entry.smooth), points }];
    });

  const labels = thinLabels(categories, band, { fontSize: FONT }).map((label) => ({
    ...label,
    x: centre(label.index),
  }));
  return { plot, band, axes, bars, lines, labels };
}

/**
 * The category whose band holds `x` (pixels from the chart's left), or null outside the plot.
 *
 * @example categoryAt(layout, layout.plot.left + 1) // 0
 */
export function categoryAt(layout: Pick<ComboLayout, 'plot' | 'band'>, x: number): number | null {
  const { plot, band } = layout;
  if (band <= 0 || x < plot.left || x >= plot.right) return null;
  return Math.floor((x - plot.left) / band);
}
