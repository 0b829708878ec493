import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { initialListState, type ListState } from './list-state';
import type { SearchField } from './types';
import { hasListState, readListState, writeListState } from './url-state';

export type ListStateChange = Partial<ListState> | ((state: ListState) => ListState);

export interface ListStateController {
  state: ListState;
  /** Applies a change and writes it into the route's query (replacing the history entry). */
  update: (change: ListStateChange) => void;
  /** The search form's 重置: its declared defaults, page 1. */
  reset: () => void;
  /** Forgets the whole list state (search, page, size, sort, advanced query): the `ls.*` parameters go. */
  clear: () => void;
}

/**
 * The list state kept in the hash route's query (`ls.*` parameters): a refresh or a shared link shows
 * the same list. A kept-alive list reached again without its parameters (tab or menu click) writes
 * its last state back instead of starting over.
 *
 * @example const { state, update } = useListState(config.search); update({ pageNo: 2 });
 */
export function useListState(search: readonly SearchField[] | undefined, inUrl = true): ListStateController {
  const [params, setParams] = useSearchParams();
  // A list that keeps its state to itself (urlState: false) holds the same encoding in memory.
  const [ownQuery, setOwnQuery] = useState('');
  const fields = useRef(search);
  fields.current = search;
  const query = inUrl ? params.toString() : ownQuery;
  const state = useMemo(() => readListState(new URLSearchParams(query), fields.current), [query]);
  const latest = useRef(state);
  latest.current = state;
  const remembered = useRef<ListState | null>(null);
  if (hasListState(new URLSearchParams(query))) remembered.current = state;

  const write = useCallback(
    (next: ListState) => {
      latest.current = next;
      remembered.current = next;
      if (inUrl) setParams((current) => writeListState(current, next, fields.current), { replace: true });
      else setOwnQuery(writeListState(new URLSearchParams(), next, fields.current).toString());
    },
    [setParams, inUrl],
  );

  const update = useCallback(
    (change: ListStateChange) =>
      write(typeof change === 'function' ? change(latest.current) : { ...latest.current, ...change }),
    [write],
  );

  // JeecgBoot's searchReset: the search form's defaults and page 1; sort, page size and the advanced
  // query stay (the advanced query has its own 重置).
  const reset = useCallback(
    () => write({ ...latest.current, search: initialListState(fields.current).search, pageNo: 1 }),
    [write],
  );

  const clear = useCallback(() => write(initialListState(fields.current)), [write]);

  useEffect(() => {
    const last = remembered.current;
    if (!inUrl || hasListState(new URLSearchParams(query)) || !last) return;
    if (hasListState(writeListState(new URLSearchParams(), last, fields.current))) write(last);
  }, [query, write, inUrl]);

  return { state, update, reset, clear };
}
