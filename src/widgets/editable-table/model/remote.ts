import type { RowData } from '../types';
import type { CellRef, RemoteUpdateResult } from './model-types';
import { toRowKey } from './row-ids';
import type { TableState } from './table-state';

/**
 * The live table's rule for a remote row update (`update_vxe_table`) that arrives while the local user
 * edits a cell of that row:
 * - every other field of the row is written at once (the row updates in place);
 * - the remote value of the cell being edited is held, never written over the user's typing;
 * - when the user leaves the cell, the held value is applied if the cell still holds the value it had
 *   when editing began (the user changed nothing, or cancelled); otherwise the local edit is the newer
 *   write and stands, and the held value is dropped;
 * - a newer remote value for the same cell replaces an older held one.
 * Remote updates never change the row key, never add rows and do not touch selection.
 */
export interface EditingTracker {
  get(): CellRef | null;
  held(): (CellRef & { value: unknown }) | null;
  /** Starts editing a cell (leaving the previous one), or leaves with null. */
  set(cell: CellRef | null): void;
  applyRemote(row: RowData): RemoteUpdateResult;
  /** Forgets the edit (rows reset). */
  reset(): void;
}

export function createEditingTracker(
  state: TableState,
  write: (key: string, patch: RowData) => string[],
): EditingTracker {
  let cell: CellRef | null = null;
  let startValue: unknown;
  let held: { value: unknown } | undefined;

  const cellValue = (ref: CellRef) => state.entries.dataOf(ref.key)?.[ref.column];

  function leave() {
    if (cell && held && Object.is(cellValue(cell), startValue)) write(cell.key, { [cell.column]: held.value });
    cell = null;
    held = undefined;
    startValue = undefined;
  }

  return {
    get: () => cell,
    held: () => (cell && held ? { ...cell, value: held.value } : null),
    set(next) {
      if (cell && next && cell.key === next.key && cell.column === next.column) return;
      leave();
      if (!next || !state.entries.has(next.key)) return;
      cell = { ...next };
      startValue = cellValue(cell);
    },
    applyRemote(row) {
      const key = toRowKey(row[state.rowKey]);
      if (key === undefined || !state.entries.has(key)) return { found: false, applied: [], held: [] };
      const patch: RowData = { ...row };
      delete patch[state.rowKey];
      const heldColumns: string[] = [];
      if (cell && cell.key === key && Object.hasOwn(patch, cell.column)) {
        const value = patch[cell.column];
        delete patch[cell.column];
        // Nothing to hold when the cell already shows the remote value.
        if (Object.is(value, cellValue(cell))) held = undefined;
        else {
          held = { value };
          heldColumns.push(cell.column);
        }
      }
      return { found: true, applied: write(key, patch), held: heldColumns };
    },
    reset() {
      cell = null;
      held = undefined;
      startValue = undefined;
    },
  };
}
