/** A row or dimension start tag, with or without a namespace prefix (`<row `, `<x:row>`, `<dimension `). */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|dimension)[\s/>]/g;
const ROW_NUMBER = /\sr\s*=\s*["']?(\d+)/;
const REF = /\sref\s*=\s*["']\$?[A-Za-z]*\$?(\d+)(?::\$?[A-Za-z]*\$?(\d+))?["']/;
/** Enough to hold a tag split across two chunks (`<prefix:row ` and the start of its attributes). */
const TAIL = 64;
/** An unfinished tag longer than this is cut (its first attributes, where `r` sits, are kept). */
const MAX_TAG = 4096;

/**
 * Counts a worksheet's rows as its XML inflates, so an oversized sheet is refused before anything
 * parses it. A sheet exceeds `limit` when it holds more `<row>` elements than that, or when its rows
 * span more than that (first to last row number). Its `<dimension ref>` is believed only to refuse early:
 * it can lie small, so the rows are counted anyway.
 *
 * @example const scan = new SheetRowScan(50_011); if (scan.push(chunk)) refuse()
 */
export class SheetRowScan {
  /** `<row>` elements seen. */
  rows = 0;
  private first = Number.POSITIVE_INFINITY;
  private last = 0;
  private exceeded = false;
  private carry = '';

  constructor(private readonly limit: number) {}

  /** Feeds the next inflated bytes of the sheet; true once the sheet is known to exceed the limit. */
  push(chunk: Uint8Array): boolean {
    if (this.exceeded) return true;
    const text = this.carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    let done = 0;
    let unfinished = -1;
    TAG.lastIndex = 0;
    for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
      const end = text.indexOf('>', match.index);
      if (end < 0) {
        unfinished = match.index;
        break;
      }
      const tag = text.slice(match.index, end);
      if (match[1] === 'row') this.row(tag);
      else if (this.rows === 0) this.dimension(tag);
      done = end + 1;
      TAG.lastIndex = done;
      if (this.exceeded) return true;
    }
    this.carry =
      unfinished >= 0 ? text.slice(unfinished, unfinished + MAX_TAG) : text.slice(Math.max(done, text.length - TAIL));
    return false;
  }

  private row(tag: string): void {
    this.rows += 1;
    const number = ROW_NUMBER.exec(tag);
    const r = number ? Number(number[1]) : this.last + 1;
    this.first = Math.min(this.first, r);
    this.last = Math.max(this.last, r);
    this.exceeded = this.rows > this.limit || this.last - this.first + 1 > this.limit;
  }

  private dimension(tag: string): void {
    const ref = REF.exec(tag);
    if (!ref?.[2]) return;
    this.exceeded = Math.abs(Number(ref[2]) - Number(ref[1])) + 1 > this.limit;
  }
}
