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
  const [notice, setNotice] = useState<NoticeItem | null>(null);
  const [visible, setVisible] = useState(false);
  const opened = useOpenedOnce(visible);

  const show = (item: NoticeItem) => {
    setNotice(item);
    setVisible(true);
    api
      .queryById(item.id)
      .then((full) => setNotice((current) => (current?.id === item.id ? { ...current, ...full } : current)))
      .catch(() => undefined);
  };

  const element = opened ? (
    <Suspense fallback={null}>
      <NoticeDetailModal notice={notice} visible={visible} onClose={() => setVisible(false)} />
    </Suspense>
  ) : null;
  return { show, element };
}
