import type { ComboChartProps, DonutItem } from '../../../widgets/svg-chart';
import type { SeriesPoint } from '../../pages/dashboard/home-api';
import { count, yuan } from './figures';

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

/** What a `ComboChart` needs besides its label: the data and how its axes and tooltip read. */
export type ComboData = Pick<
  ComboChartProps,
  'categories' | 'series' | 'axisNames' | 'integerAxes' | 'valueFormat' | 'categoryName' | 'barMaxWidth'
>;

/**
 * Orders and new customers as bars, GMV as a smooth line on its own axis, one point per day.
 *
 * @example <ComboChart label="近7天订单趋势" {...trendChart(trend.series)} />
 */
export function trendChart(series: readonly SeriesPoint[]): ComboData {
  return {
    categories: series.map((point) => point.date.slice(5)),
    categoryName: '日期',
    axisNames: ['数量', '金额(元)'],
    integerAxes: [true, false],
    series: [
      { name: '订单数', kind: 'bar', values: series.map((point) => point.orderCount) },
      { name: '新增用户', kind: 'bar', values: series.map((point) => point.userCount) },
      { name: '成交额', kind: 'line', axis: 1, smooth: true, values: series.map((point) => point.gmv) },
    ],
    valueFormat: (value, entry) => (entry.axis === 1 ? yuan(value) : count(value)),
  };
}

/**
 * The period's orders by state, as the slices of a ring.
 *
 * @example statusItems([{ label: '待审核', count: 4 }]) // [{ name: '待审核', value: 4 }]
 */
export function statusItems(distribution: readonly { label: string; count: number }[]): DonutItem[] {
  return distribution.map((item) => ({ name: item.label, value: item.count }));
}
