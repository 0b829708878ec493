import styles from './header.module.css';
import { RecordNotice } from './RecordNotice';

/** docs/business-spec.md §1: the header welcomes the user to the merchant back office (a shorter title on mobile). */
export const WELCOME_TITLE = '欢迎使用商户后台管理系统';
export const WELCOME_TITLE_SHORT = '商户后台';

/** The left part of the header: the welcome title and the record notice. */
export function WelcomeTitle({ isMobile, showNotice }: { isMobile: boolean; showNotice: boolean }) {
  return (
    <div className={styles.welcome}>
      <span className={styles.welcomeTitle}>{isMobile ? WELCOME_TITLE_SHORT : WELCOME_TITLE}</span>
      {showNotice && <RecordNotice compact={isMobile} />}
    </div>
  );
}
