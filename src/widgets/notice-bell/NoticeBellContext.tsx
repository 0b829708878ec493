import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type NoticeApi, type NoticeRealtime, noticeApi, sessionNoticeRealtime } from '../../core/realtime';

/** Where the notice bell gets its data and live events. */
export interface NoticeBellServices {
  api: NoticeApi;
  /** null: no live source (polling only). */
  realtime: NoticeRealtime | null;
}

const defaults: NoticeBellServices = { api: noticeApi, realtime: sessionNoticeRealtime };

const NoticeBellContext = createContext<NoticeBellServices>(defaults);

/**
 * Supplies the bell's services to every bell below it; the default is the core http API and the
 * session's websocket. A partner page passes its own.
 *
 * @example <NoticeBellProvider api={partnerApi} realtime={null}><NoticeBell /></NoticeBellProvider>
 */
export function NoticeBellProvider({ api, realtime, children }: Partial<NoticeBellServices> & { children: ReactNode }) {
  const parent = useContext(NoticeBellContext);
  const value = useMemo<NoticeBellServices>(
    () => ({ api: api ?? parent.api, realtime: realtime === undefined ? parent.realtime : realtime }),
    [api, realtime, parent],
  );
  return <NoticeBellContext.Provider value={value}>{children}</NoticeBellContext.Provider>;
}

/** The services in force: props win over the context. */
export function useNoticeBellServices(overrides: Partial<NoticeBellServices>): NoticeBellServices {
  const context = useContext(NoticeBellContext);
  return {
    api: overrides.api ?? context.api,
    realtime: overrides.realtime === undefined ? context.realtime : overrides.realtime,
  };
}
