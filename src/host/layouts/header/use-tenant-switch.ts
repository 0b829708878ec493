import { useCallback } from 'react';
import {
  canSwitchTenant,
  loadTenantChoices,
  switchTenant,
  type TenantId,
  type TenantOption,
  tenantIdOf,
} from '../../../core/session';
import { openModal } from '../../app/lazy-modal';
import { showFailure } from '../../app/show-failure';
import { resetTabs } from '../../app/tabs-store';
import { useSession } from '../../app/use-stores';
import { useRemote } from '../../shared/data/use-remote';
import { HOME_PATH } from '../basic/tabs/tab-rules';

const NO_TENANTS: TenantOption[] = [];

/**
 * Starts the app again on the home page in the tenant the session works in now: menus, dictionaries,
 * kept-alive pages, sockets and every cache of the previous tenant go with the page; the open tabs
 * are forgotten first (they are kept per user, not per tenant).
 */
function restartInTenant(): void {
  resetTabs();
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}#${HOME_PATH}`);
  window.location.reload();
}

/**
 * Asks 确定切换到「name」吗？, then switches the session into the tenant and restarts the app there;
 * a refusal is shown as a warning and nothing changes.
 *
 * @example confirmTenantSwitch(1001, '华东租赁有限公司');
 */
export function confirmTenantSwitch(tenantId: TenantId, name: string): void {
  openModal('confirm', {
    title: '切换租户',
    content: `确定切换到「${name}」吗？切换后将重新加载菜单和数据，已打开的页签会关闭。`,
    okText: '切换',
    cancelText: '取消',
    onOk: async () => {
      try {
        await switchTenant(tenantId);
      } catch (failure) {
        showFailure(failure, '切换租户失败');
        return;
      }
      restartInTenant();
    },
  });
}

export interface TenantSwitchState {
  /** False for users with one tenant: the header shows nothing. */
  visible: boolean;
  tenants: TenantOption[];
  current: TenantId | null;
  /** The current tenant's name, once the list has loaded. */
  currentName: string;
  /** Asks for confirmation, switches, then restarts the app in the chosen tenant. */
  choose: (tenantId: TenantId) => void;
}

/**
 * The header's tenant switch: the tenants the user may enter (the platform administrator: all of
 * them), the current one, and the confirmed switch.
 *
 * @example const tenantSwitch = useTenantSwitch(); tenantSwitch.choose(1001);
 */
export function useTenantSwitch(): TenantSwitchState {
  const user = useSession((state) => state.userInfo);
  const visible = canSwitchTenant(user);
  const current = user ? tenantIdOf(user) : null;
  const userId = user?.id;
  // A failure leaves the list empty (the switch then offers no other tenant), as the request is quiet.
  const tenants =
    useRemote(['/sys/tenant/getCurrentUserTenant', userId], () => loadTenantChoices().catch(() => NO_TENANTS), {
      enabled: visible && Boolean(userId),
      initial: NO_TENANTS,
    }).data ?? NO_TENANTS;

  const currentName = tenants.find((tenant) => String(tenant.id) === String(current))?.name ?? '';

  const choose = useCallback(
    (tenantId: TenantId) => {
      if (String(tenantId) === String(current)) return;
      const name = tenants.find((tenant) => String(tenant.id) === String(tenantId))?.name ?? String(tenantId);
      confirmTenantSwitch(tenantId, name);
    },
    [current, tenants],
  );

  return { visible, tenants, current, currentName, choose };
}
