import { type ReactNode, useState } from 'react';
import { NoticeDetailModal, type NoticeItem, useNoticeBellServices } from '../../../widgets/notice-bell';

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

  const show = (item: NoticeItem) => {
    setNotice(item);
    setVisible(true);
    api
      .queryById(item.id)
      .then((full) => setNotice((current) => (current?.id === item.id ? { ...current, ...full } : current)))
      .catch(() => undefined);
  };

  const element = <NoticeDetailModal notice={notice} visible={visible} onClose={() => setVisible(false)} />;
  return { show, element };
}
