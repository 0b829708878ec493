/**
 * The workbook parser of the preview. The dialog loads this module with `import()`, so SheetJS
 * (`@e965/xlsx`, the parser the server uses) lands in its own chunk, fetched only when a file is chosen.
 */
import * as XLSX from '@e965/xlsx';
import type { SheetGrid } from './sheet-preview';

/** Rows read per sheet at most (the server refuses more than 50 000 data rows anyway). */
export const MAX_PREVIEW_SCAN_ROWS = 50_000 + 11;

export const WorkbookMessages = {
  corrupt: '文件已损坏或不是有效的Excel文件',
  encrypted: '文件已加密，请取消密码保护后再导入',
  empty: '文件中没有任何数据',
} as const;

export class WorkbookReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkbookReadError';
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/**
 * Every sheet of an .xls/.xlsx as raw cells. Only the two Excel containers are read (SheetJS would
 * happily read a CSV or HTML file renamed to .xlsx, which the server refuses).
 *
 * @example readWorkbookGrids(await file.arrayBuffer())[0].rows[0] // ['职务编码', '职务名称', '职级']
 */
export function readWorkbookGrids(data: ArrayBuffer | Uint8Array): SheetGrid[] {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length === 0) throw new WorkbookReadError(WorkbookMessages.empty);
  if (!startsWith(bytes, ZIP_MAGIC) && !startsWith(bytes, OLE_MAGIC))
    throw new WorkbookReadError(WorkbookMessages.corrupt);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
      sheetRows: MAX_PREVIEW_SCAN_ROWS,
    });
  } catch (error) {
    // Excel writes a password-protected workbook as an OLE container (SheetJS: "password-protected");
    // a broken zip's "Unsupported ZIP encryption" is no such thing.
    const message = error instanceof Error ? error.message : '';
    const encrypted = startsWith(bytes, OLE_MAGIC) && /password|encrypt/i.test(message);
    throw new WorkbookReadError(encrypted ? WorkbookMessages.encrypted : WorkbookMessages.corrupt);
  }
  const grids = workbook.SheetNames.map((name): SheetGrid => {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) return { name, firstRow: 1, firstColumn: 0, rows: [] };
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
      UTC: true,
    });
    return { name, firstRow: range.s.r + 1, firstColumn: range.s.c, rows };
  });
  if (grids.every((grid) => grid.rows.length === 0)) throw new WorkbookReadError(WorkbookMessages.empty);
  return grids;
}
