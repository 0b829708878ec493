import { describe, expect, it } from 'vitest';
import { donutLayout, sliceAt, sliceText } from './donut-layout';

const items = [
  { name: '待审核', value: 4 },
  { name: '已取消', value: 0 },
  { name: '已完成', value: 6 },
];
const base = { width: 400, height: 300, items, hidden: new Set<string>(), innerRadius: 0.45, outerRadius: 0.7 };

describe('donutLayout', () => {
  it('centres the ring, sized on half the smaller side', () => {
    const layout = donutLayout(base);
    expect(layout).toMatchObject({ cx: 200, cy: 150, inner: 67.5, outer: 105 });
  });

  it('gives each item above 0 a slice and its share', () => {
    const { slices } = donutLayout(base);
    expect(slices.map((slice) => [slice.index, slice.percent])).toEqual([
      [0, 40],
      [2, 60],
    ]);
    expect(slices[1]?.end).toBeCloseTo(Math.PI * 2);
  });

  it('leaves hidden items out of the ring and the total', () => {
    const { slices } = donutLayout({ ...base, hidden: new Set(['待审核']) });
    expect(slices.map((slice) => [slice.index, slice.percent])).toEqual([[2, 100]]);
  });

  it('has no slices when the total is 0', () => {
    expect(donutLayout({ ...base, items: [{ name: 'a', value: 0 }] }).slices).toEqual([]);
  });

  it('points the centroid at the middle of the ring', () => {
    const [first] = donutLayout(base).slices;
    const distance = Math.hypot((first?.centroid.x ?? 0) - 200, (first?.centroid.y ?? 0) - 150);
    expect(distance).toBeCloseTo((67.5 + 105) / 2);
  });
});

describe('sliceText', () => {
  it('writes name, value, unit and share with one decimal', () => {
    expect(sliceText('待审核', '4', '单', 40)).toBe('待审核: 4 单 (40.0%)');
    expect(sliceText('a', '1,234', '', 33.3)).toBe('a: 1,234 (33.3%)');
  });
});

describe('sliceAt', () => {
  const layout = donutLayout(base);

  it('finds the slice under a point of the ring', () => {
    expect(sliceAt(layout, { x: 200, y: 60 })?.index).toBe(0);
    expect(sliceAt(layout, { x: 110, y: 150 })?.index).toBe(2);
  });

  it('finds nothing in the hole or outside the ring, unless the ring grows', () => {
    expect(sliceAt(layout, { x: 200, y: 150 })).toBeNull();
    expect(sliceAt(layout, { x: 200, y: 43 })).toBeNull();
    expect(sliceAt(layout, { x: 200, y: 43 }, 4)?.index).toBe(0);
  });
});
