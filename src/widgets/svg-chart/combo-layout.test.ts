import { describe, expect, it } from 'vitest';
import { categoryAt, comboLayout } from './combo-layout';
import type { ComboSeries } from './types';

const series: ComboSeries[] = [
  { name: '订单数', kind: 'bar', values: [7, 13] },
  { name: '新增用户', kind: 'bar', values: [0, 2] },
  { name: '成交额', kind: 'line', axis: 1, smooth: true, values: [4979, 13812] },
];
const base = { width: 600, height: 260, categories: ['11-22', '11-23'], series, hidden: new Set<string>() };

describe('comboLayout', () => {
  it('gives each used axis nice ticks, the left one in whole numbers when asked', () => {
    const layout = comboLayout({ ...base, axisNames: ['数量', '金额(元)'], integerAxes: [true] });
    expect(layout.axes.map((axis) => axis.side)).toEqual([0, 1]);
    expect(layout.axes[0]?.ticks.map((tick) => tick.value)).toEqual([0, 5, 10, 15]);
    expect(layout.axes[1]?.ticks.map((tick) => tick.text)).toEqual(['0', '5,000', '10,000', '15,000']);
    expect(layout.axes[1]?.name).toBe('金额(元)');
    expect(layout.axes[0]?.ticks[0]?.y).toBe(layout.plot.bottom);
    expect(layout.axes[0]?.ticks.at(-1)?.y).toBe(layout.plot.top);
  });

  it('has one axis when no series uses the right one, and no room for names without them', () => {
    const layout = comboLayout({ ...base, series: series.slice(0, 2) });
    expect(layout.axes).toHaveLength(1);
    expect(layout.plot.right).toBe(584);
    expect(layout.plot.top).toBe(10);
  });

  it('groups the bars of a category side by side within its band, from the zero line up', () => {
    const layout = comboLayout(base);
    expect(layout.bars).toHaveLength(4);
    const [orders, users] = layout.bars.filter((bar) => bar.category === 1);
    expect(orders?.series).toBe(0);
    expect(users?.series).toBe(1);
    expect((orders?.x ?? 0) + (orders?.width ?? 0)).toBeLessThan(users?.x ?? 0);
    expect((orders?.y ?? 0) + (orders?.height ?? 0)).toBeCloseTo(layout.plot.bottom);
    const zero = layout.bars.find((bar) => bar.series === 1 && bar.category === 0);
    expect(zero?.height).toBe(0);
  });

  it('draws a line through one point per category, centred on its band', () => {
    const layout = comboLayout(base);
    const [line] = layout.lines;
    expect(line?.series).toBe(2);
    expect(line?.points.map((point) => point.x)).toEqual([
      layout.plot.left + layout.band / 2,
      layout.plot.left + layout.band * 1.5,
    ]);
    expect(line?.d.startsWith('M')).toBe(true);
  });

  it('leaves hidden series out of the drawing and the scales', () => {
    const layout = comboLayout({ ...base, hidden: new Set(['订单数', '成交额']) });
    expect(layout.bars.every((bar) => bar.series === 1)).toBe(true);
    expect(layout.lines).toEqual([]);
    expect(layout.axes[0]?.ticks.at(-1)?.value).toBe(2);
    expect(layout.axes[1]?.ticks.map((tick) => tick.value)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('thins the category labels when they would overlap', () => {
    const categories = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
    const layout = comboLayout({ ...base, width: 400, categories, series: [{ name: 'a', kind: 'bar', values: [] }] });
    expect(layout.labels.length).toBeLessThan(30);
    expect(layout.labels[0]?.text).toBe('11-01');
  });
});

describe('categoryAt', () => {
  it('finds the band under x, none outside the plot', () => {
    const layout = comboLayout(base);
    expect(categoryAt(layout, layout.plot.left)).toBe(0);
    expect(categoryAt(layout, layout.plot.right - 1)).toBe(1);
    expect(categoryAt(layout, layout.plot.left - 1)).toBeNull();
    expect(categoryAt(layout, layout.plot.right)).toBeNull();
  });
});
