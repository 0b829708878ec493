/** A value axis: its domain (always holding 0) and the ticks on it, evenly `step` apart. */
export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

export interface NiceScaleOptions {
  /** Only whole steps (counts never show 0.5). */
  integer?: boolean;
  /** About how many ticks to aim for. */
  count?: number;
}

const EPSILON = 1e-9;
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * Ticks on 1, 2 or 5 × 10ⁿ steps covering `low`..`high` and 0, as close to `count` ticks as possible.
 *
 * @example niceScale(0, 13812).ticks // [0, 5000, 10000, 15000]
 */
export function niceScale(low: number, high: number, { integer = false, count = 5 }: NiceScaleOptions = {}): NiceScale {
  const min = Number.isFinite(low) ? Math.min(0, low) : 0;
  let max = Number.isFinite(high) ? Math.max(0, high) : 0;
  if (max === min) max = min + 1;
  const magnitude = 10 ** Math.floor(Math.log10((max - min) / count));
  let best: { step: number; first: number; size: number } | undefined;
  for (const power of [magnitude / 10, magnitude, magnitude * 10]) {
    for (const factor of [1, 2, 5]) {
      const step = clean(factor * power);
      if (integer && step < 1) continue;
      const first = Math.floor(min / step + EPSILON);
      const size = Math.ceil(max / step - EPSILON) - first + 1;
      const miss = Math.abs(size - count);
      const bestMiss = best ? Math.abs(best.size - count) : Number.POSITIVE_INFINITY;
      // Equally close: fewer ticks, then the smaller step.
      if (!best || miss < bestMiss || (miss === bestMiss && size < best.size)) best = { step, first, size };
    }
  }
  const { step, first, size } = best ?? { step: 1, first: 0, size: 2 };
  const ticks = Array.from({ length: size }, (_, i) => clean((first + i) * step));
  return { min: ticks[0] ?? 0, max: ticks[ticks.length - 1] ?? 1, step, ticks };
}

/**
 * Where `value` falls between `bottom` (the scale's min) and `top` (its max), in pixels.
 *
 * @example project(5, { min: 0, max: 10 }, 200, 0) // 100
 */
export function project(value: number, scale: Pick<NiceScale, 'min' | 'max'>, bottom: number, top: number): number {
  const span = scale.max - scale.min || 1;
  return bottom + ((value - scale.min) / span) * (top - bottom);
}
