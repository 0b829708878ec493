import { Tooltip } from '@arco-design/web-react';
import { IconPoweroff, IconSettings } from '@arco-design/web-react/icon';
import { Suspense, useState } from 'react';
import { lazyPart, useOpenedOnce } from '../../../widgets/lazy-part';
import { MenuSearch } from '../basic/search/MenuSearch';
import { HeaderAction } from './HeaderAction';
import { HeaderNoticeBell } from './HeaderNoticeBell';
import styles from './header.module.css';
import { MessageBadge } from './MessageBadge';
import { TenantSwitch } from './TenantSwitch';
import { UserMenu, type UserMenuAction } from './UserMenu';
import { useLogoutConfirm } from './use-logout-confirm';

// Fetched when first needed: the user menu's dialogs (Form, Select, Modal) on first opening, the search
// dialog on a phone.
const ChangePasswordModal = lazyPart(() => import('./ChangePasswordModal'), 'ChangePasswordModal');
const DepartSwitchModal = lazyPart(() => import('./DepartSwitchModal'), 'DepartSwitchModal');
const MobileMenuSearch = lazyPart(() => import('../basic/search/MobileMenuSearch'), 'MobileMenuSearch');

interface RightContentProps {
  isMobile: boolean;
  dark: boolean;
  onOpenSettings: () => void;
}

/**
 * The header's right area: the tenant switch (for users who may work in several tenants), menu
 * search, notice bell, chat messages, settings, the welcome line with the user menu, and logout.
 * Owns the password and department dialogs.
 */
export function RightContent({ isMobile, dark, onOpenSettings }: RightContentProps) {
  const [dialog, setDialog] = useState<'password' | 'depart' | null>(null);
  const confirmLogout = useLogoutConfirm();
  const closeDialog = () => setDialog(null);
  const passwordOpened = useOpenedOnce(dialog === 'password');
  const departOpened = useOpenedOnce(dialog === 'depart');

  const onAction = (action: UserMenuAction) => {
    if (action === 'settings') onOpenSettings();
    else if (action === 'logout') confirmLogout();
    else setDialog(action);
  };

  return (
    <div className={`${styles.right} ${isMobile ? styles.rightMobile : ''} ${dark ? styles.dark : ''}`}>
      <TenantSwitch compact={isMobile} />
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileMenuSearch />
        </Suspense>
      ) : (
        <MenuSearch />
      )}
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
      {passwordOpened && (
        <Suspense fallback={null}>
          <ChangePasswordModal visible={dialog === 'password'} onClose={closeDialog} />
        </Suspense>
      )}
      {departOpened && (
        <Suspense fallback={null}>
          <DepartSwitchModal visible={dialog === 'depart'} onClose={closeDialog} closable />
        </Suspense>
      )}
    </div>
  );
}
