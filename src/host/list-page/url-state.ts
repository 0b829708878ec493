import type { SuperQueryCondition } from '../../core/query';
import {
  DEFAULT_PAGE_SIZE,
  defaultSearch,
  initialListState,
  type ListState,
  type ListSuperQuery,
  PAGE_SIZE_OPTIONS,
} from './list-state';
import type { SearchField } from './types';

/**
 * Query parameters of the hash route that hold list state start with this prefix. The tab bar leaves
 * them out of a tab's key, so paging or searching does not open a new tab.
 */
export const LIST_STATE_PREFIX = 'ls.';

const key = (name: string) => `${LIST_STATE_PREFIX}${name}`;
const searchKey = (field: string) => key(`q.${field}`);

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function encodeValue(value: unknown): string {
  if (Array.isArray(value))
    return value.map((part) => (part === undefined || part === null ? '' : String(part))).join(',');
  return value === undefined || value === null ? '' : String(value);
}

function decodeValue(field: SearchField, raw: string): unknown {
  if (field.type === 'dateRange') {
    const parts = raw.split(',');
    return parts.length === 2 && parts.some((part) => part !== '') ? parts : undefined;
  }
  if (field.type === 'number' || field.type === 'money') {
    const value = Number(raw);
    return raw.trim() === '' || !Number.isFinite(value) ? undefined : value;
  }
  return raw;
}

function isCondition(value: unknown): value is SuperQueryCondition {
  const item = value as SuperQueryCondition | null;
  return typeof item?.field === 'string' && typeof item.rule === 'string' && item.val !== undefined;
}

function decodeSuperQuery(raw: string | null, match: string | null): ListSuperQuery | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isCondition)) return null;
    return { conditions: parsed, matchType: match === 'or' ? 'or' : 'and' };
  } catch {
    return null;
  }
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Writes `state` into `params` (other parameters are kept), leaving out whatever equals the defaults,
 * so an untouched list has a clean URL.
 *
 * @example writeListState(new URLSearchParams(), { ...state, pageNo: 2 }, fields).toString() // 'ls.page=2'
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  fields: readonly SearchField[] | undefined,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) if (!name.startsWith(LIST_STATE_PREFIX)) next.append(name, value);
  const defaults = defaultSearch(fields);
  for (const field of fields ?? []) {
    const value = state.search[field.field];
    if (sameValue(value, defaults[field.field])) continue;
    next.set(searchKey(field.field), encodeValue(value));
  }
  if (state.pageNo !== 1) next.set(key('page'), String(state.pageNo));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(key('size'), String(state.pageSize));
  if (state.sort) next.set(key('sort'), `${state.sort.column},${state.sort.order}`);
  if (state.superQuery) {
    next.set(key('sq'), JSON.stringify(state.superQuery.conditions));
    if (state.superQuery.matchType === 'or') next.set(key('sqm'), 'or');
  }
  return next;
}

/**
 * Reads list state from the route's query; missing or unreadable parts fall back to the defaults.
 *
 * @example readListState(new URLSearchParams('ls.page=2&ls.q.username=ad'), fields).pageNo // 2
 */
export function readListState(params: URLSearchParams, fields: readonly SearchField[] | undefined): ListState {
  const state = initialListState(fields);
  for (const field of fields ?? []) {
    const raw = params.get(searchKey(field.field));
    if (raw === null) continue;
    const value = decodeValue(field, raw);
    if (value === undefined) delete state.search[field.field];
    else state.search[field.field] = value;
  }
  state.pageNo = positiveInt(params.get(key('page')), 1);
  const size = positiveInt(params.get(key('size')), DEFAULT_PAGE_SIZE);
  state.pageSize = PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const sort = /^([A-Za-z_][\w.]*),(asc|desc)$/.exec(params.get(key('sort')) ?? '');
  if (sort?.[1] && sort[2]) state.sort = { column: sort[1], order: sort[2] as 'asc' | 'desc' };
  state.superQuery = decodeSuperQuery(params.get(key('sq')), params.get(key('sqm')));
  return state;
}

/** Whether the route's query carries any list state. */
export function hasListState(params: URLSearchParams): boolean {
  return [...params.keys()].some((name) => name.startsWith(LIST_STATE_PREFIX));
}

/**
 * The query string without list state (what a tab is keyed by); other parameters keep their exact text.
 *
 * @example withoutListState('?id=1&ls.page=2') // '?id=1'
 */
export function withoutListState(search: string): string {
  const parts = search.replace(/^\?/, '').split('&');
  const rest = parts.filter((part) => part !== '' && !part.startsWith(LIST_STATE_PREFIX));
  if (rest.length === parts.length) return search;
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}
