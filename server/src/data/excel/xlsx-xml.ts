import type { CellValue } from './types';

/** The XML text of an .xlsx: package parts, sheet head and cells (written by `xlsx-writer`). */

/** Excel's limit for the text of one cell. */
const MAX_CELL_CHARS = 32_767;

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** `[Content_Types].xml` of a workbook with `sheets` worksheets. */
export function contentTypesXml(sheets: number): string {
  let overrides = '';
  for (let n = 1; n <= sheets; n++) {
    overrides +=
      `<Override PartName="/xl/worksheets/sheet${n}.xml" ` +
      'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>';
  }
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    `${overrides}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    '</Types>'
  );
}

/** `xl/_rels/workbook.xml.rels`: sheet `n` is `rId<n>`, the styles come after them. */
export function workbookRelsXml(sheets: number): string {
  let rels = '';
  for (let n = 1; n <= sheets; n++) {
    rels += `<Relationship Id="rId${n}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`;
  }
  return (
    `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">${rels}` +
    `<Relationship Id="rId${sheets + 1}" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`
  );
}

/** `xl/workbook.xml` naming the sheets in order. */
export function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>${sheets}</sheets></workbook>`;
}

export const PACKAGE_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Style 0: default; style 1: bold (the header row). */
export const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A worksheet up to and including its bold header row (frozen below it), columns as wide as their titles. */
export function sheetHeadXml(header: readonly string[]): string {
  const widths = header
    .map((title, i) => {
      const width = Math.min(60, Math.max(10, displayWidth(title) + 4));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const cells = header.map((title, i) => cellXml(title, `${columnLetter(i)}1`, 1)).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}` +
    `<sheetData><row r="1">${cells}</row>`
  );
}

export const SHEET_TAIL_XML = '</sheetData></worksheet>';

/** Characters XML 1.0 forbids (control characters, lone surrogates): dropped from cell text. */
const INVALID_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters XML forbids is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text `escapeXml` would change (surrogates included, so pairs take the careful path too). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same control characters as INVALID_XML.
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text whose spaces a reader could trim or fold without `xml:space="preserve"`. */
const SPACE_SENSITIVE = /^\s|\s$|\s\s|[\t\n\r]/;

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
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

/** Names of `count` sheets: `name`, `name(2)`, `name(3)`... each within Excel's 31 characters. */
export function sheetNames(name: string, count: number): string[] {
  const base = safeSheetName(name);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return base;
    const suffix = `(${i + 1})`;
    return [...base].slice(0, 31 - suffix.length).join('') + suffix;
  });
}

/** Display width of a text: wide (CJK) characters count twice. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x2e7f ? 2 : 1;
  return width;
}

/**
 * Text a spreadsheet turns into a formula once someone edits the cell (OWASP "CSV injection"): it
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return, possibly behind apostrophes already.
 * Counting those apostrophes keeps quoting reversible: a text that really starts with `'=` is written
 * `''=` and read back as `'=`.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const QUOTED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * Exported text made inert: one `'` before a text that could start a formula (numbers are cells of
 * their own type and never pass here). `unquoteFormulaText` undoes it on import.
 *
 * @example quoteFormulaText('=1+1') // "'=1+1"
 */
export function quoteFormulaText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Imported text as it was before `quoteFormulaText`: one leading `'` dropped when a formula character
 * (or more apostrophes and one) follows it. Excel itself never stores such an apostrophe in the text
 * (typed, it becomes the cell's "quote prefix"), so only our own exports and error reports carry it.
 *
 * @example unquoteFormulaText("'=1+1") // '=1+1'
 */
export function unquoteFormulaText(text: string): string {
  return QUOTED_FORMULA_START.test(text) ? text.slice(1) : text;
}

/**
 * One cell, '' for an empty one. `ref` may be '' when the cell directly follows the row's previous
 * cell (readers place it in the next column), which keeps large sheets smaller. Strings are inline
 * strings (no shared-string table to hold in memory), so a text that starts with `=` stays text and
 * is never evaluated as a formula on opening; `rowXml` also quotes it (`quoteFormulaText`) so that
 * editing the cell does not make it one.
 */
export function cellXml(value: CellValue | undefined, ref: string, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const attrs = `${ref ? ` r="${ref}"` : ''}${style ? ` s="${style}"` : ''}`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c${attrs}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c${attrs} t="b"><v>${value ? 1 : 0}</v></c>`;
  let text = String(value);
  if (text.length > MAX_CELL_CHARS) text = text.slice(0, MAX_CELL_CHARS);
  const space = SPACE_SENSITIVE.test(text) ? ' xml:space="preserve"' : '';
  return `<c${attrs} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/**
 * One data row: cells in column order, a `r` reference only on a cell that follows an empty one.
 * Every text cell goes through `quoteFormulaText`: exports, and import error reports too (those echo
 * what the user typed; the importer unquotes, so the corrected report imports the original text).
 *
 * @example rowXml(['a', null, 2], 5, ['A', 'B', 'C']) // '<row r="5"><c t="inlineStr">…</c><c r="C5"><v>2</v></c></row>'
 */
export function rowXml(row: readonly CellValue[], rowNumber: number, letters: readonly string[]): string {
  let cells = '';
  let gap = false;
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    const cell = cellXml(
      typeof value === 'string' ? quoteFormulaText(value) : value,
      gap ? `${letters[i] ?? columnLetter(i)}${rowNumber}` : '',
    );
    gap = cell === '';
    cells += cell;
  }
  return `<row r="${rowNumber}">${cells}</row>`;
}
