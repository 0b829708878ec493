import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/**
 * The one database interface of the server: parameterised statements only (`$1`, `$2`, ...).
 * Identifiers never come from requests; they come from the allowlists of `data/entities`.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Runs `fn` in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;

/** Same value shapes on both engines: int8 as number, date as 'YYYY-MM-DD'. */
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(DATE, (value) => value);

function pgliteDb(client: Pick<PGlite, 'query' | 'exec'>, root: PGlite | null): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(text, params as unknown[]);
      return result.rows;
    },
    async one<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, params))[0];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!root) return fn(db);
      return root.transaction((tx) => fn(pgliteDb(tx, null)));
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async close() {
      await root?.close();
    },
  };
  return db;
}

const pgliteClients = new WeakMap<Db, PGlite>();

/**
 * Embedded PostgreSQL persisted under `dataDir` (or in memory when `dataDir` is undefined); `snapshot`
 * starts it from a data directory dumped by `dumpPglite` instead of an empty one.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = pgliteDb(client, client);
  pgliteClients.set(db, client);
  return db;
}

/** The whole data directory of a PGlite database as an uncompressed tarball (for `openPglite`'s snapshot). */
export async function dumpPglite(db: Db): Promise<Blob> {
  const client = pgliteClients.get(db);
  if (!client) throw new Error('dumpPglite needs a database opened by openPglite');
  return client.dumpDataDir('none');
}

function postgresDb(runner: pg.Pool | pg.PoolClient, pool: pg.Pool | null): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await runner.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async one<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, params))[0];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!pool) return fn(db);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(postgresDb(client, null));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async close() {
      await pool?.end();
    },
  };
  return db;
}

/** A real PostgreSQL server. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (a restart, a dropped scratch database) must not crash the process.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return postgresDb(pool, pool);
}

/** PGlite under `DATA_DIR/pgdata` unless `DATABASE_URL` is set. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}
