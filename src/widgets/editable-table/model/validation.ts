import { indexKey } from '../../../core/validation';
import type { EditableColumn, RowData } from '../types';
import { type CellVerdict, checkCell } from './cell-check';
import { errorSnapshot, setCellError } from './errors';
import { rowsInOrder, type TableState, uniqueIndexOf } from './table-state';

const cellId = (key: string, column: string) => `${key}\u0000${column}`;

/** Per-cell run numbers, so a slow async verdict never overwrites a newer one. */
export type ValidationRuns = Map<string, number>;

let lastRun = 0;

/** What checking the cells of one column needs, looked up once per column. */
interface ColumnCheck {
  column: EditableColumn;
  needsRows: boolean;
}

function columnCheck(column: EditableColumn): ColumnCheck {
  return { column, needsRows: (column.validateRules ?? []).some((rule) => rule.handler !== undefined) };
}

function verdictOf(state: TableState, data: RowData, check: ColumnCheck): CellVerdict {
  const { column } = check;
  return checkCell({
    value: data[column.key],
    column,
    row: data,
    rows: check.needsRows ? rowsInOrder(state) : [],
    rules: column.validateRules,
    index: uniqueIndexOf(state, column.key),
  });
}

/**
 * Validates one cell and records its error. Sync rules settle before this returns (the promise is
 * already resolved); async handlers settle later, and only the latest run of a cell is recorded.
 */
export function validateCellAt(
  state: TableState,
  runs: ValidationRuns,
  key: string,
  columnKey: string,
): Promise<string | undefined> {
  const column = state.columnMap.get(columnKey);
  if (!column || !state.entries.has(key)) return Promise.resolve(undefined);
  const id = cellId(key, columnKey);
  const run = ++lastRun;
  runs.set(id, run);
  const verdict = verdictOf(state, state.entries.dataOf(key) as RowData, columnCheck(column));
  if (!(verdict instanceof Promise)) {
    setCellError(state, key, columnKey, verdict);
    return Promise.resolve(verdict);
  }
  return verdict.then((message) => {
    if (runs.get(id) === run) setCellError(state, key, columnKey, message);
    return message;
  });
}

/**
 * Re-checks the cells of a unique column flagged as duplicates of one of `values` (after an edit or a
 * removal, fixing one duplicate clears its twin). Only flagged cells are visited, never the column.
 */
export function recheckDuplicates(
  state: TableState,
  runs: ValidationRuns,
  columnKey: string,
  values: readonly unknown[],
  except?: string,
): void {
  const flagged = state.errorsByColumn.get(columnKey);
  if (!state.uniqueColumns.has(columnKey) || !flagged || flagged.size === 0) return;
  const wanted = new Set(values.map(indexKey));
  wanted.delete(undefined);
  if (wanted.size === 0) return;
  for (const other of [...flagged]) {
    if (other !== except && wanted.has(indexKey(state.entries.dataOf(other)?.[columnKey]))) {
      void validateCellAt(state, runs, other, columnKey);
    }
  }
}

/**
 * After cells of a row changed: cells that show an error are checked again (so a fixed value loses its
 * message as the user types), and so are the duplicates flagged for the old or new value.
 */
export function revalidateAfterChange(
  state: TableState,
  runs: ValidationRuns,
  key: string,
  changed: ReadonlyMap<string, unknown>,
): void {
  const rowErrors = state.errors.get(key);
  for (const [columnKey, before] of changed) {
    if (rowErrors?.has(columnKey)) void validateCellAt(state, runs, key, columnKey);
    recheckDuplicates(state, runs, columnKey, [before, state.entries.dataOf(key)?.[columnKey]], key);
  }
}

/**
 * Validates every cell with rules and replaces the recorded errors. Sync verdicts are taken in one
 * pass (no promise per cell); only cells whose handlers return promises are awaited.
 */
export async function validateAll(state: TableState): Promise<Record<string, Record<string, string>>> {
  const found = new Map<string, Map<string, string>>();
  const record = (key: string, column: string, message: string | undefined) => {
    if (message === undefined) return;
    let row = found.get(key);
    if (!row) {
      row = new Map();
      found.set(key, row);
    }
    row.set(column, message);
  };
  const pending: Promise<void>[] = [];
  const checks = state.ruleColumns.map(columnCheck);
  // Map order is not row order, which does not matter here: errors are keyed, not listed.
  state.entries.forEachData((data, key) => {
    for (const check of checks) {
      const verdict = verdictOf(state, data, check);
      if (verdict === undefined) continue;
      const column = check.column.key;
      if (verdict instanceof Promise) pending.push(verdict.then((message) => record(key, column, message)));
      else record(key, column, verdict);
    }
  });
  if (pending.length > 0) await Promise.all(pending);
  state.notifier.batch(() => {
    for (const [key, row] of state.errors) {
      for (const column of [...row.keys()]) {
        if (!found.get(key)?.has(column)) setCellError(state, key, column, undefined);
      }
    }
    for (const [key, row] of found) for (const [column, message] of row) setCellError(state, key, column, message);
  });
  return errorSnapshot(state);
}

/**
 * The first cell, in row then column order, that its synchronous rules refuse: what a native form asks
 * before it submits (the custom element's validity). Records nothing; rules with async handlers are
 * `validateTable()`'s, not this check's.
 */
export function firstSyncProblem(state: TableState): { key: string; column: string; message: string } | undefined {
  const checks = state.ruleColumns.map(columnCheck);
  for (const key of state.keys) {
    const data = state.entries.dataOf(key);
    if (!data) continue;
    for (const check of checks) {
      const verdict = verdictOf(state, data, check);
      if (typeof verdict === 'string') return { key, column: check.column.key, message: verdict };
    }
  }
  return undefined;
}
