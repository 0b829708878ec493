import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import {
  DEFAULT_COLUMN_WIDTH,
  layoutColumns,
  parseWidth,
  SMALL_SCREEN_SCROLL_WIDTH,
  SMALL_SCREEN_WIDTH,
} from './column-layout';

const flexible: EditableColumn[] = [
  { key: 'a', title: 'A', type: 'input' },
  { key: 'b', title: 'B', type: 'input' },
];

const widths = (columns: readonly EditableColumn[], container: number, footer = false) =>
  Object.fromEntries([...layoutColumns(columns, container, footer).byKey].map(([key, laid]) => [key, laid.width]));

describe('layoutColumns', () => {
  it('scrolls small screens (< 500 px) horizontally at 800 px (docs/widgets-spec.md §9)', () => {
    expect(SMALL_SCREEN_WIDTH).toBe(500);
    expect(SMALL_SCREEN_SCROLL_WIDTH).toBe(800);
    const small = layoutColumns(flexible, 499, false);
    // The columns without a width share 800 px (less the 2 px border), not the 499 px on screen.
    expect(small.totalWidth).toBe(798);
    expect(small.totalWidth).toBeGreaterThan(499);
    const wide = layoutColumns(flexible, 500, false);
    expect(wide.totalWidth).toBe(498);
  });

  it('gives percentages of the small-screen scroll width below 500 px', () => {
    const columns: EditableColumn[] = [{ key: 'a', title: 'A', type: 'input', width: '50%' }];
    expect(widths(columns, 400).a).toBe(400);
    expect(widths(columns, 1000).a).toBe(500);
  });

  it('draws structural columns at 60 / 40 px (60 with the statistics footer), fixed left', () => {
    const columns: EditableColumn[] = [
      { key: 'no', title: '#', type: 'row-number' },
      { key: 'check', title: '', type: 'row-checkbox' },
      { key: 'drag', title: '', type: 'row-drag-sort' },
      { key: 'name', title: '名称', type: 'input', width: 200 },
    ];
    expect(widths(columns, 0)).toEqual({ no: 60, check: 40, drag: 40, name: 200 });
    expect(widths(columns, 0, true)).toEqual({ no: 60, check: 60, drag: 60, name: 200 });
    const layout = layoutColumns(columns, 0, false);
    expect(layout.left.map((laid) => [laid.column.key, laid.stick])).toEqual([
      ['no', 0],
      ['check', 60],
      ['drag', 100],
    ]);
    expect(layout.left[2]?.edge).toBe(true);
    expect(layout.grid.map((column) => column.key)).toEqual(['name']);
  });

  it('keeps the type minimums: date 135, datetime / user / department 190', () => {
    const columns: EditableColumn[] = [
      { key: 'd', title: '日期', type: 'date', width: 100 },
      { key: 'dt', title: '时间', type: 'datetime' },
      { key: 'u', title: '用户', type: 'sel_user', width: 120 },
      { key: 'p', title: '部门', type: 'sel_depart', minWidth: 250 },
      { key: 'n', title: '名称', type: 'input' },
    ];
    expect(widths(columns, 0)).toEqual({ d: 135, dt: 190, u: 190, p: 250, n: DEFAULT_COLUMN_WIDTH });
  });

  it('leaves hidden columns out and sticks right-fixed columns from the right edge', () => {
    const columns: EditableColumn[] = [
      { key: 'h', title: '', type: 'hidden' },
      { key: 'a', title: 'A', type: 'input', width: 100 },
      { key: 'r1', title: 'R1', type: 'input', width: 80, fixed: 'right' },
      { key: 'r2', title: 'R2', type: 'input', width: 70, fixed: 'right' },
    ];
    const layout = layoutColumns(columns, 0, false);
    expect(layout.byKey.has('h')).toBe(false);
    expect(layout.right.map((laid) => [laid.column.key, laid.stick])).toEqual([
      ['r1', 70],
      ['r2', 0],
    ]);
    expect(layout.right[0]?.edge).toBe(true);
    expect(layout.totalWidth).toBe(250);
  });
});

describe('parseWidth', () => {
  it('reads numbers, px text and percentages', () => {
    expect(parseWidth(120, 1000)).toBe(120);
    expect(parseWidth('120px', 1000)).toBe(120);
    expect(parseWidth('80', 1000)).toBe(80);
    expect(parseWidth('25%', 800)).toBe(200);
    expect(parseWidth('auto', 800)).toBeUndefined();
    expect(parseWidth(0, 800)).toBeUndefined();
  });
});
