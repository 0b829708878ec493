// The streaming sheet reader against SheetJS's, the reference it replaced: the same workbook must give
// the same cells (strings, numbers, booleans, Dates, blanks) wherever they sit.
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BizError } from '../../http/envelope';
import { type SheetContext, SheetXmlRows } from './sheet-xml-rows';
import { readWorkbook } from './workbook-reader';
import { minimalXlsx } from './workbook-test-kit';
import { dateStyles, sharedStrings, usesDate1904, xmlText } from './xlsx-parts';

type Cells = Record<number, unknown[]>;

/** Non-blank rows by Excel row number, each trimmed of trailing empty cells, holes as null. */
function byRow(firstRow: number, rows: readonly unknown[][]): Cells {
  const out: Cells = {};
  rows.forEach((row, i) => {
    const cells = Array.from(row, (cell) => (cell === undefined ? null : cell));
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    if (cells.length > 0) out[firstRow + i] = cells;
  });
  return out;
}

/** SheetJS's reading of the first sheet, as the reader did before (columns from A). */
function sheetJs(content: Buffer): Cells {
  const book = XLSX.read(content, { type: 'buffer', cellDates: true, dense: true, sheets: 0 });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const range = XLSX.utils.decode_range(sheet['!ref'] as string);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
    UTC: true,
  });
  return byRow(
    range.s.r + 1,
    rows.map((row) => [...new Array(range.s.c).fill(null), ...row]),
  );
}

function ours(content: Buffer): Cells {
  const grid = readWorkbook('a.xlsx', content);
  return byRow(grid.firstRow, grid.rows);
}

function write(book: XLSX.WorkBook, options: Partial<XLSX.WritingOptions> = {}): Buffer {
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, ...options }) as Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  'xl/sharedStrings.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml',
  'xl/styles.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml',
};

/** A package whose parts (its first sheet, shared strings, styles) are replaced by hand-written XML. */
function withParts(parts: Record<string, string>): Buffer {
  const files = unzipSync(minimalXlsx());
  let types = strFromU8(files['[Content_Types].xml'] as Uint8Array);
  for (const [name, xml] of Object.entries(parts)) {
    files[name] = strToU8(xml);
    const type = CONTENT_TYPES[name];
    if (type && !types.includes(`"/${name}"`))
      types = types.replace('</Types>', `<Override PartName="/${name}" ContentType="${type}"/></Types>`);
  }
  files['[Content_Types].xml'] = strToU8(types);
  return Buffer.from(zipSync(files));
}

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

describe('reading an .xlsx as it inflates, against SheetJS', () => {
  it('gives SheetJS’s cells for text, numbers, booleans, dates, blanks and gaps, shared or inline strings', () => {
    const rows: unknown[][] = [
      ['订单号', '金额', '下单时间', '已付', '备注'],
      ['DD0001', 1234.5, new Date(Date.UTC(2024, 1, 29, 13, 45, 6)), true, 'A&B <c> "引号" \'单\''],
      ['DD0002', -0.1, new Date(Date.UTC(1900, 0, 1)), false, '第一行\n第二行'],
      [],
      ['DD0004', 1e21, new Date(Date.UTC(2099, 11, 31, 23, 59, 59)), null, '  前后空格  '],
      [null, 0, null, null, '\u0001控制字符'],
      ['13800138000', 123456789012.345, new Date(Date.UTC(1970, 0, 1, 0, 0, 0, 500)), true, '😀 emoji'],
    ];
    const sheet = XLSX.utils.sheet_add_aoa({}, rows, { cellDates: true, origin: 'B3' });
    sheet.F5 = { t: 'n', v: 45000, z: 'yyyy"年"m"月"d"日"' };
    sheet.F6 = { t: 'n', v: 0.75, z: 'h:mm' };
    sheet.D9 = { t: 'n', v: 2, f: 'A1+1' };
    sheet.E9 = { t: 's', v: '公式结果', f: '"公式"&"结果"' };
    for (const bookSST of [false, true]) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, '订单');
      const content = write(book, { bookSST, cellDates: false });
      const expected = sheetJs(content);
      expect(Object.keys(expected)).toHaveLength(7);
      expect(ours(content)).toEqual(expected);
    }
  });

  it('reads dates of a 1904 workbook, custom date formats and 1900-02-29 as SheetJS does', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['日期', '时间', '数字']]);
    const cells: [string, number, string][] = [
      ['A2', 45000.5, 'yyyy-mm-dd hh:mm:ss'],
      ['B2', 0.25, '[h]:mm'],
      ['C2', 45000, '0.00'],
      ['A3', 60, 'yyyy-mm-dd'],
      ['B3', 59, 'm/d/yy'],
      ['C3', 61, '"日期"yyyy/m/d'],
    ];
    for (const [ref, v, z] of cells) sheet[ref] = { t: 'n', v, z };
    sheet['!ref'] = 'A1:C3';
    for (const date1904 of [false, true]) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'S');
      book.Workbook = { ...book.Workbook, WBProps: { date1904 } };
      const content = write(book);
      const expected = sheetJs(content);
      expect(expected[2]?.[0]).toBeInstanceOf(Date);
      expect(ours(content)).toEqual(expected);
    }
  });

  it('reads hand-written XML: prefixes, missing references, rich text, escapes, formula and error cells', () => {
    const sheet =
      `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:E6"/>` +
      `<x:sheetData><!-- 注释 --><x:row r="1"><x:c t="inlineStr"><x:is><x:r><x:t>上</x:t></x:r>` +
      `<x:r><x:rPr><x:b/></x:rPr><x:t xml:space="preserve">海 </x:t></x:r><x:rPh sb="0" eb="1"><x:t>シャン</x:t></x:rPh></x:is></x:c>` +
      `<x:c t="s"><x:v>0</x:v></x:c><x:c r="E1" t="str"><x:f>A1</x:f><x:v>a&amp;b_x000D_</x:v></x:c></x:row>` +
      `<x:row><x:c r="A2" t="e"><x:v>#N/A</x:v></x:c><x:c r="B2" t="b"><x:v>1</x:v></x:c><x:c r="C2" s="1"><x:v>45000</x:v></x:c>` +
      `<x:c r="D2" t="d"><x:v>2024-03-05T06:07:08</x:v></x:c><x:c r="E2"><x:v>&#x31;2.5</x:v></x:c></x:row>` +
      `<x:row r="3"/><x:row r="4" spans="1:5"><x:c r="B4" s="0"/><x:c r="C4" t="s"><x:v>1</x:v></x:c></x:row>` +
      `<x:row r="6"><x:c r="A6" t="inlineStr"><x:is><x:t><![CDATA[<原样>&amp;]]></x:t></x:is></x:c></x:row>` +
      `</x:sheetData></x:worksheet>`;
    const content = withParts({
      'xl/worksheets/sheet1.xml': sheet,
      'xl/sharedStrings.xml': `<sst ${MAIN}><si><t>共享</t></si><si><r><t>富</t></r><r><t>文本</t></r></si></sst>`,
      'xl/styles.xml':
        `<styleSheet ${MAIN}><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy&quot;年&quot;m&quot;月&quot;"/></numFmts>` +
        `<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>` +
        `<cellXfs count="2"><xf numFmtId="0" xfId="0"/><xf numFmtId="164" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    });
    const expected = sheetJs(content);
    expect(expected[1]).toEqual(['上海 ', '共享', null, null, 'a&b\r']);
    expect(expected[2]?.[2]).toBeInstanceOf(Date);
    expect(ours(content)).toEqual(expected);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const book = XLSX.utils.book_new();
    const data = Array.from({ length: 40 }, (_, i) => [`名称${i}`, i * 1.5, i % 2 === 0, `备注&<${i}>`]);
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'S');
    const files = unzipSync(write(book, { bookSST: false }));
    const xml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array).replace(/<row /g, '<!-- r --><row ');
    const context: SheetContext = { strings: [], dateStyles: null, date1904: false };
    const read = (size: number) => {
      const rows: [number, unknown[]][] = [];
      const parser = new SheetXmlRows(context, (n, cells) => rows.push([n, cells]));
      for (let at = 0; at < xml.length; at += size) parser.push(xml.slice(at, at + size));
      parser.end();
      return rows;
    };
    const whole = read(xml.length);
    expect(whole).toHaveLength(40);
    expect(whole[3]).toEqual([4, ['名称3', 4.5, false, '备注&<3>']]);
    for (const size of [1, 2, 3, 7, 64, 1000]) expect(read(size)).toEqual(whole);
  });

  it('refuses a sheet cut in the middle of a row, rows out of order and a column past XFD as corrupt', () => {
    const corrupt = new BizError('文件已损坏或不是有效的Excel文件');
    const context: SheetContext = { strings: [], dateStyles: null, date1904: false };
    const cut = new SheetXmlRows(context, () => undefined);
    cut.push(`<worksheet ${MAIN}><sheetData><row r="1"><c r="A1"><v>1</v></c>`);
    expect(() => cut.end()).toThrow(corrupt);
    const sheet = (rows: string) =>
      withParts({ 'xl/worksheets/sheet1.xml': `<worksheet ${MAIN}><sheetData>${rows}</sheetData></worksheet>` });
    const outOfOrder = sheet('<row r="5"><c r="A5"><v>1</v></c></row><row r="2"><c r="A2"><v>2</v></c></row>');
    expect(() => readWorkbook('a.xlsx', outOfOrder)).toThrow(corrupt);
    expect(() => readWorkbook('a.xlsx', sheet('<row r="1"><c r="XFE1"><v>1</v></c></row>'))).toThrow(corrupt);
    expect(() => readWorkbook('a.xlsx', sheet('<row r="1"><c r="A1" t="s"><v>9</v></c></row>'))).toThrow(corrupt);
    expect(() => readWorkbook('a.xlsx', sheet('<row r="1"><c r="A1" t="e"><v>#REF!</v></c></row>'))).toThrow(
      new BizError('文件中没有任何数据'),
    );
  });
});

describe('the small parts', () => {
  it('decodes entities, Excel escapes and CDATA', () => {
    expect(xmlText('&lt;a&gt; &amp;amp; &#20013;&#x6587; _x000A_x\r\ny <![CDATA[&lt;]]>')).toBe(
      '<a> &amp; 中文 \nx\ny &lt;',
    );
  });

  it('reads shared strings without phonetic guides, date styles and the 1904 flag', () => {
    expect(sharedStrings(`<sst><si><t>甲</t><rPh><t>コウ</t></rPh></si><si/><x:si><x:t>乙</x:t></x:si></sst>`)).toEqual(
      ['甲', '', '乙'],
    );
    const styles =
      '<styleSheet><numFmts><numFmt numFmtId="165" formatCode="0.0%"/><numFmt numFmtId="14" formatCode="0.00"/></numFmts>' +
      '<cellXfs><xf numFmtId="165"/><xf numFmtId="57"/><xf/><xf numFmtId="14"/><xf numFmtId="22"/></cellXfs></styleSheet>';
    expect(dateStyles(styles)).toEqual([false, true, false, false, true]);
    expect(dateStyles('<styleSheet/>')).toBeNull();
    expect(usesDate1904('<workbook><workbookPr date1904="1"/></workbook>')).toBe(true);
    expect(usesDate1904('<workbook><workbookPr/></workbook>')).toBe(false);
  });
});
