import { Dropdown, Tabs } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabs } from '../../../app/tabs-store';
import { HeaderAction } from '../../header/HeaderAction';
import styles from '../layout.module.css';
import { TabContextMenu, tabMenu } from './TabMenu';
import { tabKeyOf } from './tab-rules';
import { useTabActions } from './use-tab-actions';

/**
 * The multi-tab bar: one tab per visited page (keyed by full path); choosing a tab navigates,
 * right-click opens 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他, the button on the right does the same for
 * the active tab. It sticks below the header (`top`).
 */
export function TabBar({ top, contentFixed = false }: { top: number; contentFixed?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const activeKey = tabKeyOf(location);
  const tabs = useTabs((state) => state.tabs);
  const run = useTabActions();

  return (
    <nav className={styles.tabBar} style={{ top }} aria-label="多页签">
      <Tabs
        className={`${styles.tabs} ${contentFixed ? styles.tabsFixed : ''}`}
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={activeKey}
        onChange={(key) => key !== activeKey && navigate(key)}
        onDeleteTab={(key) => run('close', key)}
        renderTabTitle={(title, info) => (
          <TabContextMenu tabKey={String(info.key)} onAction={run}>
            {title}
          </TabContextMenu>
        )}
        extra={
          <Dropdown droplist={tabMenu(tabs, activeKey, run)} position="br" trigger="click">
            <HeaderAction label="页签操作" className={styles.tabExtra}>
              <IconDown />
            </HeaderAction>
          </Dropdown>
        }
      >
        {tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title} />
        ))}
      </Tabs>
    </nav>
  );
}
