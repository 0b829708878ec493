import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getAction } from '../../../core/http';
import { useSession } from '../../app/use-stores';
import { agentIdOf, CHAT_PATH, UNREAD_POLL_MS, unreadCountOf } from './agent';

/**
 * The chat unread count (GET /chat/agentUnreadCount), polled every 30 s until the user opens the
 * chat page; from then on the chat page owns the unread state and the badge shows none.
 */
export function useUnreadCount(enabled: boolean): number {
  const user = useSession((state) => state.userInfo);
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const [chatOpened, setChatOpened] = useState(false);
  const agentId = user ? agentIdOf(user) : '';
  const live = useRef(true);

  useEffect(() => {
    if (pathname === CHAT_PATH) setChatOpened(true);
  }, [pathname]);

  useEffect(() => {
    live.current = true;
    if (!enabled || chatOpened || !agentId) return;
    const poll = () => {
      getAction<unknown>('/chat/agentUnreadCount', { agentId }, { silent: true })
        .then((envelope) => {
          if (live.current && envelope?.success !== false) setCount(unreadCountOf(envelope?.result));
        })
        .catch(() => undefined);
    };
    poll();
    const timer = window.setInterval(poll, UNREAD_POLL_MS);
    return () => {
      live.current = false;
      window.clearInterval(timer);
    };
  }, [enabled, chatOpened, agentId]);

  return chatOpened ? 0 : count;
}
