import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * A wrapper for renderHook/render giving the children a fresh query cache of the admin's settings
 * (one per call: tests never share cached answers).
 *
 * @example renderHook(() => useListData(provider, params, key, warn), { wrapper: withQueryClient() })
 */
export function withQueryClient(): (props: { children: ReactNode }) => ReactNode {
  const client = createQueryClient();
  return function QueryWrapper({ children }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
