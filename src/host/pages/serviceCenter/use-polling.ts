import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CHAT_POLL_MS } from './chat-api';

export interface Polled<T> {
  data: T | undefined;
  /** Loads now (after a send) without waiting for the next tick. */
  refresh: () => Promise<void>;
}

/**
 * Server state under `key` (the endpoint first), loaded now and every `intervalMs` while mounted and
 * `enabled` — in a background tab too, as the chat always polled; a failed tick keeps the previous data.
 *
 * @example const { data, refresh } = usePolling(['/chat/conversations', agentId], (signal) => chatApi.conversations(agentId, signal));
 */
export function usePolling<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
  intervalMs = CHAT_POLL_MS,
): Polled<T> {
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
    enabled,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { data: enabled ? query.data : undefined, refresh };
}
