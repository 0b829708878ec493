import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { collectGarbage } from '../../util/collect-garbage';
import type { Scope } from '../scope';
import { type CheckedRows, checkRows, checkRowsOneByOne } from './import-check';
import { BULK_CHUNK_ROWS, type InsertOutcome, insertRows, insertRowsIn, insertRowsOneByOne } from './import-insert';
import { importProgressReporter, PROGRESS_MIN_ROWS, type ProgressReporter } from './import-progress';
import { ERROR_REASON_TITLE, errorSheet, type ImportReport, type RowFailure, type RowSource } from './import-report';
import { findHeader, type MappedColumn, mapSheet, type RowRules } from './import-rows';
import { dictionaryItems, textLimits } from './lookups';
import type { ExcelCrud } from './types';
import {
  HEADER_SCAN_ROWS,
  ImportMessages,
  isBlankCell,
  MAX_IMPORT_ROWS,
  readWorkbookOffThread,
  type SheetGrid,
  streamWorkbookOffThread,
} from './workbook-reader';

/** Rows checked and written together when streaming: one insert statement's worth. */
const SLICE_ROWS = BULK_CHUNK_ROWS;
/** Rows between two full garbage collections of a streaming import (see `collectGarbage`). */
const COLLECT_EVERY_ROWS = 20_000;

export { ERROR_REASON_TITLE, type ImportReport };

/** One uploaded file. */
export interface UploadedWorkbook {
  name: string;
  content: Buffer;
}

export interface ImportOptions {
  /** Most data rows of all the files together (default MAX_IMPORT_ROWS; benchmarks raise it). */
  maxRows?: number;
  /**
   * bulk (default): look-ups once per file, multi-row inserts. rows: the former path, the entity's
   * `check` and one INSERT per row, kept as the reference the bulk path is tested and measured against.
   */
  mode?: 'bulk' | 'rows';
}

/**
 * Imports the workbooks of one request: each file's header mapped by title, each row checked (required
 * fields, shared rules, dictionary values, types, lengths, then the entity's own check, its look-ups
 * read once per file through `excel.prepareCheck`), and every valid row of every file inserted in ONE
 * transaction in the caller's scope, in multi-row statements. A file that cannot be read (corrupt,
 * encrypted, empty, too large) refuses the whole request and nothing is written (a later file's refusal
 * rolls back the earlier files' rows). Files are read on a reader thread; on PostgreSQL their rows are
 * pulled from it SLICE_ROWS at a time, each slice checked and written before the next is read, so the
 * rows in memory are a slice's, whatever the file's size. With an X-Import-Id header, an import of
 * more than PROGRESS_MIN_ROWS rows reports how far it is (see `importProgressReporter`).
 *
 * @example const report = await importWorkbooks(db, crud, scope, request, [{ name: 'a.xlsx', content }])
 */
export async function importWorkbooks(
  db: Db,
  crud: ExcelCrud,
  scope: Scope,
  request: FastifyRequest,
  files: readonly UploadedWorkbook[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const progress = importProgressReporter(db, scope, request);
  const run = new ImportRun(db, crud, scope, request, progress, options);
  try {
    const report = await run.all(files);
    await progress.end('done');
    return report;
  } catch (error) {
    await progress.end('failed');
    throw error;
  }
}

/** One request's import: the files in upload order, the counts so far (for the row limit and the progress). */
class ImportRun {
  private readonly bulk: boolean;
  private readonly maxRows: number;
  private rules: Promise<RowRules>;
  /** Rows read, checked, passed on to the insert and dealt with by it, over the files so far. */
  private read = 0;
  /** Streaming (PostgreSQL, bulk): rows expected over the files so far, the progress's total. */
  private expected = 0;
  private streaming = false;
  private checked = 0;
  private pending = 0;
  private written = 0;
  private inserted = 0;
  private readonly failed: RowFailure[] = [];

  constructor(
    private readonly db: Db,
    private readonly crud: ExcelCrud,
    private readonly scope: Scope,
    private readonly request: FastifyRequest,
    private readonly progress: ProgressReporter,
    options: ImportOptions,
  ) {
    this.bulk = options.mode !== 'rows';
    this.maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
    this.rules = rowRules(db, crud);
    // Awaited once a file is read: a request refused before that leaves no unhandled rejection behind.
    this.rules.catch(() => undefined);
  }

  async all(files: readonly UploadedWorkbook[]): Promise<ImportReport> {
    const { db, crud } = this;
    // The first file goes to a reader thread at once; each next one once the one before is read.
    const reads: (Promise<SheetGrid> | undefined)[] = [];
    const startRead = (index: number) => {
      const file = files[index];
      if (!file || reads[index]) return;
      const read = readWorkbookOffThread(file.name, file.content);
      read.catch(() => undefined);
      reads[index] = read;
    };
    const sheet = async (fileIndex: number): Promise<RowSource[]> => {
      this.progress.stage('parse', files.length, fileIndex);
      startRead(fileIndex);
      const grid = await reads[fileIndex];
      reads[fileIndex] = undefined;
      return this.sheetRows(files[fileIndex] as UploadedWorkbook, fileIndex, grid as SheetGrid);
    };

    if (this.bulk && db.kind === 'postgres') {
      // One file at a time, pulled from the reader thread a slice at a time, each slice checked and
      // written before the next is read: the rows in memory are a slice's, not a file's. Checks read
      // through the pool, outside the transaction, as if nothing were written yet (as the row-by-row
      // path, which checks every row first); the inserts see the earlier slices' rows.
      this.streaming = true;
      await db.transaction(async (tx) => {
        for (let index = 0; index < files.length; index++) await this.streamFile(tx, files, index);
      });
    } else {
      // PGlite: its one connection is the transaction's, so every check comes first.
      const rows: RowSource[] = [];
      for (let index = 0; index < files.length; index++) {
        const read = sheet(index);
        startRead(index + 1);
        for (const row of await read) rows.push(row);
      }
      const checked = await this.check(rows);
      const insert = this.bulk ? insertRows : insertRowsOneByOne;
      const { entity, excel } = crud;
      this.insertedFrom(
        await this.write(checked, (pending, onProgress) =>
          insert(db, { entity, scope: this.scope, titles: excel.columns, rows: pending, onProgress }),
        ),
      );
    }
    if (this.inserted > 0) crud.afterWrite?.();
    const importable = Object.fromEntries(
      Object.entries(crud.excel.columns).filter(([field]) => crud.entity.fields[field]?.write),
    );
    return {
      totalCount: this.read,
      successCount: this.inserted,
      errorCount: this.failed.length,
      errorSheet: errorSheet(importable, this.failed, files.length > 1),
    };
  }

  /**
   * One file's rows, pulled from its reader thread: the header found among the first rows, then the
   * data rows checked and written in `tx` SLICE_ROWS at a time. Refuses the request past the row limits.
   */
  private async streamFile(tx: Db, files: readonly UploadedWorkbook[], fileIndex: number): Promise<void> {
    const file = files[fileIndex] as UploadedWorkbook;
    this.progress.stage('parse', files.length, fileIndex);
    const { excel, entity } = this.crud;
    const stream = streamWorkbookOffThread(file.name, file.content);
    const head: { rowNumber: number; cells: unknown[] }[] = [];
    let columns: MappedColumn[] | null = null;
    let slice: RowSource[] = [];
    let dataRows = 0;
    const expectedBefore = this.expected;
    const take = (rowNumber: number, cells: unknown[], mapped: MappedColumn[]) => {
      if (cells.every(isBlankCell)) return;
      dataRows += 1;
      this.read += 1;
      if (dataRows > MAX_IMPORT_ROWS || this.read > this.maxRows) throw new BizError(ImportMessages.tooManyRows);
      slice.push({ file: file.name, fileIndex, rowNumber, cells, columns: mapped });
    };
    const mapHead = () => {
      const header = findHeader(
        head.map((row) => row.cells),
        excel.columns,
        entity.fields,
        excel.required ?? [],
      );
      // The sheet's row count (known with its first batch) less the rows above the data: the total to report.
      const firstRow = head[0]?.rowNumber ?? 1;
      this.expected = expectedBefore + Math.max(0, stream.sheetRows - (firstRow - 1) - header.index - 1);
      for (const row of head.slice(header.index + 1)) take(row.rowNumber, row.cells, header.columns);
      head.length = 0;
      return header.columns;
    };
    const flush = async () => {
      const rows = slice;
      slice = [];
      if (rows.length === 0) return;
      await this.checkAndWrite(tx, rows);
      if (Math.floor(this.read / COLLECT_EVERY_ROWS) > Math.floor((this.read - rows.length) / COLLECT_EVERY_ROWS))
        await collectGarbage();
    };
    try {
      for (let batch = await stream.next(); batch; batch = await stream.next()) {
        for (const [offset, cells] of batch.rows.entries()) {
          const rowNumber = batch.firstRow + offset;
          if (columns) take(rowNumber, cells, columns);
          else {
            head.push({ rowNumber, cells });
            if (head.length === HEADER_SCAN_ROWS) columns = mapHead();
          }
        }
        if (slice.length >= SLICE_ROWS) await flush();
      }
      if (!columns) columns = mapHead();
      await flush();
    } finally {
      stream.cancel();
    }
    if (dataRows === 0) throw new BizError(ImportMessages.headerOnly);
    this.expected = expectedBefore + dataRows;
  }

  /** One slice of a file: checked, then its valid rows inserted in `tx`. */
  private async checkAndWrite(tx: Db, rows: readonly RowSource[]): Promise<void> {
    const checked = await this.check(rows);
    this.insertedFrom(await this.write(checked, (pending, onProgress) => this.insertIn(tx, pending, onProgress)));
  }

  /** The data rows of one file's first sheet; refuses the request past the row limit. */
  private sheetRows(file: UploadedWorkbook, fileIndex: number, grid: SheetGrid): RowSource[] {
    const { excel, entity } = this.crud;
    const { columns, rows } = mapSheet(grid, excel.columns, entity.fields, excel.required ?? []);
    this.read += rows.length;
    if (this.read > this.maxRows) throw new BizError(ImportMessages.tooManyRows);
    return rows.map(({ rowNumber, cells }) => ({ file: file.name, fileIndex, rowNumber, cells, columns }));
  }

  private get reporting(): boolean {
    return (this.streaming ? this.expected : this.read) > PROGRESS_MIN_ROWS;
  }

  private async check(rows: readonly RowSource[]): Promise<CheckedRows<RowSource>> {
    const { crud, scope, request, checked } = this;
    const reporting = this.reporting;
    if (reporting) this.progress.stage('check', this.streaming ? this.expected : this.read, checked);
    const check = this.bulk ? checkRows : checkRowsOneByOne;
    const result = await check({
      crud,
      scope,
      request,
      rows,
      rules: await this.rules,
      onProgress: reporting ? (done) => this.progress.advance(checked + done) : undefined,
    });
    this.checked += rows.length;
    for (const failure of result.failed) this.failed.push(failure);
    return result;
  }

  private async write(
    { pending }: CheckedRows<RowSource>,
    insert: (
      rows: CheckedRows<RowSource>['pending'],
      onProgress?: (done: number) => void,
    ) => Promise<InsertOutcome<RowSource>>,
  ): Promise<InsertOutcome<RowSource>> {
    // Streaming, the bar counts every row dealt with (the slice's refused ones included) against all rows.
    const written = this.streaming ? this.checked - pending.length : this.written;
    this.pending += pending.length;
    if (this.reporting) this.progress.stage('write', this.streaming ? this.expected : this.pending, written);
    const outcome = await insert(pending, this.reporting ? (done) => this.progress.advance(written + done) : undefined);
    this.written += pending.length;
    return outcome;
  }

  private insertIn(tx: Db, rows: CheckedRows<RowSource>['pending'], onProgress?: (done: number) => void) {
    const { entity, excel } = this.crud;
    return insertRowsIn(tx, { entity, scope: this.scope, titles: excel.columns, rows, onProgress });
  }

  private insertedFrom(outcome: InsertOutcome<RowSource>): void {
    this.inserted += outcome.inserted;
    for (const failure of outcome.failed) this.failed.push(failure);
  }
}

/** What every row's sheet checks need: the required fields, shared rules, dictionaries and text limits. */
async function rowRules(db: Db, { entity, excel }: ExcelCrud): Promise<RowRules> {
  const dictCodes = Object.keys(excel.columns)
    .map((field) => entity.fields[field]?.dict)
    .filter((code): code is string => Boolean(code));
  return {
    required: new Set(excel.required ?? []),
    rules: excel.rules ?? {},
    dictionaries: await dictionaryItems(db, dictCodes),
    limits: await textLimits(db, entity.table),
  };
}
