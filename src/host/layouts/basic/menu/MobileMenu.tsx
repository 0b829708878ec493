import { Drawer } from '@arco-design/web-react';
import styles from '../layout.module.css';
import { SIDER_WIDTH, SideMenuBody } from './SideMenu';

/** The side menu as a drawer on mobile screens; choosing a page closes it. */
export function MobileMenu({ open, theme, onClose }: { open: boolean; theme: 'dark' | 'light'; onClose: () => void }) {
  return (
    <Drawer
      visible={open}
      placement="left"
      width={SIDER_WIDTH + 56}
      title={null}
      footer={null}
      closable={false}
      onCancel={onClose}
      className={theme === 'dark' ? styles.drawerDark : ''}
      bodyStyle={{ padding: 0, height: '100%' }}
    >
      <SideMenuBody collapsed={false} theme={theme} onNavigate={onClose} />
    </Drawer>
  );
}
