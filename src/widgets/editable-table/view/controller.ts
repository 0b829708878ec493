import type { TableModel } from '../model';
import type { EditableTableProps, RowData } from '../types';
import { createCursorController } from './cursor-controller';
import type { CursorStore } from './cursor-store';
import { createRowController } from './row-controller';

export { isEditableColumn } from './cursor-controller';

/** The rows as displayed (tree tables hide collapsed children and show loading placeholders). */
export interface DisplayRows {
  keys: readonly string[];
  /** Position in `keys`, -1 when not displayed. */
  indexOf(key: string): number;
  /** Placeholder rows (tree loading) hold no data. */
  isPlaceholder(key: string): boolean;
}

/** What the controller needs from the rendered view. */
export interface ControllerHost {
  model: TableModel;
  cursor: CursorStore;
  props(): EditableTableProps;
  rows(): DisplayRows;
  /** Scrolls the cell into view (column omitted: only the row). */
  reveal(displayIndex: number, column?: string): void;
  /** Focuses the grid (keyboard navigation target) without scrolling. */
  focusGrid(): void;
  warn(text: string): void;
  /** Tells other pages about a committed row (live table), when connected. */
  sendRow(row: RowData): void;
}

export interface AddOptions {
  index?: number;
  /** Make the first new row's first cell active (and editing when it can be edited). */
  activate?: boolean;
}

/**
 * The behaviour of the grid, independent of React: cursor moves, edit mode, selection, row operations,
 * clipboard. Views call it from event handlers; it reads the current props and rows through `host`.
 *
 * @example const controller = createController(host); controller.activate({ key: '1', column: 'name' });
 */
export function createController(host: ControllerHost) {
  const cells = createCursorController(host);
  return { ...cells, ...createRowController(host, cells) };
}

export type TableController = ReturnType<typeof createController>;
