import * as XLSX from '@e965/xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The corrected workbook's name: the source's, marked 修正 (`订单.xlsx` → `订单-修正.xlsx`). */
export function fixedName(source: string): string {
  const base = source.replace(/\.(xlsx|xls)$/i, '') || '导入数据';
  return `${base}-修正.xlsx`;
}

/**
 * An .xlsx file of one sheet holding `grid` as text cells (a leading `=` stays text, never a formula).
 *
 * @example workbookFile([['职务编码'], ['ceo']], '职务-修正.xlsx').name // '职务-修正.xlsx'
 */
export function workbookFile(grid: readonly (readonly string[])[], name: string): File {
  const sheet = XLSX.utils.aoa_to_sheet(grid.map((row) => [...row]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: XLSX_TYPE });
}
