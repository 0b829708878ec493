import { parseTsv } from '../model';
import type { AddOptions, ControllerHost } from './controller';
import type { CursorController } from './cursor-controller';
import { isEditableColumn } from './cursor-controller';

/**
 * The rows half of the grid's behaviour: add, insert (throttled), remove, selection, moves, and the
 * clipboard (copy the range, paste a block at the active cell).
 */
export function createRowController(host: ControllerHost, cells: CursorController) {
  const { model, cursor } = host;
  const { gridColumns, columnIndex, firstCell, selectedRange, startEdit, activate, commitEdit, cancelEdit } = cells;

  /** The selected cells as tab-separated text (null: nothing selected). */
  function copy(): string | null {
    const range = selectedRange();
    return range ? model.copyCells(range) : null;
  }

  /** Pastes a block (TSV from Excel/WPS) at the active cell; returns the keys of rows it added. */
  function paste(text: string): string[] {
    const matrix = parseTsv(text);
    if (matrix.length === 0) return [];
    const props = host.props();
    let start = cursor.get().active ?? firstCell();
    const added: string[] = [];
    if (!start) {
      const column = gridColumns()[0];
      if (props.disabled || !column) return [];
      const [key] = model.addRows({});
      if (key === undefined) return [];
      added.push(key);
      start = { key, column: column.key };
    }
    commitEdit();
    const result = model.applyPaste(start.key, start.column, matrix, { grow: !props.disabled });
    added.push(...result.added);
    const rows = Math.max(1, matrix.length);
    const width = Math.max(1, ...matrix.map((line) => line.length));
    const startRow = host.rows().indexOf(start.key);
    const columns = gridColumns();
    const endColumn = columns[Math.min(columns.length - 1, columnIndex(start.column) + width - 1)];
    const endKey = host.rows().keys[Math.min(host.rows().keys.length - 1, startRow + rows - 1)];
    cursor.set({
      anchor: start,
      active: endColumn && endKey !== undefined ? { key: endKey, column: endColumn.key } : start,
    });
    if (result.rejected.length > 0) host.warn(`${result.rejected.length} 个单元格的内容无法识别，已忽略`);
    const changedRows = new Set(result.changed.map((cell) => cell.key));
    for (const key of changedRows) {
      const row = model.getRow(key);
      if (row) host.sendRow(row);
    }
    if (added.length > 0) props.onAdded?.(added.map((key) => model.getRow(key) ?? {}));
    return added;
  }

  function selectionChanged() {
    host.props().onSelectionChange?.(model.getSelectedKeys());
  }

  function add(options: AddOptions = {}): string[] {
    const keys = model.addRows({}, options.index === undefined ? undefined : { index: options.index });
    const first = keys[0];
    if (first !== undefined && options.activate) {
      const column = gridColumns().find((one) => isEditableColumn(one)) ?? gridColumns()[0];
      if (column) {
        const cell = { key: first, column: column.key };
        if (!startEdit(cell, true)) activate(cell);
      }
    }
    host.props().onAdded?.(keys.map((key) => model.getRow(key) ?? {}));
    return keys;
  }

  /** Inserts an empty row at a model index (at most once per 1500 ms: else the 你点击的太快了 warning). */
  function insert(index: number): string | null {
    const result = model.insertRow(index);
    if (!result.inserted) {
      host.warn(result.message);
      return null;
    }
    host.props().onAdded?.([model.getRow(result.key) ?? {}]);
    const column = gridColumns()[0];
    if (column) activate({ key: result.key, column: column.key });
    return result.key;
  }

  function remove(keys: readonly string[]): void {
    if (keys.length === 0) return;
    const editing = cursor.get().editing;
    if (editing && keys.includes(editing.key)) cancelEdit();
    const active = cursor.get().active;
    model.removeRows(keys);
    if (active && keys.includes(active.key)) cursor.set({ active: null, anchor: null });
    host.props().onDeleted?.([...keys]);
    selectionChanged();
  }

  return {
    copy,
    paste,
    add,
    insert,
    remove,
    removeSelected: () => remove([...model.getSelectedKeys()]),
    select(key: string, on: boolean) {
      if (model.select(key, on)) selectionChanged();
    },
    selectOnly(key: string) {
      if (model.isSelected(key) && model.getSelectedKeys().length === 1) return;
      model.selectAll(false);
      model.select(key, true);
      selectionChanged();
    },
    selectAll(on: boolean) {
      model.selectAll(on);
      selectionChanged();
    },
    clearSelection() {
      model.clearSelection();
      selectionChanged();
    },
    moveRow(from: number, to: number): boolean {
      commitEdit();
      return model.moveRow(from, to);
    },
    moveUp: (key: string) => model.moveUp(key),
    moveDown: (key: string) => model.moveDown(key),
  };
}
