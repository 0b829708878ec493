import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createPoller,
  EMPTY_NOTICE_LISTS,
  isReloadFrame,
  type NoticeApi,
  type NoticeLists,
  type NoticeRealtime,
  normalizeNoticeLists,
} from '../../core/realtime';

/** Notice polling interval of docs/business-spec.md §4. */
export const NOTICE_POLL_INTERVAL_MS = 20_000;

export interface NoticeListsOptions {
  api: NoticeApi;
  realtime: NoticeRealtime | null;
  /** 0 turns polling off (the lists still load once and on live events). */
  pollIntervalMs?: number;
}

export interface NoticeListsState {
  lists: NoticeLists;
  /** Total of both unread counts (the badge). */
  total: number;
  /** True once polling stopped after a failed load. */
  pollingStopped: boolean;
  /** Fetches the lists now; rejects when the call fails. */
  reload: () => Promise<void>;
}

/**
 * The bell's data: loads at once, polls (stopping for good on the first failure), and reloads on a
 * live `topic`/`user` frame and after the live source reconnected, so nothing sent while it was down
 * is missed. Only the latest request's answer is applied.
 *
 * @example const { lists, total, reload } = useNoticeLists({ api, realtime, pollIntervalMs: 20_000 });
 */
export function useNoticeLists({
  api,
  realtime,
  pollIntervalMs = NOTICE_POLL_INTERVAL_MS,
}: NoticeListsOptions): NoticeListsState {
  const [lists, setLists] = useState<NoticeLists>(EMPTY_NOTICE_LISTS);
  const [pollingStopped, setPollingStopped] = useState(false);
  const apiRef = useRef(api);
  const latest = useRef(0);

  // Hosts may pass a new api object on every render: effects read it through the ref instead of restarting.
  useLayoutEffect(() => {
    apiRef.current = api;
  });

  const reload = useCallback(async () => {
    latest.current += 1;
    const request = latest.current;
    const next = normalizeNoticeLists(await apiRef.current.listByUser());
    if (request === latest.current) setLists(next);
  }, []);

  useEffect(() => {
    setPollingStopped(false);
    if (!(pollIntervalMs > 0)) {
      reload().catch(() => undefined);
      return undefined;
    }
    const poller = createPoller(reload, pollIntervalMs, {
      immediate: true,
      onError: () => setPollingStopped(true),
    });
    poller.start();
    return () => poller.stop();
  }, [reload, pollIntervalMs]);

  useEffect(() => {
    if (!realtime) return undefined;
    return realtime.subscribe((event) => {
      const stale = event.type === 'reconnected' || (event.type === 'message' && isReloadFrame(event.frame));
      if (stale) reload().catch(() => undefined);
    });
  }, [realtime, reload]);

  return { lists, total: lists.anntMsgTotal + lists.sysMsgTotal, pollingStopped, reload };
}
