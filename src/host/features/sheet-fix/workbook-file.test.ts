import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { fixedName, workbookFile } from './workbook-file';

describe('the corrected workbook', () => {
  it('is named after its source and holds the grid as text, a leading = included', async () => {
    expect(fixedName('订单.xlsx')).toBe('订单-修正.xlsx');
    expect(fixedName('导入错误数据.XLS')).toBe('导入错误数据-修正.xlsx');
    const file = workbookFile(
      [
        ['用户姓名', '订单金额'],
        ['=HYPERLINK("x")', '12.50'],
      ],
      '订单-修正.xlsx',
    );
    expect(file.name).toBe('订单-修正.xlsx');
    const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] ?? {};
    expect(sheet.A2?.f).toBeUndefined();
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false })).toEqual([
      ['用户姓名', '订单金额'],
      ['=HYPERLINK("x")', '12.50'],
    ]);
  });
});
