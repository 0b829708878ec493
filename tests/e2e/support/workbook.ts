import * as XLSX from '@e965/xlsx';

/**
 * An .xlsx file for `setInputFiles`: one sheet of rows, the first row the headers.
 *
 * @example await input.setInputFiles(xlsxFile('职务.xlsx', '职务', [['职务编码', '职务名称'], ['p1', '经理']]))
 */
export function xlsxFile(
  name: string,
  sheet: string,
  rows: readonly (readonly unknown[])[],
): { name: string; mimeType: string; buffer: Buffer } {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as unknown[][]), sheet);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array),
  };
}
