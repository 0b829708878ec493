import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { sessionStore } from '../../core/session';
import { local } from '../../core/storage';
import {
  type CloseResult,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type PageTab,
  withTab,
} from '../layouts/basic/tabs/tab-rules';

/** Local-storage key of the open tabs and the kept-alive set (JeecgBoot kept its set under a similar name). */
export const TABS_STORAGE_KEY = 'MULTI_TAB_CACHE';

export interface TabsState {
  tabs: PageTab[];
  /** Keys of the open pages whose route meta has keepAlive: they stay mounted while hidden. */
  kept: string[];
  /** Remount counter per key; 刷新 bumps it, which remounts that page only. */
  versions: Record<string, number>;
}

interface StoredTabs {
  owner: string;
  tabs: PageTab[];
  kept: string[];
}

const ownerOf = () => sessionStore.getState().userInfo?.username ?? '';

function isTab(value: unknown): value is PageTab {
  const tab = value as PageTab | null;
  return typeof tab?.key === 'string' && typeof tab.path === 'string' && typeof tab.title === 'string';
}

// Tabs and the kept set survive a reload for the same user only.
function restore(): TabsState {
  const stored = local.get<StoredTabs>(TABS_STORAGE_KEY);
  if (!stored || !ownerOf() || stored.owner !== ownerOf() || !Array.isArray(stored.tabs)) {
    return { tabs: [], kept: [], versions: {} };
  }
  const tabs = stored.tabs.filter(isTab);
  const keys = new Set(tabs.map((t) => t.key));
  const kept = Array.isArray(stored.kept) ? stored.kept.filter((k) => keys.has(k)) : [];
  return { tabs, kept, versions: {} };
}

/**
 * The multi-tab bar's state.
 *
 * @example tabsStore.getState().tabs.map((t) => t.title)
 */
export const tabsStore = createStore<TabsState>(() => restore());

function commit(patch: Partial<TabsState>): void {
  tabsStore.setState(patch);
  const { tabs, kept } = tabsStore.getState();
  local.set(TABS_STORAGE_KEY, { owner: ownerOf(), tabs, kept } satisfies StoredTabs);
}

/**
 * Opens (or retitles) the tab of a visited page.
 *
 * @example openTab({ key: '/a?x=1', path: '/a', title: 'A' });
 */
export function openTab(tab: PageTab): void {
  const { tabs } = tabsStore.getState();
  const next = withTab(tabs, tab);
  const same =
    next.length === tabs.length && next.every((t, i) => t.key === tabs[i]?.key && t.title === tabs[i]?.title);
  if (!same) commit({ tabs: next });
}

/** Marks an open page as kept alive. */
export function keepTab(key: string): void {
  const { kept, tabs } = tabsStore.getState();
  if (kept.includes(key) || !tabs.some((t) => t.key === key)) return;
  commit({ kept: [...kept, key] });
}

function apply(result: CloseResult): CloseResult {
  if (result.refused || result.removed.length === 0) return result;
  const { kept, versions } = tabsStore.getState();
  const rest = { ...versions };
  for (const key of result.removed) delete rest[key];
  commit({ tabs: result.tabs, kept: kept.filter((k) => !result.removed.includes(k)), versions: rest });
  return result;
}

type CloseKind = 'close' | 'left' | 'right' | 'others';
const closers = { close: closeTab, left: closeLeft, right: closeRight, others: closeOthers } as const;

/**
 * Closes tabs around `key`; closed pages lose their kept instance. The caller shows `refused` and
 * navigates to `next`.
 *
 * @example const { refused, next } = closeTabs('close', key, activeKey);
 */
export function closeTabs(kind: CloseKind, key: string, activeKey: string): CloseResult {
  return apply(closers[kind](tabsStore.getState().tabs, key, activeKey));
}

/** Remounts the page of `key` (its kept instance too). */
export function refreshTab(key: string): void {
  const { versions } = tabsStore.getState();
  tabsStore.setState({ versions: { ...versions, [key]: (versions[key] ?? 0) + 1 } });
}

/** Drops tabs the user can no longer open (after the menu changed). */
export function pruneTabs(isOpenable: (tab: PageTab) => boolean): void {
  const { tabs, kept } = tabsStore.getState();
  const left = tabs.filter(isOpenable);
  if (left.length === tabs.length) return;
  const keys = new Set(left.map((t) => t.key));
  commit({ tabs: left, kept: kept.filter((k) => keys.has(k)) });
}

/** Forgets every tab (multi-tab turned off, another user, logout). */
export function resetTabs(): void {
  tabsStore.setState({ tabs: [], kept: [], versions: {} });
  local.remove(TABS_STORAGE_KEY);
}

// Another user's tabs are not this user's: the list follows the signed-in user.
sessionStore.subscribe((state, previous) => {
  if (state.userInfo?.username !== previous.userInfo?.username) resetTabs();
});

/**
 * The tab state as React state.
 *
 * @example const tabs = useTabs((s) => s.tabs);
 */
export function useTabs<T>(select: (state: TabsState) => T): T {
  return useStore(tabsStore, select);
}
