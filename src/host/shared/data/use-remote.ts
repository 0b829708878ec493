import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface RemoteState<T> {
  data: T | undefined;
  error: Error | undefined;
  /** True while a request is under way (also when reloading with data on screen). */
  loading: boolean;
  /** Loads again (the 重试 button). */
  retry: () => void;
}

export interface RemoteOptions<T> {
  /** False: do not load (yet). */
  enabled?: boolean;
  /** What `data` is before the first answer (e.g. `[]`); never cached. */
  initial?: T;
}

/**
 * Server state through the admin's query cache: loads under `key` (the endpoint first, then what the
 * request depends on), shares an identical request in flight, keeps the previous data while the key
 * changes (a period switch does not blank the chart), and passes react-query's abort signal on.
 * A write elsewhere invalidates it by its leading key (`queryClient.invalidateQueries({ queryKey: [endpoint] })`).
 *
 * @example const { data, error, loading, retry } = useRemote(['/home/trend', days], (signal) => fetchHomeTrend(days, signal));
 */
export function useRemote<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: RemoteOptions<T> = {},
): RemoteState<T> {
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? options.initial,
    error: query.error ?? undefined,
    loading: query.isFetching || (query.isPending && (options.enabled ?? true)),
    retry,
  };
}
