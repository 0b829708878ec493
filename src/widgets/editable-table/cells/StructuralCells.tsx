import type { CellComponentProps } from './cell-props';

/**
 * `row-number`: the 1-based row position. The view draws the other structural columns (selection,
 * expand, drag handle) itself: they act on the table, not on a value.
 *
 * @example <RowNumberCell rowIndex={0} ... /> // 1
 */
export function RowNumberCell({ rowIndex }: CellComponentProps) {
  return <span className="et-row-number">{rowIndex + 1}</span>;
}

/** Placeholder for row-checkbox, row-radio, row-expand and row-drag-sort: drawn by the view. */
export function StructuralCell(_props: CellComponentProps) {
  return null;
}
