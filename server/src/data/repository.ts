import type { PageResult } from '../../../src/core/contract';
import type { Db } from '../db/database';
import { BizError } from '../http/envelope';
import { newId } from '../util/ids';
import { addDictText } from './dict-text';
import { type EntityDef, type FieldDef, fieldOfColumn } from './entity';
import { Conditions, filterConditions, orderBy, paging } from './list-query';
import { ownerColumns, type Scope, scopeConditions } from './scope';
import { inputValue, outputValue } from './values';

/** A row as the API shows it: camelCase fields, formatted values, `<field>_dictText`. */
export type ApiRow = Record<string, unknown>;

/** JeecgBoot's page shape (the wire type of src/core/contract). */
export type Page<T = ApiRow> = PageResult<T>;

/**
 * Further WHERE parts a route adds to a list (e.g. a department's users), numbered from `$1`:
 * the repository numbers its own parameters after them.
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

  const byId = (scope: Scope, ids: unknown[], c: Conditions): string[] => {
    const where = baseWhere(scope, undefined, c);
    where.unshift(`id = ANY(${c.param(idValues(entity, ids))})`);
    return where;
  };

  return {
    async list(scope: Scope, query: Record<string, unknown>, extra?: ExtraWhere): Promise<Page> {
      const { pageNo, pageSize } = paging(query);
      const c = new Conditions(1);
      const where = [...baseWhere(scope, extra, c), ...filterConditions(entity, query, c)];
      const order = orderBy(entity, query);
      const whereSql = where.join(' AND ');
      const count = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${entity.table} WHERE ${whereSql}`,
        c.params,
      );
      const total = count?.n ?? 0;
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${selectList} FROM ${entity.table} WHERE ${whereSql} ${order}
          LIMIT ${c.param(pageSize)} OFFSET ${c.param((pageNo - 1) * pageSize)}`,
        c.params,
      );
      return {
        records: await finish(rows),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(total / pageSize),
      };
    },

    /** Every matching row up to `limit`, without counting. */
    async all(scope: Scope, query: Record<string, unknown>, limit: number, extra?: ExtraWhere): Promise<ApiRow[]> {
      const c = new Conditions(1);
      const where = [...baseWhere(scope, extra, c), ...filterConditions(entity, query, c)];
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${selectList} FROM ${entity.table} WHERE ${where.join(' AND ')} ${orderBy(entity, query)}
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
      const values: Record<string, unknown> = {
        id: newId(),
        ...bodyColumns(scope, body),
        ...(has('create_by') ? { create_by: scope.username } : {}),
        ...(has('create_time') ? { create_time: new Date() } : {}),
        ...columns,
        ...ownerColumns(entity.scope, scope),
      };
      const names = Object.keys(values);
      const c = new Conditions(1);
      const placeholders = names.map((name) => c.param(values[name]));
      const row = await db.one<{ id: unknown }>(
        `INSERT INTO ${entity.table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
        c.params,
      );
      return String(row?.id ?? values.id);
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
