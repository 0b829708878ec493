import type { RankRow } from '../home-api';

/** Readers of the statistics answers: a back end that leaves a field out (or sends text) still renders. */

export type Raw = Record<string, unknown>;

/** A figure as a number, anything unreadable as 0. */
export const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** A name or id as text, null and undefined as ''. */
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A list of rows, anything else as []. */
export const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);

/** An object, anything else as {}. */
export const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});

/**
 * A ranking (top shops, channels, tenants) as rank rows, read from the answer's own id and name fields.
 *
 * @example rank([{ shopId: 's1', shopName: '旗舰店', gmv: '99' }], 'shopId', 'shopName')[0].gmv // 99
 */
export function rank(raw: unknown, id: string, name: string): RankRow[] {
  return rows(raw).map((row) => ({
    id: str(row[id]),
    name: str(row[name]),
    orderCount: num(row.orderCount),
    gmv: num(row.gmv),
  }));
}
