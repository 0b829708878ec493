import { QueryClient } from '@tanstack/react-query';
import { ApiError, wasShown } from '../../../core/http';

/** How many times a query may be tried again after a transient failure. */
const MAX_RETRIES = 1;

/**
 * Whether a failed query is worth one more try: only a failure nobody was told about (the request layer
 * shows every HTTP failure and catalogued envelope code, and a second try would show it again) and that
 * is not the server's verdict — never a 4xx, never a business refusal (`success: false`).
 *
 * @example shouldRetry(0, new ApiError('timeout', {})) // true
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || wasShown(error)) return false;
  if (error instanceof ApiError) {
    if (error.envelope || error.code !== undefined) return false;
    return error.status === undefined || error.status >= 500;
  }
  return false;
}

/**
 * The admin's one cache of server state. Data counts as stale at once (every page opened asks again, as
 * before), but identical requests in flight are shared and a list keeps its rows while the next page loads;
 * writes invalidate what they change. No refetch on window focus: an operator's half-read list must not
 * jump under them.
 *
 * @example <QueryClientProvider client={createQueryClient()}>…</QueryClientProvider>
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** The host's client (the app's provider and code outside React, e.g. after logout, share it). */
export const queryClient = createQueryClient();
