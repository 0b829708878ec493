import type { RouteRecord } from '../../../../core/permission';
import { HOME_PATH, HOME_TITLE } from '../tabs/tab-rules';

/** One breadcrumb entry; `path` is absent for the last one (not a link). */
export interface BreadcrumbEntry {
  title: string;
  path?: string;
}

/**
 * The breadcrumb of a page: 首页, then the matched menu chain (groups link to their path, which
 * redirects to their first page), the last entry not a link. On home it is 首页 alone (not a link).
 *
 * @example breadcrumbItems(chain) // [{ title: '首页', path: '/dashboard/analysis' }, { title: '系统管理', path: '/system' }, { title: '用户管理' }]
 */
export function breadcrumbItems(chain: readonly RouteRecord[], staticTitle?: string): BreadcrumbEntry[] {
  const titles: BreadcrumbEntry[] = chain
    // The home entry leads; a group titled 首页 (the dashboard group) would only repeat it.
    .filter((route) => route.path !== HOME_PATH && route.meta.title && route.meta.title !== HOME_TITLE)
    .map((route) => ({ title: route.meta.title, path: route.path }));
  if (staticTitle) titles.push({ title: staticTitle });
  const entries: BreadcrumbEntry[] = [{ title: HOME_TITLE, path: HOME_PATH }, ...titles];
  const last = entries[entries.length - 1];
  if (last) delete last.path;
  return entries;
}
