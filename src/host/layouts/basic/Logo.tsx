import { IconHome } from '@arco-design/web-react/icon';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/use-stores';
import styles from './layout.module.css';
import { HOME_PATH } from './tabs/tab-rules';

/** Shown while the tenant or shop name is unknown (platform users have neither). */
export const PRODUCT_NAME = '租赁商城管理';

/**
 * The logo: a mark and the tenant (authority 3) or shop name, linking to the dashboard.
 *
 * @example <Logo collapsed={false} dark />
 */
export function Logo({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  const tenantName = useSession((state) => state.tenantName);
  const name = tenantName || PRODUCT_NAME;
  const className = [styles.logo, collapsed ? styles.logoCollapsed : '', dark ? styles.logoDark : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={HOME_PATH} className={className} title={name} aria-label={`${name}后台首页`}>
      <span className={styles.logoMark} aria-hidden>
        <IconHome />
      </span>
      {!collapsed && <span className={styles.logoText}>{name}</span>}
    </Link>
  );
}
