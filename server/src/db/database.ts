import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { type ListenOptions, listenPostgres } from './pg-listener';

export type Row = Record<string, unknown>;

/**
 * The one database interface of the server: parameterised statements only (`$1`, `$2`, ...).
 * Identifiers never come from requests; they come from the allowlists of `data/entities`.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  one<T = Row>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  /**
   * The rows of one statement in batches of at most `batchRows`, read only as the caller asks for the
   * next batch. PostgreSQL: a server-side cursor on a connection of its own (the statement, its sort
   * included, runs once); leaving the loop early closes the cursor and frees the connection. PGlite has
   * a single connection that a cursor would hold across requests, so there the statement runs at once
   * and only the hand-over is batched: page by keyset when the set may be large.
   *
   * @example for await (const rows of db.stream('SELECT id FROM bus_order ORDER BY id', [], 1000)) ...
   */
  stream<T = Row>(text: string, params: readonly unknown[], batchRows: number): AsyncGenerator<T[]>;
  /** Runs `fn` in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations only). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` holding a PostgreSQL advisory lock (`key`), so it runs in one process at a time among all
   * that share the database (several instances starting at once migrate and seed one after another).
   * `fn` uses the database as usual; on PGlite (one process) it simply runs.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `channel` over a connection of its own (see `listenPostgres`); resolves
   * to the function that stops listening. Absent on PGlite, which serves one process only.
   */
  listen?(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
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
    async *stream<T>(text: string, params: readonly unknown[], batchRows: number) {
      const rows = await db.query<T>(text, params);
      const size = Math.max(1, batchRows);
      for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!root) return fn(db);
      return root.transaction((tx) => fn(pgliteDb(tx, null)));
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    exclusive: (_key, fn) => fn(),
    async close() {
      await root?.close();
    },
  };
  return db;
}

const pgliteClients = new WeakMap<Db, PGlite>();

/**
 * Embedded PostgreSQL persisted under `dataDir` (or in memory when `dataDir` is undefined); `snapshot`
 * starts it from a data directory dumped by `dumpPglite` instead of an empty one. pg_trgm is loaded so
 * the list migrations can index "contains" filters as on PostgreSQL.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
    extensions: { pg_trgm },
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

/** Batches of a server-side cursor on `client` (see `Db.stream`); closed however the loop ends. */
async function* cursorBatches<T>(
  client: pg.PoolClient,
  text: string,
  params: readonly unknown[],
  batchRows: number,
): AsyncGenerator<T[]> {
  const size = Math.max(1, batchRows);
  const cursor = client.query(new Cursor<T>(text, [...params]));
  let failed = false;
  try {
    for (;;) {
      const rows = await cursor.read(size);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < size) return;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed cursor has already ended its statement; closing it would wait for an answer that never comes.
    if (!failed) await cursor.close();
  }
}

/**
 * Connections of `Db.stream` (exports): a pool of their own, so long reads never take the connections
 * ordinary requests need; a stream beyond `STREAM_CONNECTIONS` waits for one to finish.
 */
const STREAM_CONNECTIONS = 3;

function postgresDb(runner: pg.Pool | pg.PoolClient, pool: pg.Pool | null, streams: pg.Pool | null = null): Db {
  // One connection runs one statement at a time: statements sent together on a transaction's connection
  // (a list's count and page) wait in line here, as node-postgres will require.
  let queue: Promise<unknown> = Promise.resolve();
  // No params: the simple protocol, which takes a script of several statements (exec).
  const run = (text: string, params?: readonly unknown[]) => {
    const send = () => (params ? runner.query(text, params as unknown[]) : runner.query(text));
    if (pool) return send();
    const next = queue.then(send);
    queue = next.catch(() => undefined);
    return next;
  };
  const db: Db = {
    kind: 'postgres',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await run(text, params);
      return result.rows as T[];
    },
    async one<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, params))[0];
    },
    async *stream<T>(text: string, params: readonly unknown[], batchRows: number) {
      // Inside a transaction the cursor must run on the transaction's own connection.
      if (!pool) return yield* cursorBatches<T>(runner as pg.PoolClient, text, params, batchRows);
      const client = await (streams ?? pool).connect();
      let failure: Error | undefined;
      try {
        yield* cursorBatches<T>(client, text, params, batchRows);
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // A connection whose statement failed is dropped rather than reused.
        client.release(failure);
      }
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
      await run(sql);
    },
    async exclusive<T>(key: number, fn: () => Promise<T>): Promise<T> {
      if (!pool) return fn();
      // A session lock on a connection of its own, held while `fn` works through the pool.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    async close() {
      await Promise.all([pool?.end(), streams?.end()]);
    },
  };
  return db;
}

/** A real PostgreSQL server. */
export async function openPostgres(url: string): Promise<Db> {
  // Short statements only: compiling one (JIT, for a plan that merely looks expensive, such as a count over
  // a million index entries) costs tens of milliseconds and saves less.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    onConnect: async (client) => {
      await client.query('SET jit = off').catch(() => {});
    },
  });
  const streams = new pg.Pool({ connectionString: url, max: STREAM_CONNECTIONS, idleTimeoutMillis: 30_000 });
  // An idle client dropped by the server (a restart, a dropped scratch database) must not crash the process.
  pool.on('error', () => {});
  streams.on('error', () => {});
  await pool.query('SELECT 1');
  return {
    ...postgresDb(pool, pool, streams),
    listen: (channel, onPayload, options) => listenPostgres(url, channel, onPayload, options),
  };
}

/** Which embedded database serves when no `DATABASE_URL` is given (`EMBEDDED_DATABASE`). */
export type EmbeddedEngine = 'postgres' | 'pglite';

/**
 * `DATABASE_URL` when set; else the embedded engine under `dataDir`: a PostgreSQL server started from
 * npm's binaries in `dataDir/postgres` (the default: concurrent connections, so a long import or export
 * holds up no other request), or PGlite in `dataDir/pgdata` (one connection on the main thread: a small
 * footprint for trials, but every statement waits for the one before).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  embedded?: EmbeddedEngine;
  log?: (line: string) => void;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) return openPglite();
  const pgliteDir = join(options.dataDir, 'pgdata');
  const clusterDir = join(options.dataDir, 'postgres');
  const engine = options.embedded ?? (existsSync(pgliteDir) && !existsSync(clusterDir) ? 'pglite' : 'postgres');
  if (engine === 'pglite') {
    if (!options.embedded) {
      options.log?.(
        `${pgliteDir} holds the data of an earlier PGlite start: kept (EMBEDDED_DATABASE=postgres to change)`,
      );
    }
    return openPglite(pgliteDir);
  }
  const { embeddedPostgresProblem, startEmbeddedPostgres } = await import('./embedded-postgres');
  const problem = embeddedPostgresProblem(clusterDir);
  if (problem) {
    // Still a working server: said loudly, with the ways out (README, "Database").
    options.log?.(
      `embedded PostgreSQL cannot start (${problem}); using PGlite instead. ` +
        'Put DATA_DIR in a folder others may pass through, or set DATABASE_URL or EMBEDDED_DATABASE=pglite.',
    );
    return openPglite(pgliteDir);
  }
  const cluster = await startEmbeddedPostgres(clusterDir, { log: options.log });
  let db: Db;
  try {
    db = await openPostgres(cluster.url);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await cluster.stop();
    },
  };
}
