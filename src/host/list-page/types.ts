import type { ReactNode } from 'react';
import type { FieldRule } from '../../core/validation';
import type { SheetColumn } from '../features/sheet-fix/sheet-columns';
import type { DataProviderSpec } from '../shared/data/data-provider';
import type { Row } from '../shared/data/page-of-rows';
import type { ResourceUrls } from '../shared/data/resource';

/**
 * The declaration of one list page (JeecgBoot's JeecgListMixin + its modal, as data). A page file is
 * usually just `export default defineListPage({...})`; pages that need extra panels render
 * `<ListPage config={...} />` themselves and open their panels from row or toolbar actions.
 */

export type { PageOfRows, Row } from '../shared/data/page-of-rows';
export type { ResourceCall } from '../shared/data/resource';

/** How a form or search field is edited. Each maps to one widget of src/widgets or an Arco input. */
export type FieldType =
  | 'input'
  | 'password'
  | 'textarea'
  | 'number'
  | 'money'
  | 'select' // dictionary or options; `multiple` in props stores comma-joined values
  | 'radio'
  | 'checkbox'
  | 'switch' // Y/N switch (props: { options: [on, off] } to change the stored pair)
  | 'date'
  | 'datetime'
  | 'dateRange' // search only: sends <field>_begin / <field>_end
  | 'treeSelect' // props of widgets/tree-select TreeSelect (dict: table,text,code; pidField…)
  | 'category' // props of CategorySelect (pcode)
  | 'user' // user picker (value: comma-separated usernames)
  | 'depart' // department picker (value: comma-separated ids)
  | 'role' // role picker
  | 'area' // province/city/district
  | 'upload' // file upload field (comma-separated stored paths)
  | 'image' // image-only upload field
  | 'richText' // Quill editor (sanitised)
  | 'markdown'
  | 'code' // code editor; props.language
  | 'cron' // cron builder input
  | 'custom'; // `render`

export interface Option {
  value: string;
  text: string;
}

/** Where a form field shows: the add form, the edit form, or both (default). */
export type FormMode = 'add' | 'edit';

export interface FieldContext {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The whole form's current values. */
  values: Row;
  mode: FormMode;
  disabled: boolean;
}

export interface FormField {
  field: string;
  label: string;
  type?: FieldType; // default 'input'
  dictCode?: string;
  options?: readonly Option[];
  required?: boolean; // adds 请输入{label} / 请选择{label}
  /** Shared rules of src/core/validation (messages shown verbatim). */
  rules?: readonly FieldRule[];
  /** Extra async check (e.g. duplicate check): resolves to an error message or undefined. */
  validator?: (value: unknown, values: Row) => Promise<string | undefined> | string | undefined;
  placeholder?: string;
  /** Passed through to the widget or Arco input. */
  props?: Record<string, unknown>;
  /** Grid span out of 24 (default 24; two-column forms use 12). */
  span?: number;
  defaultValue?: unknown;
  /** Shown only in this mode. */
  only?: FormMode;
  /** Read-only when editing (e.g. username). */
  readOnlyOnEdit?: boolean;
  /** Shown only while this holds for the current values. */
  visible?: (values: Row, mode: FormMode) => boolean;
  help?: ReactNode;
  render?: (context: FieldContext) => ReactNode;
}

export interface SearchField {
  field: string;
  label: string;
  /** input (default) | number | select | radio | date | datetime | dateRange | treeSelect | category | user | depart | area | custom. */
  type?: FieldType;
  dictCode?: string;
  options?: readonly Option[];
  /** input only: 'like' sends *x* (default), 'eq' sends the text as it is. */
  match?: 'like' | 'eq';
  placeholder?: string;
  props?: Record<string, unknown>;
  /** Fixed default, also restored by 重置. */
  defaultValue?: unknown;
  render?: (context: FieldContext) => ReactNode;
}

/** How a cell shows its value when no `render` is given. */
export type CellFormat = 'text' | 'date' | 'datetime' | 'money' | 'image' | 'file' | 'ellipsis' | 'tag' | 'yn';

export interface ColumnDef<R = Row> {
  dataIndex: string;
  title: string;
  width?: number;
  /** Server-side sort by this field (the server's sort allowlist must know it). */
  sorter?: boolean;
  /** Shows the dictionary text of the value (uses `<field>_dictText` when the server sends it). */
  dictCode?: string;
  format?: CellFormat;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** Hidden until the user shows it in the column settings. */
  defaultHidden?: boolean;
  /** Hidden unless the user has this permission code. */
  auth?: string;
  render?: (value: unknown, row: R, index: number) => ReactNode;
}

/** What row actions, toolbar actions and panels get to work with. */
export interface ListPageContext {
  /** Reloads the current page of the list (keeps filters, page and sort). */
  reload: () => Promise<void>;
  /**
   * Opens the add or edit form. Edit loads the row through url.queryById when given; add starts from
   * the declared defaults with `row`'s values over them (e.g. 添加下级 passes `{ pid: row.id }`).
   */
  openForm: (mode: FormMode, row?: Row) => void;
  openDetail: (row: Row) => void;
  selectedRowKeys: readonly string[];
  selectedRows: readonly Row[];
  clearSelection: () => void;
  /** The current filters (search form + super query) as list request params. */
  queryParams: () => Record<string, unknown>;
}

/** A declarative server call made by an action, with a success message and a list reload. */
export interface ActionRequest<R = Row> {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  /** Params (get/delete) or body (post/put); default `{ id: row.id }`. */
  data?: (row: R) => Record<string, unknown>;
}

export interface RowAction<R = Row> {
  key: string;
  label: string;
  /** Permission code (checked with hasPermission); actions without one are always shown. */
  auth?: string;
  danger?: boolean;
  /** Asks first (Popconfirm text). */
  confirm?: string | ((row: R) => string);
  visible?: (row: R) => boolean;
  /** Either a declared request... */
  request?: ActionRequest<R>;
  /** ...or code. */
  onClick?: (row: R, context: ListPageContext) => void | Promise<void>;
}

export interface ToolbarAction {
  key: string;
  label: string;
  auth?: string;
  type?: 'primary' | 'secondary' | 'outline';
  icon?: ReactNode;
  /** Needs at least one selected row (请选择一条记录！ otherwise). */
  needsSelection?: boolean;
  onClick: (context: ListPageContext) => void | Promise<void>;
}

/** The URLs of a list page's calls (`resource` derives them; `url` names the ones that differ). */
export type ListUrls = ResourceUrls;

/**
 * A list page: its resource (`resource: '/sys/position'` derives list, queryById, add, edit, delete,
 * deleteBatch, exportXls and importExcel; `without` drops the calls the back end lacks; `url` names the
 * paths that differ) and how it shows. `R` types the rows its columns, actions and forms receive.
 */
export interface ListPageConfig<R = Row> extends DataProviderSpec<R> {
  /** Shown on the card and used in messages and file names (导出 {title}.xlsx). */
  title: string;
  /** Row key (default 'id'). */
  rowKey?: string;
  /** Fixed params sent with every list request (and export). */
  listParams?: Record<string, unknown>;
  /** Permission prefix, e.g. 'user:' — add, edit, delete, batch_delete, import, export are checked as `${authPre}${action}`. */
  authPre?: string;
  columns: readonly ColumnDef<R>[];
  search?: readonly SearchField[];
  /** Form of add/edit; `false` or absent: no add/edit. */
  form?: readonly FormField[] | false;
  /** 'modal' (default, width 60%, fullscreen toggle) or 'drawer'. */
  formContainer?: 'modal' | 'drawer';
  formWidth?: number | string;
  /** Turns a row into form values (e.g. split fields), and form values into the body sent. */
  toForm?: (row: R) => Row;
  fromForm?: (values: Row, mode: FormMode, row?: R) => Row;
  /** Detail view (a DetailList of the columns, or of these fields). Default: on. */
  detail?: boolean | readonly ColumnDef<R>[];
  rowActions?: readonly RowAction<R>[];
  /** Whether the built-in 编辑 shows on this row (default: on every row). */
  canEdit?: (row: R) => boolean;
  /** Whether the built-in 删除 shows on this row (default: on every row). */
  canDelete?: (row: R) => boolean;
  toolbar?: readonly ToolbarAction[];
  /** Fields offered in the advanced query (default: the columns; false: no advanced query). */
  superQuery?: boolean | readonly FormField[];
  /** Default sort (default createTime desc; `false` for none). */
  defaultSort?: { column: string; order: 'asc' | 'desc' } | false;
  /** Row selection (default on when delete/export/batch actions exist). */
  selection?: boolean;
  /** Shown by the empty state. */
  emptyText?: string;
  /**
   * The import workbook's columns (header titles and rules, as the server checks them). With them the
   * import dialog offers 修正数据 and 修正错误行: the rows in a spreadsheet, fixed before they are sent.
   */
  importColumns?: readonly SheetColumn[];
  /** Called after add/edit/delete succeeded (e.g. refresh a cache). */
  afterWrite?: () => void;
  /** Extra content above the table (e.g. summary cards). */
  header?: ReactNode;
  /**
   * Keep the list state (filters, page, sort) in the route's query (default true). A list nested in a
   * drawer or tab of another list page sets false, so the two lists do not share one set of parameters.
   */
  urlState?: boolean;
}
