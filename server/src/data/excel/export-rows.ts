import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { addDictText } from '../dict-text';
import type { EntityDef } from '../entity';
import type { Scope } from '../scope';
import { outputValue } from '../values';
import {
  countRows,
  cursorPages,
  type ExportColumn,
  type ExportSelect,
  exportSelect,
  keysetPages,
} from './export-query';
import type { CellValue } from './types';

export { type ExportColumn, MAX_SELECTIONS, selectionIds } from './export-query';

/**
 * Cells read per keyset page (e.g. 10,000 rows of 10 columns): every page re-sorts the matching rows
 * unless an index serves the sort, so pages are as large as memory comfortably allows.
 */
export const EXPORT_BATCH_CELLS = 100_000;

/**
 * Cells fetched per cursor read (500 rows of 20 columns). More reads cost next to nothing, so they stay
 * small: each batch dies young in the garbage collector instead of growing the heap (reads of 5,000
 * orders grew the server by ~200 MB during a 100,000-order export, reads of 500 by ~15-30 MB).
 */
export const CURSOR_BATCH_CELLS = 10_000;

/** Rows per batch for `columns` exported columns: keyset pages 1,000 to 10,000, cursor reads 100 to 5,000. */
export function exportBatchRows(columns: number, paging: ExportPaging = 'keyset'): number {
  const width = Math.max(1, columns);
  if (paging === 'cursor') return Math.max(100, Math.min(5000, Math.floor(CURSOR_BATCH_CELLS / width)));
  return Math.max(1000, Math.min(10_000, Math.floor(EXPORT_BATCH_CELLS / width)));
}

function cellOf(column: ExportColumn, row: Record<string, unknown>): CellValue {
  const { field, def } = column;
  if (def.dict) {
    const text = row[`${field}_dictText`];
    return text === undefined || text === null || text === '' ? null : String(text);
  }
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (def.type === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** How an export reads its rows: one cursor (PostgreSQL) or keyset pages (PGlite). */
export type ExportPaging = 'cursor' | 'keyset';

/** The paging a database serves best: a cursor on PostgreSQL, keyset pages on PGlite's single connection. */
export function defaultPaging(db: Db): ExportPaging {
  return db.kind === 'postgres' ? 'cursor' : 'keyset';
}

/** Database rows as cells of the exported columns, dictionary texts included. */
async function cellsOf(db: Db, select: ExportSelect, rows: Record<string, unknown>[]): Promise<CellValue[][]> {
  const records = rows.map((raw) => {
    const out: Record<string, unknown> = {};
    for (const { field, def } of select.columns) out[field] = outputValue(def, raw[field]);
    return out;
  });
  await addDictText(db, select.entity, records);
  return records.map((row) => select.columns.map((column) => cellOf(column, row)));
}

/** Batches of cells of `select`, at most `limit` rows in all. */
async function* cellBatches(
  db: Db,
  select: ExportSelect,
  batchRows: number,
  paging: ExportPaging,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<CellValue[][]> {
  if (limit <= 0) return;
  const cursor = paging === 'cursor';
  const pages = cursor ? cursorPages(db, select, batchRows) : keysetPages(db, select, batchRows);
  // A cursor's next read is asked for before this batch is turned into cells, so the database
  // fetches while this process works (one batch of rows more in memory). Keyset pages are not:
  // PGlite runs in this process and a page is a whole sorted statement.
  const ask = () => {
    const next = pages.next();
    next.catch(() => undefined); // awaited below; a failure while this batch is out is not unhandled
    return next;
  };
  let pending: Promise<IteratorResult<Record<string, unknown>[]>> | null = ask();
  let left = limit;
  try {
    while (pending) {
      const page: IteratorResult<Record<string, unknown>[]> = await pending;
      pending = null;
      if (page.done) return;
      const taken = page.value.length > left ? page.value.slice(0, left) : page.value;
      left -= taken.length;
      if (left > 0 && cursor) pending = ask();
      yield await cellsOf(db, select, taken);
      if (left > 0 && !cursor) pending = ask();
    }
  } finally {
    // A read still under way is awaited (its failure no longer matters) before the cursor closes.
    await pending?.catch(() => undefined);
    await pages.return(undefined);
  }
}

/**
 * The rows an export writes, in batches, as cells (see `exportSelect` for what is read). Pages are
 * read by keyset unless `paging` says otherwise, so neither the database nor the server holds more
 * than one batch, however many rows match. Filters are checked at once: a bad one throws before any
 * byte is sent. Exports answer through `openExport`, which counts and caps first.
 *
 * @example for await (const cells of exportBatches(db, POSITION_ENTITY, scope, query, columns)) ...
 */
export function exportBatches(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  query: Record<string, unknown>,
  columns: readonly ExportColumn[],
  batchSize?: number,
  fixed: Readonly<Record<string, string>> = {},
  paging: ExportPaging = 'keyset',
): AsyncGenerator<CellValue[][]> {
  const select = exportSelect(entity, scope, query, columns, fixed);
  return cellBatches(db, select, batchSize ?? exportBatchRows(columns.length, paging), paging);
}

/** The refusal of an export past `EXPORT_MAX_ROWS`. */
export function tooManyRowsMessage(maxRows: number): string {
  return `导出数据超过${maxRows}条，请缩小查询范围后再导出`;
}

export interface ExportOptions {
  /** Most rows the export may hold; more is refused with `tooManyRowsMessage` (config `EXPORT_MAX_ROWS`). */
  maxRows: number;
  fixed?: Readonly<Record<string, string>>;
  batchRows?: number;
  /** Default: `defaultPaging(db)`. */
  paging?: ExportPaging;
}

/** An export ready to stream: its row count, its batches (the first already read) and how to stop early. */
export interface OpenedExport {
  /** Rows counted before reading; the batches hold at most this many. */
  rows: number;
  batches: AsyncIterable<CellValue[][]>;
  /** Stops reading (closes the cursor, frees its connection); safe to call at any time, more than once. */
  close(): Promise<void>;
}

/**
 * Checks and counts an export, then opens its rows and reads the first batch, so that a bad filter,
 * too many rows (`导出数据超过N条，请缩小查询范围后再导出`) or a failing statement is a BizError or
 * error thrown before the answer starts. The count bounds the rows (and the sheets the workbook
 * declares); rows written since are left out.
 *
 * @example const opened = await openExport(db, ORDER_VIEW_ENTITY, scope, query, columns, { maxRows: 1_000_000 })
 */
export async function openExport(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  query: Record<string, unknown>,
  columns: readonly ExportColumn[],
  options: ExportOptions,
): Promise<OpenedExport> {
  const select = exportSelect(entity, scope, query, columns, options.fixed ?? {});
  const rows = await countRows(db, select, options.maxRows + 1);
  if (rows > options.maxRows) throw new BizError(tooManyRowsMessage(options.maxRows));
  const paging = options.paging ?? defaultPaging(db);
  const batchRows = options.batchRows ?? exportBatchRows(columns.length, paging);
  const source = cellBatches(db, select, batchRows, paging, rows);
  const first = await source.next();
  async function* batches(): AsyncGenerator<CellValue[][]> {
    if (first.done) return;
    yield first.value;
    yield* source;
  }
  return {
    rows,
    batches: batches(),
    async close() {
      await source.return(undefined);
    },
  };
}
