import type { EChartsCoreOption } from 'echarts/core';
import type { Palette } from '../../shared/charts/chart-options';

/** One slice or bar: a label and its count. */
export interface Share {
  label: string;
  count: number;
}

const axisDate = (date: string) => date.slice(5);

/**
 * A ring of shares (`unit` after each count in the tooltip).
 *
 * @example ringOption('性别', [{ label: '男', count: 3 }], '人', palette)
 */
export function ringOption(name: string, shares: readonly Share[], unit: string, palette: Palette): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'item', formatter: `{b}: {c} ${unit} ({d}%)` },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['38%', '50%'],
        label: { show: false },
        data: shares.map((share) => ({ name: share.label, value: share.count })),
      },
    ],
  };
}

/**
 * Horizontal bars, largest on top.
 *
 * @example barOption('订单数', [{ label: '杭州店', count: 12 }], palette)
 */
export function barOption(name: string, shares: readonly Share[], palette: Palette): EChartsCoreOption {
  const ordered = [...shares].reverse();
  return {
    color: [...palette],
    tooltip: { trigger: 'axis' },
    grid: { left: 150, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: ordered.map((share) => share.label),
      axisLabel: { width: 140, overflow: 'truncate' },
    },
    series: [{ name, type: 'bar', barMaxWidth: 18, data: ordered.map((share) => share.count) }],
  };
}

/**
 * Orders as bars and GMV as a line on its own axis, one point per day.
 *
 * @example orderTrendOption([{ date: '2026-11-23', orderCount: 3, gmv: 120 }], palette)
 */
export function orderTrendOption(
  daily: readonly { date: string; orderCount: number; gmv: number }[],
  palette: Palette,
): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'axis' },
    legend: { data: ['订单数', '成交额'], top: 0 },
    grid: { left: 48, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: daily.map((point) => axisDate(point.date)) },
    yAxis: [
      { type: 'value', name: '订单数', minInterval: 1 },
      { type: 'value', name: '金额(元)', splitLine: { show: false } },
    ],
    series: [
      { name: '订单数', type: 'bar', barMaxWidth: 16, data: daily.map((point) => point.orderCount) },
      { name: '成交额', type: 'line', yAxisIndex: 1, smooth: true, data: daily.map((point) => point.gmv) },
    ],
  };
}

/**
 * New customers per day as an area line.
 *
 * @example userTrendOption([{ date: '2026-11-23', userCount: 2 }], palette)
 */
export function userTrendOption(
  daily: readonly { date: string; userCount: number }[],
  palette: Palette,
): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: daily.map((point) => axisDate(point.date)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: '新增用户',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: daily.map((p) => p.userCount),
      },
    ],
  };
}
