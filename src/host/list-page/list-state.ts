import type { SuperQueryCondition, SuperQueryMatchType } from '../../core/query';
import type { ListPageConfig, SearchField } from './types';

/** The sort a list asks the server for (JeecgBoot's `column`/`order`). */
export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** The advanced query in force. */
export interface ListSuperQuery {
  conditions: SuperQueryCondition[];
  matchType: SuperQueryMatchType;
}

/**
 * Everything that decides which rows a list shows: the applied search values, page, page size,
 * sort (null: the declared default) and advanced query. This is what the URL keeps.
 */
export interface ListState {
  search: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  sort: ListSort | null;
  superQuery: ListSuperQuery | null;
}

/** Pagination of docs/business-spec.md §9. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30];
export const DEFAULT_SORT: ListSort = { column: 'createTime', order: 'desc' };

/** The declared defaults of the search fields (what 重置 restores). */
export function defaultSearch(fields: readonly SearchField[] | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields ?? []) {
    if (field.defaultValue !== undefined) values[field.field] = field.defaultValue;
  }
  return values;
}

/** The list state of a page opened without any: defaults everywhere. */
export function initialListState(fields: readonly SearchField[] | undefined): ListState {
  return { search: defaultSearch(fields), pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, superQuery: null };
}

/** The sort sent: the user's, else the declared default (createTime desc unless `defaultSort` says otherwise). */
export function effectiveSort(state: ListState, config: Pick<ListPageConfig, 'defaultSort'>): ListSort | null {
  if (state.sort) return state.sort;
  if (config.defaultSort === false) return null;
  return config.defaultSort ?? DEFAULT_SORT;
}

/** Whether a search value counts as "not filtering" (empty text, empty list, null). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => isBlank(part));
  return false;
}
