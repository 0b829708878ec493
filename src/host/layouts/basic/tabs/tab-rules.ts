import { withoutListState } from '../../../list-page/url-state';

/**
 * Rules of the multi-tab bar (docs/business-spec.md §2 "Multi-tab layout"), as pure functions over the tab
 * list: the store applies them, the bar shows their refusals.
 */

/** The home tab's path and title; it is always first and cannot be closed. */
export const HOME_PATH = '/dashboard/analysis';
export const HOME_TITLE = '首页';

/** Refusals, verbatim from the spec (shown as warnings). */
export const TabMessages = {
  homeNotClosable: '首页不能关闭!',
  lastTab: '这是最后一页，不能再关闭了啦',
} as const;

/** One open page. `key` is its full path (path + search): `/a?id=1` and `/a?id=2` are two tabs. */
export interface PageTab {
  key: string;
  path: string;
  title: string;
}

/** What a close action leaves: the remaining tabs, the removed keys, and where to go if the active one left. */
export interface CloseResult {
  tabs: PageTab[];
  removed: string[];
  /** The key to activate because the active tab was closed. */
  next?: string;
  /** Why nothing was closed. */
  refused?: string;
}

/**
 * The full path a tab is keyed by. A list page's own state (`ls.*` parameters: page, search, sort) is
 * not part of it: paging or searching stays in the same tab.
 *
 * @example tabKeyOf({ pathname: '/order/orderList', search: '?status=1' }) // '/order/orderList?status=1'
 */
export function tabKeyOf(location: { pathname: string; search?: string }): string {
  return `${location.pathname}${withoutListState(location.search ?? '')}`;
}

export function homeTab(): PageTab {
  return { key: HOME_PATH, path: HOME_PATH, title: HOME_TITLE };
}

const isHome = (tab: PageTab) => tab.key === HOME_PATH;

/**
 * The list with `tab` opened: added at the end when absent (its title refreshed when present), and the
 * home tab first whenever it is there.
 *
 * @example withTab([homeTab()], { key: '/a', path: '/a', title: 'A' }).map((t) => t.key) // ['/dashboard/analysis', '/a']
 */
export function withTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const opened = isHome(tab) ? homeTab() : tab;
  const index = tabs.findIndex((t) => t.key === opened.key);
  if (index >= 0) {
    const current = tabs[index];
    if (current && current.title === opened.title) return [...tabs];
    return tabs.map((t, i) => (i === index ? opened : t));
  }
  if (isHome(opened)) return [opened, ...tabs];
  return [...tabs, opened];
}

function removeKeys(tabs: readonly PageTab[], removed: readonly string[], activeKey: string, fallback: string) {
  const left = tabs.filter((t) => !removed.includes(t.key));
  return { tabs: left, removed: [...removed], ...(removed.includes(activeKey) ? { next: fallback } : {}) };
}

/**
 * Closes one tab. Refused for the only tab left (这是最后一页，不能再关闭了啦) and for home (首页不能关闭!);
 * closing the active tab activates its right neighbour, else its left one.
 *
 * @example closeTab([homeTab()], HOME_PATH, HOME_PATH).refused // '这是最后一页，不能再关闭了啦'
 */
export function closeTab(tabs: readonly PageTab[], key: string, activeKey: string): CloseResult {
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { tabs: [...tabs], removed: [] };
  if (tabs.length <= 1) return { tabs: [...tabs], removed: [], refused: TabMessages.lastTab };
  if (key === HOME_PATH) return { tabs: [...tabs], removed: [], refused: TabMessages.homeNotClosable };
  const neighbour = tabs[index + 1] ?? tabs[index - 1];
  return removeKeys(tabs, [key], activeKey, neighbour?.key ?? HOME_PATH);
}

function closeWhere(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string,
  closes: (index: number, target: number) => boolean,
): CloseResult {
  const target = tabs.findIndex((t) => t.key === key);
  if (target < 0) return { tabs: [...tabs], removed: [] };
  const removed = tabs.filter((t, i) => !isHome(t) && closes(i, target)).map((t) => t.key);
  return removeKeys(tabs, removed, activeKey, key);
}

/** Closes every tab left of `key` but home; the active tab, if closed, becomes `key`. */
export function closeLeft(tabs: readonly PageTab[], key: string, activeKey: string): CloseResult {
  return closeWhere(tabs, key, activeKey, (i, target) => i < target);
}

/** Closes every tab right of `key` but home; the active tab, if closed, becomes `key`. */
export function closeRight(tabs: readonly PageTab[], key: string, activeKey: string): CloseResult {
  return closeWhere(tabs, key, activeKey, (i, target) => i > target);
}

/** Closes every tab but `key` and home; the active tab, if closed, becomes `key`. */
export function closeOthers(tabs: readonly PageTab[], key: string, activeKey: string): CloseResult {
  return closeWhere(tabs, key, activeKey, (i, target) => i !== target);
}
