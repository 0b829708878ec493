import { useNavigate } from 'react-router-dom';
import { NoticeBell } from '../../../widgets/notice-bell';
import styles from './header.module.css';

/** The announcement list the bell's 查看更多 opens (spec §2). */
export const ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/**
 * The notice bell widget in the header: 查看更多 opens the announcement list and 去处理 the record's
 * page. An announcement with openType component shows the 通知消息 modal (the widget's default)
 * until the host has a registry of detail views.
 */
export function HeaderNoticeBell() {
  const navigate = useNavigate();
  return (
    <NoticeBell
      className={styles.action}
      style={{ padding: 0 }}
      onViewMore={() => navigate(ANNOUNCEMENT_PATH)}
      onOpenUrl={(openPage) => navigate(openPage.startsWith('/') ? openPage : `/${openPage}`)}
    />
  );
}
