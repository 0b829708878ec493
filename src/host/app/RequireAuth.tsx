import { Spin } from '@arco-design/web-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logout } from '../../core/session';
import { refreshPermissions } from './menu-loader';
import { usePermissions, useSession } from './use-stores';

/** `/user/login?redirect=<full path>` for the current location. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const target = `${location.pathname}${location.search}`;
  return `/user/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * Signed-in area: without a token the user goes to login with the wanted path; with one the
 * menu is loaded once, and a failure to load it logs out to login with the same redirect.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const loaded = usePermissions((state) => state.loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token || loaded) return;
    let cancelled = false;
    refreshPermissions().catch(async () => {
      await logout();
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [token, loaded]);

  if (!token || failed) return <Navigate to={loginPathFor(location)} replace />;
  if (!loaded) {
    return (
      <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size={32} tip="正在加载菜单…" />
      </div>
    );
  }
  return <>{children}</>;
}
