export interface BarSlots {
  width: number;
  /** Left edge of each bar of a group, from the centre of its band. */
  offsets: number[];
}

const GAP = 0.3;
const CATEGORY_FILL = 0.8;

/**
 * Side-by-side bars of `count` series in a band `band` pixels wide: 80% of the band at most, bars at
 * most `maxWidth` wide, 30% of a bar between two bars.
 *
 * @example barSlots(100, 2, 18) // { width: 18, offsets: [-20.7, 2.7] }
 */
export function barSlots(band: number, count: number, maxWidth = 18): BarSlots {
  if (count <= 0) return { width: 0, offsets: [] };
  const width = Math.max(1, Math.min(maxWidth, (band * CATEGORY_FILL) / (count + (count - 1) * GAP)));
  const gap = width * GAP;
  const total = count * width + (count - 1) * gap;
  return { width, offsets: Array.from({ length: count }, (_, k) => -total / 2 + k * (width + gap)) };
}
