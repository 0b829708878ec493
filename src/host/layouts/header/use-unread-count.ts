import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAction } from '../../../core/http';
import { useSession } from '../../app/use-stores';
import { agentIdOf, CHAT_PATH, UNREAD_POLL_MS, unreadCountOf } from './agent';

const UNREAD_COUNT_URL = '/chat/agentUnreadCount';

/** One poll: the count, or a rejection (the badge then keeps the last count) when the server refuses. */
async function fetchUnreadCount(agentId: string, signal: AbortSignal): Promise<number> {
  const envelope = await getAction<unknown>(UNREAD_COUNT_URL, { agentId }, { silent: true, signal });
  if (envelope?.success === false) throw new Error(envelope.message || 'unread count refused');
  return unreadCountOf(envelope?.result);
}

/**
 * The chat unread count (GET /chat/agentUnreadCount), polled every 30 s until the user opens the
 * chat page; from then on the chat page owns the unread state and the badge shows none.
 */
export function useUnreadCount(enabled: boolean): number {
  const user = useSession((state) => state.userInfo);
  const { pathname } = useLocation();
  const [chatOpened, setChatOpened] = useState(false);
  const agentId = user ? agentIdOf(user) : '';

  useEffect(() => {
    if (pathname === CHAT_PATH) setChatOpened(true);
  }, [pathname]);

  // Quiet polls: a failed one is not tried again, the next comes 30 s later (also in a background tab).
  const unread = useQuery({
    queryKey: [UNREAD_COUNT_URL, agentId],
    queryFn: ({ signal }) => fetchUnreadCount(agentId, signal),
    enabled: enabled && !chatOpened && agentId !== '',
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });

  return chatOpened ? 0 : (unread.data ?? 0);
}
