import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import type { EntityDef, FieldDef } from '../entity';
import { Conditions, filterConditions, listOrder, listSort } from '../list-query';
import { type Scope, scopeConditions } from '../scope';
import { columnInfo } from './lookups';

// The statements of an export: its count, and its rows by one cursor or by keyset pages.

/** Most ids one `selections` list may name. */
export const MAX_SELECTIONS = 10_000;

/** Ids of a `selections` list: trimmed, non-empty, at most 64 characters (integers for integer ids). */
export function selectionIds(entity: EntityDef, raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || String(raw).trim() === '') return null;
  const parts = String(raw)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.length <= 64);
  if (parts.length > MAX_SELECTIONS) throw new BizError(`一次最多导出${MAX_SELECTIONS}条选中的记录`);
  if (entity.fields.id?.type !== 'int') return parts;
  return parts.map(Number).filter((id) => Number.isSafeInteger(id));
}

/** One exported column: the field and how its value becomes a cell. */
export interface ExportColumn {
  field: string;
  def: FieldDef;
}

/** What an export reads: the statement parts its count and its rows share. */
export interface ExportSelect {
  entity: EntityDef;
  columns: readonly ExportColumn[];
  /** SELECT list of the exported fields, aliased to their field names. */
  selectList: string[];
  where: string[];
  params: unknown[];
  /** The list's ORDER BY, as the list runs it (an index of the list can serve it). */
  orderSql: string;
  query: Record<string, unknown>;
}

/**
 * The statement parts of an export: the list's filters, super query and sort (or exactly the
 * `selections` ids), always inside the caller's scope and live rows only. `fixed` holds the filters
 * a list always carries (a purchase-order or overdue view): they narrow the selected ids too and
 * override the request's own value of the same field. Throws a bad filter or sort at once.
 */
export function exportSelect(
  entity: EntityDef,
  scope: Scope,
  query: Record<string, unknown>,
  columns: readonly ExportColumn[],
  fixed: Readonly<Record<string, string>>,
): ExportSelect {
  const c = new Conditions(1);
  const scoped = scopeConditions(entity.scope, scope, 1);
  c.params.push(...scoped.params);
  const where = [...scoped.sql];
  if (entity.softDelete) where.push(`${entity.softDelete.column} = ${c.param(entity.softDelete.alive)}`);
  const ids = selectionIds(entity, query.selections);
  if (ids) where.push(`id = ANY(${c.param(ids)})`, ...filterConditions(entity, fixed, c));
  else where.push(...filterConditions(entity, { ...query, ...fixed }, c));
  const selected = new Set(columns.map((column) => column.field));
  const selectList = Object.entries(entity.fields)
    .filter(([name]) => selected.has(name))
    .map(([name, def]) => `${def.column} AS "${name}"`);
  return {
    entity,
    columns,
    selectList,
    where,
    params: c.params,
    orderSql: listOrder(entity, query),
    query,
  };
}

/** Matching rows, counted up to `limit` (a count past the cap needs to go no further). */
export async function countRows(db: Db, select: ExportSelect, limit: number): Promise<number> {
  const where = select.where.length > 0 ? `WHERE ${select.where.join(' AND ')}` : '';
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${select.entity.table} ${where} LIMIT ${Math.max(0, limit)}) AS capped`,
    select.params,
  );
  return Number(row?.n ?? 0);
}

/** Rows of one database cursor in the list's order: the sort runs once (PostgreSQL, see `Db.stream`). */
export function cursorPages(
  db: Db,
  select: ExportSelect,
  batchRows: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const where = select.where.length > 0 ? `WHERE ${select.where.join(' AND ')}` : '';
  const sql = `SELECT ${select.selectList.join(', ') || '1'} FROM ${select.entity.table} ${where} ${select.orderSql}`;
  return db.stream<Record<string, unknown>>(sql, select.params, batchRows);
}

/**
 * Rows page by page in the list's order, each page a statement of its own that starts after the last
 * row of the one before (its sort value and id): PGlite's way, where a cursor would hold the only
 * connection. Each page sorts the rows after the key unless an index serves the sort.
 */
export async function* keysetPages(
  db: Db,
  select: ExportSelect,
  batchRows: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const { entity } = select;
  const order = listSort(entity, select.query);
  const batchSize = Math.max(1, batchRows);
  const dir = order.desc ? 'desc' : 'asc';
  // Keys travel as text (timestamps keep their microseconds); the database casts them back to the column's type.
  const keys = [`id::text AS "__id"`, ...(order.column ? [`${order.column}::text AS "__sort"`] : [])];
  const sql = (orderSql: string, keyset: string) =>
    `SELECT ${[...select.selectList, ...keys].join(', ')} FROM ${entity.table}
      WHERE ${[...select.where, ...(keyset ? [keyset] : [])].join(' AND ') || 'TRUE'} ${orderSql} LIMIT ${batchSize}`;
  // A NOT NULL sort column (declared by the entity, or by the table) needs no NULLS LAST (same order)
  // and pages by a row comparison, which an index on (owner, column, id) serves; a nullable one needs
  // the explicit NULL branch. The catalog gives the types the text keys are cast back to.
  const info = order.column ? await columnInfo(db, entity.table, [order.column, 'id']) : null;
  const sortInfo = order.column ? info?.get(order.column) : undefined;
  const idType = info?.get('id')?.type;
  const rowCompare = Boolean((order.notNull || sortInfo?.notNull) && sortInfo?.type && idType);
  const orderSql = !order.column
    ? `ORDER BY id ${dir}`
    : `ORDER BY ${order.column} ${dir}${rowCompare ? '' : ' NULLS LAST'}, id ${dir}`;
  let last: { id: string; sort: string | null } | null = null;
  for (;;) {
    const k = new Conditions(select.params.length + 1);
    let keyset = '';
    if (last) {
      const cmp = order.desc ? '<' : '>';
      const afterId = () => `id ${cmp} ${k.param(last?.id)}`;
      if (!order.column) keyset = afterId();
      else if (rowCompare) {
        const sort = `CAST(${k.param(last.sort)} AS ${sortInfo?.type})`;
        keyset = `(${order.column}, id) ${cmp} (${sort}, CAST(${k.param(last.id)} AS ${idType}))`;
      } else if (last.sort === null) keyset = `(${order.column} IS NULL AND ${afterId()})`;
      else {
        const sort = k.param(last.sort);
        keyset = `(${order.column} ${cmp} ${sort} OR (${order.column} = ${sort} AND ${afterId()}) OR ${order.column} IS NULL)`;
      }
    }
    const rows = await db.query<Record<string, unknown>>(sql(orderSql, keyset), [...select.params, ...k.params]);
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1] as Record<string, unknown>;
    last = {
      id: String(tail.__id),
      sort: tail.__sort === null || tail.__sort === undefined ? null : String(tail.__sort),
    };
    yield rows;
    if (rows.length < batchSize) return;
  }
}
