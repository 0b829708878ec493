import { Layout, Menu } from '@arco-design/web-react';
import { usePermissions } from '../../../app/use-stores';
import { Logo } from '../Logo';
import styles from '../layout.module.css';
import { renderMenuTree } from './MenuTree';
import { useMenuKeys } from './use-menu-keys';
import { useMenuNavigation } from './use-menu-navigation';

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;

interface SideMenuProps {
  collapsed: boolean;
  theme: 'dark' | 'light';
  fixed: boolean;
}

/** The vertical menu with the logo, as the desktop side bar (200 px, 80 px collapsed). */
export function SideMenuBody({
  collapsed,
  theme,
  onNavigate,
}: Omit<SideMenuProps, 'fixed'> & { onNavigate?: () => void }) {
  const routes = usePermissions((state) => state.routes);
  const { selectedKeys, openKeys, onClickSubMenu } = useMenuKeys();
  const go = useMenuNavigation();
  return (
    <div className={styles.siderInner}>
      <Logo collapsed={collapsed} dark={theme === 'dark'} />
      <div className={styles.menuScroll}>
        <Menu
          theme={theme}
          collapse={collapsed}
          selectedKeys={selectedKeys}
          {...(collapsed ? {} : { openKeys })}
          onClickSubMenu={onClickSubMenu}
          onClickMenuItem={(key) => {
            go(key);
            onNavigate?.();
          }}
          levelIndent={24}
          autoScrollIntoView
          hasCollapseButton={false}
        >
          {renderMenuTree(routes)}
        </Menu>
      </div>
    </div>
  );
}

/** The desktop side bar: fixed to the viewport or scrolling with the page, per the settings. */
export function SideMenu({ collapsed, theme, fixed }: SideMenuProps) {
  return (
    <Layout.Sider
      className={`${styles.sider} ${fixed ? styles.siderFixed : ''}`}
      theme={theme}
      collapsed={collapsed}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      trigger={null}
    >
      <SideMenuBody collapsed={collapsed} theme={theme} />
    </Layout.Sider>
  );
}
