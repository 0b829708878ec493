import { Dropdown, Menu } from '@arco-design/web-react';
import { IconCheck, IconDown, IconSwap } from '@arco-design/web-react/icon';
import { isPlatformAdmin } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import styles from './tenant-switch.module.css';
import { useTenantSwitch } from './use-tenant-switch';

/**
 * 切换租户 in the header: the current tenant's name opening the list of tenants the user may enter
 * (the platform administrator: every tenant, the platform's own marked 平台). Choosing one asks for
 * confirmation, switches the session and restarts the app in that tenant. Hidden for users of one
 * tenant.
 *
 * @example <TenantSwitch compact={isMobile} />
 */
export function TenantSwitch({ compact }: { compact: boolean }) {
  const user = useSession((state) => state.userInfo);
  const { visible, tenants, current, currentName, choose } = useTenantSwitch();
  if (!visible) return null;
  const home = isPlatformAdmin(user) ? String(user?.tenantId ?? '') : '';
  const label = currentName ? `切换租户，当前：${currentName}` : '切换租户';

  const droplist = (
    <Menu
      onClickMenuItem={(key) => choose(key)}
      selectedKeys={current === null ? [] : [String(current)]}
      style={{ minWidth: 200, maxHeight: 360, overflow: 'auto' }}
    >
      {tenants.map((tenant) => {
        const id = String(tenant.id);
        return (
          <Menu.Item key={id} aria-current={id === String(current) ? 'true' : undefined}>
            <span className={styles.item}>
              <span className={styles.name}>{tenant.name}</span>
              {id === home ? <span className={styles.tag}>平台</span> : null}
              {id === String(current) ? <IconCheck className={styles.check} /> : null}
            </span>
          </Menu.Item>
        );
      })}
    </Menu>
  );

  return (
    <Dropdown droplist={droplist} position="br" trigger="click">
      <button type="button" className={styles.trigger} aria-label={label} title={label}>
        <IconSwap />
        {!compact && <span className={styles.current}>{currentName || '切换租户'}</span>}
        {!compact && <IconDown className={styles.arrow} />}
      </button>
    </Dropdown>
  );
}
