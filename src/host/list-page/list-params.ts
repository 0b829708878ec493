import { encodeSuperQuery } from '../../core/query';
import { effectiveSort, isBlank, type ListState } from './list-state';
import type { ListPageConfig, SearchField } from './types';

type Params = Record<string, unknown>;

function addSearchValue(params: Params, field: SearchField, value: unknown): void {
  if (isBlank(value)) return;
  const type = field.type ?? 'input';
  if (type === 'dateRange') {
    const [begin, end] = Array.isArray(value) ? value : [];
    if (!isBlank(begin)) params[`${field.field}_begin`] = begin;
    if (!isBlank(end)) params[`${field.field}_end`] = end;
    return;
  }
  if (type === 'input' && (field.match ?? 'like') === 'like') {
    params[field.field] = `*${String(value).trim()}*`;
    return;
  }
  params[field.field] = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value.trim() : value;
}

/**
 * The filters of a list request: search values (input 'like' as `*x*`, dateRange as `<field>_begin` /
 * `<field>_end`), the advanced query, and the page's fixed `listParams`. Export sends the same.
 *
 * @example filterParams({ search: { username: 'ad' }, ... }, config) // { username: '*ad*' }
 */
export function filterParams(state: ListState, config: Pick<ListPageConfig, 'search' | 'listParams'>): Params {
  const params: Params = {};
  for (const field of config.search ?? []) addSearchValue(params, field, state.search[field.field]);
  if (state.superQuery && state.superQuery.conditions.length > 0) {
    Object.assign(params, encodeSuperQuery(state.superQuery.conditions, state.superQuery.matchType));
  }
  return { ...params, ...(config.listParams ?? {}) };
}

/**
 * Every parameter of a list request: filters, sort (`column`/`order`) and paging.
 *
 * @example listParams(state, config) // { username: '*ad*', column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 }
 */
export function listParams(
  state: ListState,
  config: Pick<ListPageConfig, 'search' | 'listParams' | 'defaultSort'>,
): Params {
  const params = filterParams(state, config);
  const sort = effectiveSort(state, config);
  if (sort) {
    params.column = sort.column;
    params.order = sort.order;
  }
  params.pageNo = state.pageNo;
  params.pageSize = state.pageSize;
  return params;
}

function sortedValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedValue);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, part]) => part !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, part]) => [name, sortedValue(part)]));
}

/**
 * The content of request parameters as text: equal for equal values whatever the keys' order or the
 * objects' identity (the list reloads only when this changes).
 *
 * @example paramsKey({ b: 1, a: { d: 2, c: 3 } }) === paramsKey({ a: { c: 3, d: 2 }, b: 1 }) // true
 */
export function paramsKey(params: Record<string, unknown>): string {
  return JSON.stringify(sortedValue(params));
}
