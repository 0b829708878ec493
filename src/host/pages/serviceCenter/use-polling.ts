import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from './chat-api';

export interface Polled<T> {
  data: T | undefined;
  /** Loads now (after a send) without waiting for the next tick. */
  refresh: () => Promise<void>;
}

/**
 * Loads `load()` now and every `intervalMs` while mounted and `enabled`, restarting when `deps`
 * change; a failed tick keeps the previous data. Answers that arrive after the deps changed are dropped.
 *
 * @example const { data, refresh } = usePolling(() => chatApi.conversations(agentId), [agentId]);
 */
export function usePolling<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  enabled = true,
  intervalMs = CHAT_POLL_MS,
): Polled<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const generation = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const refresh = useCallback(async () => {
    const mine = generation.current;
    try {
      const next = await loader.current();
      if (mine === generation.current) setData(next);
    } catch {
      // The next tick tries again; the http layer reported anything worth reporting.
    }
  }, []);

  useEffect(() => {
    generation.current++;
    setData(undefined);
    if (!enabled) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => {
      generation.current++;
      window.clearInterval(timer);
    };
  }, [...deps, enabled, intervalMs, refresh]);

  return { data, refresh };
}
