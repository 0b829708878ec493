import { columnDefaults } from '../cells/column-defaults';
import { STRUCTURAL_TYPES } from '../model/paste-convert';
import type { EditableColumn } from '../types';
import { columnOffsets } from './virtual-range';

/** Width of a value column with neither `width` nor a type minimum. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** docs/widgets-spec.md §9: below 500 px the table scrolls horizontally at 800. */
export const SMALL_SCREEN_WIDTH = 500;
export const SMALL_SCREEN_SCROLL_WIDTH = 800;

export interface LaidColumn {
  column: EditableColumn;
  /** Index among the value columns (keyboard and clipboard order), -1 for structural columns. */
  gridIndex: number;
  structural: boolean;
  width: number;
  fixed: 'left' | 'right' | undefined;
  /** Sticky offset from its side (fixed columns). */
  stick: number;
  /** Last left-fixed or first right-fixed column (draws the edge shadow). */
  edge: boolean;
}

/** Where every column goes: fixed left, scrolling (virtualised), fixed right. */
export interface ColumnLayout {
  left: LaidColumn[];
  center: LaidColumn[];
  right: LaidColumn[];
  /** Offsets of the scrolling columns (`center`), relative to their own start. */
  centerOffsets: number[];
  leftWidth: number;
  rightWidth: number;
  totalWidth: number;
  /** Value columns in order (what `gridIndex` indexes). */
  grid: EditableColumn[];
  byKey: Map<string, LaidColumn>;
}

/** A column's own width in px: a number, `'120px'` / `'120'`, or a percentage of `containerWidth`. */
export function parseWidth(width: number | string | undefined, containerWidth: number): number | undefined {
  if (typeof width === 'number') return Number.isFinite(width) && width > 0 ? width : undefined;
  if (typeof width !== 'string') return undefined;
  const text = width.trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) return Math.round((Number(percent[1]) / 100) * containerWidth) || undefined;
  const px = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
  return px ? Number(px[1]) : undefined;
}

/**
 * Lays out the visible columns: structural columns at their spec widths (60 / 40, 60 with the statistics
 * footer) and fixed left unless said otherwise; value columns at their width or type minimum, and the
 * columns without a width share the room left in `containerWidth`.
 *
 * @example layoutColumns(columns, 1200, false).totalWidth
 */
export function layoutColumns(
  columns: readonly EditableColumn[],
  containerWidth: number,
  withFooter: boolean,
): ColumnLayout {
  const room = containerWidth > 0 && containerWidth < SMALL_SCREEN_WIDTH ? SMALL_SCREEN_SCROLL_WIDTH : containerWidth;
  const visible = columns.filter((column) => column.type !== 'hidden');
  const widths: number[] = [];
  const flexible: number[] = [];
  visible.forEach((column, index) => {
    const defaults = columnDefaults(column.type, withFooter);
    const structural = STRUCTURAL_TYPES.has(column.type);
    const own = structural ? undefined : parseWidth(column.width, room);
    const min = column.minWidth ?? defaults.minWidth ?? 0;
    if (structural) widths.push(defaults.width ?? 40);
    else if (own !== undefined) widths.push(Math.max(own, min));
    else {
      widths.push(Math.max(DEFAULT_COLUMN_WIDTH, min));
      flexible.push(index);
    }
  });
  const used = widths.reduce((sum, width) => sum + width, 0);
  const spare = room - used - 2;
  if (spare > 0 && flexible.length > 0) {
    const share = Math.floor(spare / flexible.length);
    for (const index of flexible) widths[index] = (widths[index] ?? 0) + share;
  }

  const left: LaidColumn[] = [];
  const center: LaidColumn[] = [];
  const right: LaidColumn[] = [];
  const grid: EditableColumn[] = [];
  visible.forEach((column, index) => {
    const structural = STRUCTURAL_TYPES.has(column.type);
    const fixed = column.fixed ?? (structural ? 'left' : undefined);
    const laid: LaidColumn = {
      column,
      gridIndex: structural ? -1 : grid.length,
      structural,
      width: widths[index] ?? DEFAULT_COLUMN_WIDTH,
      fixed,
      stick: 0,
      edge: false,
    };
    if (!structural) grid.push(column);
    (fixed === 'left' ? left : fixed === 'right' ? right : center).push(laid);
  });
  let offset = 0;
  for (const laid of left) {
    laid.stick = offset;
    offset += laid.width;
  }
  const leftWidth = offset;
  offset = 0;
  for (let i = right.length - 1; i >= 0; i--) {
    const laid = right[i] as LaidColumn;
    laid.stick = offset;
    offset += laid.width;
  }
  const rightWidth = offset;
  const lastLeft = left[left.length - 1];
  if (lastLeft && center.length + right.length > 0) lastLeft.edge = true;
  const firstRight = right[0];
  if (firstRight && center.length > 0) firstRight.edge = true;
  const centerOffsets = columnOffsets(center.map((laid) => laid.width));
  const byKey = new Map<string, LaidColumn>();
  for (const laid of [...left, ...center, ...right]) byKey.set(laid.column.key, laid);
  return {
    left,
    center,
    right,
    centerOffsets,
    leftWidth,
    rightWidth,
    totalWidth: leftWidth + (centerOffsets[centerOffsets.length - 1] ?? 0) + rightWidth,
    grid,
    byKey,
  };
}
