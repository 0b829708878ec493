import { useEffect, useMemo, useRef } from 'react';
import { noticeApi } from '../../core/realtime';
import {
  type NoticeApi,
  NoticeBell,
  type NoticeBellHandle,
  type NoticeRealtime,
  type PriorityLabels,
} from '../../widgets/notice-bell';
import { type AdapterProps, useProp } from '../kit/define-widget';
import { ownedBy } from '../kit/request-owner';
import { useKitConfigVersion } from '../kit/WidgetShell';
import { kitNoticeRealtime } from './kit-realtime';

/** `<notice-bell>` over the host's NoticeBell, with the kit's API and websocket by default. */
export function NoticeBellElement({ host, attrs }: AdapterProps) {
  const config = useKitConfigVersion();
  const ownApi = useProp<NoticeApi>(host, 'api');
  const ownRealtime = useProp<NoticeRealtime | null>(host, 'realtime');
  const priorityLabels = useProp<PriorityLabels>(host, 'priorityLabels');
  const bell = useRef<NoticeBellHandle>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page configuration means a new socket
  const kitRealtime = useMemo(() => kitNoticeRealtime(), [config]);
  const base = ownApi ?? noticeApi;
  const api = useMemo<NoticeApi>(
    () =>
      ownedBy<NoticeApi>(host.element, {
        listByUser: () => base.listByUser(),
        queryById: (id) => base.queryById(id),
        markRead: async (id) => {
          await base.markRead(id);
          host.emit('wk-read', { id });
        },
      }),
    [base, host],
  );

  useEffect(() => {
    host.registerApi({
      show: () => bell.current?.show(),
      hide: () => bell.current?.hide(),
      refresh: () => bell.current?.reload() ?? Promise.resolve(),
    });
  }, [host]);

  const poll = attrs.pollInterval as number | undefined;
  return (
    <NoticeBell
      ref={bell}
      api={api}
      realtime={ownRealtime === undefined ? kitRealtime : ownRealtime}
      pollIntervalMs={poll === undefined ? undefined : Math.max(0, poll)}
      priorityLabels={priorityLabels}
      getPopupContainer={host.popupContainer}
      onPopupVisibleChange={(visible) => host.emit(visible ? 'wk-open' : 'wk-close')}
      onSelect={(item) => host.emit('wk-select', { item })}
      onViewMore={() => host.emit('wk-view-more')}
      onOpenUrl={(openPage, item) => host.emit('wk-open-url', { openPage, item })}
    />
  );
}
