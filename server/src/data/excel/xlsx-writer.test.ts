import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';
import type { CellValue } from './types';
import { columnLetter, safeSheetName, xlsxBuffer, xlsxChunks } from './xlsx-writer';

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
      ['=SUM(A1:A9)', null, -3, false],
      [null, 'tab\there', 0, null],
    ]);
    // Text that looks like a formula stays text.
    expect(sheet.A3).toMatchObject({ t: 's', v: '=SUM(A1:A9)' });
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
