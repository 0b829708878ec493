import type {
  ColumnOption,
  EditableColumn,
  EditableTableHandle,
  EditableTableProps,
  RowData,
  TableValues,
} from '../types';

/** One cell: row key and column key. */
export interface CellRef {
  key: string;
  column: string;
}

/** A rectangle of cells between two corners (any order), over the grid columns (`getGridColumns`). */
export interface CellRange {
  anchor: CellRef;
  focus: CellRef;
}

export type SelectionState = 'none' | 'partial' | 'all';

/** Footer statistics of a column: exact decimal text (合计 / 平均). */
export interface ColumnStatistics {
  /** Exact sum, trailing fraction zeros trimmed ('0' for no numbers). */
  sum: string;
  /** Sum / count of numeric cells, rounded half away from zero to max(2, largest fraction length) decimals. */
  average: string;
  /** Cells holding a number (empty and non-numeric cells are not counted). */
  count: number;
}

export type InsertResult = { inserted: true; key: string } | { inserted: false; message: string };

export interface PasteOptions {
  /** Add rows when the block runs past the last row (default true; pass false for disabled tables). */
  grow?: boolean;
}

/** What `applyPaste` did. */
export interface PasteResult {
  /** Cells whose value changed. */
  changed: CellRef[];
  /** Keys of rows added to hold the block. */
  added: string[];
  /** Cells whose text could not be converted (unknown option, invalid date); left unchanged. */
  rejected: Array<CellRef & { text: string }>;
  /** Settles when every pasted cell is validated (sync rules are applied before `applyPaste` returns). */
  validated: Promise<void>;
}

/** What `applyRemoteUpdate` did. */
export interface RemoteUpdateResult {
  /** false: no row has this key (remote inserts are not propagated). */
  found: boolean;
  /** Columns written now. */
  applied: string[];
  /** Column held back because the local user is editing it (applied on leave only if left unchanged). */
  held: string[];
}

/** Options of `createTableModel`. */
export interface TableModelOptions {
  columns: readonly EditableColumn[];
  rows?: readonly RowData[];
  /** Field holding the row id (default `id`). */
  rowKey?: string;
  /** Field holding the sort number (default `orderNum`). */
  dragSortKey?: string;
  /**
   * Renumber `dragSortKey` from 1 after add, insert and remove too (moves always renumber).
   * Default: true when a `row-drag-sort` column exists.
   */
  dragSort?: boolean;
  disabledRows?: EditableTableProps['disabledRows'];
  /** Index of this table among a form's sub-tables (validateTable's rejection). */
  tableIndex?: number;
  /** Tab that owns this table (validateTable's rejection). */
  tabKey?: string;
  /** Options of a column for paste/copy conversion. Default: `column.options`, then cached `dictCode` items. */
  resolveOptions?: (column: EditableColumn) => readonly ColumnOption[] | undefined;
}

type Listener = () => void;

/**
 * The editable table's framework-free store. Every row has a version that changes whenever its data,
 * errors, selection or disabled state changes, so a view subscribes per row:
 * `useSyncExternalStore((fn) => model.subscribeRow(key, fn), () => model.getRowVersion(key))`.
 * Snapshots (`getRowKeys`, `getRow`, `getErrors`, `getStatistics`, `getSelectedKeys`) keep their identity
 * until they change.
 */
export interface TableModel extends Omit<EditableTableHandle, 'focusFirstError'> {
  readonly rowKey: string;
  readonly dragSortKey: string;
  readonly tableIndex: number | undefined;
  readonly tabKey: string | undefined;

  // columns
  getColumns(): readonly EditableColumn[];
  getColumn(key: string): EditableColumn | undefined;
  /** Replaces the columns (indexes and statistics rebuilt; errors of dropped columns cleared). */
  setColumns(columns: readonly EditableColumn[]): void;
  /** Visible value columns in order: the columns of keyboard navigation and the clipboard. */
  getGridColumns(): readonly EditableColumn[];

  // rows
  getRowKeys(): readonly string[];
  getRowCount(): number;
  getRow(key: string): RowData | undefined;
  /** Position of the row, -1 when absent. */
  getRowIndex(key: string): number;
  /** 0 when absent; changes on data, error, selection and disabled changes of the row. */
  getRowVersion(key: string): number;
  /** Row added here with a generated temporary id. */
  isNewRow(key: string): boolean;
  subscribeRow(key: string, listener: Listener): () => void;
  /** Order and length changes. */
  subscribeRows(listener: Listener): () => void;

  // operations
  addRows(rows?: RowData[] | RowData, options?: { index?: number; setActive?: boolean }): string[];
  /** Inserts an empty row at `index`, at most once per 1500 ms. */
  insertRow(index: number, row?: RowData): InsertResult;
  removeRows(keys: string | readonly string[]): void;
  /** Moves the row at `from` to `to` (indexes), renumbering the sort key from 1. */
  moveRow(from: number, to: number): boolean;
  moveUp(key: string): boolean;
  moveDown(key: string): boolean;

  // selection
  select(key: string, on: boolean): boolean;
  selectAll(on: boolean): void;
  isSelected(key: string): boolean;
  selectionState(): SelectionState;
  subscribeSelection(listener: Listener): () => void;

  // disabled rows
  isRowDisabled(key: string): boolean;
  setDisabledRows(rule: EditableTableProps['disabledRows']): void;

  // values
  /**
   * Sets one cell; false when nothing changed (unknown row, same value). Programmatic: disabled rows and
   * columns are the view's to guard. A cell showing an error is re-checked at once.
   */
  setValue(key: string, column: string, value: unknown): boolean;
  /**
   * Rows in order and deleted ids. Temporary ids are removed (the server reads "no id" as insert).
   * Rows are the model's immutable snapshots, not copies (copying 100,000 rows costs more than validating
   * them): copy a row before changing it.
   */
  getValues(): TableValues;

  // validation
  getError(key: string, column: string): string | undefined;
  /** rowKey -> column -> message. */
  getErrors(): Readonly<Record<string, Readonly<Record<string, string>>>>;
  getErrorCount(): number;
  /** The first error in row and column order, for "jump to error". */
  getFirstError(): (CellRef & { message: string }) | undefined;
  subscribeErrors(listener: Listener): () => void;
  clearErrors(): void;
  /** Validates one cell (first failing rule wins) and records its error. */
  validateCell(key: string, column: string): Promise<string | undefined>;
  /** Validates the cell 100 ms after blur; a later call for the same cell restarts the delay. Returns a cancel. */
  validateOnBlur(key: string, column: string): () => void;

  // statistics
  getStatistics(column: string): ColumnStatistics;
  subscribeStatistics(listener: Listener): () => void;

  // clipboard
  applyPaste(
    startKey: string,
    startColumn: string,
    matrix: readonly (readonly string[])[],
    options?: PasteOptions,
  ): PasteResult;
  copyCells(range: CellRange): string;

  // live table
  /** The cell the local user is editing (null: none). Leaving a cell applies a held remote value if unchanged. */
  setEditing(key: string | null, column?: string | null): void;
  getEditing(): CellRef | null;
  /** The remote value held back for the cell being edited, if any. */
  getHeldRemote(): (CellRef & { value: unknown }) | null;
  applyRemoteUpdate(row: RowData): RemoteUpdateResult;

  /** Cancels pending blur validations (unmount). */
  dispose(): void;
}
