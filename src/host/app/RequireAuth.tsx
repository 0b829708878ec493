import { Spin } from '@arco-design/web-react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getAction, presentSessionEnded, unwrap } from '../../core/http';
import {
  isPathAllowed,
  menuToRoutes,
  PERMISSION_URL,
  parsePermissionResult,
  permissionStore,
  savePermissions,
} from '../../core/permission';
import { onSessionSocketEnded } from '../../core/realtime';
import { logout } from '../../core/session';
import { queryClient } from '../shared/data/query-client';
import { clearCacheOnSessionChange } from '../shared/data/session-cache';
import { refreshPermissions } from './menu-loader';
import { staticPageFor } from './static-pages';
import { usePermissions, useSession } from './use-stores';

// A session ended elsewhere (logout, password reset, frozen user) shows the relogin dialog at once. Wired here,
// in the signed-in area's own chunk, where the notice socket lives: the login route stays within its budget.
onSessionSocketEnded(presentSessionEnded);

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
 * then sends an unknown path to /404); a failure to load logs out to login with the redirect. Not a
 * query: it is a guard whose answer acts once, for the navigation it was asked for and only while that
 * navigation is current, and is never kept (src/fetch-effects.test.ts lists it).
 */
function useNavigationCheck(enabled: boolean, onFailure: () => void): void {
  const { pathname, key } = useLocation();
  const firstKey = useRef<string | null>(null);
  // One request per navigation, even when an effect runs twice (StrictMode) for the same one.
  const inflight = useRef<{ key: string; check: Promise<boolean> } | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    if (!enabled || pathname === '/') return;
    // The page shown right after the menu was loaded was checked by that load.
    if (firstKey.current === null || firstKey.current === key) {
      firstKey.current = key;
      return;
    }
    if (inflight.current?.key !== key) inflight.current = { key, check: checkNavigation(pathname) };
    let live = true;
    inflight.current.check.then(
      (allowed) => {
        if (live && !allowed) window.location.reload();
      },
      () => live && failure.current(),
    );
    return () => {
      live = false;
    };
  }, [enabled, pathname, key]);
}

/**
 * Signed-in area: the server-state cache (react-query; emptied when the session changes hands) around
 * the guard. It lives here, in the signed-in area's lazy chunk, so the public pages do not carry it: the
 * login route stays within its size budget.
 *
 * @example <RequireAuth><BasicLayout /></RequireAuth>
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useEffect(() => clearCacheOnSessionChange(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGuard>{children}</SignedInGuard>
    </QueryClientProvider>
  );
}

/**
 * Without a token the user goes to login with the wanted path; with one the menu is loaded once and
 * re-checked on every navigation. A failure to load it logs out to login with the same redirect; a
 * logout from inside the session (the user's own) goes to plain /user/login.
 */
function SignedInGuard({ children }: { children: ReactNode }) {
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
