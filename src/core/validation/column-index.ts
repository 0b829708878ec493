import { isEmptyValue } from './field-rule';

/**
 * How often each value occurs in one table column, so a uniqueness check costs O(1) per cell instead
 * of JeecgBoot's scan of the whole table for every cell (O(n²) for a full validation).
 * Values are compared by their text (`1` and `'1'` are the same entry); empty values are not counted.
 */
export interface ColumnIndex {
  count(value: unknown): number;
  add(value: unknown): void;
  remove(value: unknown): void;
  /** Keeps the index in step with a cell edit. */
  replace(previous: unknown, next: unknown): void;
}

/** The text a value is counted under; undefined for empty values. */
export function indexKey(value: unknown): string | undefined {
  if (isEmptyValue(value)) return undefined;
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

/**
 * An empty index, filled with `add`.
 *
 * @example const index = createColumnIndex(); index.add('a'); index.count('a') // 1
 */
export function createColumnIndex(): ColumnIndex {
  const counts = new Map<string, number>();
  const index: ColumnIndex = {
    count(value) {
      const key = indexKey(value);
      return key === undefined ? 0 : (counts.get(key) ?? 0);
    },
    add(value) {
      const key = indexKey(value);
      if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    remove(value) {
      const key = indexKey(value);
      if (key === undefined) return;
      const left = (counts.get(key) ?? 0) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
    replace(previous, next) {
      index.remove(previous);
      index.add(next);
    },
  };
  return index;
}

/**
 * Indexes column `key` of `rows` in one pass.
 *
 * @example buildColumnIndex([{ code: 'a' }, { code: 'a' }], 'code').count('a') // 2
 */
export function buildColumnIndex(rows: readonly Readonly<Record<string, unknown>>[], key: string): ColumnIndex {
  const index = createColumnIndex();
  for (const row of rows) index.add(row[key]);
  return index;
}
