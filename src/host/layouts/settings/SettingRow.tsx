import { Tooltip } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import styles from './settings.module.css';

/**
 * One line of the drawer's list: a label and its control; a disabled line explains why in a tooltip.
 *
 * @example <SettingRow label="固定 Header"><Switch size="small" /></SettingRow>
 */
export function SettingRow({
  label,
  hint,
  disabled = false,
  children,
}: {
  label: string;
  hint?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const row = (
    <div className={`${styles.row} ${disabled ? styles.rowDisabled : ''}`}>
      <span>{label}</span>
      {children}
    </div>
  );
  return hint ? (
    <Tooltip content={hint} position="left">
      {row}
    </Tooltip>
  ) : (
    row
  );
}
