import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';
import type { CellValue } from './types';
import { columnLetter, safeSheetName, sheetNames, xlsxBuffer, xlsxChunks } from './xlsx-writer';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

function readBack(content: Buffer): { name: string; sheet: XLSX.WorkSheet; rows: unknown[][] } {
  const book = XLSX.read(content, { type: 'buffer' });
  const name = book.SheetNames[0] as string;
  const sheet = book.Sheets[name] as XLSX.WorkSheet;
  return { name, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }) };
}

describe('xlsxChunks', () => {
  it('writes a workbook SheetJS reads back cell for cell', async () => {
    const content = await xlsxBuffer({ name: '职务', header: ['编码', '名称', '数量', '启用'] }, [
      ['a<b>&"c"', '总经理 😀', 12.5, true],
      ['=SUM(A1:A9)', null, -3, false],
      ['', 'tab\there', 0, null],
    ]);
    const { name, sheet, rows } = readBack(content);
    expect(name).toBe('职务');
    expect(rows).toEqual([
      ['编码', '名称', '数量', '启用'],
      ['a<b>&"c"', '总经理 😀', 12.5, true],
      ["'=SUM(A1:A9)", null, -3, false],
      [null, 'tab\there', 0, null],
    ]);
    // Text that looks like a formula stays text, quoted so that editing the cell keeps it text.
    expect(sheet.A3).toMatchObject({ t: 's', v: "'=SUM(A1:A9)" });
    expect(sheet.A3?.f).toBeUndefined();
  });

  it('drops characters XML cannot carry and truncates text past Excel’s cell limit', async () => {
    const content = await xlsxBuffer({ name: 'S', header: ['x'] }, [['a\u0000b\u0007c\uD800d'], ['y'.repeat(40_000)]]);
    const { rows } = readBack(content);
    expect(rows[1]).toEqual(['abcd']);
    expect(String(rows[2]?.[0])).toHaveLength(32_767);
  });

  it('has the parts of an OOXML package and a frozen, bold header', async () => {
    const files = unzipSync(await xlsxBuffer({ name: 'S', header: ['标题'] }, [['v']]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheetXml = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    expect(sheetXml).toContain('state="frozen"');
    expect(sheetXml).toContain('<c r="A1" s="1" t="inlineStr">');
  });

  it('hands on bytes batch by batch, asking for the next batch only when the previous one is out', async () => {
    const asked: number[] = [];
    async function* batches(): AsyncGenerator<CellValue[][]> {
      for (let b = 0; b < 3; b++) {
        asked.push(b);
        yield Array.from({ length: 2000 }, (_, i) => [`row-${b}-${i}`, i]);
      }
    }
    const chunks: Uint8Array[] = [];
    const stream = xlsxChunks({ name: 'S', header: ['a', 'b'] }, batches());
    chunks.push((await stream.next()).value as Uint8Array);
    expect(asked).toEqual([]);
    for await (const chunk of stream) {
      chunks.push(chunk);
      if (chunks.length === 2) expect(asked).toEqual([0]);
    }
    expect(asked).toEqual([0, 1, 2]);
    const { rows } = readBack(Buffer.concat(chunks));
    expect(rows).toHaveLength(6001);
    expect(rows[6000]).toEqual(['row-2-1999', 1999]);
  });
});

describe('workbooks larger than a sheet', () => {
  const header = ['编号', '名称'];
  async function* batches(total: number, size: number): AsyncGenerator<(string | number)[][]> {
    for (let start = 1; start <= total; start += size) {
      yield Array.from({ length: Math.min(size, total - start + 1) }, (_, i) => [start + i, `行${start + i}`]);
    }
  }

  it('continues on further sheets, each with the header, rows in order', async () => {
    const content = await collect(xlsxChunks({ name: '订单列表', header, rows: 7 }, batches(7, 2), 3));
    const book = XLSX.read(content, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['订单列表', '订单列表(2)', '订单列表(3)']);
    const sheets = book.SheetNames.map((name) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1 }),
    );
    expect(sheets.map((rows) => rows[0])).toEqual([header, header, header]);
    expect(sheets.flatMap((rows) => rows.slice(1).map((row) => row[0]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sheets.map((rows) => rows.length - 1)).toEqual([3, 3, 1]);
  });

  it('refuses rows beyond the sheets it declared, and keeps declared sheets that stay empty', async () => {
    await expect(collect(xlsxChunks({ name: 'S', header, rows: 3 }, batches(4, 2), 3))).rejects.toThrow(
      'declared 1 sheet(s) of 3 rows',
    );
    const content = await collect(xlsxChunks({ name: 'S', header, rows: 7 }, batches(2, 2), 3));
    const book = XLSX.read(content, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['S', 'S(2)', 'S(3)']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['S(3)'] as XLSX.WorkSheet, { header: 1 })).toEqual([header]);
  });

  it('names further sheets within Excel’s 31 characters', () => {
    expect(sheetNames('职'.repeat(40), 2).map((name) => [...name].length)).toEqual([31, 31]);
    expect(sheetNames('职'.repeat(40), 2)[1]?.endsWith('(2)')).toBe(true);
  });
});

describe('helpers', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it('cleans sheet names', () => {
    expect(safeSheetName('a/b:c*?[d]')).toBe('abcd');
    expect(safeSheetName('')).toBe('Sheet1');
    expect([...safeSheetName('职'.repeat(40))]).toHaveLength(31);
  });

  it('builds an RFC 5987 attachment header with an ASCII fallback', () => {
    expect(attachment('职务.xlsx')).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%81%8C%E5%8A%A1.xlsx`,
    );
    expect(attachment('a"b\r\n(1).xlsx')).toBe(
      `attachment; filename="a_b__(1).xlsx"; filename*=UTF-8''a_b__%281%29.xlsx`,
    );
  });
});
