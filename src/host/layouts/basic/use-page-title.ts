import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../app/use-stores';
import { PRODUCT_NAME } from './Logo';
import { useCurrentPage } from './route-info';
import { HOME_PATH } from './tabs/tab-rules';

/**
 * The document title (docs/business-spec.md §2): `<tenant name>后台`, plus ` - <page title>` away from home.
 *
 * @example pageTitle('杭州租赁', '用户管理', false) // '杭州租赁后台 - 用户管理'
 */
export function pageTitle(tenantName: string, title: string | undefined, home: boolean): string {
  const base = `${tenantName || PRODUCT_NAME}后台`;
  return home || !title ? base : `${base} - ${title}`;
}

/** Keeps `document.title` in step with the tenant and the page. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const tenantName = useSession((state) => state.tenantName);
  const page = useCurrentPage();
  const title = page && !page.isGroup ? page.title : undefined;
  useEffect(() => {
    document.title = pageTitle(tenantName, title, pathname === HOME_PATH);
  }, [tenantName, title, pathname]);
}
