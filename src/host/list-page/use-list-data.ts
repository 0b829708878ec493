import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { wasShown } from '../../core/http';
import type { DataProvider } from '../shared/data/data-provider';
import { paramsKey } from './list-params';
import type { Row } from './types';

export interface ListData {
  rows: Row[];
  total: number;
  /** True while a request is under way. */
  loading: boolean;
  /** True until the first answer (success or failure) arrived: the skeleton shows. */
  initial: boolean;
  /** The last failure's message (the error state with 重试), null after a success. */
  error: string | null;
  /** Loads the page again, and marks every other cached query of the resource stale. */
  reload: () => Promise<void>;
}

/**
 * One page of rows through the query cache, under `[...resource, 'list', params]`: it loads whenever the
 * parameters change in value (or `reload` is called), keeps the previous page's rows while the next one
 * loads, and shares an identical request in flight. A failure the request layer already showed
 * (`wasShown`: HTTP errors, 8003, 510…) is not shown again; other refusals go to `warn`.
 *
 * @example const data = useListData(provider, params, ['/sys/position'], feedback.warning);
 */
export function useListData(
  provider: DataProvider,
  params: Record<string, unknown>,
  resource: QueryKey,
  warn: (message: string) => void,
): ListData {
  const queryClient = useQueryClient();
  // Compared by value: a page rebuilding its `listParams` object each render does not reload.
  const key = paramsKey(params);
  const latest = useRef({ provider, params, warn });
  latest.current = { provider, params, warn };
  const query = useQuery({
    queryKey: [...resource, 'list', key],
    queryFn: ({ signal }) => latest.current.provider.list(latest.current.params, signal),
    placeholderData: keepPreviousData,
  });

  // A failed page keeps the last rows on screen (with the warning), as a failed refetch does.
  const lastPage = useRef(query.data);
  if (query.data) lastPage.current = query.data;
  const page = query.data ?? (query.isError ? lastPage.current : undefined);
  const message = query.error ? query.error.message : null;
  useEffect(() => {
    if (query.error && !wasShown(query.error)) latest.current.warn(query.error.message);
  }, [query.error]);

  const resourceText = JSON.stringify(resource);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the resource's content
  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: resource });
  }, [queryClient, resourceText]);

  return {
    rows: page?.records ?? [],
    total: page?.total ?? 0,
    loading: query.isFetching,
    initial: query.isPending,
    error: message,
    reload,
  };
}
