import { describe, expect, it } from 'vitest';
import { columnOffsets, columnWindow, rowWindow } from './virtual-range';

describe('rowWindow', () => {
  it('covers the viewport plus the overscan, clamped to the rows', () => {
    expect(rowWindow(0, 400, 61, 100_000, 2)).toEqual({ start: 0, end: 9 });
    expect(rowWindow(610, 400, 61, 100_000, 2)).toEqual({ start: 8, end: 19 });
    expect(rowWindow(61 * 99_995, 400, 61, 100_000, 2)).toEqual({ start: 99_993, end: 100_000 });
  });

  it('is empty without rows', () => {
    expect(rowWindow(0, 400, 61, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('columnWindow', () => {
  const offsets = columnOffsets([100, 100, 100, 100]);

  it('sums widths into offsets', () => {
    expect(offsets).toEqual([0, 100, 200, 300, 400]);
  });

  it('finds the intersecting columns', () => {
    expect(columnWindow(offsets, 150, 100, 0)).toEqual({ start: 1, end: 3 });
    expect(columnWindow(offsets, 0, 100, 0)).toEqual({ start: 0, end: 1 });
    expect(columnWindow(offsets, 0, 1000, 1)).toEqual({ start: 0, end: 4 });
    expect(columnWindow(offsets, 350, 100, 1)).toEqual({ start: 2, end: 4 });
  });
});
