// The small parts of an .xlsx a sheet's cells need: its shared strings, which cell styles are dates,
// and the workbook's date system. Read the way SheetJS reads them, so a cell comes out the same.
import * as XLSX from '@e965/xlsx';

const ENTITY = /&(?:quot|apos|gt|lt|amp|#x([\da-fA-F]+)|#(\d+));/g;
const NAMED: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&apos;': "'",
  '&gt;': '>',
  '&lt;': '<',
  '&amp;': '&',
};
/** Excel's escape for characters XML cannot hold (`_x000D_`). */
const EXCEL_ESCAPE = /_x([\da-fA-F]{4})_/g;

function unescapeEntities(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(ENTITY, (entity, hex: string | undefined, decimal: string | undefined) => {
      if (hex !== undefined || decimal !== undefined) {
        const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
        return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED[entity] ?? entity;
    })
    .replace(EXCEL_ESCAPE, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}

/**
 * The text of XML character data: entities and Excel's `_xHHHH_` escapes decoded, CDATA kept as is,
 * CRLF as LF (what Excel shows).
 *
 * @example xmlText('A&amp;B_x000D_') // 'A&B\r'
 */
export function xmlText(raw: string): string {
  let text = '';
  let at = 0;
  for (let open = raw.indexOf('<![CDATA[', at); open >= 0; open = raw.indexOf('<![CDATA[', at)) {
    const close = raw.indexOf(']]>', open);
    if (close < 0) break;
    text += unescapeEntities(raw.slice(at, open)) + raw.slice(open + 9, close);
    at = close + 3;
  }
  text += unescapeEntities(raw.slice(at));
  return text.replace(/\r\n/g, '\n');
}

/** An element of any namespace prefix: `<t>`, `<x:t>`. */
const prefixed = (name: string) => `(?:[A-Za-z_][\\w.-]*:)?${name}`;
const SI = new RegExp(`<${prefixed('si')}>([\\s\\S]*?)</${prefixed('si')}>|<${prefixed('si')}\\s*/>`, 'g');
const T = new RegExp(
  `<${prefixed('t')}(?:\\s[^>]*)?>((?:<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|[^<])*)</${prefixed('t')}>`,
  'g',
);
const PHONETIC = new RegExp(`<${prefixed('rPh')}\\b[\\s\\S]*?</${prefixed('rPh')}>`, 'g');

/**
 * The text of a rich or plain string (`<si>` or an inline `<is>`): its `<t>` runs joined, phonetic
 * guides (`<rPh>`, furigana) left out.
 *
 * @example richText('<r><t>上</t></r><r><t>海</t></r>') // '上海'
 */
export function richText(xml: string): string {
  let text = '';
  for (const match of xml.replace(PHONETIC, '').matchAll(T)) text += match[1];
  return xmlText(text);
}

/** The shared string table (xl/sharedStrings.xml), index by index. */
export function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return Array.from(xml.matchAll(SI), (match) => richText(match[1] ?? ''));
}

/** Attribute values of one start tag by local name (`r`, `x:r` and `r='1'` alike). */
export function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = (match[1] as string).replace(/^[\w.-]+:/, '');
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? '');
  }
  return found;
}

/** Excel's built-in number formats that show a date or a time (ECMA-376 18.8.30 and SheetJS's implicit ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

const NUM_FMT = new RegExp(`<${prefixed('numFmt')}\\b[^>]*>`, 'g');
const CELL_XFS = new RegExp(`<${prefixed('cellXfs')}\\b[^>]*>([\\s\\S]*?)</${prefixed('cellXfs')}>`);
const XF = new RegExp(`<${prefixed('xf')}\\b[^>]*>`, 'g');

/**
 * For each cell style index (a cell's `s`), whether its number format shows a date: a number in such a
 * cell is an Excel serial date. Null without a cellXfs table (then no number is read as a date, as SheetJS does).
 *
 * @example dateStyles(stylesXml)?.[3] // true when style 3 is formatted 'yyyy-mm-dd'
 */
export function dateStyles(xml: string | undefined): boolean[] | null {
  const table = xml && CELL_XFS.exec(xml.replace(/<!--[\s\S]*?-->/g, ''));
  if (!xml || !table) return null;
  const custom = new Map<number, string>();
  for (const [tag] of xml.matchAll(NUM_FMT)) {
    const attrs = attributes(tag);
    const id = Number.parseInt(attrs.get('numFmtId') ?? '', 10);
    if (Number.isInteger(id)) custom.set(id, xmlText(attrs.get('formatCode') ?? ''));
  }
  return Array.from((table[1] ?? '').matchAll(XF), ([tag]) => {
    const id = Number.parseInt(attributes(tag).get('numFmtId') ?? '0', 10) || 0;
    const format = custom.get(id);
    return format !== undefined && id > 0 ? XLSX.SSF.is_date(format) : BUILT_IN_DATE_FORMATS.has(id);
  });
}

/** Whether the workbook counts dates from 1904 (`<workbookPr date1904="1"/>`, old Mac Excel). */
export function usesDate1904(workbookXml: string | undefined): boolean {
  const tag = workbookXml?.match(new RegExp(`<${prefixed('workbookPr')}\\b[^>]*>`))?.[0];
  const value = tag ? attributes(tag).get('date1904') : undefined;
  return value === '1' || value === 'true' || value === 'TRUE';
}

/** 1899-12-30 UTC: Excel's day 0 in the 1900 date system. */
const EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * An Excel serial date as a Date holding the sheet's wall-clock time in its UTC fields, as SheetJS
 * gives it (`cellDates`, `UTC`); 1900-02-29, a day that never was, stays a number.
 *
 * @example serialDate(45000, false).toISOString() // '2023-03-15T00:00:00.000Z'
 */
export function serialDate(serial: number, date1904: boolean): Date | number {
  const value = date1904 ? serial + 1462 : serial;
  if (value >= 60 && value < 61) return value;
  return new Date((value > 60 ? value : value + 1) * DAY_MS + EPOCH);
}

/** A `t="d"` cell's ISO 8601 text as a Date (no zone means the sheet's wall-clock time, kept in UTC fields). */
export function isoDate(text: string, date1904: boolean): Date {
  let m = /^(\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text);
  if (m) {
    const base = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 31);
    const seconds = (Number(m[1]) * 60 + Number(m[2])) * 60 + (m[3] ? Number(m[3].slice(1)) : 0);
    return new Date(base + seconds * 1000 + (m[4] ? Number(`${m[4]}000`.slice(1, 4)) : 0));
  }
  m = /^(\d+)-(\d+)-(\d+)$/.exec(text);
  if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  m = /^(\d+)-(\d+)-(\d+)[T ](\d+):(\d+)(:\d+)?(\.\d+)?$/.exec(text);
  if (m) {
    const ms = m[7] ? Number(`${m[7]}0000`.slice(1, 4)) : 0;
    const s = m[6] ? Number(m[6].slice(1)) : 0;
    return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), s, ms));
  }
  return new Date(text);
}
