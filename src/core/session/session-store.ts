import { createStore } from 'zustand/vanilla';
import { local, StorageKeys } from '../storage';
import type { Department, LoginUserInfo } from './types';

/** Tenant model used until the tenant or shop says otherwise (docs/business-spec.md §4, §9). */
export const DEFAULT_TENANT_MODEL = 2;

export interface SessionState {
  token: string | null;
  userInfo: LoginUserInfo | null;
  /** Header greeting, e.g. 上午好，张三，欢迎回来. */
  welcome: string;
  /** Tenant or shop name shown by the logo and the page title. */
  tenantName: string;
  /** Lease or purchase model of the tenant or shop. */
  tenantModel: number;
  departs: Department[];
}

/**
 * The session as local storage holds it now. Storage stays the source of truth (it survives reloads
 * and expires entries); the store mirrors it for subscribers.
 *
 * @example const { token } = readSessionState();
 */
export function readSessionState(): SessionState {
  return {
    token: local.get<string>(StorageKeys.accessToken),
    userInfo: local.get<LoginUserInfo>(StorageKeys.userInfo),
    welcome: local.get<string>(StorageKeys.welcomeText) ?? '',
    tenantName: local.get<string>(StorageKeys.tenantName) ?? '',
    tenantModel: local.get<number>(StorageKeys.tenantModel) ?? DEFAULT_TENANT_MODEL,
    departs: [],
  };
}

/**
 * The session store (zustand/vanilla). Views subscribe to it; only this folder writes to it.
 *
 * @example sessionStore.subscribe((s) => console.log(s.userInfo?.realname));
 */
export const sessionStore = createStore<SessionState>()(() => readSessionState());

/**
 * Re-reads the session from storage, keeping the departments already loaded (another tab logged in
 * or out: the host calls this on the `storage` event).
 *
 * @example window.addEventListener('storage', () => reloadSessionFromStorage());
 */
export function reloadSessionFromStorage(): SessionState {
  const { departs } = sessionStore.getState();
  sessionStore.setState({ ...readSessionState(), departs });
  return sessionStore.getState();
}
