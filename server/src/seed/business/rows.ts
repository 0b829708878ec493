import type { Db } from '../../db/database';
import { formatDateTime } from '../../util/time';

/** Helpers of the business seeders: batched inserts, a seeded random source, demo times and numbers. */

export const DAY_MS = 86_400_000;

/**
 * One multi-row INSERT (every row with the keys of the first); `suffix` adds e.g. ON CONFLICT.
 * `table` and the keys are code constants, never request data.
 */
export async function insertRows(
  db: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
  suffix = '',
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const values = rows.map(
    (row) =>
      `(${columns
        .map((column) => {
          params.push(row[column] ?? null);
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ${suffix}`, params);
}

/**
 * A deterministic random source in [0, 1) (mulberry32), so the demo data is the same on every seed.
 *
 * @example const next = seededRandom(1001); next() // always the same first value
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Demo times relative to the seeding moment. */
export interface Clock {
  now: Date;
  /** `days` before now (negative: ahead), then `minutes` earlier. */
  ago(days: number, minutes?: number): Date;
  plusDays(date: Date, days: number): Date;
}

export function clockAt(now: Date): Clock {
  return {
    now,
    ago: (days, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000),
    plusDays: (date, days) => new Date(date.getTime() + days * DAY_MS),
  };
}

/** Digits of a time in the display zone: '20260502101530' (order numbers). */
export function timeDigits(date: Date): string {
  return (formatDateTime(date) ?? '').replace(/\D/g, '');
}

/** Display-zone date 'YYYY-MM-DD' of a time (date columns). */
export function dateOf(date: Date): string {
  return (formatDateTime(date) ?? '').slice(0, 10);
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A business number: prefix, the UTC digits of `at` to the second, a 4-digit sequence ('SH202605021015300012'). */
export function serialNo(prefix: string, at: Date, seq: number): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(seq).padStart(4, '0')}`;
}
