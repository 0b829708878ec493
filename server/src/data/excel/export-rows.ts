import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { addDictText } from '../dict-text';
import type { EntityDef, FieldDef } from '../entity';
import { Conditions, filterConditions, orderBy } from '../list-query';
import { type Scope, scopeConditions } from '../scope';
import { outputValue } from '../values';
import { columnInfo } from './lookups';
import type { CellValue } from './types';

/**
 * Cells read per statement while exporting (e.g. 10,000 rows of 10 columns): every page re-sorts the
 * matching rows unless an index serves the sort, so pages are as large as memory comfortably allows.
 */
export const EXPORT_BATCH_CELLS = 100_000;

/** Rows per page for `columns` exported columns: 1,000 to 10,000. */
export function exportBatchRows(columns: number): number {
  return Math.max(1000, Math.min(10_000, Math.floor(EXPORT_BATCH_CELLS / Math.max(1, columns))));
}

/** Most ids one `selections` list may name. */
export const MAX_SELECTIONS = 10_000;

/** The list's ORDER BY as keyset parts: an optional sort column (NULLS LAST) and the id tie-break. */
interface KeysetOrder {
  column: string | null;
  desc: boolean;
}

/**
 * Reads the ORDER BY that `orderBy` builds for the list (so the export is sorted exactly like the
 * list, with the same validation of `column` and `order`) as keyset parts. `orderBy` writes either
 * `ORDER BY id <dir>` or `ORDER BY <column> <dir> NULLS LAST, id <dir>`.
 */
export function keysetOrder(entity: EntityDef, query: Record<string, unknown>): KeysetOrder {
  const sql = orderBy(entity, query);
  const match = /^ORDER BY (?:(\w+) (asc|desc) NULLS LAST, )?id (asc|desc)$/.exec(sql);
  if (!match) throw new Error(`unexpected list order: ${sql}`);
  const column = match[1] && match[1] !== 'id' ? match[1] : null;
  return { column, desc: match[3] === 'desc' };
}

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

function cellOf(column: ExportColumn, row: Record<string, unknown>): CellValue {
  const { field, def } = column;
  if (def.dict) {
    const text = row[`${field}_dictText`];
    return text === undefined || text === null || text === '' ? null : String(text);
  }
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (def.type === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/**
 * The rows an export writes, in batches, as cells: the list's filters, super query and sort (or
 * exactly the `selections` ids), always inside the caller's scope and live rows only. `fixed` holds
 * the filters a list always carries (a purchase-order or overdue view): they narrow the selected ids
 * too and override the request's own value of the same field. Pages are read
 * by keyset (the sort value and id of the last row), so neither the database nor the server holds more
 * than one batch, however many rows match. Filters are checked at once: a bad one throws before any
 * byte is sent.
 *
 * @example for await (const cells of exportBatches(db, POSITION_ENTITY, scope, query, columns)) ...
 */
export function exportBatches(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  query: Record<string, unknown>,
  columns: readonly ExportColumn[],
  batchSize = exportBatchRows(columns.length),
  fixed: Readonly<Record<string, string>> = {},
): AsyncGenerator<CellValue[][]> {
  const c = new Conditions(1);
  const scoped = scopeConditions(entity.scope, scope, 1);
  c.params.push(...scoped.params);
  const where = [...scoped.sql];
  if (entity.softDelete) where.push(`${entity.softDelete.column} = ${c.param(entity.softDelete.alive)}`);
  const ids = selectionIds(entity, query.selections);
  if (ids) where.push(`id = ANY(${c.param(ids)})`, ...filterConditions(entity, fixed, c));
  else where.push(...filterConditions(entity, { ...query, ...fixed }, c));
  const order = keysetOrder(entity, query);
  const selected = new Set(columns.map((column) => column.field));
  const selectList = Object.entries(entity.fields)
    .filter(([name]) => selected.has(name))
    .map(([name, def]) => `${def.column} AS "${name}"`);
  const dir = order.desc ? 'desc' : 'asc';
  // Keys travel as text (timestamps keep their microseconds); the database casts them back to the column's type.
  const keys = [`id::text AS "__id"`, ...(order.column ? [`${order.column}::text AS "__sort"`] : [])];
  const sql = (orderSql: string, keyset: string) =>
    `SELECT ${[...selectList, ...keys].join(', ')} FROM ${entity.table}
      WHERE ${[...where, ...(keyset ? [keyset] : [])].join(' AND ')} ${orderSql} LIMIT ${Math.max(1, batchSize)}`;

  return (async function* () {
    // A NOT NULL sort column needs no NULLS LAST (same order) and pages by a row comparison, which an
    // index on (owner, column, id) serves; a nullable one needs the explicit NULL branch.
    const info = order.column ? await columnInfo(db, entity.table, [order.column, 'id']) : null;
    const sortInfo = order.column ? info?.get(order.column) : undefined;
    const idType = info?.get('id')?.type;
    const rowCompare = Boolean(sortInfo?.notNull && idType);
    const orderSql = !order.column
      ? `ORDER BY id ${dir}`
      : `ORDER BY ${order.column} ${dir}${rowCompare ? '' : ' NULLS LAST'}, id ${dir}`;
    let last: { id: string; sort: string | null } | null = null;
    for (;;) {
      const k = new Conditions(c.params.length + 1);
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
      const rows = await db.query<Record<string, unknown>>(sql(orderSql, keyset), [...c.params, ...k.params]);
      if (rows.length === 0) return;
      const tail = rows[rows.length - 1] as Record<string, unknown>;
      last = {
        id: String(tail.__id),
        sort: tail.__sort === null || tail.__sort === undefined ? null : String(tail.__sort),
      };
      const records = rows.map((raw) => {
        const out: Record<string, unknown> = {};
        for (const { field, def } of columns) out[field] = outputValue(def, raw[field]);
        return out;
      });
      await addDictText(db, entity, records);
      yield records.map((row) => columns.map((column) => cellOf(column, row)));
      if (rows.length < batchSize) return;
    }
  })();
}
