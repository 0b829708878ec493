import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { BizError } from '../../http/envelope';

/** Largest workbook importExcel accepts. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most data rows one import may carry. */
export const MAX_IMPORT_ROWS = 50_000;
/** An .xlsx is a zip: refuse one that would inflate past this (a zip bomb) before parsing it. */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
/** How many leading rows may precede the header row (JeecgBoot templates carry title rows). */
export const HEADER_SCAN_ROWS = 10;

export const ImportMessages = {
  noFile: '请选择要导入的文件',
  wrongExtension: '文件格式不正确，请上传.xls或.xlsx格式的Excel文件',
  emptyFile: '文件内容为空',
  tooLarge: `文件大小不能超过${MAX_IMPORT_BYTES / 1024 / 1024}MB`,
  tooManyRows: `数据行数不能超过${MAX_IMPORT_ROWS}行`,
  corrupt: '文件已损坏或不是有效的Excel文件',
  encrypted: '文件已加密，请取消密码保护后再导入',
  emptyWorkbook: '文件中没有任何数据',
  headerOnly: '文件中只有表头，没有数据行',
} as const;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(content: Buffer, magic: readonly number[]): boolean {
  return content.length >= magic.length && magic.every((byte, i) => content[i] === byte);
}

/** One sheet's cells: `rows[i]` is Excel row `firstRow + i` (1-based); values are raw (string, number, boolean, Date). */
export interface SheetGrid {
  firstRow: number;
  rows: unknown[][];
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

/** Refuses a zip whose parts would inflate past the limit; a broken zip is a corrupt file. */
function refuseZipBomb(content: Buffer): void {
  let inflated = 0;
  try {
    unzipSync(content, {
      filter(file) {
        inflated += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new BizError(ImportMessages.corrupt);
  }
  if (inflated > MAX_INFLATED_BYTES) throw new BizError(ImportMessages.tooLarge);
}

/**
 * The first sheet of an uploaded .xls (BIFF, OLE container) or .xlsx (OOXML, zip) as raw cells, parsed
 * with SheetJS. The name must end in .xls or .xlsx and the bytes must be one of the two containers
 * (either extension is accepted for either container, as Excel itself opens a misnamed file); text,
 * HTML or CSV posing as a workbook is refused. Every refusal is a BizError with a Chinese message.
 *
 * @example readWorkbook('职务.xlsx', buffer).rows[0] // ['职务编码', '职务名称', '职级']
 */
export function readWorkbook(fileName: string, content: Buffer): SheetGrid {
  if (!/\.xlsx?$/i.test(fileName.trim())) throw new BizError(ImportMessages.wrongExtension);
  if (content.length === 0) throw new BizError(ImportMessages.emptyFile);
  if (content.length > MAX_IMPORT_BYTES) throw new BizError(ImportMessages.tooLarge);
  if (startsWith(content, OLE_MAGIC)) refuseEncrypted(content);
  else if (startsWith(content, ZIP_MAGIC)) refuseZipBomb(content);
  else throw new BizError(ImportMessages.corrupt);

  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(content, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
      sheets: 0,
      sheetRows: MAX_IMPORT_ROWS + HEADER_SCAN_ROWS + 1,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) throw new BizError(ImportMessages.encrypted);
    throw new BizError(ImportMessages.corrupt);
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet?.['!ref']) throw new BizError(ImportMessages.emptyWorkbook);
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  if (full && full.e.r - full.s.r > MAX_IMPORT_ROWS + HEADER_SCAN_ROWS) throw new BizError(ImportMessages.tooManyRows);
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

/** A cell an import treats as empty. */
export function isBlankCell(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}
