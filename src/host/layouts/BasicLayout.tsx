import { Layout } from '@arco-design/web-react';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import { useLayoutSettings } from '../app/settings-store';
import { SigningCheck } from '../features/signing/SigningCheck';
import { PageBreadcrumb } from './basic/breadcrumb/PageBreadcrumb';
import { GlobalHeader } from './basic/GlobalHeader';
import { LayoutWatermark } from './basic/LayoutWatermark';
import styles from './basic/layout.module.css';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, SideMenu } from './basic/menu/SideMenu';
import { TabBar } from './basic/tabs/TabBar';
import { useTabSync } from './basic/tabs/use-tab-sync';
import { useHeaderVisible } from './basic/use-header-visibility';
import { usePageTitle } from './basic/use-page-title';
import { useTenantName } from './basic/use-tenant-name';
import { useIsMobile } from './basic/use-viewport';
import { effectiveLayout } from './settings/settings-rules';
import { useThemeSync } from './settings/use-theme-sync';

const HEADER_HEIGHT = 60;

// Fetched when first needed: the settings drawer (its theme colour library, Select, Switch, Alert) on
// first opening, the menu drawer on a phone.
const SettingsDrawer = lazyPart(() => import('./settings/SettingsDrawer'), 'SettingsDrawer');
const MobileMenu = lazyPart(() => import('./basic/menu/MobileMenu'), 'MobileMenu');

/**
 * The signed-in frame: side menu (a drawer on mobile) or top menu, the global header, the multi-tab
 * bar, breadcrumb, the content (the menu page route keeps pages alive) and the footer, all under the user's watermark; arranged
 * by the settings drawer's choices.
 */
export function BasicLayout() {
  const settings = useLayoutSettings((s) => s);
  const isMobile = useIsMobile();
  const layout = effectiveLayout(settings, isMobile);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsOpened = useOpenedOnce(settingsOpen);
  const [headerVisible, revealHeader] = useHeaderVisible(layout.autoHideHeader);

  useThemeSync();
  useTenantName();
  usePageTitle();
  useTabSync(layout.multipage);

  const desktopSider = layout.sideMenu && !isMobile;
  const siderWidth = desktopSider ? (collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0;
  const tabTop = layout.fixedHeader && headerVisible ? HEADER_HEIGHT : 0;

  return (
    <LayoutWatermark>
      <Layout className={styles.root} hasSider={desktopSider}>
        {desktopSider && <SideMenu collapsed={collapsed} theme={settings.navTheme} fixed={layout.fixSiderbar} />}
        {isMobile && (
          <Suspense fallback={null}>
            <MobileMenu open={drawerOpen} theme={settings.navTheme} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        <div className={styles.main} style={{ paddingLeft: layout.fixSiderbar ? siderWidth : 0 }}>
          <GlobalHeader
            isMobile={isMobile}
            sideMenu={layout.sideMenu}
            navTheme={settings.navTheme}
            fixed={layout.fixedHeader}
            visible={headerVisible}
            offset={siderWidth}
            contentFixed={layout.contentFixed}
            collapsed={collapsed}
            onToggleMenu={() => (isMobile ? setDrawerOpen(true) : setCollapsed((c) => !c))}
            onOpenSettings={() => setSettingsOpen(true)}
            onReveal={revealHeader}
          />
          {layout.multipage && <TabBar top={tabTop} contentFixed={layout.contentFixed} />}
          <Layout.Content className={`${styles.content} ${layout.contentFixed ? styles.contentFixed : ''}`}>
            <PageBreadcrumb />
            <Outlet />
          </Layout.Content>
          <Layout.Footer className={styles.footer}>
            Copyright © {new Date().getFullYear()} 租赁商城 · 商户后台管理系统
          </Layout.Footer>
        </div>
        {settingsOpened && (
          <Suspense fallback={null}>
            <SettingsDrawer visible={settingsOpen} isMobile={isMobile} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
      </Layout>
      <SigningCheck />
    </LayoutWatermark>
  );
}
