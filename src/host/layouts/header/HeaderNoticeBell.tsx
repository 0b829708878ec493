import { useNavigate } from 'react-router-dom';
import { NoticeBell } from '../../../widgets/notice-bell';
import { useNoticeView } from '../../notice-views/use-notice-view';
import styles from './header.module.css';
import { useNoticeModal } from './use-notice-modal';

/** The announcement list the bell's 查看更多 opens (docs/business-spec.md §2). */
export const ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/**
 * The notice bell widget in the header: 查看更多 opens the announcement list and 去处理 the record's
 * page. An announcement with openType component opens the detail view of its openPage for its busId,
 * or the 通知消息 modal when the host has no view for that openPage.
 */
export function HeaderNoticeBell() {
  const navigate = useNavigate();
  const views = useNoticeView();
  const modal = useNoticeModal();
  return (
    <>
      <NoticeBell
        className={styles.action}
        style={{ padding: 0 }}
        onViewMore={() => navigate(ANNOUNCEMENT_PATH)}
        onOpenUrl={(openPage) => navigate(openPage.startsWith('/') ? openPage : `/${openPage}`)}
        onOpenComponent={({ openPage, busId, announcement }) => {
          if (!views.open({ openPage, busId })) modal.show(announcement);
        }}
      />
      {views.drawer}
      {modal.element}
    </>
  );
}
