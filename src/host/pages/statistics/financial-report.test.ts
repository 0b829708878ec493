import { describe, expect, it } from 'vitest';
import { type DayFigures, dailyOption, periodTotals } from './financial-report';

const day = (statDate: string, figures: Partial<DayFigures>): DayFigures => ({
  statDate,
  orderCount: 0,
  gmv: 0,
  repaidAmount: 0,
  waivedAmount: 0,
  newOverdueCount: 0,
  withdrawAmount: 0,
  ...figures,
});

describe('financial report', () => {
  const days = [
    day('2026-11-01', { orderCount: 2, gmv: 0.1, repaidAmount: 100.05, newOverdueCount: 1 }),
    day('2026-11-02', { orderCount: 3, gmv: 0.2, waivedAmount: 5, withdrawAmount: 300 }),
  ];

  it('totals the period exactly', () => {
    expect(periodTotals(days)).toEqual({
      orderCount: 5,
      gmv: '0.3',
      repaidAmount: '100.05',
      waivedAmount: '5',
      newOverdueCount: 1,
      withdrawAmount: '300',
    });
  });

  it('draws one point per day on month-day labels', () => {
    const option = dailyOption(days) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['11-01', '11-02']);
    expect(option.series.find((s) => s.name === '还款金额')?.data).toEqual([100.05, 0]);
    expect(option.series.find((s) => s.name === '订单数')?.data).toEqual([2, 3]);
  });
});
