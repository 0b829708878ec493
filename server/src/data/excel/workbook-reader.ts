import * as XLSX from '@e965/xlsx';
import { BizError } from '../../http/envelope';
import { ImportMessages, MAX_IMPORT_BYTES, MAX_SHEET_SPAN, ZIP_LIMITS, type ZipLimits } from './import-limits';
import { SheetXmlRows } from './sheet-xml-rows';
import { readInWorker, streamInWorker, type WorkbookStream } from './workbook-pool';
import { type InflateStats, sheetRowLimit, unzipWorkbook, WorkbookZip } from './workbook-unzip';
import { dateStyles, sharedStrings, usesDate1904 } from './xlsx-parts';

export { HEADER_SCAN_ROWS, ImportMessages, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-limits';
export type { InflateStats } from './workbook-unzip';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** SheetJS's workbook reader for an already unzipped package (exported, not in its typings). */
const parseZip = (XLSX as unknown as { parse_zip(zip: unknown, options: XLSX.ParsingOptions): XLSX.WorkBook })
  .parse_zip;

const PARSE_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer',
  cellDates: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  dense: true,
  sheets: 0,
  // A backstop: an .xls, or an .xlsx whose first sheet could not be located for the row scan.
  sheetRows: MAX_SHEET_SPAN,
};

function startsWith(content: Uint8Array, magic: readonly number[]): boolean {
  return content.length >= magic.length && magic.every((byte, i) => content[i] === byte);
}

/**
 * One sheet's cells: `rows[i]` is Excel row `firstRow + i` (1-based) and `rows[i][c]` its column c (A = 0;
 * a missing cell is empty); values are raw (string, number, boolean, Date).
 */
export interface SheetGrid {
  firstRow: number;
  rows: unknown[][];
}

/** Consecutive rows of a sheet: `rows[i]` is Excel row `firstRow + i`. */
export interface SheetBatch {
  firstRow: number;
  rows: unknown[][];
}

export interface ReadOptions {
  /** Tighter zip limits than ZIP_LIMITS (tests use a small `maxInflatedBytes`). */
  limits?: Partial<ZipLimits>;
  /** Filled in with what the read inflated, refused or not. */
  stats?: InflateStats;
  /** Told how many rows the sheet holds (title and header rows included) before its first batch. */
  onRowCount?: (rows: number) => void;
}

/** Refuses an OLE container holding an encrypted OOXML package (what Excel writes for a password-protected .xlsx). */
function refuseEncrypted(content: Buffer): void {
  let paths: string[];
  try {
    paths = XLSX.CFB.read(content, { type: 'buffer' }).FullPaths;
  } catch {
    throw new BizError(ImportMessages.corrupt);
  }
  if (paths.some((path) => /\/(EncryptionInfo|EncryptedPackage)$/i.test(path)))
    throw new BizError(ImportMessages.encrypted);
}

/** An .xlsx SheetJS reads (an .xlsb), its members unzipped under the limits first. */
function parseXlsx(workbook: WorkbookZip): XLSX.WorkBook {
  const zip = XLSX.CFB.utils.cfb_new();
  for (const [name, data] of unzipWorkbook(workbook))
    XLSX.CFB.utils.cfb_add(zip, name, Buffer.from(data.buffer, data.byteOffset, data.byteLength), { unsafe: true });
  return parseZip(zip, { ...PARSE_OPTIONS });
}

/** Rows handed on as they are read, gaps filled with empty rows; `firstRow` is the first row holding a value. */
class GridRows {
  private firstRow = 0;
  private batchStart = 0;
  private next = 0;
  private batch: unknown[][] = [];
  private anyValue = false;

  add(rowNumber: number, cells: unknown[]): void {
    if (this.next === 0) this.firstRow = this.next = rowNumber;
    // Excel writes rows in order; a row again or out of order cannot be put back where it belongs.
    if (rowNumber < this.next) throw new BizError(ImportMessages.corrupt);
    if (rowNumber - this.firstRow >= MAX_SHEET_SPAN) throw new BizError(ImportMessages.tooManyRows);
    while (this.next < rowNumber) {
      this.batch.push([]);
      this.next += 1;
    }
    this.batch.push(cells);
    this.next += 1;
    this.anyValue ||= cells.some((cell) => !isBlankCell(cell));
  }

  get size(): number {
    return this.batch.length;
  }

  take(): SheetBatch {
    const batch = { firstRow: this.batchStart || this.firstRow, rows: this.batch };
    this.batchStart = this.next;
    this.batch = [];
    return batch;
  }

  /** Refuses a sheet without any value. */
  end(): void {
    if (!this.anyValue) throw new BizError(ImportMessages.emptyWorkbook);
  }
}

const SHARED_STRINGS = /\.sharedStrings\+xml$/i;
const STYLES = /\.styles\+xml$/i;

/**
 * The first sheet of an .xlsx read as its XML inflates, `batchSize` rows at a time: held in memory are
 * the shared strings, one batch of rows and the sheet's unfinished row, never the whole sheet. The sheet
 * is inflated twice: first only counting its rows (a sheet with too many rows is refused before any row
 * is read), then parsed.
 */
function* streamXlsx(zip: WorkbookZip, sheet: string, options: ReadOptions, batchSize: number): Generator<SheetBatch> {
  const counter = sheetRowLimit();
  zip.scan(sheet, counter.push);
  options.onRowCount?.(counter.rows());
  const context = {
    strings: sharedStrings(zip.text(zip.partOfType(SHARED_STRINGS, 'xl/sharedstrings.xml'))),
    dateStyles: dateStyles(zip.text(zip.partOfType(STYLES, 'xl/styles.xml'))),
    date1904: usesDate1904(zip.workbookText()),
  };
  const grid = new GridRows();
  const rows = new SheetXmlRows(context, (rowNumber, cells) => grid.add(rowNumber, cells));
  const decoder = new TextDecoder();
  for (const chunk of zip.chunks(sheet)) {
    rows.push(decoder.decode(chunk, { stream: true }));
    if (grid.size >= batchSize) yield grid.take();
  }
  rows.push(decoder.decode());
  rows.end();
  grid.end();
  if (grid.size > 0) yield grid.take();
}

/** A workbook SheetJS parsed, its first sheet handed on in batches as `streamXlsx` does. */
function* sheetJsRows(workbook: XLSX.WorkBook, options: ReadOptions, batchSize: number): Generator<SheetBatch> {
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet?.['!ref']) throw new BizError(ImportMessages.emptyWorkbook);
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (full && full.e.r - full.s.r > MAX_SHEET_SPAN - 1) throw new BizError(ImportMessages.tooManyRows);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    UTC: true,
  });
  if (!rows.some((row) => row.some((cell) => !isBlankCell(cell)))) throw new BizError(ImportMessages.emptyWorkbook);
  // Columns by letter (A = 0), as the streaming reader gives them.
  if (range.s.c > 0) for (const row of rows) row.unshift(...new Array(range.s.c).fill(null));
  options.onRowCount?.(rows.length);
  for (let at = 0; at < rows.length; at += batchSize)
    yield { firstRow: range.s.r + 1 + at, rows: rows.slice(at, at + batchSize) };
}

/**
 * The first sheet of an uploaded .xls (BIFF, OLE container) or .xlsx (OOXML, zip) as raw cells, handed
 * on in batches of `batchSize` consecutive rows, from the first row holding a value. An .xlsx is read as its XML inflates (see `streamXlsx`), an .xls or .xlsb by SheetJS. The name
 * must end in .xls or .xlsx and the bytes must be one of the two containers (either extension is
 * accepted for either container, as Excel itself opens a misnamed file); text, HTML or CSV posing as a
 * workbook is refused. The zip is inflated by our own reader, counting the bytes it actually produces
 * (a zip bomb stops at ZIP_LIMITS) and the first sheet's rows as they inflate (too many rows stops
 * there). Every refusal is a BizError with a Chinese message. Synchronous and CPU-bound: a request
 * handler calls `readWorkbookOffThread` instead.
 *
 * @example for (const batch of readWorkbookBatches('职务.xlsx', buffer)) console.log(batch.firstRow, batch.rows[0])
 */
export function* readWorkbookBatches(
  fileName: string,
  content: Buffer,
  options: ReadOptions = {},
  batchSize = 2000,
): Generator<SheetBatch> {
  if (!/\.xlsx?$/i.test(fileName.trim())) throw new BizError(ImportMessages.wrongExtension);
  if (content.length === 0) throw new BizError(ImportMessages.emptyFile);
  if (content.length > MAX_IMPORT_BYTES) throw new BizError(ImportMessages.tooLarge);
  const isZip = startsWith(content, ZIP_MAGIC);
  if (startsWith(content, OLE_MAGIC)) refuseEncrypted(content);
  else if (!isZip) throw new BizError(ImportMessages.corrupt);

  try {
    if (!isZip) return yield* sheetJsRows(XLSX.read(content, { ...PARSE_OPTIONS }), options, batchSize);
    const zip = WorkbookZip.open(content, { ...ZIP_LIMITS, ...options.limits }, options.stats ?? { inflatedBytes: 0 });
    const sheet = zip.firstSheet();
    if (sheet?.endsWith('.xml')) return yield* streamXlsx(zip, sheet, options, batchSize);
    return yield* sheetJsRows(parseXlsx(zip), options, batchSize);
  } catch (error) {
    if (error instanceof BizError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) throw new BizError(ImportMessages.encrypted);
    throw new BizError(ImportMessages.corrupt);
  }
}

/**
 * `readWorkbookBatches` gathered: every row of the first sheet, `rows[i]` being Excel row `firstRow + i`.
 *
 * @example readWorkbook('职务.xlsx', buffer).rows[0] // ['职务编码', '职务名称', '职级']
 */
export function readWorkbook(fileName: string, content: Buffer, options: ReadOptions = {}): SheetGrid {
  const grid: SheetGrid = { firstRow: 0, rows: [] };
  for (const batch of readWorkbookBatches(fileName, content, options)) {
    if (grid.rows.length === 0) grid.firstRow = batch.firstRow;
    for (const row of batch.rows) grid.rows.push(row);
  }
  return grid;
}

/**
 * `readWorkbook` on a worker thread, so inflating and parsing a large or hostile workbook never holds
 * up other requests. Same result, same refusals (a BizError arrives as a BizError with its message).
 *
 * @example const grid = await readWorkbookOffThread(file.name, file.content)
 */
export function readWorkbookOffThread(
  fileName: string,
  content: Buffer,
  options: ReadOptions = {},
): Promise<SheetGrid> {
  return readInWorker({ fileName, content, limits: options.limits }, options.stats);
}

/**
 * `readWorkbookBatches` on a worker thread, its batches pulled one at a time (see `streamInWorker`).
 *
 * @example const stream = streamWorkbookOffThread(file.name, file.content); const first = await stream.next()
 */
export function streamWorkbookOffThread(fileName: string, content: Buffer, options: ReadOptions = {}): WorkbookStream {
  return streamInWorker({ fileName, content, limits: options.limits }, options.stats);
}

/** A cell an import treats as empty. */
export function isBlankCell(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}
