/** One series of a `ComboChart`: a value per category, drawn as bars or a line against axis 0 (left) or 1 (right). */
export interface ComboSeries {
  name: string;
  kind: 'bar' | 'line';
  /** 0: the left axis (default), 1: the right one. */
  axis?: 0 | 1;
  values: readonly number[];
  /** A line through its points on a monotone curve instead of straight segments. */
  smooth?: boolean;
}

/** One slice of a `DonutChart`. */
export interface DonutItem {
  name: string;
  value: number;
}

/** Colours of the series or slices, in order (CSS colours, `var()` allowed). */
export type ChartPalette = readonly string[];
