import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepTab, openTab, pruneTabs, resetTabs } from '../../../app/tabs-store';
import { usePermissions } from '../../../app/use-stores';
import { pageInfoFor, useCurrentPage } from '../route-info';
import { HOME_PATH, homeTab, tabKeyOf } from './tab-rules';

/**
 * Keeps the tab list in step with navigation: every visited page becomes a tab (home first), pages
 * whose route meta has keepAlive join the kept set, tabs the menu no longer has are dropped, and
 * turning multi-tab off forgets them all.
 */
export function useTabSync(enabled: boolean): void {
  const location = useLocation();
  const page = useCurrentPage();
  const routes = usePermissions((state) => state.routes);
  const key = tabKeyOf(location);

  useEffect(() => {
    if (!enabled) {
      resetTabs();
      return;
    }
    pruneTabs((tab) => Boolean(pageInfoFor(routes, tab.path)));
    if (pageInfoFor(routes, HOME_PATH)) openTab(homeTab());
  }, [enabled, routes]);

  useEffect(() => {
    if (!enabled || !page || page.isGroup) return;
    openTab({ key, path: location.pathname, title: page.title });
    if (page.keepAlive) keepTab(key);
  }, [enabled, key, location.pathname, page]);
}
