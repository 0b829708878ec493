import { EDITABLE_TABLE_DEFAULTS, type EditableColumn, type RowData } from '../types';
import { DEFAULT_CUSTOM_VALUE, STRUCTURAL_TYPES } from './paste-convert';
import { createTempId, toRowKey } from './row-ids';
import {
  addEntry,
  deleteEntry,
  positionOf,
  RowEntry,
  refreshDisabled,
  setKeys,
  type TableState,
  writeRow,
} from './table-state';

const MAX_KEY_LENGTH = EDITABLE_TABLE_DEFAULTS.rowKeyMaxLength;

/**
 * The values of a new row: each column's `defaultValue`; a checkbox without one starts unchecked
 * (checked with `defaultChecked`), as its `customValue` pair says.
 */
export function defaultRow(columns: readonly EditableColumn[]): RowData {
  const row: RowData = {};
  for (const column of columns) {
    if (STRUCTURAL_TYPES.has(column.type)) continue;
    if (column.defaultValue !== undefined) {
      row[column.key] = Array.isArray(column.defaultValue) ? [...column.defaultValue] : column.defaultValue;
    } else if (column.type === 'checkbox') {
      const [checked, unchecked] = column.customValue ?? DEFAULT_CUSTOM_VALUE;
      row[column.key] = column.defaultChecked ? checked : unchecked;
    }
  }
  return row;
}

/**
 * Creates the entry of a row: its key is its id cut to 50 characters; a row without an id gets a
 * temporary one (`new_…`, written into the row) and counts as new. A row whose key is already taken
 * keeps its id but gets a temporary key. Loaded rows (`isAdded` false) are kept as given, not copied
 * (the model never mutates a row object; every change makes a new one), which keeps loading 100,000
 * rows cheap; added rows are built from the column defaults.
 */
export function createEntry(state: TableState, row: RowData, isAdded: boolean): string {
  let data: RowData = isAdded ? { ...defaultRow(state.columns), ...row } : row;
  let key = toRowKey(data[state.rowKey]);
  let isNew = false;
  if (key === undefined) {
    key = createTempId(state.entries);
    data = { ...data, [state.rowKey]: key };
    isNew = true;
  } else if (state.entries.has(key)) {
    key = createTempId(state.entries);
  }
  addEntry(state, key, data, isNew);
  return key;
}

/**
 * The entries of rows being loaded (the table is empty, its indexes and sums not built yet), in one
 * tight loop: a row whose id is a plain key goes straight in, as its data alone unless a disabled rule
 * must be read (`RowEntries.load`); the rest (no id, long id, an id already taken) go through
 * `createEntry`. Loading 100,000 rows is on the first screen's path.
 */
export function loadEntries(state: TableState, rows: readonly RowData[]): string[] {
  const keys = new Array<string>(rows.length);
  const { entries, rowKey } = state;
  const checkDisabled = !!state.disabledRule;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as RowData;
    const id = row[rowKey];
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_KEY_LENGTH || entries.has(id)) {
      keys[i] = createEntry(state, row, false);
      continue;
    }
    if (checkDisabled) {
      const entry = new RowEntry(row, ++state.clock, false, false);
      entries.set(id, entry);
      refreshDisabled(state, id, entry);
    } else {
      entries.load(id, row);
    }
    keys[i] = id;
  }
  if (state.statisticsColumns.size > 0) state.notifier.mark('statistics');
  return keys;
}

/** Writes 1, 2, 3… into the sort key of every row from position `from` on (only changed rows are touched). */
export function renumber(state: TableState, from = 0): void {
  const { keys, dragSortKey } = state;
  for (let i = Math.max(0, from); i < keys.length; i++) {
    const key = keys[i] as string;
    const data = state.entries.dataOf(key);
    if (data && data[dragSortKey] !== i + 1) writeRow(state, key, { [dragSortKey]: i + 1 });
  }
}

/** Adds rows at `index` (default: the end); returns their keys. */
export function insertRows(state: TableState, rows: readonly RowData[], index?: number): string[] {
  const at = index === undefined ? state.keys.length : Math.min(Math.max(0, Math.trunc(index)), state.keys.length);
  const added = rows.map((row) => createEntry(state, row, true));
  const keys = [...state.keys];
  keys.splice(at, 0, ...added);
  setKeys(state, keys);
  if (state.dragSort) renumber(state, at);
  return added;
}

/** Removes rows; persisted ones (not temporary) are remembered in `deleteIds` by their full id. */
export function removeRowKeys(state: TableState, keys: readonly string[]): string[] {
  const removed: string[] = [];
  let first = Number.POSITIVE_INFINITY;
  for (const key of keys) {
    if (!state.entries.has(key)) continue;
    first = Math.min(first, positionOf(state, key));
    const entry = deleteEntry(state, key);
    if (!entry) continue;
    removed.push(key);
    if (!entry.isNew) state.deleteIds.push(String(entry.data[state.rowKey]));
  }
  if (removed.length === 0) return removed;
  const gone = new Set(removed);
  setKeys(
    state,
    state.keys.filter((key) => !gone.has(key)),
  );
  if (state.dragSort) renumber(state, first);
  return removed;
}

/** Moves the row at `from` to position `to` and renumbers the sort key from 1. */
export function moveRowAt(state: TableState, from: number, to: number): boolean {
  const count = state.keys.length;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= count || to >= count) {
    return false;
  }
  if (from === to) return false;
  const keys = [...state.keys];
  const [moved] = keys.splice(from, 1);
  keys.splice(to, 0, moved as string);
  setKeys(state, keys);
  renumber(state);
  return true;
}
