import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/database';
import type { EntityDef } from '../entity';
import { type ApiRow, type Repository, repository } from '../repository';
import type { Scope } from '../scope';
import { duplicateRows } from './import-duplicates';

/** Rows of one multi-row INSERT (under one savepoint). */
export const BULK_CHUNK_ROWS = 2_000;
/** Rows inserted one by one between two savepoints (`insertRowsOneByOne`). */
const CHUNK_ROWS = 500;

export interface PendingRow<T> {
  body: ApiRow;
  source: T;
}

export interface InsertOutcome<T> {
  inserted: number;
  failed: { source: T; reason: string }[];
}

/** Where rows go and how a refused one reads: the entity, the caller's scope, the sheet's column titles. */
export interface InsertTarget {
  entity: EntityDef;
  scope: Scope;
  titles: Readonly<Record<string, string>>;
}

/** One insert: the target, the rows, and who hears that the first n rows are dealt with. */
export interface InsertJob<T> extends InsertTarget {
  rows: readonly PendingRow<T>[];
  onProgress?: (done: number) => void;
}

interface DatabaseError {
  code?: string;
  detail?: string;
  column?: string;
}

/** The sheet title of a column (undefined for owner columns and columns no title names). */
function columnTitle(entity: EntityDef, titles: Readonly<Record<string, string>>) {
  const owners = new Set(Object.values(entity.scope));
  return (name: string): string | undefined => {
    if (owners.has(name)) return undefined;
    const field = Object.entries(entity.fields).find(([, def]) => def.column === name)?.[0];
    return field ? titles[field] : undefined;
  };
}

/**
 * The reason of a row that breaks a unique index on `columns`, naming the titles of its non-owner
 * columns, as the database's refusal (23505) reads.
 *
 * @example duplicateReason(['tenant_id', 'code'], POSITION_ENTITY, { code: '职务编码' }) // '职务编码重复（与已有数据或文件中的其他行相同）'
 */
export function duplicateReason(
  columns: readonly string[],
  entity: EntityDef,
  titles: Readonly<Record<string, string>>,
): string {
  const named = columns.map(columnTitle(entity, titles)).filter((title): title is string => Boolean(title));
  return `${named.length > 0 ? named.join('、') : '数据'}重复（与已有数据或文件中的其他行相同）`;
}

/**
 * The reason a row's insert failed, in Chinese and naming the column titles; undefined for an error
 * that is not about the row's data (the import then fails as a whole).
 */
export function rowFailureReason(
  error: unknown,
  entity: EntityDef,
  titles: Readonly<Record<string, string>>,
): string | undefined {
  const { code, detail, column } = (error ?? {}) as DatabaseError;
  const titleOf = columnTitle(entity, titles);
  switch (code) {
    case '23505':
      return duplicateReason(/Key \(([^)]*)\)=/.exec(detail ?? '')?.[1]?.split(/,\s*/) ?? [], entity, titles);
    case '23502':
      return `${(column && titleOf(column)) || '必填项'}不能为空`;
    case '23503':
      return '关联的数据不存在';
    case '23514':
      return '数据不符合要求';
    case '22001':
      return '内容超出长度限制';
    case '22003':
      return '数值超出范围';
    case '22007':
    case '22008':
    case '22P02':
      return '数据格式不正确';
    default:
      return undefined;
  }
}

/**
 * Inserts the job's rows in ONE transaction (see `insertRowsIn`).
 *
 * @example await insertRows(db, { entity: POSITION_ENTITY, scope, titles, rows: [{ body: { code: 'x', name: 'X' }, source: 2 }] })
 */
export async function insertRows<T>(db: Db, job: InsertJob<T>): Promise<InsertOutcome<T>> {
  if (job.rows.length === 0) return { inserted: 0, failed: [] };
  return db.transaction((tx) => insertRowsIn(tx, job));
}

/**
 * Inserts the job's `rows` within the open transaction `tx`, in the caller's scope (owner columns come from the
 * scope, never from a row), with `repository.insertMany`: multi-row `INSERT … SELECT FROM unnest(…)`
 * statements of BULK_CHUNK_ROWS rows, each under a savepoint. Rows that would break a unique index
 * (within `rows` or against rows already in the table, those of this transaction included) are found
 * first, in bulk, and reported; a chunk the database still refuses for a row's data (a broken
 * reference, a value out of range) is halved until the culprit rows are found alone, so the result is
 * the one-by-one insert's: the same rows in, the same rows reported with the same reasons. Any other
 * failure is thrown (the caller's transaction then rolls everything back). `onProgress(n)`: the first
 * n rows are dealt with.
 *
 * @example await db.transaction((tx) => insertRowsIn(tx, { entity: POSITION_ENTITY, scope, titles, rows }))
 */
export async function insertRowsIn<T>(tx: Db, job: InsertJob<T>): Promise<InsertOutcome<T>> {
  const { entity, scope, titles, rows, onProgress } = job;
  const outcome: InsertOutcome<T> = { inserted: 0, failed: [] };
  if (rows.length === 0) return outcome;
  const duplicates = await duplicateRows(
    tx,
    entity,
    scope,
    rows.map((row) => row.body),
    titles,
  );
  const repo = repository(tx, entity);
  let chunk: PendingRow<T>[] = [];
  for (const [index, row] of rows.entries()) {
    const columns = duplicates.get(index);
    if (columns) outcome.failed.push({ source: row.source, reason: duplicateReason(columns, entity, titles) });
    else chunk.push(row);
    if (chunk.length === BULK_CHUNK_ROWS || index === rows.length - 1) {
      await insertChunk(tx, repo, job, chunk, outcome);
      chunk = [];
      onProgress?.(index + 1);
      // Lets other requests (the progress poll among them) in between two statements.
      await nextTurn();
    }
  }
  return outcome;
}

/** One multi-row insert under a savepoint; refused for a row's data, each half again, down to single rows. */
async function insertChunk<T>(
  tx: Db,
  repo: Repository,
  target: InsertTarget,
  rows: readonly PendingRow<T>[],
  outcome: InsertOutcome<T>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query('SAVEPOINT excel_bulk');
  try {
    await repo.insertMany(
      target.scope,
      rows.map((row) => row.body),
    );
    await tx.query('RELEASE SAVEPOINT excel_bulk');
    outcome.inserted += rows.length;
    return;
  } catch (error) {
    const reason = rowFailureReason(error, target.entity, target.titles);
    if (reason === undefined) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT excel_bulk');
    await tx.query('RELEASE SAVEPOINT excel_bulk');
    const [only] = rows;
    if (rows.length === 1 && only) {
      outcome.failed.push({ source: only.source, reason });
      return;
    }
  }
  const half = Math.ceil(rows.length / 2);
  await insertChunk(tx, repo, target, rows.slice(0, half), outcome);
  await insertChunk(tx, repo, target, rows.slice(half), outcome);
}

/**
 * The former insert, kept as the reference the bulk insert is tested against and the benchmark's
 * peer: `repository.insert` row by row in ONE transaction, chunks of rows under a savepoint, a refused
 * chunk re-run row by row to find the rows the database refuses.
 *
 * @example await insertRowsOneByOne(db, { entity: POSITION_ENTITY, scope, titles, rows: [{ body: { code: 'x', name: 'X' }, source: 2 }] })
 */
export async function insertRowsOneByOne<T>(db: Db, job: InsertJob<T>): Promise<InsertOutcome<T>> {
  const { entity, scope, titles, rows, onProgress } = job;
  const outcome: InsertOutcome<T> = { inserted: 0, failed: [] };
  if (rows.length === 0) return outcome;
  await db.transaction(async (tx) => {
    const repo = repository(tx, entity);
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      await tx.query('SAVEPOINT excel_chunk');
      try {
        for (const row of chunk) await repo.insert(scope, row.body);
        await tx.query('RELEASE SAVEPOINT excel_chunk');
        outcome.inserted += chunk.length;
        onProgress?.(start + chunk.length);
        continue;
      } catch (error) {
        if (rowFailureReason(error, entity, titles) === undefined) throw error;
        await tx.query('ROLLBACK TO SAVEPOINT excel_chunk');
      }
      for (const row of chunk) {
        await tx.query('SAVEPOINT excel_row');
        try {
          await repo.insert(scope, row.body);
          await tx.query('RELEASE SAVEPOINT excel_row');
          outcome.inserted += 1;
        } catch (error) {
          const reason = rowFailureReason(error, entity, titles);
          if (reason === undefined) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT excel_row');
          outcome.failed.push({ source: row.source, reason });
        }
      }
      await tx.query('RELEASE SAVEPOINT excel_chunk');
      onProgress?.(start + chunk.length);
    }
  });
  return outcome;
}
