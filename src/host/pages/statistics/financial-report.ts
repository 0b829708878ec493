import type { EChartsCoreOption } from 'echarts/core';
import { sumDecimal } from '../../../core/format';

/** One day of `/sys/statistical/findDailySummary`. */
export interface DayFigures {
  statDate: string;
  orderCount: number;
  gmv: number;
  repaidAmount: number;
  waivedAmount: number;
  newOverdueCount: number;
  withdrawAmount: number;
}

export interface PeriodTotals {
  orderCount: number;
  gmv: string;
  repaidAmount: string;
  waivedAmount: string;
  newOverdueCount: number;
  withdrawAmount: string;
}

/**
 * The period's totals; amounts summed exactly as decimals.
 *
 * @example periodTotals([{ gmv: 0.1, ... }, { gmv: 0.2, ... }]).gmv // '0.3'
 */
export function periodTotals(days: readonly DayFigures[]): PeriodTotals {
  const count = (pick: (day: DayFigures) => number) => days.reduce((sum, day) => sum + pick(day), 0);
  const amount = (pick: (day: DayFigures) => number) => sumDecimal(days.map(pick));
  return {
    orderCount: count((day) => day.orderCount),
    gmv: amount((day) => day.gmv),
    repaidAmount: amount((day) => day.repaidAmount),
    waivedAmount: amount((day) => day.waivedAmount),
    newOverdueCount: count((day) => day.newOverdueCount),
    withdrawAmount: amount((day) => day.withdrawAmount),
  };
}

/**
 * Money per day as lines (成交额, 还款, 减免, 提现) and orders as bars on their own axis.
 *
 * @example chart.setOption(dailyOption(days))
 */
export function dailyOption(days: readonly DayFigures[]): EChartsCoreOption {
  const money = (name: string, pick: (day: DayFigures) => number) => ({
    name,
    type: 'line',
    smooth: true,
    yAxisIndex: 1,
    data: days.map(pick),
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['订单数', '成交额', '还款金额', '减免金额', '提现金额'], top: 0 },
    grid: { left: 48, right: 72, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((day) => day.statDate.slice(5)) },
    yAxis: [
      { type: 'value', name: '订单数', minInterval: 1 },
      { type: 'value', name: '金额(元)', splitLine: { show: false } },
    ],
    series: [
      { name: '订单数', type: 'bar', barMaxWidth: 16, data: days.map((day) => day.orderCount) },
      money('成交额', (day) => day.gmv),
      money('还款金额', (day) => day.repaidAmount),
      money('减免金额', (day) => day.waivedAmount),
      money('提现金额', (day) => day.withdrawAmount),
    ],
  };
}
