import type { CellRef } from '../model';

/** The cell being edited, with the value it held when editing began (Escape restores it). */
export interface EditingCell extends CellRef {
  original: unknown;
  /** The edit was started by the user: the editor takes the focus. */
  autoFocus: boolean;
}

/** Where the user is in the grid: the active cell, the corner a range starts from, the cell in edit mode. */
export interface CursorState {
  active: CellRef | null;
  /** The other corner of the selected range (the active cell is the moving corner); null: no range. */
  anchor: CellRef | null;
  editing: EditingCell | null;
}

export interface CursorStore {
  get(): CursorState;
  set(patch: Partial<CursorState>): void;
  subscribe(listener: () => void): () => void;
}

export const sameCell = (a: CellRef | null | undefined, b: CellRef | null | undefined): boolean =>
  a === b || (!!a && !!b && a.key === b.key && a.column === b.column);

/**
 * A tiny store of the cursor, kept outside React so event handlers read the current state without
 * re-creating callbacks; the body subscribes and hands each row its own slice.
 *
 * @example const cursor = createCursorStore(); cursor.set({ active: { key: '1', column: 'name' } });
 */
export function createCursorStore(): CursorStore {
  let state: CursorState = { active: null, anchor: null, editing: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (
        sameCell(next.active, state.active) &&
        sameCell(next.anchor, state.anchor) &&
        next.editing === state.editing
      ) {
        return;
      }
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
