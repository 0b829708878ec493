import { useCallback, useState } from 'react';
import { useLoad } from '../shared/use-load';

/** The business picker's paging (docs/widgets-spec.md §9): 5 a page, options 5/10/20/30. */
export const ENTITY_PAGE_SIZE = 5;
export const ENTITY_PAGE_SIZES = [5, 10, 20, 30];
export const ENTITY_PICKER_WIDTH = 900;

export interface EntityQuery {
  pageNo: number;
  pageSize: number;
  keyword: string;
}

export interface EntityPage<T> {
  records: T[];
  total: number;
}

export type EntityLoader<T> = (query: EntityQuery) => Promise<EntityPage<T>>;

/**
 * One page of entities for a query; a response that arrives after a newer query started is dropped.
 * Searching goes back to page 1.
 *
 * @example const list = useEntityList(load, open);
 */
export function useEntityList<T>(load: EntityLoader<T>, active: boolean) {
  const [query, setQuery] = useState<EntityQuery>({ pageNo: 1, pageSize: ENTITY_PAGE_SIZE, keyword: '' });
  // A failure is an empty page with its message; the message goes while the next query loads.
  const list = useLoad(
    active ? [load, query] : null,
    () =>
      load(query).then(
        (result) => ({ records: result.records ?? [], total: Number(result.total) || 0, error: '' }),
        (failure: unknown) => ({
          records: [],
          total: 0,
          error: failure instanceof Error ? failure.message : '加载失败',
        }),
      ),
    { initial: { records: [] as T[], total: 0, error: '' } },
  );
  const { records, total, error } = list.data;

  const search = useCallback((keyword: string) => setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 })), []);
  const turn = useCallback(
    (pageNo: number, pageSize: number) =>
      setQuery((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize })),
    [],
  );
  const reset = useCallback(() => setQuery({ pageNo: 1, pageSize: ENTITY_PAGE_SIZE, keyword: '' }), []);

  return { query, records, total, loading: list.loading, error: list.loading ? '' : error, search, turn, reset };
}
