import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import { IconExport, IconLock, IconSettings, IconSwap, IconUser, IconUserGroup } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { fileUrl } from '../../../core/format';
import { findRoute } from '../../app/MenuPage';
import { usePermissions, useSession } from '../../app/use-stores';
import styles from './header.module.css';
import { useGreeting } from './use-greeting';

export type UserMenuAction = 'password' | 'depart' | 'settings' | 'logout';

const ACCOUNT_PAGES = [
  { key: '/account/center', title: '个人中心', icon: <IconUser /> },
  { key: '/account/settings', title: '账户设置', icon: <IconUserGroup /> },
];

/**
 * The welcome line (greeting band, name, avatar) opening the user menu: the account pages the menu
 * grants, 密码修改, 切换部门, 系统设置 and 退出登录.
 */
export function UserMenu({ compact, onAction }: { compact: boolean; onAction: (action: UserMenuAction) => void }) {
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const routes = usePermissions((state) => state.routes);
  const band = useGreeting();
  const name = user?.realname || user?.username || '';
  const avatar = fileUrl(user?.avatar);
  const pages = ACCOUNT_PAGES.filter((page) => findRoute(routes, page.key));

  const onClick = (key: string) => {
    if (key.startsWith('/')) navigate(key);
    else onAction(key as UserMenuAction);
  };

  const droplist = (
    <Menu onClickMenuItem={onClick} style={{ minWidth: 160 }}>
      {pages.map((page) => (
        <Menu.Item key={page.key}>
          {page.icon}
          {page.title}
        </Menu.Item>
      ))}
      <Menu.Item key="password">
        <IconLock />
        密码修改
      </Menu.Item>
      <Menu.Item key="depart">
        <IconSwap />
        切换部门
      </Menu.Item>
      <Menu.Item key="settings">
        <IconSettings />
        系统设置
      </Menu.Item>
      <Menu.Item key="logout">
        <IconExport />
        退出登录
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} position="br" trigger="click">
      <button type="button" className={styles.user} aria-label={`${band}，${name}`}>
        <Avatar size={32} style={{ backgroundColor: 'rgb(var(--primary-6))' }}>
          {avatar ? <img src={avatar} alt={name} /> : name.slice(0, 1)}
        </Avatar>
        {!compact && (
          <span className={styles.greeting}>
            <span className={styles.greetingBand}>{band}</span>
            <span className={styles.greetingName}>{name}</span>
          </span>
        )}
      </button>
    </Dropdown>
  );
}
