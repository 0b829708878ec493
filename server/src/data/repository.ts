import type { PageResult } from '../../../src/core/contract';
import { arrayLiteral } from '../db/array-literal';
import type { Db } from '../db/database';
import { BizError } from '../http/envelope';
import { newId } from '../util/ids';
import { addDictText } from './dict-text';
import { type EntityDef, type FieldDef, fieldOfColumn } from './entity';
import { Conditions, filterConditions, listOrder, listSort, paging, sortSql } from './list-query';
import { ownerColumns, type Scope, scopeConditions } from './scope';
import { inputValue, outputValue } from './values';

/** A row as the API shows it: camelCase fields, formatted values, `<field>_dictText`. */
export type ApiRow = Record<string, unknown>;

/** JeecgBoot's page shape (the wire type of src/core/contract). */
export type Page<T = ApiRow> = PageResult<T>;

/**
 * Further WHERE parts a route adds to a list (e.g. a department's users), numbered from `$1`:
 * the repository numbers its own parameters after them. For an entity with a `base` table they name
 * columns of that table only (a count and a page's ids may read it instead of the view).
 */
export interface ExtraWhere {
  sql: string[];
  params: unknown[];
}

/** Ids of one request: strings (or numbers) of sane length; anything else matches nothing. */
function idValues(entity: EntityDef, raw: unknown[]): unknown[] {
  const numeric = entity.fields.id?.type === 'int';
  const out: unknown[] = [];
  for (const value of raw) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (text === '' || text.length > 64) continue;
    if (numeric) {
      const number = Number(text);
      if (Number.isSafeInteger(number)) out.push(number);
    } else {
      out.push(text);
    }
  }
  return out;
}

/**
 * Scoped reads and writes of one allowlisted table. Every statement carries the caller's scope,
 * so a row of another tenant, shop or channel behaves exactly like a missing one.
 *
 * @example await repository(db, ROLE_ENTITY).list(scopeOf(user), { roleName: '*审计*' })
 */
export function repository(db: Db, entity: EntityDef) {
  const fields = Object.entries(entity.fields);
  const selectList = fields.map(([name, def]) => `${def.column} AS "${name}"`).join(', ');
  const soft = entity.softDelete;
  const has = (column: string) => fieldOfColumn(entity, column) !== undefined;
  /** Rows come back under their field names: a page by ids finds each row by its `id` field. */
  const idField = entity.fields.id?.column === 'id';

  /** WHERE parts every statement shares: extra parts, the scope, live rows only. */
  const baseWhere = (scope: Scope, extra: ExtraWhere | undefined, c: Conditions): string[] => {
    const sql = [...(extra?.sql ?? [])];
    c.params.push(...(extra?.params ?? []));
    const scoped = scopeConditions(entity.scope, scope, c.params.length + 1);
    c.params.push(...scoped.params);
    sql.push(...scoped.sql);
    if (soft) sql.push(`${soft.column} = ${c.param(soft.alive)}`);
    return sql;
  };

  const toApi = (row: Record<string, unknown>): ApiRow => {
    const out: ApiRow = {};
    for (const [name, def] of fields) out[name] = outputValue(def, row[name]);
    return out;
  };

  const finish = async (rows: Record<string, unknown>[]): Promise<ApiRow[]> => {
    const records = rows.map(toApi);
    await addDictText(db, entity, records);
    return records;
  };

  /** Columns a body writes: writable fields it names, cast; the caller's own owner columns win. */
  const bodyColumns = (scope: Scope, body: ApiRow): Record<string, unknown> => {
    const columns: Record<string, unknown> = {};
    for (const [name, def] of fields) {
      if (!def.write || !Object.hasOwn(body, name)) continue;
      columns[def.column] = inputValue(def as FieldDef, name, body[name]);
    }
    const owners = ownerColumns(entity.scope, scope);
    for (const column of Object.keys(columns)) if (Object.hasOwn(owners, column)) columns[column] = owners[column];
    return columns;
  };

  const creation = { by: has('create_by'), time: has('create_time') };
  /** What `insert` writes: a new id, the body's columns, audit columns, `columns`, the caller's owner columns. */
  const newRow = (scope: Scope, body: ApiRow, columns: Record<string, unknown>): Record<string, unknown> => ({
    id: newId(),
    ...bodyColumns(scope, body),
    ...(creation.by ? { create_by: scope.username } : {}),
    ...(creation.time ? { create_time: new Date() } : {}),
    ...columns,
    ...ownerColumns(entity.scope, scope),
  });

  /** Type names of the table's columns (for the array casts of `insertMany`), read once per repository. */
  let columnTypes: Promise<Map<string, string>> | undefined;
  const typesOfColumns = () => {
    columnTypes ??= db
      .query<{ name: string; type: string }>(
        `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type FROM pg_attribute a
          WHERE a.attrelid = to_regclass($1::text) AND a.attnum > 0 AND NOT a.attisdropped`,
        [entity.table],
      )
      .then((rows) => new Map(rows.map((row) => [row.name, row.type])));
    return columnTypes;
  };

  const byId = (scope: Scope, ids: unknown[], c: Conditions): string[] => {
    const where = baseWhere(scope, undefined, c);
    where.unshift(`id = ANY(${c.param(idValues(entity, ids))})`);
    return where;
  };

  /** Columns of the view's own table (entity.base), and the fields behind them. */
  const baseFields = new Set(entity.base?.fields ?? []);
  const baseColumns = new Set([...baseFields].flatMap((name) => entity.fields[name]?.column ?? []));

  /**
   * The statements of one list page. The total is exact: read from sys_list_count for a list with no
   * filter (entity.counted), else counted. The page is read in two steps (a "deferred join"): its ids
   * by the list's order, which an index on (owner, sort column, id) answers without reading the rows it
   * skips or filters out, then the rows of those ids, so a view's computed columns (the order list's
   * instalment sums) are computed for the page's rows only. The count and the ids read the view's own
   * table (entity.base) when the filters and the sort allow, so no join stands in the way of an
   * index-only scan. `page` is the one-statement form, for an entity without an `id` field.
   */
  const listStatements = (scope: Scope, query: Record<string, unknown>, extra?: ExtraWhere) => {
    const { pageNo, pageSize } = paging(query);
    const c = new Conditions(1);
    const used = new Set<string>();
    const owners = baseWhere(scope, extra, c);
    const filters = filterConditions(entity, query, c, undefined, used);
    const where = [...owners, ...filters].join(' AND ');
    const sort = listSort(entity, query);
    const order = sortSql(sort);
    const onBase = entity.base && [...used].every((name) => baseFields.has(name));
    const counting = onBase ? entity.base?.table : entity.table;
    const idsFrom = onBase && (!sort.column || baseColumns.has(sort.column)) ? entity.base?.table : entity.table;
    const offset = (pageNo - 1) * pageSize;
    const limit = `LIMIT $${c.params.length + 1} OFFSET $${c.params.length + 2}`;
    const params = [...c.params, pageSize, offset];
    return {
      count:
        entity.counted && filters.length === 0 && !extra?.sql.length && !soft
          ? countedTotal(entity.counted, scope)
          : { text: `SELECT count(*)::int AS n FROM ${counting} WHERE ${where}`, params: c.params },
      page: { text: `SELECT ${selectList} FROM ${entity.table} WHERE ${where} ${order} ${limit}`, params },
      ids: idField ? { text: `SELECT id FROM ${idsFrom} WHERE ${where} ${order} ${limit}`, params } : null,
    };
  };

  /** The rows of `table` in the caller's scope, from the per-owner counts. */
  const countedTotal = (table: string, scope: Scope) => {
    const owners = scopeConditions(entity.scope, scope, 2);
    return {
      text: `SELECT COALESCE(sum(n), 0)::int AS n FROM sys_list_count WHERE table_name = $1 AND ${owners.sql.join(' AND ')}`,
      params: [table, ...owners.params],
    };
  };

  /** The rows of a page of ids, in the ids' order (still in the caller's scope, live rows only). */
  const pageByIds = async (
    ids: { text: string; params: unknown[] },
    scope: Scope,
  ): Promise<Record<string, unknown>[]> => {
    const order = (await db.query<{ id: unknown }>(ids.text, ids.params)).map((row) => row.id);
    if (order.length === 0) return [];
    const c = new Conditions(1);
    const where = baseWhere(scope, undefined, c);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${selectList} FROM ${entity.table} WHERE id = ANY(${c.param(order)}) AND ${where.join(' AND ')}`,
      c.params,
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return order.map((id) => byId.get(String(id))).filter((row): row is Record<string, unknown> => row !== undefined);
  };

  return {
    async list(scope: Scope, query: Record<string, unknown>, extra?: ExtraWhere): Promise<Page> {
      const { pageNo, pageSize } = paging(query);
      const statements = listStatements(scope, query, extra);
      // Two statements at once: on PostgreSQL each gets a connection of the pool (PGlite runs them in turn).
      const [count, rows] = await Promise.all([
        db.one<{ n: number }>(statements.count.text, statements.count.params),
        statements.ids
          ? pageByIds(statements.ids, scope)
          : db.query<Record<string, unknown>>(statements.page.text, statements.page.params),
      ]);
      const total = count?.n ?? 0;
      return {
        records: await finish(rows),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      };
    },

    /** The statements `list` runs (its count, and its page whole or as ids then rows), for plan checks. */
    listStatements,

    /** Every matching row up to `limit`, without counting. */
    async all(scope: Scope, query: Record<string, unknown>, limit: number, extra?: ExtraWhere): Promise<ApiRow[]> {
      const c = new Conditions(1);
      const where = [...baseWhere(scope, extra, c), ...filterConditions(entity, query, c)];
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${selectList} FROM ${entity.table} WHERE ${where.join(' AND ')} ${listOrder(entity, query)}
          LIMIT ${c.param(Math.max(1, Math.floor(limit)))}`,
        c.params,
      );
      return finish(rows);
    },

    async get(scope: Scope, id: unknown): Promise<ApiRow | null> {
      if (idValues(entity, [id]).length === 0) return null;
      const c = new Conditions(1);
      const where = byId(scope, [id], c);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${selectList} FROM ${entity.table} WHERE ${where.join(' AND ')} LIMIT 1`,
        c.params,
      );
      return (await finish(rows))[0] ?? null;
    },

    /** Inserts a row in the caller's scope; `columns` are trusted extra column values. Returns the id. */
    async insert(scope: Scope, body: ApiRow, columns: Record<string, unknown> = {}): Promise<string> {
      const values = newRow(scope, body, columns);
      const names = Object.keys(values);
      const c = new Conditions(1);
      const placeholders = names.map((name) => c.param(values[name]));
      const row = await db.one<{ id: unknown }>(
        `INSERT INTO ${entity.table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
        c.params,
      );
      return String(row?.id ?? values.id);
    },

    /**
     * Inserts many rows in the caller's scope, each exactly as `insert` would (id, audit and owner
     * columns), with one `INSERT … SELECT FROM unnest($1::type[], …)` per set of columns the bodies name
     * (a column a body leaves out keeps its default). Not atomic by itself: run it in a transaction (or
     * under a savepoint) to keep all or none. Returns the ids in the order of `bodies`.
     *
     * @example await repository(tx, POSITION_ENTITY).insertMany(scope, [{ code: 'a', name: 'A' }, { code: 'b', name: 'B' }])
     */
    async insertMany(
      scope: Scope,
      bodies: readonly ApiRow[],
      columns: Record<string, unknown> = {},
    ): Promise<string[]> {
      if (bodies.length === 0) return [];
      const rows = bodies.map((body) => newRow(scope, body, columns));
      const groups = new Map<string, Record<string, unknown>[]>();
      for (const row of rows) {
        const key = Object.keys(row).join(',');
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      }
      const types = await typesOfColumns();
      for (const [key, group] of groups) {
        const names = key.split(',');
        const arrays = names.map((name) => arrayLiteral(group.map((row) => row[name])));
        const casts = names.map((name, index) => {
          const type = types.get(name);
          if (!type) throw new Error(`${entity.table} has no column ${name}`);
          return `$${index + 1}::${type}[]`;
        });
        await db.query(
          `INSERT INTO ${entity.table} (${names.join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`,
          arrays,
        );
      }
      return rows.map((row) => String(row.id));
    },

    /** Updates a row of the caller's scope; false when there is none. */
    async update(scope: Scope, id: unknown, body: ApiRow, columns: Record<string, unknown> = {}): Promise<boolean> {
      if (idValues(entity, [id]).length === 0) return false;
      const values: Record<string, unknown> = { ...bodyColumns(scope, body), ...columns };
      for (const column of Object.keys(ownerColumns(entity.scope, scope))) delete values[column];
      if (Object.keys(values).length > 0) {
        if (has('update_by')) values.update_by = scope.username;
        if (has('update_time')) values.update_time = new Date();
      }
      const c = new Conditions(1);
      const sets = Object.keys(values).map((column) => `${column} = ${c.param(values[column])}`);
      const where = byId(scope, [id], c);
      const sql =
        sets.length > 0
          ? `UPDATE ${entity.table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING id`
          : `SELECT id FROM ${entity.table} WHERE ${where.join(' AND ')}`;
      return (await db.query(sql, c.params)).length > 0;
    },

    /** Deletes (or flags) the rows among `ids` in the caller's scope; returns how many. */
    async remove(scope: Scope, ids: unknown[]): Promise<number> {
      if (idValues(entity, ids).length === 0) return 0;
      const c = new Conditions(1);
      if (soft) {
        const deleted = c.param(soft.deleted);
        const audit = [
          ...(has('update_by') ? [`update_by = ${c.param(scope.username)}`] : []),
          ...(has('update_time') ? ['update_time = now()'] : []),
        ];
        const where = byId(scope, ids, c);
        const rows = await db.query(
          `UPDATE ${entity.table} SET ${[`${soft.column} = ${deleted}`, ...audit].join(', ')}
            WHERE ${where.join(' AND ')} RETURNING id`,
          c.params,
        );
        return rows.length;
      }
      const where = byId(scope, ids, c);
      return (await db.query(`DELETE FROM ${entity.table} WHERE ${where.join(' AND ')} RETURNING id`, c.params)).length;
    },
  };
}

export type Repository = ReturnType<typeof repository>;

/** Refuses with the JeecgBoot wording when a row is missing (or belongs to someone else). */
export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw new BizError('未找到对应数据');
  return row;
}
