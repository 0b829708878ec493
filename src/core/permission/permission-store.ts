import { createStore } from 'zustand/vanilla';
import { StorageKeys, session } from '../storage';
import type { RouteRecord } from './menu-routes';
import type { AllAuthEntry, AuthEntry, AuthLists, MenuNode, PermissionResult } from './types';

export interface PermissionState {
  menu: MenuNode[];
  routes: RouteRecord[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  codeList: string[];
  sysSafeMode: boolean;
  /** true once the menu has been fetched in this page (the menu itself is never persisted). */
  loaded: boolean;
}

function emptyState(): PermissionState {
  return { menu: [], routes: [], auth: [], allAuth: [], codeList: [], sysSafeMode: false, loaded: false };
}

// The button lists survive a reload of the tab (session storage, as JeecgBoot V2 did), so buttons
// rendered before the menu is fetched again are decided with the last known lists, not all denied.
function hydratedState(): PermissionState {
  return {
    ...emptyState(),
    auth: session.get<AuthEntry[]>(StorageKeys.userButtonAuth) ?? [],
    allAuth: session.get<AllAuthEntry[]>(StorageKeys.sysButtonAuth) ?? [],
  };
}

/**
 * The permission state the UI subscribes to.
 *
 * @example permissionStore.subscribe((s) => renderMenu(s.menu));
 */
export const permissionStore = createStore<PermissionState>(() => hydratedState());

/**
 * Keeps a fetched permission answer: button lists in session storage, everything in the store.
 *
 * @example savePermissions(result, menuToRoutes(result.menu).routes);
 */
export function savePermissions(result: PermissionResult, routes: RouteRecord[]): void {
  session.set(StorageKeys.userButtonAuth, result.auth);
  session.set(StorageKeys.sysButtonAuth, result.allAuth);
  permissionStore.setState({ ...result, routes, loaded: true });
}

/**
 * Forgets every permission of the session (called by logout).
 *
 * @example clearPermissions(); permissionStore.getState().loaded // false
 */
export function clearPermissions(): void {
  session.remove(StorageKeys.userButtonAuth);
  session.remove(StorageKeys.sysButtonAuth);
  permissionStore.setState(emptyState(), true);
}

/**
 * The button lists in force (the store's, hydrated from session storage).
 *
 * @example hasPermission('user:add', getAuthLists())
 */
export function getAuthLists(): AuthLists {
  const { auth, allAuth } = permissionStore.getState();
  return { auth, allAuth };
}
