import type { CellRef } from '../model';
import type { ColumnLayout } from './column-layout';

export interface RevealInput {
  /** Position of the row among the displayed rows. */
  index: number;
  column: string | undefined;
  rowHeight: number;
  /** Sticky header and footer heights (they cover the scroller's edges). */
  headerHeight: number;
  footerHeight: number;
  layout: ColumnLayout;
}

/**
 * Scrolls the grid just enough to show a cell below the sticky header, above the footer and beside
 * the fixed columns (the row only when `column` is omitted or fixed).
 */
export function revealCell(element: HTMLElement, input: RevealInput): void {
  const { index, rowHeight, layout } = input;
  const body = element.clientHeight - input.headerHeight - input.footerHeight;
  const top = index * rowHeight;
  if (top < element.scrollTop) element.scrollTop = top;
  else if (top + rowHeight > element.scrollTop + body) element.scrollTop = top + rowHeight - body;
  const laid = input.column === undefined ? undefined : layout.byKey.get(input.column);
  if (!laid || laid.fixed) return;
  const at = layout.centerOffsets[layout.center.indexOf(laid)] ?? 0;
  const room = element.clientWidth - layout.leftWidth - layout.rightWidth;
  if (at < element.scrollLeft) element.scrollLeft = at;
  else if (at + laid.width > element.scrollLeft + room) element.scrollLeft = at + laid.width - room;
}

/** The drawn element of a cell, if its row and column are in view. */
export function cellElement(scroller: HTMLElement | null, cell: CellRef): HTMLElement | undefined {
  const row = [...(scroller?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find(
    (element) => element.dataset.rowKey === cell.key,
  );
  return [...(row?.querySelectorAll<HTMLElement>('[data-column]') ?? [])].find(
    (element) => element.dataset.column === cell.column,
  );
}

/** Puts the focus in the cell's editor unless it already holds it (alwaysEdit: editors are mounted already). */
export function focusCellEditor(scroller: HTMLElement | null, cell: CellRef): void {
  const element = cellElement(scroller, cell);
  if (!element) return;
  const focused = (element.getRootNode() as Document | ShadowRoot).activeElement;
  if (focused && element.contains(focused)) return;
  element
    .querySelector<HTMLElement>('input, textarea, [tabindex]:not([tabindex="-1"])')
    ?.focus({ preventScroll: true });
}
