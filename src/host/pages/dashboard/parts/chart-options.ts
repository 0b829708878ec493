import type { EChartsCoreOption } from 'echarts/core';
import type { SeriesPoint } from '../home-api';

/** Colours of the charts; the first is the theme's primary colour. */
export type Palette = readonly string[];

const FALLBACK: Palette = ['#165DFF', '#14C9C9', '#F7BA1E', '#722ED1', '#F53F3F', '#3491FA', '#FF7D00', '#00B42A'];

/**
 * The chart colours, starting with Arco's `--primary-6` as the settings drawer set it.
 *
 * @example chartPalette(document.body)[0] // 'rgb(22,93,255)'
 */
export function chartPalette(
  element: Element | null = typeof document === 'undefined' ? null : document.body,
): Palette {
  if (!element || typeof getComputedStyle === 'undefined') return FALLBACK;
  const primary = getComputedStyle(element).getPropertyValue('--primary-6').trim();
  return primary ? [`rgb(${primary})`, ...FALLBACK.slice(1)] : FALLBACK;
}

/** True when a series has nothing to draw (the card shows its empty state instead). */
export function isEmptySeries(series: readonly SeriesPoint[]): boolean {
  return series.every((point) => point.orderCount === 0 && point.gmv === 0 && point.userCount === 0);
}

const axisDate = (date: string) => date.slice(5);

/**
 * Orders and new customers as bars, GMV as a line on its own axis, one point per day.
 *
 * @example chart.setOption(trendOption(trend.series))
 */
export function trendOption(series: readonly SeriesPoint[], palette: Palette = FALLBACK): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'axis' },
    legend: { data: ['订单数', '新增用户', '成交额'], top: 0 },
    grid: { left: 48, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: series.map((point) => axisDate(point.date)) },
    yAxis: [
      { type: 'value', name: '数量', minInterval: 1 },
      { type: 'value', name: '金额(元)', splitLine: { show: false } },
    ],
    series: [
      { name: '订单数', type: 'bar', barMaxWidth: 18, data: series.map((point) => point.orderCount) },
      { name: '新增用户', type: 'bar', barMaxWidth: 18, data: series.map((point) => point.userCount) },
      { name: '成交额', type: 'line', yAxisIndex: 1, smooth: true, data: series.map((point) => point.gmv) },
    ],
  };
}

/**
 * The period's orders by state as a ring.
 *
 * @example statusOption([{ label: '待审核', count: 4 }])
 */
export function statusOption(
  distribution: readonly { label: string; count: number }[],
  palette: Palette = FALLBACK,
): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'item', formatter: '{b}: {c} 单 ({d}%)' },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        name: '订单状态',
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['38%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: distribution.map((item) => ({ name: item.label, value: item.count })),
      },
    ],
  };
}
