import { useStore } from 'zustand';
import { type PermissionState, permissionStore } from '../../core/permission';
import { type SessionState, sessionStore } from '../../core/session';

/** The session (token, user, tenant name and model, welcome text) as React state. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/** The permission state (menu, routes, button lists) as React state. */
export function usePermissions<T>(select: (state: PermissionState) => T): T {
  return useStore(permissionStore, select);
}
