import { BizError } from '../http/envelope';
import { parseDisplayDateTime } from '../util/time';
import type { EntityDef, FieldDef } from './entity';

/** The largest page any list returns, whatever it is asked for. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;
/** Conditions one super query may carry. */
const MAX_SUPER_CONDITIONS = 50;
/** Values one IN list may carry. */
const MAX_IN_VALUES = 1000;

/** Parameters of a list request that are not field filters. */
const RESERVED = new Set(['pageNo', 'pageSize', 'column', 'order', 'superQueryParams', 'superQueryMatchType', '_t']);

/**
 * Positional parameters of one statement: `param(value)` stores a value and gives its placeholder.
 *
 * @example const c = new Conditions(1); `name = ${c.param('x')}` // 'name = $1', c.params ['x']
 */
export class Conditions {
  readonly params: unknown[] = [];
  constructor(private readonly first = 1) {}
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.first + this.params.length - 1}`;
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function positiveInt(raw: unknown, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** pageNo (from 1) and pageSize (1..1000, default 10). */
export function paging(query: Record<string, unknown>): { pageNo: number; pageSize: number } {
  return {
    pageNo: positiveInt(query.pageNo, 1),
    pageSize: Math.min(positiveInt(query.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
  };
}

/** One typed comparison value; null when it cannot be a value of the field (the filter matches nothing). */
function typed(def: FieldDef, raw: string, endOfDay = false): unknown {
  const text = raw.trim();
  switch (def.type) {
    case 'int': {
      const value = Number(text);
      return text !== '' && Number.isSafeInteger(value) ? value : null;
    }
    case 'decimal': {
      const value = Number(text);
      return text !== '' && Number.isFinite(value) ? value : null;
    }
    case 'boolean':
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : null;
    case 'date':
      return parseDisplayDateTime(text) ? text.slice(0, 10) : null;
    case 'datetime':
      return parseDisplayDateTime(text, endOfDay);
    default:
      return raw;
  }
}

function textOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) return raw.map(String).join(',');
  if (typeof raw === 'object') return undefined;
  return String(raw);
}

function listOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, MAX_IN_VALUES);
}

type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'not_in' | 'like' | 'left_like' | 'right_like';
const OPERATORS: Partial<Record<Rule, string>> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };

/** One comparison of `column` under `rule`, or 'FALSE' when the value cannot match the field. */
function compare(c: Conditions, column: string, def: FieldDef, rule: Rule, raw: string): string {
  if (rule === 'in' || rule === 'not_in') {
    const values = listOf(raw).map((part) => typed(def, part));
    if (values.some((value) => value === null)) return rule === 'in' ? 'FALSE' : 'TRUE';
    if (values.length === 0) return rule === 'in' ? 'FALSE' : 'TRUE';
    const any = `${column} = ANY(${c.param(values)})`;
    return rule === 'in' ? any : `(${column} IS NULL OR NOT (${any}))`;
  }
  if (rule === 'like' || rule === 'left_like' || rule === 'right_like') {
    const text = escapeLike(raw);
    const pattern = rule === 'like' ? `%${text}%` : rule === 'left_like' ? `%${text}` : `${text}%`;
    return `${column}::text ILIKE ${c.param(pattern)}`;
  }
  // A bare date compared with a datetime column means the whole day.
  if (def.type === 'datetime' && rule === 'eq' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) {
    const start = typed(def, raw);
    const end = typed(def, raw, true);
    if (start === null || end === null) return 'FALSE';
    return `(${column} >= ${c.param(start)} AND ${column} <= ${c.param(end)})`;
  }
  const value = typed(def, raw, rule === 'le' || rule === 'lt');
  if (value === null) return 'FALSE';
  if (rule === 'ne') return `(${column} IS NULL OR ${column} <> ${c.param(value)})`;
  return `${column} ${OPERATORS[rule]} ${c.param(value)}`;
}

/**
 * JeecgBoot's query-string conventions for one plain parameter: `a,b` in, `*x*` contains, `x*`
 * starts with, `*x` ends with, `!x` not equal, `>x` `>=x` `<x` `<=x` comparisons, else equal.
 */
function plainFilter(c: Conditions, column: string, def: FieldDef, raw: string): string {
  if (def.type === 'string') {
    const starts = raw.startsWith('*');
    const ends = raw.endsWith('*') && raw.length > 1;
    if (starts || ends) {
      const inner = raw.slice(starts ? 1 : 0, ends ? -1 : undefined);
      return compare(c, column, def, starts && ends ? 'like' : starts ? 'left_like' : 'right_like', inner);
    }
  }
  for (const [prefix, rule] of [
    ['>=', 'ge'],
    ['<=', 'le'],
    ['>', 'gt'],
    ['<', 'lt'],
    ['!', 'ne'],
  ] as const) {
    if (raw.startsWith(prefix) && raw.length > prefix.length)
      return compare(c, column, def, rule, raw.slice(prefix.length));
  }
  if (raw.includes(',')) return compare(c, column, def, 'in', raw);
  return compare(c, column, def, 'eq', raw);
}

interface SuperCondition {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
}

const SUPER_RULES = new Set([
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'in',
  'not_in',
  'like',
  'left_like',
  'right_like',
  'empty',
  'not_empty',
]);

/** The super query's JSON: raw, or URL-encoded once more as the JeecgBoot client sends it. */
function parseSuperQuery(raw: string): SuperCondition[] {
  const attempt = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  let parsed = attempt(raw);
  if (parsed === undefined) {
    try {
      parsed = attempt(decodeURIComponent(raw));
    } catch {
      parsed = undefined;
    }
  }
  if (!Array.isArray(parsed)) throw new BizError('高级查询参数格式不正确');
  if (parsed.length > MAX_SUPER_CONDITIONS) throw new BizError(`高级查询条件不能超过${MAX_SUPER_CONDITIONS}个`);
  return parsed as SuperCondition[];
}

function superCondition(c: Conditions, entity: EntityDef, condition: SuperCondition, prefix: string): string {
  const name = typeof condition.field === 'string' ? condition.field : String(condition.field ?? '');
  const def = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  if (!def?.filter) throw new BizError(`不支持的查询字段：${name.slice(0, 50)}`);
  const rule = typeof condition.rule === 'string' ? condition.rule : String(condition.rule ?? '');
  if (!SUPER_RULES.has(rule)) throw new BizError(`不支持的查询规则：${rule.slice(0, 20)}`);
  const column = `${prefix}${def.column}`;
  if (rule === 'empty') return def.type === 'string' ? `(${column} IS NULL OR ${column} = '')` : `${column} IS NULL`;
  if (rule === 'not_empty') {
    return def.type === 'string' ? `(${column} IS NOT NULL AND ${column} <> '')` : `${column} IS NOT NULL`;
  }
  const value = condition.val;
  const text = Array.isArray(value)
    ? value.map(String).join(',')
    : value === null || value === undefined
      ? ''
      : String(value);
  if (text === '') return 'TRUE';
  return compare(c, column, def, rule as Rule, text);
}

/**
 * The WHERE parts of a list request's filters: plain parameters of filterable fields (unknown
 * parameters are ignored), `<field>_begin`/`<field>_end` ranges and the super query. `used` collects
 * the names of the fields they filter on.
 */
export function filterConditions(
  entity: EntityDef,
  query: Record<string, unknown>,
  c: Conditions,
  alias?: string,
  used?: Set<string>,
): string[] {
  const prefix = alias ? `${alias}.` : '';
  const sql: string[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    const raw = textOf(rawValue);
    if (raw === undefined || raw === '') continue;
    const range = /^(.+)_(begin|end)$/.exec(key);
    const name = range && !Object.hasOwn(entity.fields, key) ? (range[1] as string) : key;
    const def = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    if (!def?.filter) continue;
    used?.add(name);
    const column = `${prefix}${def.column}`;
    if (range && name !== key) {
      const value = typed(def, raw, range[2] === 'end');
      if (value === null) throw new BizError('查询范围的格式不正确');
      sql.push(`${column} ${range[2] === 'begin' ? '>=' : '<='} ${c.param(value)}`);
    } else {
      sql.push(plainFilter(c, column, def, raw));
    }
  }
  const superRaw = textOf(query.superQueryParams);
  if (superRaw) {
    const conditions = parseSuperQuery(superRaw).map((condition) => {
      used?.add(typeof condition.field === 'string' ? condition.field : String(condition.field ?? ''));
      return superCondition(c, entity, condition, prefix);
    });
    if (conditions.length > 0) {
      const or = String(query.superQueryMatchType ?? 'and').toLowerCase() === 'or';
      sql.push(`(${conditions.join(or ? ' OR ' : ' AND ')})`);
    }
  }
  return sql;
}

/** The sort of a list: its column (null: by id alone), direction, and whether the column is NOT NULL. */
export interface ListSort {
  column: string | null;
  desc: boolean;
  notNull: boolean;
}

/**
 * The sort a list request asks for: `column` names a sortable field (else a refusal), `order` asc or
 * desc. A list that names no column, or createTime where the entity does not sort by it (JeecgBoot's
 * lists send `column=createTime` by default), gets the entity's default.
 *
 * @example listSort(ORDER_VIEW_ENTITY, { column: 'totalAmount', order: 'asc' }) // { column: 'total_amount', desc: false, notNull: true }
 */
export function listSort(entity: EntityDef, query: Record<string, unknown>): ListSort {
  const column = textOf(query.column)?.trim() ?? '';
  const orderText = (textOf(query.order) ?? '').trim().toLowerCase();
  if (orderText !== '' && orderText !== 'asc' && orderText !== 'desc') throw new BizError('排序方式只能是 asc 或 desc');
  let field: string | undefined;
  let order: 'asc' | 'desc' = orderText === 'asc' ? 'asc' : 'desc';
  if (column && !(column === 'createTime' && !entity.fields.createTime?.sort)) {
    const def = Object.hasOwn(entity.fields, column) ? entity.fields[column] : undefined;
    if (!def?.sort) throw new BizError(`不支持的排序字段：${column.slice(0, 50)}`);
    field = column;
  } else if (entity.defaultSort) {
    field = entity.defaultSort.field;
    order = entity.defaultSort.order;
  } else if (entity.fields.createTime?.sort) {
    field = 'createTime';
    order = 'desc';
  }
  const def = field ? entity.fields[field] : undefined;
  const byColumn = def && def.column !== 'id';
  return { column: byColumn ? def.column : null, desc: order === 'desc', notNull: Boolean(byColumn && def.notNull) };
}

/**
 * The ORDER BY of a sort, shaped like the list indexes (190_list_indexes.sql): `<col> <dir>, id <dir>`
 * for a NOT NULL column, which an index on (owner, col, id) serves forward or backward;
 * `<col> <dir> NULLS LAST, id <dir>` for a nullable one (ascending: the same index; descending: one on
 * (owner, col DESC NULLS LAST, id DESC)); `id <dir>` without a column.
 */
export function sortSql(sort: ListSort, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  const dir = sort.desc ? 'desc' : 'asc';
  const tieBreak = `${prefix}id ${dir}`;
  if (!sort.column) return `ORDER BY ${tieBreak}`;
  return `ORDER BY ${prefix}${sort.column} ${dir}${sort.notNull ? '' : ' NULLS LAST'}, ${tieBreak}`;
}

/** The ORDER BY a list runs (`sortSql` of `listSort`). */
export function listOrder(entity: EntityDef, query: Record<string, unknown>, alias?: string): string {
  return sortSql(listSort(entity, query), alias);
}
