import type { Page } from '../../core/http';
import { useLoad } from '../shared/use-load';
import { warnOf } from './warn';

/** Paging of docs/widgets-spec.md §9: page 1, size 10, options 10/20/30, 共 N 条. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30];
export const DEFAULT_PAGE_SIZE = 10;

const EMPTY_PAGE = { records: [], total: 0, current: 1, size: DEFAULT_PAGE_SIZE };

/**
 * The page `search` answers for `query` while the modal is visible: asked again when the query or the
 * search changes, an answer to an older query dropped, a failure shown (查询失败) and the rows kept.
 *
 * @example const { page, loading } = usePagedSearch(visible, services.searchUsers, query);
 */
export function usePagedSearch<T, Q>(
  visible: boolean,
  search: (query: Q) => Promise<Page<T>>,
  query: Q,
): { page: Page<T>; loading: boolean } {
  const { data: page, loading } = useLoad(visible ? [query, search] : null, () => search(query), {
    initial: EMPTY_PAGE,
    onError: warnOf,
  });
  return { page, loading };
}
