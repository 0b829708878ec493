import { columnDefaults } from '../cells/column-defaults';
import type { CellRef } from '../model';
import type { EditableColumn, RowData } from '../types';
import type { ControllerHost } from './controller';
import { sameCell } from './cursor-store';

/** Whether a column's cells ever enter edit mode. */
export function isEditableColumn(column: EditableColumn | undefined): column is EditableColumn {
  return !!column && !column.disabled && columnDefaults(column.type).editable;
}

/**
 * The cursor half of the grid's behaviour: the active cell and its range, edit mode (start, commit,
 * cancel), keyboard moves and mouse range selection, and writing values.
 *
 * @example const cursor = createCursorController(host); cursor.move(1, 0); cursor.startEdit(cursor.active());
 */
export function createCursorController(host: ControllerHost) {
  const { model, cursor } = host;

  const gridColumns = () => model.getGridColumns();
  const columnIndex = (key: string) => gridColumns().findIndex((column) => column.key === key);

  function canEdit(cell: CellRef): boolean {
    if (host.rows().isPlaceholder(cell.key) || model.isRowDisabled(cell.key)) return false;
    return isEditableColumn(model.getColumn(cell.column));
  }

  function reveal(cell: CellRef) {
    const index = host.rows().indexOf(cell.key);
    if (index >= 0) host.reveal(index, cell.column);
  }

  function activate(cell: CellRef, options: { extend?: boolean; reveal?: boolean } = {}): void {
    const state = cursor.get();
    if (options.extend && state.active) {
      cursor.set({ anchor: state.anchor ?? state.active, active: cell });
    } else {
      cursor.set({ active: cell, anchor: null });
    }
    if (options.reveal !== false) reveal(cell);
  }

  /**
   * Leaves edit mode keeping the value (validated 100 ms later, sent to the live table when changed).
   * With `only`, acts only while that cell is the one editing: a late blur of an editor the user already
   * left must not end the edit that followed.
   */
  function commitEdit(refocus = false, only?: CellRef): void {
    const editing = cursor.get().editing;
    if (!editing || (only && !sameCell(editing, only))) return;
    cursor.set({ editing: null });
    model.setEditing(null);
    model.validateOnBlur(editing.key, editing.column);
    const row = model.getRow(editing.key);
    if (row && !Object.is(row[editing.column], editing.original)) host.sendRow(row);
    if (refocus) host.focusGrid();
  }

  /** Leaves edit mode restoring the value the cell had when editing began (`only`: as for commitEdit). */
  function cancelEdit(refocus = false, only?: CellRef): void {
    const editing = cursor.get().editing;
    if (!editing || (only && !sameCell(editing, only))) return;
    const row = model.getRow(editing.key);
    if (row && !Object.is(row[editing.column], editing.original)) {
      model.setValue(editing.key, editing.column, editing.original);
    }
    cursor.set({ editing: null });
    model.setEditing(null);
    if (refocus) host.focusGrid();
  }

  /** Enters edit mode on a cell (leaving any other); false when the cell cannot be edited. */
  function startEdit(cell: CellRef, autoFocus = true): boolean {
    const current = cursor.get().editing;
    if (sameCell(current, cell)) return true;
    if (!canEdit(cell)) return false;
    if (current) commitEdit();
    const original = model.getRow(cell.key)?.[cell.column];
    cursor.set({ active: cell, anchor: null, editing: { ...cell, original, autoFocus } });
    model.setEditing(cell.key, cell.column);
    reveal(cell);
    return true;
  }

  function firstCell(): CellRef | null {
    const { keys, isPlaceholder } = host.rows();
    const column = gridColumns()[0];
    const key = keys.find((one) => !isPlaceholder(one));
    return column && key !== undefined ? { key, column: column.key } : null;
  }

  /** Moves the active cell by rows and columns (clamped); Shift extends the range. */
  function move(rowDelta: number, columnDelta: number, extend = false): void {
    const active = cursor.get().active;
    const start = active ?? firstCell();
    if (!start) return;
    if (!active) {
      activate(start);
      return;
    }
    const rows = host.rows();
    const columns = gridColumns();
    let index = rows.indexOf(start.key);
    const step = Math.sign(rowDelta);
    let target = Math.min(Math.max(0, index + rowDelta), rows.keys.length - 1);
    while (step !== 0 && target >= 0 && target < rows.keys.length && rows.isPlaceholder(rows.keys[target] as string)) {
      target += step;
    }
    if (target < 0 || target >= rows.keys.length) target = index;
    index = target;
    const column = Math.min(Math.max(0, columnIndex(start.column) + columnDelta), columns.length - 1);
    const key = rows.keys[index];
    const columnKey = columns[column]?.key;
    if (key === undefined || columnKey === undefined) return;
    activate({ key, column: columnKey }, { extend });
  }

  /** Tab / Shift+Tab: the next cell in reading order, wrapping to the next or previous row. */
  function tab(back: boolean): void {
    const active = cursor.get().active;
    if (!active) {
      move(0, 0);
      return;
    }
    const columns = gridColumns();
    const rows = host.rows();
    let column = columnIndex(active.column) + (back ? -1 : 1);
    let index = rows.indexOf(active.key);
    if (column >= columns.length || column < 0) {
      let next = index + (back ? -1 : 1);
      while (next >= 0 && next < rows.keys.length && rows.isPlaceholder(rows.keys[next] as string))
        next += back ? -1 : 1;
      if (next < 0 || next >= rows.keys.length) return;
      index = next;
      column = back ? columns.length - 1 : 0;
    }
    const key = rows.keys[index];
    const columnKey = columns[column]?.key;
    if (key !== undefined && columnKey !== undefined) activate({ key, column: columnKey });
  }

  function selectedRange() {
    const { active, anchor } = cursor.get();
    if (!active) return null;
    return { anchor: anchor ?? active, focus: active };
  }

  function change(cell: CellRef, value: unknown): void {
    if (!model.setValue(cell.key, cell.column, value)) return;
    const column = model.getColumn(cell.column);
    const row = model.getRow(cell.key);
    if (column && row) host.props().onValueChange?.({ row, column, value, rowKey: cell.key });
  }

  function changeRow(key: string, values: RowData): void {
    model.setValues([{ rowKey: key, values }]);
  }

  let selecting = false;
  let dragged = false;
  /** Mouse range selection: press on a cell, move over others, release. */
  const pointerSelect = {
    start(cell: CellRef, extend: boolean) {
      activate(cell, { extend });
      selecting = true;
      dragged = false;
    },
    over(cell: CellRef) {
      if (!selecting || sameCell(cursor.get().active, cell)) return;
      dragged = true;
      activate(cell, { extend: true, reveal: false });
    },
    end() {
      selecting = false;
    },
    /** The last press ended where it began (a click, not a range drag). */
    wasClick: () => !dragged,
  };

  return {
    pointerSelect,
    gridColumns,
    columnIndex,
    firstCell,
    selectedRange,
    canEdit,
    activate,
    startEdit,
    commitEdit,
    cancelEdit,
    move,
    tab,
    change,
    changeRow,
  };
}

export type CursorController = ReturnType<typeof createCursorController>;
