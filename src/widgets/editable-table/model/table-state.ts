import { type ColumnIndex, createColumnIndex } from '../../../core/validation';
import type { EditableColumn, RowData } from '../types';
import { needsUniqueIndex } from './cell-check';
import { type DisabledRowsRule, isDisabledRow } from './disabled-rows';
import { createNotifier, type Notifier } from './notifier';
import { RowEntries, RowEntry } from './row-entries';
import { type ColumnAccumulator, createAccumulator, hasStatistics } from './statistics';

export { RowEntries, RowEntry };

/** The model's internal state, shared by its modules (not public). */
export interface TableState {
  readonly rowKey: string;
  readonly dragSortKey: string;
  dragSort: boolean;
  columns: readonly EditableColumn[];
  columnMap: Map<string, EditableColumn>;
  /** Columns with validateRules. */
  ruleColumns: EditableColumn[];
  /** Columns whose rules ask for uniqueness, and those with footer statistics. */
  uniqueColumns: Set<string>;
  statisticsColumns: Set<string>;
  /** Built on first use (a validation, a footer read), then kept in step with every change. */
  uniqueIndexes: Map<string, ColumnIndex>;
  accumulators: Map<string, ColumnAccumulator>;
  entries: RowEntries;
  keys: readonly string[];
  /** key -> position, rebuilt lazily after an order change. */
  positions: Map<string, number> | undefined;
  deleteIds: string[];
  selected: Set<string>;
  selectedSnapshot: string[] | undefined;
  disabledCount: number;
  disabledRule: DisabledRowsRule;
  errors: Map<string, Map<string, string>>;
  errorsByColumn: Map<string, Set<string>>;
  errorCount: number;
  errorSnapshot: Record<string, Record<string, string>> | undefined;
  /** All row data in order, for custom handlers' `rows`; dropped on any change. */
  rowsSnapshot: RowData[] | undefined;
  notifier: Notifier;
  clock: number;
}

export function createState(input: {
  rowKey: string;
  dragSortKey: string;
  dragSort: boolean | undefined;
  columns: readonly EditableColumn[];
  disabledRule: DisabledRowsRule;
}): TableState {
  const state: TableState = {
    rowKey: input.rowKey,
    dragSortKey: input.dragSortKey,
    dragSort: false,
    columns: [],
    columnMap: new Map(),
    ruleColumns: [],
    uniqueColumns: new Set(),
    statisticsColumns: new Set(),
    uniqueIndexes: new Map(),
    accumulators: new Map(),
    entries: new RowEntries(0),
    keys: [],
    positions: undefined,
    deleteIds: [],
    selected: new Set(),
    selectedSnapshot: undefined,
    disabledCount: 0,
    disabledRule: input.disabledRule,
    errors: new Map(),
    errorsByColumn: new Map(),
    errorCount: 0,
    errorSnapshot: undefined,
    rowsSnapshot: undefined,
    notifier: createNotifier(),
    clock: 0,
  };
  applyColumns(state, input.columns, input.dragSort);
  return state;
}

/** Sets the columns; unique indexes and statistics are dropped and rebuilt on their next use. */
export function applyColumns(state: TableState, columns: readonly EditableColumn[], dragSort?: boolean): void {
  state.columns = columns;
  state.columnMap = new Map(columns.map((column) => [column.key, column]));
  state.ruleColumns = columns.filter((column) => (column.validateRules?.length ?? 0) > 0);
  state.dragSort = dragSort ?? columns.some((column) => column.type === 'row-drag-sort');
  state.uniqueColumns = new Set(columns.filter((c) => needsUniqueIndex(c.validateRules)).map((c) => c.key));
  state.statisticsColumns = new Set(columns.filter(hasStatistics).map((column) => column.key));
  state.uniqueIndexes = new Map();
  state.accumulators = new Map();
  state.notifier.mark('statistics');
}

/** The unique index of a column, built in one pass on first use; undefined for columns without a unique rule. */
export function uniqueIndexOf(state: TableState, column: string): ColumnIndex | undefined {
  if (!state.uniqueColumns.has(column)) return undefined;
  let index = state.uniqueIndexes.get(column);
  if (!index) {
    index = createColumnIndex();
    const built = index;
    state.entries.forEachData((data) => built.add(data[column]));
    state.uniqueIndexes.set(column, index);
  }
  return index;
}

/**
 * The statistics of a column; undefined for columns without statistics. On first use every statistics
 * column is summed, in one pass over the rows (the footer reads them all at once, and a pass over
 * 100,000 rows costs more in reaching each row than in adding its values).
 */
export function accumulatorOf(state: TableState, column: string): ColumnAccumulator | undefined {
  if (!state.statisticsColumns.has(column)) return undefined;
  const built = state.accumulators.get(column);
  if (built) return built;
  const missing = [...state.statisticsColumns].filter((key) => !state.accumulators.has(key));
  const accumulators = missing.map(() => createAccumulator());
  const count = missing.length;
  state.entries.forEachData((data) => {
    for (let i = 0; i < count; i++) (accumulators[i] as ColumnAccumulator).add(data[missing[i] as string]);
  });
  missing.forEach((key, i) => {
    state.accumulators.set(key, accumulators[i] as ColumnAccumulator);
  });
  return state.accumulators.get(column);
}

function trackRow(state: TableState, data: RowData, how: 'add' | 'remove'): void {
  if (state.uniqueIndexes.size > 0) for (const [key, index] of state.uniqueIndexes) index[how](data[key]);
  if (state.accumulators.size > 0) for (const [key, accumulator] of state.accumulators) accumulator[how](data[key]);
}

/** A new version for a row that changed in any way (data, errors, selection, disabled). */
export function bumpRow(state: TableState, key: string): void {
  const entry = state.entries.get(key);
  if (!entry) return;
  entry.version = ++state.clock;
  state.notifier.markRow(key);
}

/** Re-reads the disabled rule for a row; a row that becomes disabled is deselected. */
export function refreshDisabled(state: TableState, key: string, entry: RowEntry): boolean {
  const disabled = isDisabledRow(entry.data, state.disabledRule);
  if (disabled === entry.disabled) return false;
  entry.disabled = disabled;
  state.disabledCount += disabled ? 1 : -1;
  if (disabled && state.selected.delete(key)) {
    state.selectedSnapshot = undefined;
    state.notifier.mark('selection');
  }
  state.notifier.mark('selection');
  return true;
}

/** Replaces the order (a new array, so `getRowKeys` snapshots change). */
export function setKeys(state: TableState, keys: readonly string[]): void {
  state.keys = keys;
  state.positions = undefined;
  state.selectedSnapshot = undefined;
  state.rowsSnapshot = undefined;
  state.notifier.mark('rows');
}

export function positionOf(state: TableState, key: string): number {
  if (!state.positions) {
    const positions = new Map<string, number>();
    for (const [i, one] of state.keys.entries()) positions.set(one, i);
    state.positions = positions;
  }
  return state.positions.get(key) ?? -1;
}

/** Adds entries (not yet placed in the order: the caller sets the keys). */
export function addEntry(state: TableState, key: string, data: RowData, isNew: boolean): void {
  const entry = new RowEntry(data, ++state.clock, isNew, false);
  state.entries.set(key, entry);
  refreshDisabled(state, key, entry);
  trackRow(state, data, 'add');
  if (state.statisticsColumns.size > 0) state.notifier.mark('statistics');
}

/** Drops an entry with its selection, errors and indexed values (the caller sets the keys). */
export function deleteEntry(state: TableState, key: string): RowEntry | undefined {
  const entry = state.entries.get(key);
  if (!entry) return undefined;
  trackRow(state, entry.data, 'remove');
  if (entry.disabled) state.disabledCount--;
  state.entries.delete(key);
  if (state.selected.delete(key)) {
    state.selectedSnapshot = undefined;
    state.notifier.mark('selection');
  }
  const errors = state.errors.get(key);
  if (errors) {
    for (const column of errors.keys()) state.errorsByColumn.get(column)?.delete(key);
    state.errorCount -= errors.size;
    state.errors.delete(key);
    state.errorSnapshot = undefined;
    state.notifier.mark('errors');
  }
  if (state.statisticsColumns.size > 0) state.notifier.mark('statistics');
  return entry;
}

/**
 * Writes the fields of `patch` into a row: a new data object, the unique indexes and statistics
 * updated for the changed fields only (O(fields), whatever the table size). Returns the previous
 * values of the fields that changed (empty: nothing changed).
 */
export function writeRow(state: TableState, key: string, patch: RowData): Map<string, unknown> {
  const changed = new Map<string, unknown>();
  const entry = state.entries.get(key);
  if (!entry) return changed;
  const previous = entry.data;
  for (const field of Object.keys(patch)) {
    if (field === state.rowKey) continue;
    if (!Object.is(previous[field], patch[field])) changed.set(field, previous[field]);
  }
  if (changed.size === 0) return changed;
  const next: RowData = { ...previous };
  for (const field of changed.keys()) next[field] = patch[field];
  let statistics = false;
  for (const [field, before] of changed) {
    state.uniqueIndexes.get(field)?.replace(before, next[field]);
    const accumulator = state.accumulators.get(field);
    if (accumulator) {
      accumulator.remove(before);
      accumulator.add(next[field]);
      statistics = true;
    }
  }
  entry.data = next;
  refreshDisabled(state, key, entry);
  state.rowsSnapshot = undefined;
  bumpRow(state, key);
  if (statistics) state.notifier.mark('statistics');
  return changed;
}

/** Row data in order (shared by custom handlers), rebuilt only after a change. */
export function rowsInOrder(state: TableState): RowData[] {
  if (!state.rowsSnapshot) {
    state.rowsSnapshot = state.keys.map((key) => state.entries.dataOf(key) as RowData);
  }
  return state.rowsSnapshot;
}
