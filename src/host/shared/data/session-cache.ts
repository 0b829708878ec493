import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../core/session';

/** Who the cached answers were for: another token, user or tenant must never see them. */
function ownerOf(): string {
  const { token, userInfo } = sessionStore.getState();
  return JSON.stringify([token, userInfo?.id, userInfo?.loginTenantId, userInfo?.orgCode]);
}

/**
 * Empties the query cache whenever the session changes hands (logout, another login, a department
 * switch). Returns the unsubscribe function.
 *
 * @example const stop = clearCacheOnSessionChange(queryClient);
 */
export function clearCacheOnSessionChange(client: QueryClient): () => void {
  let owner = ownerOf();
  return sessionStore.subscribe(() => {
    const next = ownerOf();
    if (next === owner) return;
    owner = next;
    client.clear();
  });
}
