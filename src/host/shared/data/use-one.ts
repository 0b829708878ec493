import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DataProviderSpec, dataProvider } from './data-provider';
import type { Row } from './page-of-rows';
import { resourceKey } from './resource';

export interface OneState<R> {
  record: R | undefined;
  error: Error | undefined;
  loading: boolean;
  retry: () => void;
}

/**
 * One record of a resource by id (its `queryById`), cached under `[resource, 'one', id]`; a write through
 * the resource's list invalidates it. No id: nothing is loaded.
 *
 * @example const { record } = useOne<Tenant>({ resource: '/sys/tenant' }, tenantId);
 */
export function useOne<R = Row>(spec: DataProviderSpec<R>, id: string | null | undefined): OneState<R> {
  const specText = JSON.stringify(spec);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the spec's content
  const provider = useMemo(() => dataProvider(spec), [specText]);
  const query = useQuery({
    queryKey: [...resourceKey(spec), 'one', id],
    queryFn: ({ signal }) => provider.one(String(id), signal),
    enabled: id !== null && id !== undefined && id !== '',
  });
  return {
    record: query.data,
    error: query.error ?? undefined,
    loading: query.isFetching,
    retry: () => void query.refetch(),
  };
}
