import { Tooltip } from '@arco-design/web-react';
import { IconPoweroff, IconSettings } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { MenuSearch } from '../basic/search/MenuSearch';
import { MobileMenuSearch } from '../basic/search/MobileMenuSearch';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DepartSwitchModal } from './DepartSwitchModal';
import { HeaderAction } from './HeaderAction';
import { HeaderNoticeBell } from './HeaderNoticeBell';
import styles from './header.module.css';
import { MessageBadge } from './MessageBadge';
import { UserMenu, type UserMenuAction } from './UserMenu';
import { useLogoutConfirm } from './use-logout-confirm';

interface RightContentProps {
  isMobile: boolean;
  dark: boolean;
  onOpenSettings: () => void;
}

/**
 * The header's right area: menu search, notice bell, chat messages, settings, the welcome line with
 * the user menu, and logout. Owns the password and department dialogs.
 */
export function RightContent({ isMobile, dark, onOpenSettings }: RightContentProps) {
  const [dialog, setDialog] = useState<'password' | 'depart' | null>(null);
  const confirmLogout = useLogoutConfirm();
  const closeDialog = () => setDialog(null);

  const onAction = (action: UserMenuAction) => {
    if (action === 'settings') onOpenSettings();
    else if (action === 'logout') confirmLogout();
    else setDialog(action);
  };

  return (
    <div className={`${styles.right} ${isMobile ? styles.rightMobile : ''} ${dark ? styles.dark : ''}`}>
      {isMobile ? <MobileMenuSearch /> : <MenuSearch />}
      <HeaderNoticeBell />
      <MessageBadge />
      {!isMobile && (
        <Tooltip content="系统设置" mini>
          <HeaderAction label="系统设置" onClick={onOpenSettings}>
            <IconSettings />
          </HeaderAction>
        </Tooltip>
      )}
      {!isMobile && <span className={styles.divider} />}
      <UserMenu compact={isMobile} onAction={onAction} />
      {!isMobile && (
        <Tooltip content="退出登录" mini>
          <HeaderAction label="退出登录" onClick={confirmLogout}>
            <IconPoweroff />
          </HeaderAction>
        </Tooltip>
      )}
      <ChangePasswordModal visible={dialog === 'password'} onClose={closeDialog} />
      <DepartSwitchModal visible={dialog === 'depart'} onClose={closeDialog} closable />
    </div>
  );
}
