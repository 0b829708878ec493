import { getCachedDictItems } from '../../../core/dict';
import { EDITABLE_TABLE_DEFAULTS, type EditableColumn, type RowData, type TableValues } from '../types';
import { type ClipboardHost, copyRange, pasteBlock } from './clipboard';
import { clearAllErrors, clearColumnErrors, errorSnapshot, firstError } from './errors';
import type { TableModel, TableModelOptions } from './model-types';
import { STRUCTURAL_TYPES } from './paste-convert';
import { createEditingTracker } from './remote';
import { toRowKey } from './row-ids';
import { insertRows, loadEntries, moveRowAt, removeRowKeys } from './row-operations';
import { createSelection } from './selection';
import { EMPTY_STATISTICS } from './statistics';
import { TableValidationFailure } from './table-error';
import {
  accumulatorOf,
  applyColumns,
  createState,
  positionOf,
  RowEntries,
  setKeys,
  type TableState,
  writeRow,
} from './table-state';
import { createThrottleGate, INSERT_TOO_FAST_MESSAGE } from './throttle';
import {
  firstSyncProblem,
  recheckDuplicates,
  revalidateAfterChange,
  type ValidationRuns,
  validateAll,
  validateCellAt,
} from './validation';

/** Static options, then the cached items of the column's dictionary (no request: paste must be sync). */
function defaultResolveOptions(column: EditableColumn) {
  const items = column.dictCode ? getCachedDictItems(column.dictCode.trim()) : undefined;
  if (!items) return column.options;
  const own = column.options ?? [];
  const seen = new Set(own.map((option) => String(option.value)));
  return [...own, ...items.filter((item) => !seen.has(item.value))];
}

function loadRows(state: TableState, rows: readonly RowData[]): void {
  state.entries = new RowEntries(++state.clock);
  state.selected = new Set();
  state.selectedSnapshot = undefined;
  state.disabledCount = 0;
  state.deleteIds = [];
  clearAllErrors(state);
  applyColumns(state, state.columns, state.dragSort);
  setKeys(state, loadEntries(state, rows));
  state.notifier.mark('selection');
  state.notifier.mark('statistics');
  state.notifier.markAllRows();
}

/**
 * Creates the store of one editable table (framework-free; see `TableModel` for how a view subscribes).
 *
 * @example
 * const model = createTableModel({ columns, rows: order.lines, tabKey: 'lines' });
 * model.setValue(model.getRowKeys()[0], 'price', 12.5);
 * await model.validateTable(); // { rows, deleteIds } or rejects with TableValidationFailure
 */
export function createTableModel(options: TableModelOptions): TableModel {
  const state = createState({
    rowKey: options.rowKey ?? EDITABLE_TABLE_DEFAULTS.rowKey,
    dragSortKey: options.dragSortKey ?? EDITABLE_TABLE_DEFAULTS.dragSortKey,
    dragSort: options.dragSort,
    columns: options.columns,
    disabledRule: options.disabledRows,
  });
  const { notifier } = state;
  const runs: ValidationRuns = new Map();
  const blurTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const insertGate = createThrottleGate(EDITABLE_TABLE_DEFAULTS.insertThrottleMs);
  const resolveOptions = options.resolveOptions ?? defaultResolveOptions;
  let gridColumns: readonly EditableColumn[] | undefined;

  function writeCells(key: string, patch: RowData): string[] {
    const changed = writeRow(state, key, patch);
    if (changed.size > 0) revalidateAfterChange(state, runs, key, changed);
    return [...changed.keys()];
  }

  const selection = createSelection(state);
  const editing = createEditingTracker(state, writeCells);

  const addRows: TableModel['addRows'] = (rows, addOptions) => {
    const list = rows === undefined ? [{}] : Array.isArray(rows) ? rows : [rows];
    return notifier.batch(() => insertRows(state, list, addOptions?.index));
  };

  const clipboardHost: ClipboardHost = {
    state,
    gridColumns: () => model.getGridColumns(),
    optionsOf: resolveOptions,
    addRows: (count) => addRows(Array.from({ length: count }, () => ({}))),
    writeCells,
    validateCells: (cells) =>
      notifier
        .batch(() => Promise.all(cells.map((cell) => validateCellAt(state, runs, cell.key, cell.column))))
        .then(() => undefined),
  };

  // Rows are the model's immutable snapshots (never mutated here), so they are handed out as they are:
  // copying 100,000 rows would cost more than validating them. New rows are copied without their
  // temporary id.
  function getValues(): TableValues {
    const { entries } = state;
    const rows = state.keys.map((key) => {
      const data = entries.dataOf(key) as RowData;
      if (!entries.isNew(key)) return data;
      const row: RowData = { ...data };
      delete row[state.rowKey];
      return row;
    });
    return { rows, deleteIds: [...state.deleteIds] };
  }

  const model: TableModel = {
    rowKey: state.rowKey,
    dragSortKey: state.dragSortKey,
    tableIndex: options.tableIndex,
    tabKey: options.tabKey,

    getColumns: () => state.columns,
    getColumn: (key) => state.columnMap.get(key),
    setColumns(columns) {
      notifier.batch(() => {
        const kept = new Set(columns.map((column) => column.key));
        for (const column of state.columns) if (!kept.has(column.key)) clearColumnErrors(state, column.key);
        applyColumns(state, columns, options.dragSort);
        gridColumns = undefined;
        notifier.markAllRows();
      });
    },
    getGridColumns() {
      gridColumns ??= state.columns.filter((column) => !STRUCTURAL_TYPES.has(column.type) && column.type !== 'hidden');
      return gridColumns;
    },

    getRowKeys: () => state.keys,
    getRowCount: () => state.keys.length,
    getRow: (key) => state.entries.dataOf(key),
    getRowIndex: (key) => (state.entries.has(key) ? positionOf(state, key) : -1),
    getRowVersion: (key) => state.entries.versionOf(key),
    isNewRow: (key) => state.entries.isNew(key),
    subscribeRow: (key, listener) => notifier.subscribeRow(key, listener),
    subscribeRows: (listener) => notifier.subscribe('rows', listener),

    addRows,
    insertRow(index, row) {
      if (!insertGate()) return { inserted: false, message: INSERT_TOO_FAST_MESSAGE };
      const [key] = addRows(row ?? {}, { index });
      return { inserted: true, key: key as string };
    },
    removeRows(keys) {
      const list = typeof keys === 'string' ? [keys] : keys;
      notifier.batch(() => {
        const editedRow = editing.get()?.key;
        const gone = list.map((key) => state.entries.dataOf(key));
        const removed = removeRowKeys(state, list);
        if (editedRow !== undefined && removed.includes(editedRow)) editing.reset();
        for (const column of state.uniqueColumns) {
          recheckDuplicates(
            state,
            runs,
            column,
            gone.map((data) => data?.[column]),
          );
        }
      });
    },
    removeSelectedRows: () => model.removeRows(selection.keys()),
    moveRow: (from, to) => notifier.batch(() => moveRowAt(state, from, to)),
    moveUp(key) {
      const at = model.getRowIndex(key);
      return at > 0 && model.moveRow(at, at - 1);
    },
    moveDown(key) {
      const at = model.getRowIndex(key);
      return at >= 0 && model.moveRow(at, at + 1);
    },

    select: selection.select,
    selectAll: selection.selectAll,
    isSelected: (key) => state.selected.has(key),
    selectionState: selection.state,
    getSelectedKeys: selection.keys,
    clearSelection: () => selection.selectAll(false),
    subscribeSelection: (listener) => notifier.subscribe('selection', listener),

    isRowDisabled: (key) => state.entries.isDisabled(key),
    setDisabledRows: (rule) => selection.setDisabledRule(rule),

    setValue: (key, column, value) => notifier.batch(() => writeCells(key, { [column]: value }).length > 0),
    setValues(values) {
      notifier.batch(() => {
        for (const { rowKey, values: patch } of values) {
          const key = toRowKey(rowKey);
          if (key !== undefined) writeCells(key, patch);
        }
      });
    },
    setRows(rows) {
      editing.reset();
      for (const timer of blurTimers.values()) clearTimeout(timer);
      blurTimers.clear();
      runs.clear();
      notifier.batch(() => loadRows(state, rows));
    },
    getValues,
    getDeleteIds: () => [...state.deleteIds],

    getError: (key, column) => state.errors.get(key)?.get(column),
    getErrors: () => errorSnapshot(state),
    getErrorCount: () => state.errorCount,
    getFirstError: () => firstError(state),
    firstRuleProblem() {
      const found = firstSyncProblem(state);
      if (!found) return null;
      const title = state.columnMap.get(found.column)?.title ?? found.column;
      return { rowIndex: state.keys.indexOf(found.key), column: found.column, title, message: found.message };
    },
    subscribeErrors: (listener) => notifier.subscribe('errors', listener),
    clearErrors: () => notifier.batch(() => clearAllErrors(state)),
    validateCell: (key, column) => notifier.batch(() => validateCellAt(state, runs, key, column)),
    validateOnBlur(key, column) {
      const id = `${key}\u0000${column}`;
      const cancel = () => {
        clearTimeout(blurTimers.get(id));
        blurTimers.delete(id);
      };
      cancel();
      blurTimers.set(
        id,
        setTimeout(() => {
          blurTimers.delete(id);
          void model.validateCell(key, column);
        }, EDITABLE_TABLE_DEFAULTS.blurValidateDelayMs),
      );
      return cancel;
    },
    async validateTable() {
      const errors = await validateAll(state);
      const first = firstError(state);
      if (first) {
        throw new TableValidationFailure({
          index: options.tableIndex ?? 0,
          ...(options.tabKey === undefined ? {} : { tabKey: options.tabKey }),
          errors,
          message: first.message,
        });
      }
      return getValues();
    },

    getStatistics: (column) => accumulatorOf(state, column)?.read() ?? EMPTY_STATISTICS,
    subscribeStatistics: (listener) => notifier.subscribe('statistics', listener),

    applyPaste: (startKey, startColumn, matrix, pasteOptions) =>
      pasteBlock(clipboardHost, startKey, startColumn, matrix, pasteOptions),
    copyCells: (range) => copyRange(clipboardHost, range),

    setEditing(key, column) {
      notifier.batch(() => editing.set(key === null || column == null ? null : { key, column }));
    },
    getEditing: () => editing.get(),
    getHeldRemote: () => editing.held(),
    applyRemoteUpdate: (row) => notifier.batch(() => editing.applyRemote(row)),

    dispose() {
      for (const timer of blurTimers.values()) clearTimeout(timer);
      blurTimers.clear();
    },
  };

  notifier.batch(() => loadRows(state, options.rows ?? []));
  return model;
}
