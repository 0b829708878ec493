import type { CellRef } from './model-types';
import { bumpRow, positionOf, type TableState } from './table-state';

/** Records (or clears, with undefined) the message of one cell; returns whether it changed. */
export function setCellError(state: TableState, key: string, column: string, message: string | undefined): boolean {
  if (!state.entries.has(key)) return false;
  let row = state.errors.get(key);
  if (message === undefined) {
    if (!row?.delete(column)) return false;
    if (row.size === 0) state.errors.delete(key);
    state.errorsByColumn.get(column)?.delete(key);
    state.errorCount--;
  } else {
    if (row?.get(column) === message) return false;
    if (!row) {
      row = new Map();
      state.errors.set(key, row);
    }
    if (!row.has(column)) {
      state.errorCount++;
      let keys = state.errorsByColumn.get(column);
      if (!keys) {
        keys = new Set();
        state.errorsByColumn.set(column, keys);
      }
      keys.add(key);
    }
    row.set(column, message);
  }
  state.errorSnapshot = undefined;
  bumpRow(state, key);
  state.notifier.mark('errors');
  return true;
}

/** Drops every error (rows with errors get a new version). */
export function clearAllErrors(state: TableState): void {
  if (state.errorCount === 0) return;
  for (const key of state.errors.keys()) bumpRow(state, key);
  state.errors = new Map();
  state.errorsByColumn = new Map();
  state.errorCount = 0;
  state.errorSnapshot = undefined;
  state.notifier.mark('errors');
}

/** Drops the errors of one column (the column was removed). */
export function clearColumnErrors(state: TableState, column: string): void {
  for (const key of [...(state.errorsByColumn.get(column) ?? [])]) setCellError(state, key, column, undefined);
}

/** rowKey -> column -> message; the same object until an error changes. */
export function errorSnapshot(state: TableState): Record<string, Record<string, string>> {
  if (!state.errorSnapshot) {
    const snapshot: Record<string, Record<string, string>> = {};
    for (const [key, row] of state.errors) snapshot[key] = Object.fromEntries(row);
    state.errorSnapshot = snapshot;
  }
  return state.errorSnapshot;
}

/** The first error in row order, then column order. */
export function firstError(state: TableState): (CellRef & { message: string }) | undefined {
  let best: { position: number; key: string; row: Map<string, string> } | undefined;
  for (const [key, row] of state.errors) {
    const position = positionOf(state, key);
    if (!best || position < best.position) best = { position, key, row };
  }
  if (!best) return undefined;
  for (const column of state.columns) {
    const message = best.row.get(column.key);
    if (message !== undefined) return { key: best.key, column: column.key, message };
  }
  const [column, message] = best.row.entries().next().value as [string, string];
  return { key: best.key, column, message };
}
