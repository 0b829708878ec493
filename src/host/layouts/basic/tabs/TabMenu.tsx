import { Dropdown, Menu } from '@arco-design/web-react';
import { IconClose, IconRefresh, IconToLeft, IconToRight } from '@arco-design/web-react/icon';
import type { ReactElement, ReactNode } from 'react';
import { useTabs } from '../../../app/tabs-store';
import { HOME_PATH } from './tab-rules';
import type { TabAction } from './use-tab-actions';

/** Which close actions would close something for the tab `key` (home never closes). */
function closable(tabs: readonly { key: string }[], key: string) {
  const index = tabs.findIndex((t) => t.key === key);
  const others = (from: number, to: number) => tabs.slice(from, to).some((t) => t.key !== HOME_PATH);
  return {
    left: index > 0 && others(0, index),
    right: index >= 0 && others(index + 1, tabs.length),
    others: others(0, index) || others(index + 1, tabs.length),
  };
}

/**
 * The tab menu: 刷新, 关闭左侧, 关闭右侧, 关闭其他 (each disabled when it would do nothing). It is a
 * Menu element, not a component, so the Dropdown around it closes when an item is chosen.
 */
export function tabMenu(
  tabs: readonly { key: string }[],
  tabKey: string,
  onAction: (action: TabAction, key: string) => void,
): ReactElement {
  const can = closable(tabs, tabKey);
  return (
    <Menu onClickMenuItem={(action) => onAction(action as TabAction, tabKey)} style={{ minWidth: 128 }}>
      <Menu.Item key="refresh">
        <IconRefresh />
        刷新
      </Menu.Item>
      <Menu.Item key="left" disabled={!can.left}>
        <IconToLeft />
        关闭左侧
      </Menu.Item>
      <Menu.Item key="right" disabled={!can.right}>
        <IconToRight />
        关闭右侧
      </Menu.Item>
      <Menu.Item key="others" disabled={!can.others}>
        <IconClose />
        关闭其他
      </Menu.Item>
    </Menu>
  );
}

/** A tab title that opens the tab menu on right-click. */
export function TabContextMenu({
  tabKey,
  onAction,
  children,
}: {
  tabKey: string;
  onAction: (action: TabAction, key: string) => void;
  children: ReactNode;
}) {
  const tabs = useTabs((state) => state.tabs);
  return (
    <Dropdown trigger="contextMenu" droplist={tabMenu(tabs, tabKey, onAction)} position="bl">
      <span data-tab-key={tabKey}>{children}</span>
    </Dropdown>
  );
}
