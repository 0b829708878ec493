import { describe, expect, it } from 'vitest';
import { isEmptySeries, statusItems, trendChart } from '../../shared/charts/chart-options';
import { count, yuan } from '../../shared/charts/figures';
import { normalizeChannelInfo, normalizeHomeInfo, normalizeHomeTrend } from './home-api';

describe('home statistics', () => {
  it('reads every figure as a number, missing ones as 0', () => {
    const info = normalizeHomeInfo({ today: '2026-11-23', todayOrders: '13', todayGmv: 13812, overdueAmount: null });
    expect(info).toMatchObject({
      today: '2026-11-23',
      todayOrders: 13,
      todayGmv: 13812,
      overdueAmount: 0,
      userCount: 0,
    });
    expect(normalizeHomeInfo(undefined).totalOrders).toBe(0);
  });

  it('reads the trend, its order states and the rankings', () => {
    const trend = normalizeHomeTrend({
      days: 7,
      series: [{ date: '2026-11-23', orderCount: 2, gmv: '10.5', userCount: 1 }],
      statusDistribution: [{ status: 2, status_dictText: '待审核', count: 4 }],
      topShops: [{ shopId: 's1', shopName: '旗舰店', orderCount: 3, gmv: 99 }],
    });
    expect(trend.series[0]).toEqual({ date: '2026-11-23', orderCount: 2, gmv: 10.5, userCount: 1 });
    expect(trend.statusDistribution).toEqual([{ status: '2', label: '待审核', count: 4 }]);
    expect(trend.topShops).toEqual([{ id: 's1', name: '旗舰店', orderCount: 3, gmv: 99 }]);
    expect(trend.topChannels).toEqual([]);
  });

  it("reads a partner's channel figures", () => {
    const info = normalizeChannelInfo({
      channels: [{ channelId: 'c1', channelName: '杭州易租', signStatus: 2, gmv: 70883, commission: 5670.64 }],
      totals: { channelCount: 1, gmv: 70883 },
    });
    expect(info.channels[0]).toMatchObject({
      channelName: '杭州易租',
      signStatus: 2,
      commission: 5670.64,
      orderCount: 0,
    });
    expect(info.totals).toMatchObject({ channelCount: 1, gmv: 70883, commission: 0 });
  });
});

describe('dashboard charts and figures', () => {
  const series = [
    { date: '2026-11-22', orderCount: 7, gmv: 4979, userCount: 0 },
    { date: '2026-11-23', orderCount: 13, gmv: 13812, userCount: 2 },
  ];

  it('draws orders and users as bars and GMV as a smooth line on its own axis', () => {
    const chart = trendChart(series);
    expect(chart.categories).toEqual(['11-22', '11-23']);
    expect(chart.series.map((s) => [s.name, s.kind, s.axis ?? 0, s.values])).toEqual([
      ['订单数', 'bar', 0, [7, 13]],
      ['新增用户', 'bar', 0, [0, 2]],
      ['成交额', 'line', 1, [4979, 13812]],
    ]);
    expect(chart.series[2]?.smooth).toBe(true);
    expect(chart.axisNames).toEqual(['数量', '金额(元)']);
    expect(chart.integerAxes?.[0]).toBe(true);
  });

  it('writes counts and amounts in the tooltip', () => {
    const chart = trendChart(series);
    const [orders, , gmv] = chart.series;
    if (!orders || !gmv) throw new Error('series missing');
    expect(chart.valueFormat?.(12345, orders)).toBe('12,345');
    expect(chart.valueFormat?.(13812.5, gmv)).toBe('¥13,812.5');
  });

  it('draws order states as the slices of a ring and knows an empty period', () => {
    expect(statusItems([{ label: '待审核', count: 4 }])).toEqual([{ name: '待审核', value: 4 }]);
    expect(isEmptySeries(series)).toBe(false);
    expect(isEmptySeries([{ date: '2026-11-23', orderCount: 0, gmv: 0, userCount: 0 }])).toBe(true);
  });

  it('formats amounts and counts', () => {
    expect(yuan(13812.5)).toBe('¥13,812.5');
    expect(yuan(3049.333)).toBe('¥3,049.33');
    expect(yuan(0)).toBe('¥0');
    expect(count(12345)).toBe('12,345');
  });
});
