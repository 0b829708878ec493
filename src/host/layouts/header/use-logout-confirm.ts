import { useCallback } from 'react';
import { logout } from '../../../core/session';
import { openModal } from '../../app/lazy-modal';

/** docs/business-spec.md §2: the logout confirmation, verbatim. */
export const LOGOUT_CONFIRM = '真的要注销登录吗 ?';

/**
 * Asks 真的要注销登录吗 ? and logs out on 确定; the guard then sends the user to /user/login.
 *
 * @example const confirmLogout = useLogoutConfirm(); <Button onClick={confirmLogout}>退出登录</Button>
 */
export function useLogoutConfirm(): () => void {
  return useCallback(() => {
    openModal('confirm', {
      title: '提示',
      content: LOGOUT_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });
  }, []);
}
