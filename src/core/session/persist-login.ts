import { clearDictCache, storeAllDictItems } from '../dict';
import { clearPermissions } from '../permission';
import { local, StorageKeys } from '../storage';
import { DEFAULT_TENANT_MODEL, sessionStore } from './session-store';
import { tenantIdOf } from './tenant-id';
import type { LoginResult } from './types';
import { welcomeText } from './welcome';

export interface PersistLoginOptions {
  /** Lifetime of the stored token, user, username, tenant and welcome text. */
  ttlMs: number;
  /** Store `sysAllDictItems` when the server sent them (third-party login never does). */
  storeDicts: boolean;
}

/**
 * Stores a successful login and fills the session store. Whatever belonged to a previous session
 * (permissions, tenant model, and dictionaries not replaced here) is dropped: it may be another
 * user's or another tenant's.
 *
 * @example persistLogin(result, { ttlMs: StorageTtl.week, storeDicts: true });
 */
export function persistLogin(result: LoginResult, { ttlMs, storeDicts }: PersistLoginOptions): void {
  const { token, userInfo } = result;
  local.set(StorageKeys.accessToken, token, ttlMs);
  local.set(StorageKeys.userInfo, userInfo, ttlMs);
  local.set(StorageKeys.loginUsername, userInfo.username, ttlMs);
  const tenantId = tenantIdOf(userInfo);
  if (tenantId === null) local.remove(StorageKeys.tenantId);
  else local.set(StorageKeys.tenantId, tenantId, ttlMs);
  local.remove(StorageKeys.tenantModel);
  local.remove(StorageKeys.tenantName);
  clearPermissions();
  if (storeDicts && result.sysAllDictItems) storeAllDictItems(result.sysAllDictItems);
  else clearDictCache();

  const welcome = welcomeText(userInfo);
  local.set(StorageKeys.welcomeText, welcome, ttlMs);
  sessionStore.setState({
    token,
    userInfo,
    welcome,
    tenantName: '',
    tenantModel: DEFAULT_TENANT_MODEL,
    departs: result.departs ?? [],
  });
}
