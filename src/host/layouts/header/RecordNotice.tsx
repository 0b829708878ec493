import { Tooltip } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import styles from './header.module.css';

/** The standing notice that the user's IP, operation logs and actions are recorded. */
export const RECORD_NOTICE = '您的 IP、操作日志及操作行为均会被系统记录';

/** The record notice as a pill (`compact`: the icon only, the text in a tooltip). */
export function RecordNotice({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <Tooltip content={RECORD_NOTICE}>
        <span className={styles.notice} role="note" aria-label={RECORD_NOTICE}>
          <IconSafe />
        </span>
      </Tooltip>
    );
  }
  return (
    <span className={styles.notice} role="note">
      <IconSafe />
      {RECORD_NOTICE}
    </span>
  );
}
