import type { Db } from '../../db/database';
import type { EntityDef } from '../entity';
import { type ApiRow, repository } from '../repository';
import type { Scope } from '../scope';

/** Rows inserted between two savepoints: a failing row costs re-running only its chunk row by row. */
const CHUNK_ROWS = 500;

export interface PendingRow<T> {
  body: ApiRow;
  source: T;
}

export interface InsertOutcome<T> {
  inserted: number;
  failed: { source: T; reason: string }[];
}

interface DatabaseError {
  code?: string;
  detail?: string;
  column?: string;
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
  const owners = new Set(Object.values(entity.scope));
  const titleOf = (name: string) => {
    if (owners.has(name)) return undefined;
    const field = Object.entries(entity.fields).find(([, def]) => def.column === name)?.[0];
    return field ? titles[field] : undefined;
  };
  switch (code) {
    case '23505': {
      const columns = /Key \(([^)]*)\)=/.exec(detail ?? '')?.[1]?.split(/,\s*/) ?? [];
      const named = columns.map(titleOf).filter((title): title is string => Boolean(title));
      return `${named.length > 0 ? named.join('、') : '数据'}重复（与已有数据或文件中的其他行相同）`;
    }
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
 * Inserts `rows` through the repository in ONE transaction, in the caller's scope (owner columns come
 * from the scope, never from a row). A row the database refuses (a duplicate within the file or
 * against existing rows, a broken reference) is reported and left out; the other rows still go in.
 * Chunks of rows share a savepoint, so the common all-good case costs one INSERT per row.
 *
 * @example await insertRows(db, POSITION_ENTITY, scope, [{ body: { code: 'x', name: 'X' }, source: 2 }], titles)
 */
export async function insertRows<T>(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  rows: readonly PendingRow<T>[],
  titles: Readonly<Record<string, string>>,
): Promise<InsertOutcome<T>> {
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
    }
  });
  return outcome;
}
