import { describe, expect, it } from 'vitest';
import { barOption, orderTrendOption, ringOption, userTrendOption } from './chart-options';

const palette = ['#111', '#222'];

describe('data center charts', () => {
  it('draws shares as a ring and largest bars on top', () => {
    const ring = ringOption('性别', [{ label: '男', count: 3 }], '人', palette) as { series: { data: unknown[] }[] };
    expect(ring.series[0]?.data).toEqual([{ name: '男', value: 3 }]);
    const bars = barOption(
      '订单数',
      [
        { label: 'A', count: 9 },
        { label: 'B', count: 2 },
      ],
      palette,
    ) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(bars.yAxis.data).toEqual(['B', 'A']);
    expect(bars.series[0]?.data).toEqual([2, 9]);
  });

  it('puts one point per day on month-day axes', () => {
    const orders = orderTrendOption([{ date: '2026-11-23', orderCount: 3, gmv: 120 }], palette) as {
      xAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(orders.xAxis.data).toEqual(['11-23']);
    expect(orders.series.map((series) => series.data)).toEqual([[3], [120]]);
    const users = userTrendOption([{ date: '2026-11-22', userCount: 4 }], palette) as { series: { data: number[] }[] };
    expect(users.series[0]?.data).toEqual([4]);
  });
});
