import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readWorkbookGrids, WorkbookMessages } from './read-workbook';
import { previewSheets } from './sheet-preview';

function workbookBytes(sheets: Record<string, unknown[][]>, bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

describe('readWorkbookGrids', () => {
  it('reads every sheet of an .xlsx in order, with raw values', () => {
    const bytes = workbookBytes({
      职务: [
        ['职务编码', '职务名称', '职级'],
        ['ops', '运营', 2],
      ],
      说明: [['只读取第一个工作表']],
    });
    const grids = readWorkbookGrids(bytes);
    expect(grids.map((g) => g.name)).toEqual(['职务', '说明']);
    expect(grids[0]).toEqual({
      name: '职务',
      firstRow: 1,
      firstColumn: 0,
      rows: [
        ['职务编码', '职务名称', '职级'],
        ['ops', '运营', 2],
      ],
    });
  });

  it('reads an .xls (BIFF8) too', () => {
    const grids = readWorkbookGrids(workbookBytes({ Sheet1: [['a'], ['b']] }, 'biff8'));
    expect(grids[0]?.rows).toEqual([['a'], ['b']]);
  });

  it('keeps dates as the wall-clock time written in the sheet', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['日期'], [new Date(2026, 2, 15)]], { cellDates: true });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const [preview] = await previewSheets(readWorkbookGrids(bytes));
    expect(preview?.rows[0]?.cells).toEqual(['2026-03-15']);
  });

  it('refuses what is not an Excel container, even a CSV renamed to .xlsx', () => {
    expect(() => readWorkbookGrids(new TextEncoder().encode('职务编码,职务名称\nops,运营\n'))).toThrow(
      WorkbookMessages.corrupt,
    );
    expect(() => readWorkbookGrids(new Uint8Array(0))).toThrow(WorkbookMessages.empty);
    const zipJunk = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => readWorkbookGrids(zipJunk)).toThrow(WorkbookMessages.corrupt);
  });

  it('refuses a workbook without any cell', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), 'Empty');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(() => readWorkbookGrids(bytes)).toThrow(WorkbookMessages.empty);
  });

  it('previews a 10 000-row sheet quickly enough for the dialog', async () => {
    const rows: unknown[][] = [['职务编码', '职务名称', '职级']];
    for (let i = 0; i < 10_000; i += 1) rows.push([`code_${i}`, `职务${i}`, '专员级']);
    rows.push(['code_1', '', '专员级']);
    const started = performance.now();
    const [preview] = await previewSheets(readWorkbookGrids(workbookBytes({ 职务: rows })), {
      columns: [
        { key: 'code', title: '职务编码', validateRules: [{ unique: true }] },
        { key: 'name', title: '职务名称', validateRules: [{ required: true }] },
      ],
    });
    const elapsed = performance.now() - started;
    expect(preview?.totalRows).toBe(10_001);
    expect(preview?.invalidCount).toBe(2);
    expect(preview?.invalidRows.map((r) => r.rowNumber)).toEqual([3, 10_002]);
    expect(elapsed).toBeLessThan(5000);
  });
});
