import { Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAction, unwrap } from '../../core/http';
import {
  isPathAllowed,
  menuToRoutes,
  PERMISSION_URL,
  parsePermissionResult,
  permissionStore,
  savePermissions,
} from '../../core/permission';
import { logout } from '../../core/session';
import { refreshPermissions } from './menu-loader';
import { staticPageFor } from './static-pages';
import { usePermissions, useSession } from './use-stores';

/** `/user/login?redirect=<full path>` for the current location. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const target = `${location.pathname}${location.search}`;
  return `/user/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The per-navigation check (docs/business-spec.md §2): the permissions are requested again and the path (or the
 * static page's parentPath) must be in the returned menu. A changed menu replaces the stored one.
 * Rejects when the permissions cannot be loaded.
 *
 * @example if (!(await checkNavigation('/system/user'))) window.location.reload();
 */
export async function checkNavigation(pathname: string): Promise<boolean> {
  const result = parsePermissionResult(unwrap(await getAction<unknown>(PERMISSION_URL)));
  if (JSON.stringify(result.menu) !== JSON.stringify(permissionStore.getState().menu)) {
    savePermissions(result, menuToRoutes(result.menu).routes);
  }
  const parentPath = staticPageFor(pathname)?.parentPath;
  return isPathAllowed({ path: pathname, meta: { parentPath } }, result.menu);
}

/**
 * Loads the menu and permissions into the permission store once per token (the signed-in area's
 * bootstrap: what the layout and router read is the store, not this query's answer), and again should
 * the store be emptied under the same token. A failure to load calls `onFailure` (logout).
 */
function usePermissionBootstrap(token: string | null, loaded: boolean, onFailure: () => void): void {
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const bootstrap = useQuery({
    queryKey: [PERMISSION_URL, 'menu'],
    queryFn: () => refreshPermissions(),
    enabled: Boolean(token) && !loaded,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (bootstrap.error) failure.current();
  }, [bootstrap.error]);
}

/**
 * Re-checks every navigation once the menu is loaded: a refused path reloads the page (the fresh menu
 * then sends an unknown path to /404); a failure to load logs out to login with the redirect. One
 * request per navigation (its history key), never answered from an earlier one.
 */
function useNavigationCheck(enabled: boolean, onFailure: () => void): void {
  const { pathname, key } = useLocation();
  const failure = useRef(onFailure);
  failure.current = onFailure;
  // The page shown right after the menu was loaded was checked by that load.
  const [firstKey, setFirstKey] = useState<string | null>(null);
  const active = enabled && pathname !== '/';
  if (active && firstKey === null) setFirstKey(key);
  const check = useQuery({
    queryKey: [PERMISSION_URL, 'navigation', key],
    queryFn: () => checkNavigation(pathname),
    enabled: active && firstKey !== null && firstKey !== key,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (check.data === false) window.location.reload();
  }, [check.data]);
  useEffect(() => {
    if (check.error) failure.current();
  }, [check.error]);
}

/**
 * Signed-in area: without a token the user goes to login with the wanted path; with one the menu is
 * loaded once and re-checked on every navigation. A failure to load it logs out to login with the
 * same redirect; a logout from inside the session (the user's own) goes to plain /user/login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const loaded = usePermissions((state) => state.loaded);
  const hadToken = useRef(Boolean(token));
  // Set before a failure logs out, so the guard sends the user to login with the redirect.
  const failedAt = useRef<string | null>(null);

  const failSession = () => {
    failedAt.current = loginPathFor(location);
    void logout();
  };

  usePermissionBootstrap(token, loaded, failSession);
  useNavigationCheck(Boolean(token) && loaded, failSession);

  if (!token) {
    const target = failedAt.current ?? (hadToken.current ? '/user/login' : loginPathFor(location));
    return <Navigate to={target} replace />;
  }
  if (!loaded) {
    return (
      <div style={{ display: 'flex', height: '100vh', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size={32} tip="正在加载菜单…" />
      </div>
    );
  }
  return <>{children}</>;
}
