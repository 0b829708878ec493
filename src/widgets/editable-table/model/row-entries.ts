import type { RowData } from '../types';

/** One row as the model keeps it: the data object is replaced (never mutated) on every change. */
export class RowEntry {
  constructor(
    public data: RowData,
    public version: number,
    /** Added here with a generated temporary id. */
    public isNew: boolean,
    public disabled: boolean,
  ) {}
}

/**
 * The model's rows by key. A row loaded as given (not new, no disabled rule to apply) is kept as its
 * data alone, at the load's version, and gets its `RowEntry` the first time something changes it: loading
 * 100,000 rows is on the first screen's path, and most of them are never changed (nor even drawn). The
 * read accessors answer without making an entry; `get` makes one (for a change).
 *
 * @example
 * const rows = new RowEntries(7);
 * rows.load('a', { id: 'a' });
 * rows.versionOf('a'); // 7
 * rows.get('a')!.version = 8;
 */
export class RowEntries {
  private readonly rows = new Map<string, RowEntry | RowData>();

  /** @param loadedVersion The version of every row loaded as given. */
  constructor(private readonly loadedVersion: number) {}

  get size(): number {
    return this.rows.size;
  }

  has(key: string): boolean {
    return this.rows.has(key);
  }

  /** A row loaded as given: not new, not disabled. */
  load(key: string, data: RowData): void {
    this.rows.set(key, data);
  }

  set(key: string, entry: RowEntry): void {
    this.rows.set(key, entry);
  }

  delete(key: string): boolean {
    return this.rows.delete(key);
  }

  /** The entry of a row, made now if the row was loaded as given (for a change to it). */
  get(key: string): RowEntry | undefined {
    const value = this.rows.get(key);
    if (value === undefined || value instanceof RowEntry) return value;
    const entry = new RowEntry(value, this.loadedVersion, false, false);
    this.rows.set(key, entry);
    return entry;
  }

  dataOf(key: string): RowData | undefined {
    const value = this.rows.get(key);
    return value instanceof RowEntry ? value.data : value;
  }

  /** 0 for an unknown key. */
  versionOf(key: string): number {
    const value = this.rows.get(key);
    if (value === undefined) return 0;
    return value instanceof RowEntry ? value.version : this.loadedVersion;
  }

  isNew(key: string): boolean {
    const value = this.rows.get(key);
    return value instanceof RowEntry && value.isNew;
  }

  isDisabled(key: string): boolean {
    const value = this.rows.get(key);
    return value instanceof RowEntry && value.disabled;
  }

  /** Every row's data and key, in insertion order (not row order), without making entries. */
  forEachData(visit: (data: RowData, key: string) => void): void {
    this.rows.forEach((value, key) => {
      visit(value instanceof RowEntry ? value.data : value, key);
    });
  }

  /** Every row's entry (made for those loaded as given), in insertion order. */
  *[Symbol.iterator](): IterableIterator<[string, RowEntry]> {
    for (const key of this.rows.keys()) yield [key, this.get(key) as RowEntry];
  }
}
