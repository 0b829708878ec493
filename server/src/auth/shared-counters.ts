import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { clockParam, type ExpiringRowsOptions, expirySweeper, millis } from './expiry-sweep';

/** A live counter. Times are ms, on the store's clock. */
export interface Counter {
  count: number;
  /** The first increment since the counter was absent or expired. */
  firstAt: number;
  /** The latest increment. */
  lastAt: number;
  expiresAt: number;
  /** The store's clock when this was read or written: compare `lastAt` with this, not with Date.now(). */
  now: number;
}

export interface IncrementOptions {
  /** When the live count has already reached `max`, nothing changes and `increment` answers null. */
  max?: number;
}

/** Longer keys are stored as their hash (the column holds 200 characters). */
const MAX_KEY_LENGTH = 200;

function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

interface CounterRow {
  key: string;
  hits: number;
  first_at: unknown;
  last_at: unknown;
  expires_at: unknown;
  at: unknown;
}

function counterOf(row: CounterRow): Counter {
  return {
    count: row.hits,
    firstAt: millis(row.first_at),
    lastAt: millis(row.last_at),
    expiresAt: millis(row.expires_at),
    now: millis(row.at),
  };
}

/**
 * Keyed counters with expiry in `sys_shared_counter`, so every server instance on the database counts
 * together (login and SMS throttles). Each operation is one statement: an increment is an
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so concurrent increments from any number of connections
 * each count. Every increment moves the expiry to `ttlMs` after it (the counter lives `ttlMs` past its
 * last increment); an expired counter reads as absent and starts over at 1. Keys may hold user input:
 * they only ever travel as parameters.
 *
 * @example const counters = new SharedCounters(db); const { count } = await counters.increment(`login:ip:${ip}`, 3_600_000);
 */
export class SharedCounters {
  private readonly sweep: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly options: ExpiringRowsOptions = {},
  ) {
    this.sweep = expirySweeper(db, 'sys_shared_counter', options);
  }

  /** Adds one to `key`, or answers null (changing nothing) when `max` is already reached. */
  async increment(key: string, ttlMs: number, options: IncrementOptions = {}): Promise<Counter | null> {
    const [counter] = await this.write([key], ttlMs, options.max ?? null);
    return counter ?? null;
  }

  /** Adds one to each key, in one statement (taking the rows' locks in key order). */
  async incrementAll(keys: readonly string[], ttlMs: number): Promise<Counter[]> {
    return this.write(keys, ttlMs, null);
  }

  /** Takes one back from a live counter (never below 0), leaving its times and expiry as they are. */
  async decrement(key: string): Promise<Counter | undefined> {
    const row = await this.db.one<CounterRow>(
      `WITH t AS (SELECT COALESCE(to_timestamp($2::float8 / 1000), now()) AS at)
       UPDATE sys_shared_counter c SET hits = GREATEST(c.hits - 1, 0)
         FROM t WHERE c.key = $1 AND c.expires_at > t.at
       RETURNING c.key, c.hits, c.first_at, c.last_at, c.expires_at, t.at`,
      [storedKey(key), clockParam(this.options)],
    );
    return row ? counterOf(row) : undefined;
  }

  /** The live counter of `key`, if any. */
  async get(key: string): Promise<Counter | undefined> {
    return (await this.getAll([key])).get(key);
  }

  /** The live counters of `keys`, by key (absent and expired ones left out), in one statement. */
  async getAll(keys: readonly string[]): Promise<Map<string, Counter>> {
    const stored = keys.map(storedKey);
    const rows = await this.db.query<CounterRow>(
      `WITH t AS (SELECT COALESCE(to_timestamp($2::float8 / 1000), now()) AS at)
       SELECT c.key, c.hits, c.first_at, c.last_at, c.expires_at, t.at
         FROM sys_shared_counter c, t WHERE c.key = ANY($1::text[]) AND c.expires_at > t.at`,
      [stored, clockParam(this.options)],
    );
    const byStored = new Map(rows.map((row) => [row.key, counterOf(row)]));
    const result = new Map<string, Counter>();
    keys.forEach((key, i) => {
      const counter = byStored.get(stored[i] as string);
      if (counter) result.set(key, counter);
    });
    return result;
  }

  /** Forgets `keys`. */
  async reset(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.query('DELETE FROM sys_shared_counter WHERE key = ANY($1::text[])', [keys.map(storedKey)]);
  }

  private async write(keys: readonly string[], ttlMs: number, max: number | null): Promise<Counter[]> {
    // An expired row restarts at 1; `max` refuses only a live row that reached it.
    const rows = await this.db.query<CounterRow>(
      `INSERT INTO sys_shared_counter AS c (key, hits, first_at, last_at, expires_at)
       SELECT k.key, 1, t.at, t.at, t.at + $2::float8 * interval '1 millisecond'
         FROM (SELECT DISTINCT unnest($1::text[]) AS key) k,
              (SELECT COALESCE(to_timestamp($3::float8 / 1000), now()) AS at) t
        ORDER BY k.key
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.expires_at <= EXCLUDED.last_at THEN 1 ELSE c.hits + 1 END,
         first_at = CASE WHEN c.expires_at <= EXCLUDED.last_at THEN EXCLUDED.first_at ELSE c.first_at END,
         last_at = EXCLUDED.last_at,
         expires_at = EXCLUDED.expires_at
       WHERE $4::integer IS NULL OR c.expires_at <= EXCLUDED.last_at OR c.hits < $4::integer
       RETURNING c.key, c.hits, c.first_at, c.last_at, c.expires_at, c.last_at AS at`,
      [keys.map(storedKey), ttlMs, clockParam(this.options), max],
    );
    await this.sweep();
    const byStored = new Map(rows.map((row) => [row.key, counterOf(row)]));
    return keys.flatMap((key) => byStored.get(storedKey(key)) ?? []);
  }
}
