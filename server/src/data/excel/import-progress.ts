import type { FastifyRequest } from 'fastify';
import { Header, type ImportProgress, type ImportStage } from '../../../../src/core/contract';
import type { Db } from '../../db/database';
import { inScope, type Scope, TENANT_OWNED } from '../scope';

/** Imports of more rows than this report their check and write stages (smaller ones are over in a blink). */
export const PROGRESS_MIN_ROWS = 5_000;
/** Shortest time between two writes of one import's progress to the table (stage changes are written at once). */
export const PROGRESS_WRITE_MS = 500;
/** A progress record older than this is gone. */
export const PROGRESS_TTL_MS = 60 * 60 * 1000;

/** What the dialog may send as X-Import-Id: a uuid, or any id of 8 to 64 letters, digits and dashes. */
const IMPORT_ID = /^[0-9A-Za-z-]{8,64}$/;

interface ProgressKey {
  tenantId: number;
  userId: string;
  importId: string;
}

/**
 * PGlite has one connection, which an import's transaction holds: there progress lives in this process
 * (the only one a PGlite database can serve). On PostgreSQL it goes to `sys_import_progress`, so that
 * any instance can answer the poll.
 */
const inMemory = new WeakMap<Db, Map<string, { progress: ImportProgress; at: number }>>();

const memoryKey = ({ tenantId, userId, importId }: ProgressKey) => `${tenantId}\u0000${userId}\u0000${importId}`;

function memoryOf(db: Db) {
  let map = inMemory.get(db);
  if (!map) {
    map = new Map();
    inMemory.set(db, map);
  }
  return map;
}

async function saveProgress(db: Db, key: ProgressKey, progress: ImportProgress, first: boolean): Promise<void> {
  if (db.kind === 'pglite') {
    const map = memoryOf(db);
    const now = Date.now();
    if (first) for (const [k, entry] of map) if (now - entry.at > PROGRESS_TTL_MS) map.delete(k);
    map.set(memoryKey(key), { progress, at: now });
    return;
  }
  if (first) {
    await db.query(`DELETE FROM sys_import_progress WHERE update_time < now() - make_interval(secs => $1::int)`, [
      PROGRESS_TTL_MS / 1000,
    ]);
  }
  await db.query(
    `INSERT INTO sys_import_progress (tenant_id, user_id, import_id, stage, done, total, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (tenant_id, user_id, import_id)
     DO UPDATE SET stage = EXCLUDED.stage, done = EXCLUDED.done, total = EXCLUDED.total, update_time = now()`,
    [key.tenantId, key.userId, key.importId, progress.stage, progress.done, progress.total],
  );
}

/**
 * The progress of the caller's import `id` (sent as X-Import-Id), or null when there is none: unknown,
 * older than an hour, or another user's or tenant's.
 *
 * @example await readImportProgress(db, scopeOf(user), 'b3c1…') // { stage: 'write', done: 4000, total: 10000 }
 */
export async function readImportProgress(db: Db, scope: Scope, id: unknown): Promise<ImportProgress | null> {
  if (typeof id !== 'string' || !IMPORT_ID.test(id)) return null;
  if (db.kind === 'pglite') {
    const entry = inMemory.get(db)?.get(memoryKey({ tenantId: scope.tenantId, userId: scope.userId, importId: id }));
    return entry && Date.now() - entry.at <= PROGRESS_TTL_MS ? entry.progress : null;
  }
  const params: unknown[] = [id, scope.userId, PROGRESS_TTL_MS / 1000];
  const row = await db.one<ImportProgress>(
    `SELECT stage, done, total FROM sys_import_progress
      WHERE import_id = $1 AND user_id = $2 AND update_time >= now() - make_interval(secs => $3::int)
        AND ${inScope(scope, TENANT_OWNED, params)}`,
    params,
  );
  return row ? { stage: row.stage, done: Number(row.done), total: Number(row.total) } : null;
}

/** Where an import tells how far it is; every call is cheap and never waits for the database. */
export interface ProgressReporter {
  /** Starts a stage: written at once. */
  stage(stage: ImportStage, total: number, done?: number): void;
  /** Moves the current stage on: to the table when the last write is at least PROGRESS_WRITE_MS old. */
  advance(done: number): void;
  /** Writes the last state (done or failed) if anything was reported, and waits for the writes to finish. */
  end(stage: 'done' | 'failed'): Promise<void>;
}

const SILENT: ProgressReporter = {
  stage() {},
  advance() {},
  async end() {},
};

/**
 * The progress reporter of one importExcel request: silent without a valid X-Import-Id. Writes go
 * through `db` (the pool, never the import's own transaction), one at a time: while one is under way
 * only the latest state waits for the next. A failed write is logged and the import carries on.
 *
 * @example const progress = importProgressReporter(db, scope, request); progress.stage('check', 10_000);
 */
export function importProgressReporter(db: Db, scope: Scope, request: FastifyRequest): ProgressReporter {
  const header = request.headers[Header.importId.toLowerCase()];
  const importId = typeof header === 'string' ? header.trim() : '';
  if (!IMPORT_ID.test(importId)) return SILENT;
  const key: ProgressKey = { tenantId: scope.tenantId, userId: scope.userId, importId };
  let current: ImportProgress | null = null;
  let queued: ImportProgress | null = null;
  let urgent = false;
  let writing: Promise<void> | null = null;
  let writes = 0;
  let lastWrite = 0;
  // Progress kept in memory (PGlite) costs nothing to write: every step is kept.
  const throttled = db.kind !== 'pglite';
  const due = () => urgent || !throttled || Date.now() - lastWrite >= PROGRESS_WRITE_MS;

  const flush = (): Promise<void> => {
    if (writing || !queued) return writing ?? Promise.resolve();
    const next = queued;
    queued = null;
    urgent = false;
    lastWrite = Date.now();
    writing = saveProgress(db, key, next, writes++ === 0)
      .catch((error: unknown) => request.log.warn({ err: error }, 'import progress not saved'))
      .finally(() => {
        writing = null;
      })
      .then(() => (queued && due() ? flush() : undefined));
    return writing;
  };
  const write = (progress: ImportProgress, now: boolean) => {
    current = progress;
    queued = progress;
    urgent ||= now;
    if (due()) void flush();
  };

  return {
    stage(stage, total, done = 0) {
      write({ stage, done, total }, true);
    },
    advance(done) {
      if (current && done !== current.done) write({ ...current, done }, false);
    },
    async end(stage) {
      if (!current) return;
      write({ stage, done: current.total, total: current.total }, true);
      while (writing || queued) await flush();
    },
  };
}
