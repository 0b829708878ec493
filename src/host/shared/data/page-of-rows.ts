/** A record as the server sends it. */
export type Row = Record<string, unknown>;

/** A page of records in any of the shapes the back end answers (records/list, total, current/pageNum). */
export interface PageOfRows<R = Row> {
  records: R[];
  total: number;
}

function asRows<R>(value: unknown): R[] | undefined {
  return Array.isArray(value) ? (value as R[]) : undefined;
}

/**
 * The rows and total of a list answer in any of the back end's page shapes: `{records,total}`,
 * `{list,total}`, or a bare array.
 *
 * @example toPageOfRows({ list: [{ id: 1 }], total: 1 }) // { records: [{ id: 1 }], total: 1 }
 */
export function toPageOfRows<R = Row>(result: unknown): PageOfRows<R> {
  const bare = asRows<R>(result);
  if (bare) return { records: bare, total: bare.length };
  const page = (result ?? {}) as Record<string, unknown>;
  const records = asRows<R>(page.records) ?? asRows<R>(page.list) ?? asRows<R>(page.rows) ?? [];
  const total = Number(page.total);
  return { records, total: Number.isFinite(total) ? total : records.length };
}
