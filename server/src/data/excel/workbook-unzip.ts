import { Inflate } from 'fflate';
import { BizError } from '../../http/envelope';
import { ImportMessages, MAX_SHEET_SPAN, type ZipLimits } from './import-limits';
import { SheetRowScan } from './sheet-row-scan';
import { type ZipEntry, ZipFormatError, ZipTooManyEntriesError, zipEntries } from './zip-directory';

/** What an inflation cost; filled in as it goes, so it is right after a refusal too. */
export interface InflateStats {
  inflatedBytes: number;
}

/** Deflate's best case: 258 bytes from 2 bits. One push of `n` compressed bytes yields at most ~1032·n. */
const MAX_DEFLATE_RATIO = 1032;
const MIN_STEP = 64;
const MAX_STEP = 32 * 1024;
/** Parts SheetJS never reads for cell data: pictures, embedded objects, printer blobs, pivot caches. */
const UNREAD = /^(xl\/(media|embeddings|printerSettings|pivotCache)\/|docProps\/thumbnail)/i;
/** Sheets of any kind: only the first one is read. */
const SHEET_PART = /^xl\/(worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+$/i;
const utf8 = new TextDecoder();

const key = (name: string) => name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase();

/** Inflates members one by one, each chunk counted against the limits as it is produced. */
class Inflater {
  constructor(
    private readonly content: Uint8Array,
    private readonly limits: ZipLimits,
    readonly stats: InflateStats,
  ) {}

  /** The member's bytes; `scan` sees each chunk and stops the inflation by returning true (too many rows). */
  inflate(entry: ZipEntry, scan?: (chunk: Uint8Array) => boolean, keep = true): Uint8Array {
    const { content, limits, stats } = this;
    if (entry.method === 0) {
      const data = content.subarray(entry.dataStart, entry.dataEnd);
      stats.inflatedBytes += data.length;
      if (stats.inflatedBytes > limits.maxInflatedBytes) throw new BizError(ImportMessages.tooLarge);
      if (scan?.(data)) throw new BizError(ImportMessages.tooManyRows);
      return data;
    }
    const chunks: Uint8Array[] = [];
    let produced = 0;
    let stop = false;
    const inflate = new Inflate((chunk) => {
      if (chunk.length === 0) return;
      if (keep) chunks.push(chunk);
      produced += chunk.length;
      stats.inflatedBytes += chunk.length;
      if (scan?.(chunk)) stop = true;
    });
    let at = entry.dataStart;
    try {
      do {
        // Steps small enough that even a perfect bomb overshoots a limit by ~64 KB at most.
        const allowed = Math.max(limits.ratioGraceBytes, (at - entry.dataStart) * limits.maxRatio);
        const room = Math.min(limits.maxInflatedBytes - stats.inflatedBytes, allowed - produced);
        const step = Math.min(MAX_STEP, Math.max(MIN_STEP, Math.floor(room / MAX_DEFLATE_RATIO)));
        const end = Math.min(entry.dataEnd, at + step);
        inflate.push(content.subarray(at, end), end === entry.dataEnd);
        at = end;
        if (stats.inflatedBytes > limits.maxInflatedBytes) throw new BizError(ImportMessages.tooLarge);
        if (produced > limits.ratioGraceBytes && produced > (at - entry.dataStart) * limits.maxRatio)
          throw new BizError(ImportMessages.tooLarge);
        if (stop) throw new BizError(ImportMessages.tooManyRows);
      } while (at < entry.dataEnd);
    } catch (error) {
      if (error instanceof BizError) throw error;
      throw new BizError(ImportMessages.corrupt);
    }
    if (chunks.length === 1) return chunks[0] as Uint8Array;
    return Buffer.concat(chunks, keep ? produced : 0);
  }
}

/** Value of `name="..."` in one start tag, whatever the attribute's namespace prefix. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1];
}

function tags(xml: string, element: string): string[] {
  return xml.match(new RegExp(`<(?:[\\w.-]+:)?${element}\\b[^>]*>`, 'g')) ?? [];
}

/** The part [Content_Types].xml gives a content type matching `type`. */
function partOfType(read: (path: string) => string | undefined, type: RegExp): string | undefined {
  const types = read('[Content_Types].xml') ?? '';
  const part = tags(types, 'Override').find((tag) => type.test(attribute(tag, 'ContentType') ?? ''));
  const name = part && attribute(part, 'PartName');
  return name ? key(name) : undefined;
}

/** The workbook part (xl/workbook.xml, unless [Content_Types].xml says otherwise). */
function workbookPart(read: (path: string) => string | undefined): string {
  return partOfType(read, /\.(sheet|template|addin)(\.binary)?(\.macroEnabled)?\.main(\+xml)?$/i) ?? 'xl/workbook.xml';
}

/**
 * Where the first sheet may live, in the order SheetJS tries: the workbook part named by
 * [Content_Types].xml, its first `<sheet>`, that sheet's relationship target (SheetJS's own lookup).
 */
function firstSheetPaths(read: (path: string) => string | undefined): string[] {
  const workbook = workbookPart(read);
  const folder = workbook.slice(0, workbook.lastIndexOf('/') + 1);
  let relsPath = `${folder}_rels/${workbook.slice(folder.length)}.rels`;
  let rels = read(relsPath);
  if (rels === undefined) {
    relsPath = `xl/_rels/workbook.${workbook.endsWith('.bin') ? 'bin' : 'xml'}.rels`;
    rels = read(relsPath) ?? '';
  }
  const sheet = tags(read(workbook) ?? '', 'sheet')[0];
  const id = sheet && /\s[\w.-]+:id\s*=\s*"([^"]*)"/.exec(sheet)?.[1];
  const relation = id ? tags(rels, 'Relationship').find((tag) => attribute(tag, 'Id') === id) : undefined;
  const target = relation && attribute(relation, 'Target');
  if (!target) return ['xl/worksheets/sheet1.xml'];
  const relsFolder = relsPath.replace(/_rels\/.*$/, '');
  return [`xl/${target.replace(/\/?xl\//, '')}`, target, relsFolder + target].map(key);
}

/**
 * An .xlsx's zip, its members inflated on demand under `limits`, counted by the bytes actually produced.
 * Refusals are BizErrors: too many members or too many bytes (a zip bomb) is `tooLarge`, too many rows
 * `tooManyRows`, anything malformed `corrupt`.
 *
 * @example const zip = WorkbookZip.open(buffer, ZIP_LIMITS, stats); zip.text('xl/workbook.xml')
 */
export class WorkbookZip {
  private readonly loaded = new Map<string, Uint8Array>();

  private constructor(
    readonly content: Uint8Array,
    readonly entries: readonly ZipEntry[],
    private readonly byKey: ReadonlyMap<string, ZipEntry>,
    private readonly inflater: Inflater,
  ) {}

  static open(content: Uint8Array, limits: ZipLimits, stats: InflateStats): WorkbookZip {
    let entries: ZipEntry[];
    try {
      entries = zipEntries(content, limits.maxEntries);
    } catch (error) {
      if (error instanceof ZipTooManyEntriesError) throw new BizError(ImportMessages.tooLarge);
      if (error instanceof ZipFormatError || error instanceof RangeError) throw new BizError(ImportMessages.corrupt);
      throw error;
    }
    // What the zip claims is believed only when it claims too much (the old check, and a free early stop).
    const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
    if (declared > limits.maxInflatedBytes) throw new BizError(ImportMessages.tooLarge);
    const byKey = new Map<string, ZipEntry>();
    for (const entry of entries) {
      if (entry.name.endsWith('/')) continue;
      const name = key(entry.name);
      if (byKey.has(name) || entry.flags & 1 || (entry.method !== 0 && entry.method !== 8))
        throw new BizError(ImportMessages.corrupt);
      byKey.set(name, entry);
    }
    return new WorkbookZip(content, entries, byKey, new Inflater(content, limits, stats));
  }

  /** Member names as keys (lower case, forward slashes, no leading slash). */
  names(): IterableIterator<string> {
    return this.byKey.keys();
  }

  has(name: string): boolean {
    return this.byKey.has(key(name));
  }

  /** A member's bytes, inflated once; `scan` sees each chunk and stops the inflation by returning true. */
  bytes(name: string, scan?: (chunk: Uint8Array) => boolean): Uint8Array | undefined {
    const member = key(name);
    const entry = this.byKey.get(member);
    if (!entry || this.loaded.has(member)) return this.loaded.get(member);
    const data = this.inflater.inflate(entry, scan);
    this.loaded.set(member, data);
    return data;
  }

  text(name: string): string | undefined {
    const data = this.bytes(name);
    return data && utf8.decode(data);
  }

  /** Where the first sheet is, as SheetJS would find it; undefined when no such member exists. */
  firstSheet(): string | undefined {
    return firstSheetPaths((path) => this.text(path)).find((path) => this.byKey.has(path));
  }

  /** The workbook part's text (xl/workbook.xml, unless [Content_Types].xml says otherwise). */
  workbookText(): string | undefined {
    return this.text(workbookPart((path) => this.text(path)));
  }

  /** The part [Content_Types].xml names for a content type matching `type`, else `fallback`. */
  partOfType(type: RegExp, fallback: string): string {
    return partOfType((path) => this.text(path), type) ?? fallback;
  }

  /** Inflates a member for `scan` only, keeping none of it (counted like any inflation). */
  scan(name: string, scan: (chunk: Uint8Array) => boolean): void {
    const entry = this.byKey.get(key(name));
    if (entry) this.inflater.inflate(entry, scan, false);
  }

  /**
   * A member's bytes again, chunk by chunk, holding none of them: for a member already inflated whole by
   * `scan` (which counted it against the limits and would have refused it).
   */
  *chunks(name: string): Generator<Uint8Array> {
    const entry = this.byKey.get(key(name));
    if (!entry) return;
    const { content } = this;
    if (entry.method === 0) {
      yield content.subarray(entry.dataStart, entry.dataEnd);
      return;
    }
    const out: Uint8Array[] = [];
    const inflate = new Inflate((chunk) => {
      if (chunk.length > 0) out.push(chunk);
    });
    for (let at = entry.dataStart; at < entry.dataEnd; ) {
      const end = Math.min(entry.dataEnd, at + MAX_STEP);
      try {
        inflate.push(content.subarray(at, end), end === entry.dataEnd);
      } catch {
        throw new BizError(ImportMessages.corrupt);
      }
      at = end;
      while (out.length > 0) yield out.shift() as Uint8Array;
    }
  }
}

/**
 * The members of an .xlsx that SheetJS needs to read its first sheet (for SheetJS's reader: an .xlsb, or
 * a sheet the streaming reader does not take), inflated under `limits` by bytes actually produced. The
 * first sheet is inflated before the other large parts and its rows are counted as they inflate, so a
 * sheet with too many rows is refused after a fraction of it.
 *
 * @example unzipWorkbook(WorkbookZip.open(buffer, ZIP_LIMITS, stats)).get('xl/workbook.xml')
 */
export function unzipWorkbook(zip: WorkbookZip): Map<string, Uint8Array> {
  const sheet = zip.firstSheet();
  if (sheet?.endsWith('.xml')) zip.bytes(sheet, sheetRowLimit().push);
  for (const name of zip.names()) {
    // Other sheets are skipped only when the first is known (SheetJS reads no other with `sheets: 0`).
    if (UNREAD.test(name) || (sheet !== undefined && SHEET_PART.test(name) && name !== sheet)) continue;
    zip.bytes(name);
  }
  // Directory order, as SheetJS would have seen the zip.
  const ordered = new Map<string, Uint8Array>();
  for (const entry of zip.entries) {
    const data = zip.bytes(entry.name);
    if (data && !entry.name.endsWith('/')) ordered.set(entry.name, data);
  }
  return ordered;
}

/**
 * A row counter for `bytes`/`scan`: `push` is true once the sheet holds more rows than an import may
 * carry; `rows` is how many it counted.
 */
export function sheetRowLimit(): { push(chunk: Uint8Array): boolean; rows(): number } {
  const scan = new SheetRowScan(MAX_SHEET_SPAN);
  return { push: (chunk) => scan.push(chunk), rows: () => scan.rows };
}
