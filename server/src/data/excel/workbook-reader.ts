import * as XLSX from '@e965/xlsx';
import { BizError } from '../../http/envelope';
import { ImportMessages, MAX_IMPORT_BYTES, MAX_SHEET_SPAN, ZIP_LIMITS, type ZipLimits } from './import-limits';
import { readInWorker } from './workbook-pool';
import { type InflateStats, unzipWorkbook } from './workbook-unzip';

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

/** One sheet's cells: `rows[i]` is Excel row `firstRow + i` (1-based); values are raw (string, number, boolean, Date). */
export interface SheetGrid {
  firstRow: number;
  rows: unknown[][];
}

export interface ReadOptions {
  /** Tighter zip limits than ZIP_LIMITS (tests use a small `maxInflatedBytes`). */
  limits?: Partial<ZipLimits>;
  /** Filled in with what the read inflated, refused or not. */
  stats?: InflateStats;
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

/** An .xlsx, unzipped under the limits (refusing bombs and oversized first sheets early), then parsed. */
function parseXlsx(content: Buffer, options: ReadOptions): XLSX.WorkBook {
  const limits = { ...ZIP_LIMITS, ...options.limits };
  const files = unzipWorkbook(content, limits, options.stats ?? { inflatedBytes: 0 });
  const zip = XLSX.CFB.utils.cfb_new();
  for (const [name, data] of files)
    XLSX.CFB.utils.cfb_add(zip, name, Buffer.from(data.buffer, data.byteOffset, data.byteLength), { unsafe: true });
  return parseZip(zip, { ...PARSE_OPTIONS });
}

/**
 * The first sheet of an uploaded .xls (BIFF, OLE container) or .xlsx (OOXML, zip) as raw cells, parsed
 * with SheetJS. The name must end in .xls or .xlsx and the bytes must be one of the two containers
 * (either extension is accepted for either container, as Excel itself opens a misnamed file); text,
 * HTML or CSV posing as a workbook is refused. An .xlsx is inflated by our own reader first, counting
 * the bytes it actually produces (a zip bomb stops at ZIP_LIMITS) and the first sheet's rows as they
 * inflate (too many rows stops there). Every refusal is a BizError with a Chinese message.
 * Synchronous and CPU-bound: a request handler calls `readWorkbookOffThread` instead.
 *
 * @example readWorkbook('职务.xlsx', buffer).rows[0] // ['职务编码', '职务名称', '职级']
 */
export function readWorkbook(fileName: string, content: Buffer, options: ReadOptions = {}): SheetGrid {
  if (!/\.xlsx?$/i.test(fileName.trim())) throw new BizError(ImportMessages.wrongExtension);
  if (content.length === 0) throw new BizError(ImportMessages.emptyFile);
  if (content.length > MAX_IMPORT_BYTES) throw new BizError(ImportMessages.tooLarge);
  const isZip = startsWith(content, ZIP_MAGIC);
  if (startsWith(content, OLE_MAGIC)) refuseEncrypted(content);
  else if (!isZip) throw new BizError(ImportMessages.corrupt);

  let workbook: XLSX.WorkBook;
  try {
    workbook = isZip ? parseXlsx(content, options) : XLSX.read(content, { ...PARSE_OPTIONS });
  } catch (error) {
    if (error instanceof BizError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) throw new BizError(ImportMessages.encrypted);
    throw new BizError(ImportMessages.corrupt);
  }
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
  return { firstRow: range.s.r + 1, rows };
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

/** A cell an import treats as empty. */
export function isBlankCell(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}
