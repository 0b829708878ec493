import type { EntityDef } from '../../data/entity';
import type { ExtraWhere } from '../../data/repository';
import { BizError } from '../../http/envelope';
import type { ReportDef } from './report-defs';

/** A parameter value longer than this matches nothing useful and is refused. */
const MAX_VALUE_LENGTH = 200;

function text(raw: unknown): string {
  if (Array.isArray(raw)) return text(raw[0]);
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

/** JeecgBoot's popup sends quoted parameter values ('1'); the quotes are not part of the value. */
function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value;
}

function checkedLength(value: string): string {
  if (value.length > MAX_VALUE_LENGTH) throw new BizError('查询条件过长');
  return value;
}

/**
 * The `self_<param>` values (or a parameter's default) as exact matches, numbered from $1. Columns
 * come from the entity allowlist only.
 *
 * @example paramConditions(def, USER_PICK_ENTITY, { self_status: '1' }) // { sql: ['status::text = $1'], params: ['1'] }
 */
export function paramConditions(def: ReportDef, entity: EntityDef, query: Record<string, unknown>): ExtraWhere {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const param of def.params) {
    const field = entity.fields[param.paramName];
    const sent = text(query[`self_${param.paramName}`]);
    const value = unquoted(sent !== '' ? sent : (param.paramValue ?? '').trim());
    if (!field || value === '') continue;
    params.push(checkedLength(value));
    sql.push(`${field.column}::text = $${params.length}`);
  }
  return { sql, params };
}

/**
 * The list filters of a data request: each searchable column's value (text columns without a
 * dictionary match as "contains", others exactly; group columns as `_begin`/`_end` ranges), paging,
 * and the sort (`column`+`order`, or `sort=column=asc|desc`) over the report's sortable columns.
 *
 * @example searchQuery(def, { productName: '手机', pageNo: '2', sort: 'createTime=asc' })
 *   // { pageNo: '2', pageSize: undefined, productName: '*手机*', column: 'createTime', order: 'asc' }
 */
export function searchQuery(
  def: ReportDef,
  entity: EntityDef,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  for (const item of def.items) {
    const field = entity.fields[item.fieldName];
    if (item.isSearch !== 1 || !field?.filter) continue;
    if (item.searchMode === 'group') {
      for (const end of ['begin', 'end'] as const) {
        const value = text(query[`${item.fieldName}_${end}`]);
        if (value !== '') out[`${item.fieldName}_${end}`] = checkedLength(value);
      }
      continue;
    }
    const value = text(query[item.fieldName]);
    if (value === '') continue;
    checkedLength(value);
    out[item.fieldName] = field.type === 'string' && !item.dictCode ? `*${value}*` : exact(value);
  }
  Object.assign(out, sortOf(def, query));
  return out;
}

/** An exact value: JeecgBoot's operator prefixes, wildcards and comma lists are not read from a search box. */
function exact(value: string): string {
  return (value.replace(/^[!<>=*]+|\*+$/g, '').split(',')[0] ?? '').trim();
}

function sortOf(def: ReportDef, query: Record<string, unknown>): { column?: string; order?: string } {
  let column = text(query.column);
  let order = text(query.order).toLowerCase();
  const sort = text(query.sort);
  if (column === '' && sort !== '') {
    const match = /^([A-Za-z0-9_]+)=(asc|desc)$/i.exec(sort);
    if (!match) throw new BizError('排序格式不正确');
    column = match[1] as string;
    order = (match[2] as string).toLowerCase();
  }
  if (column === '') return {};
  const sortable = def.items.some((item) => item.fieldName === column && item.isOrder === 1);
  if (!sortable) throw new BizError(`不支持的排序字段：${column.slice(0, 50)}`);
  return { column, order: order === 'asc' ? 'asc' : 'desc' };
}
