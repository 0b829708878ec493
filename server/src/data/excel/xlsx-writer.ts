import { Zip, ZipDeflate } from 'fflate';
import type { CellValue } from './types';

/** The last data row a worksheet can hold (Excel's limit is 1,048,576 rows, one is the header). */
export const MAX_SHEET_ROWS = 1_048_575;
/** Excel's limit for the text of one cell. */
const MAX_CELL_CHARS = 32_767;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STATIC_PARTS: readonly (readonly [string, string])[] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
      `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    // Style 0: default; style 1: bold (the header row).
    `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

/** Characters XML 1.0 forbids (control characters, lone surrogates): dropped from cell text. */
const INVALID_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters XML forbids is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 'A', 'B', ... 'Z', 'AA', ... for a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters, never empty. */
export function safeSheetName(name: string): string {
  const cleaned = [...name.replace(/[[\]:*?/\\]/g, '').trim()].slice(0, 31).join('');
  return cleaned || 'Sheet1';
}

/** Display width of a text: wide (CJK) characters count twice. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x2e7f ? 2 : 1;
  return width;
}

/**
 * One cell. Strings are inline strings (no shared-string table to hold in memory), so a text that
 * starts with `=` stays text and is never evaluated as a formula.
 */
function cellXml(ref: string, value: CellValue, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  let text = String(value);
  if (text.length > MAX_CELL_CHARS) text = text.slice(0, MAX_CELL_CHARS);
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

export interface SheetSpec {
  /** Sheet name (cleaned with `safeSheetName`). */
  name: string;
  /** Header titles: bold, frozen first row; column widths follow them. */
  header: readonly string[];
}

/**
 * Streams a one-sheet .xlsx: the header row, then every row of `batches` as it arrives. Each batch is
 * compressed and handed on before the next is asked for, so memory stays at one batch whatever the
 * row count (the sheet is deflated with fflate's streaming zip; rows beyond Excel's limit are refused).
 *
 * @example Readable.from(xlsxChunks({ name: '职务', header: ['职务编码'] }, [[['ceo']]]))
 */
export async function* xlsxChunks(
  sheet: SheetSpec,
  batches: AsyncIterable<readonly (readonly CellValue[])[]> | Iterable<readonly (readonly CellValue[])[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  const take = (): Uint8Array => {
    if (failure) throw failure;
    const out = Buffer.concat(ready);
    ready.length = 0;
    return out;
  };

  for (const [path, xml] of STATIC_PARTS) addPart(zip, path, encoder.encode(xml));
  addPart(
    zip,
    'xl/workbook.xml',
    encoder.encode(
      `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>` +
        `<sheet name="${escapeXml(safeSheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
  );

  const body = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(body);
  const letters = sheet.header.map((_, index) => columnLetter(index));
  const letterOf = (index: number) => letters[index] ?? columnLetter(index);
  const widths = sheet.header
    .map((title, i) => {
      const width = Math.min(60, Math.max(10, displayWidth(title) + 4));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const headerCells = sheet.header.map((title, i) => cellXml(`${letterOf(i)}1`, title, 1)).join('');
  body.push(
    encoder.encode(
      `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}` +
        `<sheetData><row r="1">${headerCells}</row>`,
    ),
  );
  yield take();

  let rowNumber = 1;
  for await (const batch of batches) {
    const parts: string[] = [];
    for (const row of batch) {
      rowNumber += 1;
      if (rowNumber > MAX_SHEET_ROWS + 1) throw new Error(`a worksheet holds at most ${MAX_SHEET_ROWS} rows`);
      let cells = '';
      for (let i = 0; i < row.length; i++) cells += cellXml(`${letterOf(i)}${rowNumber}`, row[i] ?? null, 0);
      parts.push(`<row r="${rowNumber}">${cells}</row>`);
    }
    if (parts.length === 0) continue;
    body.push(encoder.encode(parts.join('')));
    yield take();
  }
  body.push(encoder.encode('</sheetData></worksheet>'), true);
  zip.end();
  yield take();
}

function addPart(zip: Zip, path: string, content: Uint8Array): void {
  const part = new ZipDeflate(path, { level: 6 });
  zip.add(part);
  part.push(content, true);
}

/**
 * The whole .xlsx in one buffer (small sheets: tests, error reports).
 *
 * @example const bytes = await xlsxBuffer({ name: 'S', header: ['A'] }, [[1], [2]])
 */
export async function xlsxBuffer(sheet: SheetSpec, rows: readonly (readonly CellValue[])[]): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(sheet, [rows])) chunks.push(chunk);
  return Buffer.concat(chunks);
}
