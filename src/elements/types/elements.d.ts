/**
 * Types of the element kit's custom elements for TypeScript pages and React users
 * (`dist/elements/elements.d.ts`). Attributes are also properties; rich values are properties only.
 * Methods fire no events (events follow user actions); a method called before the element has rendered
 * (even before it is connected) returns a promise of its result, settled after the first render.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type Row = Record<string, unknown>;

export interface KitConfig {
  /** API base URL including the context path (default `/jeecg-boot`, same origin). */
  apiBase?: string;
  /** Access token (`X-Access-Token`); without it the page's stored admin session, if any, is used. */
  token?: string;
  /** Tenant (`tenant-id` / `X-Tenant-Id`). */
  tenantId?: string | number;
  /** The token's user: names the notice websocket `/websocket/{username}` (live notices). */
  username?: string;
  /** Request signing: app id and secret (default the demo values; must match the server). */
  appId?: string;
  signSecret?: string;
  /** Where uploaded files are served (default the API base). */
  staticDomain?: string;
}

export interface WidgetKitGlobal {
  version: string;
  configure(config: KitConfig): KitConfig;
  getConfig(): Readonly<KitConfig>;
  /** Tags the kit scripts on the page provide (the loader: all five, each defined on first use). */
  tags: string[];
  /** With `wk-loader.js` on the page: defines `tag` (or each of `tags`) from the shared runtime. */
  load?(tags: string | readonly string[]): Promise<void>;
  /** With `wk-loader.js`: `customElements.whenDefined(tag)`. */
  whenDefined?(tag: string): Promise<CustomElementConstructor>;
  /** With `wk-loader.js`: also scan and watch `root` (a closed shadow root, say) for the kit's tags. */
  observe?(root: Document | DocumentFragment | Element): void;
}

interface KitElementBase extends HTMLElement {
  theme?: string;
  apiBase?: string;
  token?: string;
  tenantId?: string;
  readonly updateComplete: Promise<void>;
}

/**
 * The form-control members of the form-associated elements (cron-builder, user-picker, editable-table),
 * as on <input>: validity from `required`, the element's own check and setCustomValidity().
 */
export interface KitFormControl {
  name?: string;
  required: boolean;
  readonly type: string;
  readonly form: HTMLFormElement | null;
  readonly labels: NodeListOf<HTMLLabelElement>;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
  setCustomValidity(message: string): void;
}

export interface CronBuilderElement extends KitElementBase, KitFormControl {
  value: string;
  variant?: 'input' | 'inline';
  disabled?: boolean;
  hideSecond?: boolean;
  timeZone?: string;
  placeholder?: string;
  validate(): { valid: boolean; message: string | null };
  reset(): void;
}

/** A user of `<user-picker>`'s `wk-change` and `getUsers()`: exactly these fields. */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
}

export interface UserPickerElement extends KitElementBase, KitFormControl {
  value: string;
  multiple?: boolean;
  max?: number;
  placeholder?: string;
  disabled?: boolean;
  valueField?: 'username' | 'id';
  modal?: 'by-depart' | 'list';
  shopId?: string;
  services?: Record<string, (...args: never[]) => Promise<unknown>>;
  clear(): void;
  /** The users of the current value (set by attribute, property or the modal), names looked up. */
  getUsers(): Promise<PickerUser[]>;
}

export interface NoticeItem {
  id: string;
  titile: string;
  msgContent?: string | null;
  priority?: string | null;
  openType?: string | null;
  openPage?: string | null;
  sender?: string | null;
  sendTime?: string | null;
  [key: string]: unknown;
}

export interface NoticeBellElement extends KitElementBase {
  pollInterval?: number;
  api?: {
    listByUser(): Promise<{
      anntMsgList: NoticeItem[];
      anntMsgTotal: number;
      sysMsgList: NoticeItem[];
      sysMsgTotal: number;
    }>;
    markRead(id: string): Promise<void>;
    queryById(id: string): Promise<NoticeItem>;
  };
  realtime?: { subscribe(listener: (event: { type: string }) => void): () => void } | null;
  priorityLabels?: { L: string; M: string; H: string };
  show(): void;
  hide(): void;
  refresh(): Promise<void>;
}

export interface ImportOutcome {
  status: 'success' | 'partial' | 'failed';
  message: string;
}

export interface ImportDialogElement extends KitElementBase {
  open?: boolean;
  url?: string;
  title: string;
  maxSize?: number;
  previewRows?: number;
  columns?: { key: string; title: string; validateRules?: unknown[] }[];
  foreignKeys?: Record<string, unknown> | string;
  show(): void;
  hide(): void;
}

export interface EditableTableElement extends KitElementBase, KitFormControl {
  rowKey?: string;
  disabled?: boolean;
  alwaysEdit?: boolean;
  toolbar?: boolean;
  maxHeight?: number;
  rowHeight?: number;
  columns?: { key: string; title: string; type: string; [option: string]: unknown }[];
  rows?: Row[];
  getRows(): Row[];
  getValues(): { rows: Row[]; deleteIds: string[] };
  addRow(row?: Row): string[];
  removeRows(keys: string | string[]): void;
  validate(): Promise<{ rows: Row[]; deleteIds: string[] }>;
}

/**
 * `wk-error`: a request of the element failed. `session` (with `session: true`): the server ended the
 * session (401 or Token失效), give the kit a new token with `configure`; `network`: no answer at all
 * (offline, or this page's origin missing from the server's CORS_ORIGINS); `server`: refused with a
 * message (also `<import-dialog>`'s failed import, with `files`).
 */
export interface KitErrorDetail {
  message: string;
  reason: 'session' | 'network' | 'server';
  session?: true;
  /** Envelope code, else HTTP status. */
  code?: number | string;
  files?: { name: string; outcome: ImportOutcome }[];
}

/** `wk-change` of `<cron-builder>`. */
export interface CronChangeDetail {
  value: string;
  valid: boolean;
  message: string | null;
}

/** `wk-change` of `<user-picker>`. */
export interface UserPickerChangeDetail {
  value: string;
  users: PickerUser[];
}

/** `wk-change` of `<editable-table>`: a cell edited by the user. */
export interface TableChangeDetail {
  rows: Row[];
  row: Row;
  rowKey: string;
  column: string;
  value: unknown;
}

/** Every event of the kit with its detail (all bubble and are composed; user actions only, never methods). */
export interface KitEventMap {
  /** Every element, after its first render. */
  'wk-ready': CustomEvent<{ tag: string }>;
  /** Every element: a request failed; `<import-dialog>`: also a failed import run. */
  'wk-error': CustomEvent<KitErrorDetail>;
  /** cron-builder, user-picker, editable-table. */
  'wk-change': CustomEvent<CronChangeDetail | UserPickerChangeDetail | TableChangeDetail>;
  /** notice-bell: the user opened the popover. */
  'wk-open': CustomEvent<Record<string, never>>;
  /** notice-bell: the user closed the popover; import-dialog: the user closed the modal. */
  'wk-close': CustomEvent<Record<string, never>>;
  /** notice-bell: an item was clicked. */
  'wk-select': CustomEvent<{ item: NoticeItem }>;
  /** notice-bell: an item was marked read on the server. */
  'wk-read': CustomEvent<{ id: string }>;
  /** notice-bell: 查看更多 was clicked. */
  'wk-view-more': CustomEvent<Record<string, never>>;
  /** notice-bell: 去处理 of an announcement with openType url. */
  'wk-open-url': CustomEvent<{ openPage: string; item: NoticeItem }>;
  /** import-dialog: a run ended with rows imported. */
  'wk-import': CustomEvent<{ phase: string; files: { name: string; outcome: ImportOutcome }[] }>;
  /** editable-table: the user added rows. */
  'wk-row-add': CustomEvent<{ rows: Row[] }>;
  /** editable-table: the user deleted rows. */
  'wk-row-delete': CustomEvent<{ keys: string[] }>;
  /** editable-table: the checked rows changed. */
  'wk-selection-change': CustomEvent<{ keys: string[] }>;
}

type ElementProps<E> = DetailedHTMLProps<HTMLAttributes<E>, E> & Record<string, unknown>;

declare global {
  interface Window {
    WidgetKit?: WidgetKitGlobal;
    WidgetKitConfig?: KitConfig;
  }
  interface HTMLElementTagNameMap {
    'cron-builder': CronBuilderElement;
    'user-picker': UserPickerElement;
    'notice-bell': NoticeBellElement;
    'import-dialog': ImportDialogElement;
    'editable-table': EditableTableElement;
  }
  interface HTMLElementEventMap extends KitEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cron-builder': ElementProps<CronBuilderElement>;
      'user-picker': ElementProps<UserPickerElement>;
      'notice-bell': ElementProps<NoticeBellElement>;
      'import-dialog': ElementProps<ImportDialogElement>;
      'editable-table': ElementProps<EditableTableElement>;
    }
  }
}
