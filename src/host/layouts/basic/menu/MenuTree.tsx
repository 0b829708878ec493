import { Menu } from '@arco-design/web-react';
import { IconLaunch } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import type { RouteRecord } from '../../../../core/permission';
import styles from '../layout.module.css';
import { MenuIcon } from './menu-icon';
import { isSubmenu, visibleRoutes } from './menu-model';

function label(route: RouteRecord, withIcon: boolean): ReactNode {
  return (
    <>
      {withIcon && <MenuIcon name={route.meta.icon} />}
      <span className={styles.menuLabel}>{route.meta.title}</span>
      {route.meta.external && <IconLaunch className={styles.menuExternal} />}
    </>
  );
}

/**
 * Arco menu entries for routes: submenus for groups, items for pages. Top-level entries always show
 * an icon (the collapsed menu shows only icons); nested ones show the icon their menu entry names.
 */
export function renderMenuTree(routes: readonly RouteRecord[], level = 0): ReactNode[] {
  return visibleRoutes(routes).map((route) => {
    const withIcon = level === 0 || Boolean(route.meta.icon);
    if (isSubmenu(route)) {
      return (
        <Menu.SubMenu key={route.path} title={label(route, withIcon)}>
          {renderMenuTree(route.children, level + 1)}
        </Menu.SubMenu>
      );
    }
    return <Menu.Item key={route.path}>{label(route, withIcon)}</Menu.Item>;
  });
}
