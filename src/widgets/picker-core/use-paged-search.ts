import { useEffect, useState } from 'react';
import type { Page } from '../../core/http';
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
  const [page, setPage] = useState<Page<T>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    search(query).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        warnOf(error);
      },
    );
    return () => {
      live = false;
    };
  }, [visible, query, search]);
  return { page, loading };
}
