import type { ChartPalette } from './types';

/** The theme's primary colour, then Arco's data colours: follows theme and dark mode with no code. */
export const DEFAULT_PALETTE: ChartPalette = [
  'rgb(var(--primary-6))',
  '#14C9C9',
  '#F7BA1E',
  '#722ED1',
  '#F53F3F',
  '#3491FA',
  '#FF7D00',
  '#00B42A',
];

/**
 * The colour of the `index`-th series, the palette repeating.
 *
 * @example colorAt(['red', 'blue'], 3) // 'blue'
 */
export function colorAt(palette: ChartPalette, index: number): string {
  return palette[index % palette.length] ?? DEFAULT_PALETTE[0] ?? 'currentColor';
}

/** How values are written by default: `12,345.6`. */
export const formatNumber = (value: number): string => value.toLocaleString('zh-CN');
