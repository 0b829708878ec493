import { useState } from 'react';
import { getNotifier, type Page } from '../../core/http';
import { maxChoiceMessage, toggleChoice, useModalChoice } from './selection';
import type { ListQuery } from './types';
import { DEFAULT_PAGE_SIZE, usePagedSearch } from './use-paged-search';

export interface ListChoiceOptions<T, Q extends ListQuery> {
  visible: boolean;
  search: (query: Q) => Promise<Page<T>>;
  /** Rows chosen so far, by key. */
  initial: ReadonlyMap<string, T>;
  multiple: boolean;
  /** Most rows a multiple choice may hold (none when unset or 0). */
  max?: number;
  keyOf: (row: T) => string;
}

/**
 * The state of a search-page-tick modal: the search box text, the query (page 1 of 10 first), the page
 * the search answered, and the rows chosen by key across pages and searches (single or multiple, at most
 * `max`: 最多只能选择N条数据).
 *
 * @example const list = useListChoice({ visible, search: services.searchUsers, initial, multiple, keyOf: (u) => u.username });
 */
export function useListChoice<T, Q extends ListQuery = ListQuery>({
  visible,
  search,
  initial,
  multiple,
  max,
  keyOf,
}: ListChoiceOptions<T, Q>) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<Q>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE } as Q);
  const { page, loading } = usePagedSearch(visible, search, query);
  const [chosen, setChosen] = useModalChoice(visible, initial);

  const toggle = (rows: readonly T[], on: boolean) => {
    const next = toggleChoice(chosen, rows, on, { multiple, max, keyOf });
    if (next) setChosen(next);
    else if (max) getNotifier().warn(maxChoiceMessage(max));
  };
  const remove = (key: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  /** The search box submitted: page 1 of what matches `text`. */
  const searchFor = (text: string) => setQuery((current) => ({ ...current, pageNo: 1, keyword: text }));
  const turnTo = (pageNo: number, pageSize: number) => setQuery((current) => ({ ...current, pageNo, pageSize }));

  return { keyword, setKeyword, query, setQuery, page, loading, chosen, toggle, remove, searchFor, turnTo };
}
