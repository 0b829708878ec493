import type { Db } from '../db/database';

/** Tables of migration 193 whose rows carry an indexed `expires_at` and may go once it passed. */
export type SweptTable = 'sys_shared_counter' | 'sys_one_time_value';

/** Options shared by the stores built on these tables. */
export interface ExpiringRowsOptions {
  /**
   * The stores' clock in ms; by default the database's `now()`, one clock for every instance. Tests pass
   * their own to move time on.
   */
  now?: () => number;
  /** The least time between two sweeps of expired rows by this store (default a minute; 0: every write). */
  sweepEveryMs?: number;
}

const SWEEP_BATCH = 1000;
const DEFAULT_SWEEP_EVERY_MS = 60_000;

/**
 * After a write: deletes up to 1000 expired rows of `table`, at most once per `sweepEveryMs` and store
 * (while a batch comes back full, the next write sweeps again). Rows locked by a concurrent write are
 * skipped, not waited for, so a sweep never holds up or deadlocks with a login. A failed sweep is left to
 * the next one: readers ignore expired rows anyway.
 *
 * @example const sweep = expirySweeper(db, 'sys_shared_counter', options); await write(); await sweep();
 */
export function expirySweeper(db: Db, table: SweptTable, options: ExpiringRowsOptions = {}): () => Promise<void> {
  const everyMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  const clock = options.now ?? Date.now;
  let last = Number.NEGATIVE_INFINITY;
  let running = false;
  return async () => {
    const started = clock();
    if (running || started - last < everyMs) return;
    running = true;
    try {
      const removed = await db.query(
        `DELETE FROM ${table} WHERE key IN (
           SELECT key FROM ${table} WHERE expires_at <= COALESCE(to_timestamp($1::float8 / 1000), now())
            LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING 1`,
        [options.now ? started : null, SWEEP_BATCH],
      );
      if (removed.length < SWEEP_BATCH) last = started;
    } catch {
      // Retried by a later write.
    } finally {
      running = false;
    }
  };
}

/** A parameter for "now" in the stores' SQL: the given clock's time, or null for the database's. */
export function clockParam(options: ExpiringRowsOptions): number | null {
  return options.now ? options.now() : null;
}

/** Milliseconds of a timestamptz as either driver returns it. */
export function millis(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}
