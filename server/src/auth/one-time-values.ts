import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { clockParam, type ExpiringRowsOptions, expirySweeper, millis } from './expiry-sweep';

/** A taken value and how long ago it was put (ms, on the store's clock). */
export interface TakenValue<T> {
  value: T;
  ageMs: number;
}

/**
 * Short-lived single-use values in `sys_one_time_value` (captcha codes, slider proofs, OAuth2 states,
 * login tickets), readable by every server instance on the database. `scope` keeps kinds apart; the
 * handle is stored only as a SHA-256, so the table redeems nothing by itself. Putting is one upsert (a
 * handle put again is replaced); taking is one `DELETE … RETURNING`, so a value is handed out once
 * however many instances ask at the same moment. Values are JSON.
 *
 * @example const captchas = new OneTimeValues<string>(db, 'captcha', 5 * 60_000); await captchas.put(key, 'k7pd'); await captchas.take(key) // 'k7pd'
 */
export class OneTimeValues<T> {
  private readonly sweep: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly ttlMs: number,
    private readonly options: ExpiringRowsOptions = {},
  ) {
    this.sweep = expirySweeper(db, 'sys_one_time_value', options);
  }

  async put(handle: string, value: T): Promise<void> {
    await this.db.query(
      `WITH t AS (SELECT COALESCE(to_timestamp($3::float8 / 1000), now()) AS at)
       INSERT INTO sys_one_time_value (key, value, created_at, expires_at)
       SELECT $1, $2::jsonb, t.at, t.at + $4::float8 * interval '1 millisecond' FROM t
       ON CONFLICT (key) DO UPDATE SET
         value = EXCLUDED.value, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
      [this.key(handle), JSON.stringify(value), clockParam(this.options), this.ttlMs],
    );
    await this.sweep();
  }

  /** The live value of `handle`, removed whether live or expired (single use). */
  async take(handle: string): Promise<T | undefined> {
    return (await this.takeWithAge(handle))?.value;
  }

  /** As `take`, with the value's age (for "not sooner than" rules, on the one clock of all instances). */
  async takeWithAge(handle: string): Promise<TakenValue<T> | undefined> {
    const row = await this.db.one<{ value: T; created_at: unknown; at: unknown; live: boolean }>(
      `WITH t AS (SELECT COALESCE(to_timestamp($2::float8 / 1000), now()) AS at)
       DELETE FROM sys_one_time_value v USING t WHERE v.key = $1
       RETURNING v.value, v.created_at, t.at, v.expires_at > t.at AS live`,
      [this.key(handle), clockParam(this.options)],
    );
    if (!row?.live) return undefined;
    return { value: row.value, ageMs: millis(row.at) - millis(row.created_at) };
  }

  /** The live value of `handle` without spending it. */
  async peek(handle: string): Promise<T | undefined> {
    const row = await this.db.one<{ value: T }>(
      `SELECT value FROM sys_one_time_value
        WHERE key = $1 AND expires_at > COALESCE(to_timestamp($2::float8 / 1000), now())`,
      [this.key(handle), clockParam(this.options)],
    );
    return row?.value;
  }

  private key(handle: string): string {
    return `${this.scope}:${createHash('sha256').update(handle).digest('base64url')}`;
  }
}
