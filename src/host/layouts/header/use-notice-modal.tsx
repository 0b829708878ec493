import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyPart, useOpenedOnce } from '../../../widgets/lazy-part';
import { type NoticeItem, useNoticeBellServices } from '../../../widgets/notice-bell';

// Fetched on the first announcement the host shows this way (as the bell does with its own).
const NoticeDetailModal = lazyPart(() => import('../../../widgets/notice-bell/NoticeDetailModal'), 'NoticeDetailModal');

/**
 * The 通知消息 modal for announcements the bell hands to the host (openType `component` with an
 * openPage the host has no detail view for): shown at once, then with the full record. Such an
 * announcement has no 去处理 (that is for openType `url`).
 *
 * @example const modal = useNoticeModal(); modal.show(item); return <>{bell}{modal.element}</>;
 */
export function useNoticeModal(): { show: (item: NoticeItem) => void; element: ReactNode } {
  const { api } = useNoticeBellServices({});
  const [shown, setShown] = useState<{ item: NoticeItem; serial: number } | null>(null);
  const [visible, setVisible] = useState(false);
  const opened = useOpenedOnce(visible);
  // The full record, asked on every showing (a failure keeps the item as the list gave it).
  const full = useQuery({
    queryKey: ['/sys/annountCement/queryById', shown?.item.id, shown?.serial],
    queryFn: () => api.queryById(String(shown?.item.id)),
    enabled: shown !== null,
    gcTime: 0,
    retry: false,
  });
  const notice = shown && full.data ? { ...shown.item, ...full.data } : (shown?.item ?? null);

  const show = (item: NoticeItem) => {
    setShown((current) => ({ item, serial: (current?.serial ?? 0) + 1 }));
    setVisible(true);
  };

  const element = opened ? (
    <Suspense fallback={null}>
      <NoticeDetailModal notice={notice} visible={visible} onClose={() => setVisible(false)} />
    </Suspense>
  ) : null;
  return { show, element };
}
