/** A half-open index range `[start, end)`. */
export interface IndexRange {
  start: number;
  end: number;
}

export const EMPTY_RANGE: IndexRange = { start: 0, end: 0 };

/**
 * The rows to render for a scroll position: the rows intersecting the viewport plus `overscan` on each side.
 *
 * @example rowWindow(610, 400, 61, 100_000, 2) // { start: 8, end: 19 }
 */
export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 2,
): IndexRange {
  if (count <= 0 || rowHeight <= 0) return EMPTY_RANGE;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/**
 * Left offsets of columns: `offsets[i]` is where column i starts, `offsets[n]` the total width.
 *
 * @example columnOffsets([60, 100, 120]) // [0, 60, 160, 280]
 */
export function columnOffsets(widths: readonly number[]): number[] {
  const offsets = new Array<number>(widths.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < widths.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (widths[i] ?? 0);
  return offsets;
}

/** Index of the column containing pixel `x` (binary search over `offsets`). */
function columnAt(offsets: readonly number[], x: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] ?? 0) <= x) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}

/**
 * The scrolling columns to render: those intersecting `[scrollLeft, scrollLeft + viewportWidth)` plus
 * `overscan` on each side. `offsets` come from `columnOffsets` of the scrolling columns only.
 *
 * @example columnWindow([0, 100, 200, 300, 400], 150, 100, 0) // { start: 1, end: 3 }
 */
export function columnWindow(
  offsets: readonly number[],
  scrollLeft: number,
  viewportWidth: number,
  overscan = 1,
): IndexRange {
  const count = offsets.length - 1;
  if (count <= 0) return EMPTY_RANGE;
  const first = columnAt(offsets, Math.max(0, scrollLeft));
  const last = columnAt(offsets, Math.max(0, scrollLeft + Math.max(0, viewportWidth) - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

export function sameRange(a: IndexRange, b: IndexRange): boolean {
  return a.start === b.start && a.end === b.end;
}
