import type { CellRule } from '../../core/validation';

/**
 * The editable table's contract, shared by its three parts: the model (model/), the cells
 * (cells/) and the view (EditableTable.tsx, view/). docs/widgets-spec.md §3-§9.
 */

/** Every column type of docs/widgets-spec.md §3. */
export type ColumnType =
  // structural
  | 'row-number'
  | 'row-checkbox'
  | 'row-radio'
  | 'row-expand'
  | 'row-drag-sort'
  | 'slot'
  | 'normal'
  | 'hidden'
  // inputs
  | 'input'
  | 'inputNumber'
  | 'textarea'
  | 'input_pop'
  | 'checkbox'
  | 'radio'
  // selects
  | 'select'
  | 'select-search'
  | 'select-multiple'
  | 'sel_search'
  | 'sel_search_async'
  | 'list_multi'
  // dates
  | 'date'
  | 'datetime'
  // files
  | 'upload'
  | 'file'
  | 'image'
  // pickers
  | 'sel_depart'
  | 'sel_user'
  | 'popup'
  // display
  | 'progress'
  | 'tags';

export interface ColumnOption {
  value: string;
  text: string;
  /** Arco's and JeecgBoot's alias of text. */
  title?: string;
  label?: string;
  color?: string | null;
  disabled?: boolean;
}

/** A row: plain values keyed by column key, plus the row key (default `id`). */
export type RowData = Record<string, unknown>;

/** Column config (docs/widgets-spec.md §3 "Editable-table column"). */
export interface EditableColumn {
  key: string;
  title: string;
  type: ColumnType;
  width?: number | string;
  /** Value of the cell in a new row. */
  defaultValue?: unknown;
  options?: ColumnOption[];
  /** Dictionary code (also `table,text,code`) the options come from (src/core/dict). */
  dictCode?: string;
  validateRules?: CellRule[];
  placeholder?: string;
  /** Passed to the Arco component of the cell. */
  props?: Record<string, unknown>;
  disabled?: boolean;
  /** Footer statistics of this column: 合计 (sum) and/or 平均 (average). */
  statistics?: boolean | Array<'sum' | 'average'>;
  /**
   * Accepted and ignored. docs/widgets-spec.md §3 lists `isOrder` among the column fields but gives it no
   * behaviour anywhere (no state, rule, constant or message), so the table does nothing with it:
   * JeecgBoot column configs that carry it work unchanged. What the name suggests is covered by
   * other means: a `row-number` column always shows the row's 1-based position, and the row's
   * stored order number is `dragSortKey` (default `orderNum`), renumbered from 1 after a move.
   */
  isOrder?: boolean;
  /** checkbox: [checkedValue, uncheckedValue], default ['Y', 'N']. */
  customValue?: [unknown, unknown];
  defaultChecked?: boolean;
  allowDownload?: boolean;
  allowRemove?: boolean;
  /** select-search: free text allowed. */
  allowInput?: boolean;
  allowSearch?: boolean;
  /** Upload: the URL to post to (default /sys/common/upload); also used by popup/sel_search_async. */
  action?: string;
  /** popup: the report code. */
  popupCode?: string;
  /** popup: the report field shown in this cell. */
  field?: string;
  /** popup: comma-separated report fields copied into `destFields` of the row. */
  orgFields?: string;
  destFields?: string;
  /** popup / sel_search_async: extra query parameters. */
  param?: Record<string, unknown>;
  sorter?: boolean | ((a: RowData, b: RowData) => number);
  /** JSON text; `{ "uploadnum": n }` limits files per cell (0 unlimited). */
  fieldExtendJson?: string;
  /** Upload: send the access token header. */
  token?: boolean;
  /** slot: renders the cell. */
  render?: (context: { row: RowData; rowIndex: number; value: unknown }) => unknown;
  /** Minimum width in px (docs/widgets-spec.md §9 defaults per type apply otherwise). */
  minWidth?: number;
  fixed?: 'left' | 'right';
}

/** Props every cell editor/display receives (cells/). */
export interface CellProps {
  column: EditableColumn;
  row: RowData;
  rowKey: string;
  rowIndex: number;
  value: unknown;
  /** true while the cell is in edit mode (always, with alwaysEdit). */
  editing: boolean;
  disabled: boolean;
  /** The current validation message of the cell, if any. */
  error?: string;
  /** Sets the cell's value (the model validates on commit/blur). */
  onChange: (value: unknown) => void;
  /** Leave edit mode keeping the value (Enter, blur). */
  onCommit: () => void;
  /** Leave edit mode restoring the value before editing (Escape). */
  onCancel: () => void;
  /** Sets other cells of the same row (popup destFields). */
  onChangeRow?: (values: RowData) => void;
  /** Where popups render (inside a custom element's shadow root). */
  getPopupContainer?: () => HTMLElement;
}

/** The rejection of `validateTable()` (docs/widgets-spec.md §4: marker, table index, tab key, error map). */
export interface TableValidationError {
  error: 'validate-failed';
  /** Index of the failing table when several sub-tables are validated together. */
  index: number;
  /** Tab that owns the failing table, so a form can activate it. */
  tabKey?: string;
  /** rowKey -> columnKey -> message. */
  errors: Record<string, Record<string, string>>;
}

/** What `validateTable()` resolves with. */
export interface TableValues {
  rows: RowData[];
  /** Ids of rows deleted since load (temporary rows excluded). */
  deleteIds: string[];
}

/** Imperative handle of the table (React ref, and the custom element's methods). */
export interface EditableTableHandle {
  getValues(): TableValues;
  validateTable(): Promise<TableValues>;
  addRows(rows?: RowData[] | RowData, options?: { index?: number; setActive?: boolean }): string[];
  removeRows(keys: string | string[]): void;
  removeSelectedRows(): void;
  getSelectedKeys(): string[];
  clearSelection(): void;
  setValues(values: Array<{ rowKey: string; values: RowData }>): void;
  getDeleteIds(): string[];
  /** Resets to these rows (deleted ids cleared). */
  setRows(rows: RowData[]): void;
  /**
   * Makes the first invalid cell (in row, then column order) the active one: scrolled into view with
   * its message shown. False when no cell is invalid. A form calls it once the table's tab is shown.
   */
  focusFirstError(): boolean;
  /**
   * The first cell (row, then column order) its synchronous rules refuse, without marking it: row index,
   * column title and message. Null when none (rules with async handlers are left to `validateTable()`).
   */
  firstRuleProblem(): { rowIndex: number; column: string; title: string; message: string } | null;
}

/** Props of `EditableTable`. */
export interface EditableTableProps {
  columns: EditableColumn[];
  dataSource?: RowData[];
  rowKey?: string;
  dragSortKey?: string;
  /** Permission prefix: `${authPre}add` / `${authPre}batch_delete` buttons hidden when excluded. */
  authPre?: string;
  /** Editor table: no add/delete. */
  disabled?: boolean;
  /** Every editable cell is always in edit mode; off: a cell edits on click and reverts on outside click. */
  alwaysEdit?: boolean;
  /** Max height of the body in px (default 400). */
  maxHeight?: number;
  /** Row height in px (default 61). */
  rowHeight?: number;
  loading?: boolean;
  /** Toolbar buttons: subset of 'add' | 'remove' | 'clearSelection' (default all three). */
  toolbarButtons?: string[];
  toolbar?: boolean;
  /** Rows that cannot be edited or selected. */
  disabledRows?: Record<string, unknown> | ((row: RowData) => boolean);
  /** Index of this table among a form's sub-tables, and the tab that owns it (for validateTable). */
  tableIndex?: number;
  tabKey?: string;
  /** Tree table: children loaded by GET of this URL with `{ [treeParentKey]: row key }`. */
  treeUrl?: string;
  treeParentKey?: string;
  /** Live table: `/vxeSocket/{userId}/{pageId}` updates from other pages. */
  socket?: { userId: string; pageId: string } | boolean;
  /**
   * The live table's channel (JVxeTable's `socketKey`; default 'vxe-default'). The reference server
   * relays the tables it knows only (e.g. 'bus_order', 'sys_position'), and only rows in each page's scope.
   */
  socketKey?: string;
  /** Sub-table popover content for a row. */
  renderSubTable?: (row: RowData) => unknown;
  onValueChange?: (event: { row: RowData; column: EditableColumn; value: unknown; rowKey: string }) => void;
  onSelectionChange?: (keys: string[]) => void;
  onAdded?: (rows: RowData[]) => void;
  onDeleted?: (keys: string[]) => void;
  getPopupContainer?: () => HTMLElement;
}

export const EDITABLE_TABLE_DEFAULTS = {
  rowKey: 'id',
  dragSortKey: 'orderNum',
  maxHeight: 400,
  rowHeight: 61,
  clickThrottleMs: 300,
  insertThrottleMs: 1500,
  blurValidateDelayMs: 100,
  rowKeyMaxLength: 50,
  tooltipZIndex: 1000,
} as const;
