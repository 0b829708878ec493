export { ComboChart, type ComboChartProps } from './ComboChart';
export { DonutChart, type DonutChartProps } from './DonutChart';
export { DEFAULT_PALETTE } from './palette';
export type { ChartPalette, ComboSeries, DonutItem } from './types';
