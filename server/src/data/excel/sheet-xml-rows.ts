import { BizError } from '../../http/envelope';
import { ImportMessages } from './import-limits';
import { isoDate, richText, serialDate, xmlText } from './xlsx-parts';

/** What turns a cell's stored value into what it shows: shared strings, date styles, date system. */
export interface SheetContext {
  strings: readonly string[];
  /** Per style index, whether it formats numbers as dates; null: no style table (no dates). */
  dateStyles: readonly boolean[] | null;
  date1904: boolean;
}

const NAME = '(?:[A-Za-z_][\\w.-]*:)?';
const SHEET_DATA = new RegExp(`<${NAME}sheetData\\b[^>]*?(/?)>`, 'g');
const TAG = new RegExp(`<(/?)${NAME}([A-Za-z_][\\w.-]*)\\b[^>]*?(/?)>`, 'y');
const ROW_END = new RegExp(`</${NAME}row>`, 'g');
const CELL = new RegExp(`<${NAME}c\\b([^>]*?)(/?)>`, 'g');
const CELL_END = new RegExp(`</${NAME}c>`, 'g');
const VALUE = new RegExp(`<${NAME}v(?:\\s[^>]*)?>([\\s\\S]*?)</${NAME}v>`);
const INLINE = new RegExp(`<${NAME}is(?:\\s[^>]*)?>([\\s\\S]*?)</${NAME}is>`);
/** The attributes a row or a cell is read by: reference, type, style. */
const ATTRIBUTE = /(?:^|\s)(?:[\w.-]+:)?(r|t|s)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** A comment or processing instruction between rows. */
const SKIPPED = [
  ['<!--', '-->'],
  ['<?', '?>'],
] as const;

interface CellAttributes {
  r?: string;
  t?: string;
  s?: string;
}

function cellAttributes(tag: string): CellAttributes {
  const found: CellAttributes = {};
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(tag); match; match = ATTRIBUTE.exec(tag)) {
    const name = match[1] as keyof CellAttributes;
    found[name] ??= match[2] ?? match[3] ?? '';
  }
  return found;
}
/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384;

const corrupt = () => new BizError(ImportMessages.corrupt);

/** Column index (A = 0) of a cell reference's letters; -1 without letters. */
function columnOf(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > MAX_COLUMNS) throw corrupt();
  }
  return i === 0 ? -1 : column - 1;
}

/**
 * A worksheet's XML parsed as it inflates, row by row, never holding more than the unfinished row: the
 * streaming counterpart of SheetJS's sheet reader (`cellDates`, `UTC`, no formulas or styles kept).
 * Values: strings (shared, inline, formula results), numbers, booleans, and Dates for date-styled
 * numbers and `t="d"` cells; error cells and empty cells are left out. Each row holding a value is
 * handed to `onRow` with its Excel row number and its cells by column (A = 0).
 *
 * @example const rows = new SheetXmlRows(context, (n, cells) => grid.add(n, cells)); rows.push(xml); rows.end()
 */
export class SheetXmlRows {
  private text = '';
  private inData = false;
  private finished = false;
  private rowNumber = 0;
  /** Where to look for the open row's end tag next time (what was searched holds none). */
  private endSearch = 0;

  constructor(
    private readonly context: SheetContext,
    private readonly onRow: (rowNumber: number, cells: unknown[]) => void,
  ) {}

  /** The next decoded piece of the sheet's XML. */
  push(chunk: string): void {
    if (this.finished) return;
    this.text += chunk;
    if (!this.inData && !this.findData()) return;
    this.rows();
  }

  /** The end of the XML: an unfinished row is a broken file. */
  end(): void {
    if (this.finished || !this.inData) return;
    if (this.text.trim() !== '') throw corrupt();
  }

  private findData(): boolean {
    SHEET_DATA.lastIndex = 0;
    const match = SHEET_DATA.exec(this.text);
    if (!match) {
      // Keep what may be the start of the tag.
      const open = this.text.lastIndexOf('<');
      this.text = open >= 0 ? this.text.slice(open) : '';
      return false;
    }
    this.inData = true;
    this.finished = match[1] === '/';
    this.text = this.finished ? '' : this.text.slice(match.index + match[0].length);
    return !this.finished;
  }

  private rows(): void {
    const { text } = this;
    let at = 0;
    for (;;) {
      const open = text.indexOf('<', at);
      if (open < 0) {
        at = text.length;
        break;
      }
      const skipped = SKIPPED.find(([start]) => text.startsWith(start, open));
      if (skipped) {
        const close = text.indexOf(skipped[1], open);
        if (close < 0) {
          at = open;
          break;
        }
        at = close + skipped[1].length;
        continue;
      }
      TAG.lastIndex = open;
      const tag = TAG.exec(text);
      if (!tag) {
        // An unfinished tag (or not a tag at all, which the next bytes cannot mend).
        if (text.indexOf('>', open) >= 0) throw corrupt();
        at = open;
        break;
      }
      const [whole, closing, name, selfClosing] = tag;
      if (closing && name === 'sheetData') {
        this.finished = true;
        this.text = '';
        return;
      }
      if (closing || name !== 'row') {
        at = open + whole.length;
        continue;
      }
      const number = Number.parseInt(cellAttributes(whole.slice(1)).r ?? '', 10);
      const rowNumber = Number.isInteger(number) && number > 0 ? number : this.rowNumber + 1;
      const body = open + whole.length;
      if (selfClosing) {
        this.rowNumber = rowNumber;
        at = body;
        continue;
      }
      ROW_END.lastIndex = Math.max(body, this.endSearch);
      const end = ROW_END.exec(text);
      if (!end) {
        // Only the end tag's length may be cut: search the rest again next time.
        this.endSearch = Math.max(body, text.length - 64) - open;
        at = open;
        break;
      }
      this.rowNumber = rowNumber;
      this.endSearch = 0;
      const cells = this.cells(text.slice(body, end.index));
      if (cells) this.onRow(rowNumber, cells);
      at = end.index + end[0].length;
    }
    // An unfinished row's endSearch counts from its start, which is now the text's start.
    this.text = text.slice(at);
  }

  /** One row's cells by column, or null when it holds no value. */
  private cells(xml: string): unknown[] | null {
    const cells: unknown[] = [];
    let column = -1;
    let any = false;
    CELL.lastIndex = 0;
    for (let match = CELL.exec(xml); match; match = CELL.exec(xml)) {
      const attrs = cellAttributes(match[1] ?? '');
      const ref = attrs.r;
      const at = ref === undefined ? -1 : columnOf(ref);
      column = at >= 0 ? at : column + 1;
      if (column >= MAX_COLUMNS) throw corrupt();
      let content = '';
      if (match[2] !== '/') {
        CELL_END.lastIndex = CELL.lastIndex;
        const end = CELL_END.exec(xml);
        if (!end) throw corrupt();
        content = xml.slice(CELL.lastIndex, end.index);
        CELL.lastIndex = end.index + end[0].length;
      }
      const value = this.value(attrs, content);
      if (value !== undefined) {
        cells[column] = value;
        any = true;
      }
    }
    return any ? cells : null;
  }

  /** A cell's value as SheetJS reads it, or undefined for an empty or error cell. */
  private value(attrs: CellAttributes, content: string): unknown {
    const { strings, dateStyles, date1904 } = this.context;
    const raw = VALUE.exec(content)?.[1];
    switch (attrs.t ?? 'n') {
      case 'n': {
        if (raw === undefined || raw === '') return undefined;
        const number = Number.parseFloat(raw.includes('&') ? xmlText(raw) : raw);
        const style = Number.parseInt(attrs.s ?? '', 10);
        return dateStyles?.[Number.isInteger(style) ? style : 0] ? serialDate(number, date1904) : number;
      }
      case 's': {
        if (raw === undefined) return undefined;
        const text = strings[Number.parseInt(raw, 10)];
        if (text === undefined) throw corrupt();
        return text;
      }
      case 'str':
        return raw === undefined ? '' : xmlText(raw);
      case 'inlineStr': {
        const inline = INLINE.exec(content)?.[1];
        return inline === undefined ? '' : richText(inline);
      }
      case 'b':
        return raw === '1' || raw === 'true' || raw === 'TRUE';
      case 'd':
        return raw === undefined ? undefined : isoDate(xmlText(raw), date1904);
      case 'e':
        return undefined;
      default:
        return raw === undefined ? undefined : xmlText(raw);
    }
  }
}
