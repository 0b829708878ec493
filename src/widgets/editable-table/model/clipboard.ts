import type { ColumnOption, EditableColumn, RowData } from '../types';
import type { CellRange, CellRef, PasteOptions, PasteResult } from './model-types';
import { convertPastedText, copyText, isPasteable } from './paste-convert';
import { positionOf, type TableState } from './table-state';
import { formatTsv } from './tsv';

/** What the clipboard needs from the model. */
export interface ClipboardHost {
  state: TableState;
  gridColumns(): readonly EditableColumn[];
  optionsOf(column: EditableColumn): readonly ColumnOption[] | undefined;
  addRows(count: number): string[];
  /** Writes several cells of one row; returns the columns that changed. */
  writeCells(key: string, patch: RowData): string[];
  validateCells(cells: readonly CellRef[]): Promise<void>;
}

/**
 * Pastes a block of text cells with its top-left corner on (`startKey`, `startColumn`): grid columns
 * to the right, rows below; rows are added when the block runs past the end (unless `grow` is false).
 * Disabled rows and columns that cannot take text (disabled, display-only, file) keep their value but
 * still take their place in the block, so the block lands where the user sees it. Every pasted cell
 * is validated.
 */
export function pasteBlock(
  host: ClipboardHost,
  startKey: string,
  startColumn: string,
  matrix: readonly (readonly string[])[],
  options: PasteOptions = {},
): PasteResult {
  const result: PasteResult = { changed: [], added: [], rejected: [], validated: Promise.resolve() };
  const { state } = host;
  const rowStart = positionOf(state, startKey);
  const columns = host.gridColumns();
  const columnStart = columns.findIndex((column) => column.key === startColumn);
  if (rowStart < 0 || columnStart < 0 || matrix.length === 0) return result;
  const missing = rowStart + matrix.length - state.keys.length;
  if (missing > 0 && options.grow !== false) result.added = host.addRows(missing);
  const targets = columns.slice(columnStart);
  const pasted: CellRef[] = [];
  state.notifier.batch(() => {
    matrix.forEach((cells, offset) => {
      const key = state.keys[rowStart + offset];
      if (key === undefined || !state.entries.has(key) || state.entries.isDisabled(key)) return;
      const patch: RowData = {};
      cells.forEach((text, i) => {
        const column = targets[i];
        if (!column || !isPasteable(column)) return;
        const conversion = convertPastedText(column, text, host.optionsOf(column));
        if (!conversion.ok) {
          result.rejected.push({ key, column: column.key, text });
          return;
        }
        patch[column.key] = conversion.value;
        pasted.push({ key, column: column.key });
      });
      for (const column of host.writeCells(key, patch)) result.changed.push({ key, column });
    });
  });
  result.validated = host.validateCells(pasted);
  return result;
}

/**
 * The cells of a range as tab-separated text (option columns as their texts), ready for Excel or WPS.
 */
export function copyRange(host: ClipboardHost, range: CellRange): string {
  const { state } = host;
  const columns = host.gridColumns();
  const rows = [positionOf(state, range.anchor.key), positionOf(state, range.focus.key)];
  const cols = [range.anchor.column, range.focus.column].map((key) => columns.findIndex((c) => c.key === key));
  if (rows.some((i) => i < 0) || cols.some((i) => i < 0)) return '';
  const [top, bottom] = [Math.min(...rows), Math.max(...rows)];
  const picked = columns.slice(Math.min(...cols), Math.max(...cols) + 1);
  const optionLists = picked.map((column) => host.optionsOf(column));
  const matrix: string[][] = [];
  for (let i = top; i <= bottom; i++) {
    const data = state.entries.dataOf(state.keys[i] as string) ?? {};
    matrix.push(picked.map((column, c) => copyText(column, data[column.key], optionLists[c])));
  }
  return formatTsv(matrix);
}
