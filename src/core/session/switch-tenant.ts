import { clearDictCache, storeAllDictItems } from '../dict';
import { ApiError, getAction, postAction, unwrap } from '../http';
import { clearPermissions } from '../permission';
import { local, StorageKeys, StorageTtl } from '../storage';
import { authorityOf } from './authority';
import { requireUser } from './require-user';
import { DEFAULT_TENANT_MODEL, sessionStore } from './session-store';
import { tenantIdOf } from './tenant-id';
import type { Department, LoginUserInfo, TenantId, TenantOption } from './types';
import { welcomeText } from './welcome';

/** Authority of the platform administrator (the operator's own staff, above every tenant). */
export const PLATFORM_AUTHORITY = 1;

/**
 * True for the platform administrator (authority 1), who may work in any tenant.
 *
 * @example isPlatformAdmin({ id: '1', username: 'admin', authority: 1 }) // true
 */
export function isPlatformAdmin(user: LoginUserInfo | null | undefined): boolean {
  return !!user && authorityOf(user.authority) === PLATFORM_AUTHORITY;
}

/**
 * True when the platform administrator works in their own tenant, the platform's: the dashboard then
 * shows the figures across tenants. `userInfo.tenantId` is the user's home tenant, `sysRole.tenantId`
 * (or `loginTenantId`) the one the session works in.
 *
 * @example isPlatformView({ id: '1', username: 'admin', authority: 1, tenantId: 1000, sysRole: { tenantId: 1000 } }) // true
 */
export function isPlatformView(user: LoginUserInfo | null | undefined): boolean {
  if (!user || !isPlatformAdmin(user)) return false;
  const current = tenantIdOf(user);
  const home = user.tenantId;
  return current !== null && (home === undefined || home === null || String(home) === String(current));
}

/**
 * True when the header offers a tenant switch: the platform administrator, or a user of several
 * tenants (`relTenantIds` "1001,1002").
 *
 * @example canSwitchTenant({ id: '2', username: 'u', relTenantIds: '1001,1002' }) // true
 */
export function canSwitchTenant(user: LoginUserInfo | null | undefined): boolean {
  if (!user) return false;
  if (isPlatformAdmin(user)) return true;
  const related = String(user.relTenantIds ?? '')
    .split(',')
    .filter((id) => id.trim() !== '');
  return related.length > 1;
}

/**
 * The tenants the user may switch into (GET /sys/tenant/getCurrentUserTenant; a bare array from our
 * server, `{list}` from some JeecgBoot versions).
 *
 * @example const tenants = await loadTenantChoices(); // [{ id: 1000, name: '平台运营中心' }, …]
 */
export async function loadTenantChoices(): Promise<TenantOption[]> {
  const result = unwrap(await getAction<unknown>('/sys/tenant/getCurrentUserTenant', undefined, { silent: true }));
  const rows = Array.isArray(result) ? result : (result as { list?: unknown } | null)?.list;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is { id: TenantId; name?: unknown } => {
      const id = (row as { id?: unknown } | null)?.id;
      return typeof id === 'number' || (typeof id === 'string' && id !== '');
    })
    .map((row) => ({ id: row.id, name: String(row.name ?? row.id) }));
}

/** What /sys/selectTenant answers: the session in the chosen tenant (same token). */
interface TenantSession {
  userInfo?: LoginUserInfo | null;
  departs?: Department[] | null;
  tenantList?: TenantOption[] | null;
}

/** Every dictionary again, asked in the new tenant (JeecgBoot's may differ per tenant). */
async function reloadDictionaries(): Promise<void> {
  try {
    storeAllDictItems(unwrap(await getAction<unknown>('/sys/dict/queryAllDictItems', undefined, { silent: true })));
  } catch {
    // The pages then ask for the dictionaries they need one by one.
    clearDictCache();
  }
}

/**
 * Moves the signed-in session into another tenant (POST /sys/selectTenant; the server decides who may:
 * members of the tenant, and the platform administrator any tenant). The token stays; the user,
 * tenant and welcome are replaced, and whatever belonged to the previous tenant is dropped: the menu
 * and button permissions (loaded again by the host), the tenant name and model, and the dictionaries
 * (fetched again in the new tenant). Rejects with the server's refusal and then changes nothing.
 * The host reloads its own tenant-dependent state (tabs, pages) afterwards.
 *
 * @example const user = await switchTenant(1001); location.reload();
 */
export async function switchTenant(tenantId: TenantId): Promise<LoginUserInfo> {
  requireUser();
  const result = unwrap(await postAction<TenantSession>('/sys/selectTenant', { tenantId }, { silent: true }));
  const userInfo = result?.userInfo;
  if (!userInfo) throw new ApiError('切换租户失败');

  local.set(StorageKeys.userInfo, userInfo, StorageTtl.week);
  local.set(StorageKeys.tenantId, tenantIdOf(userInfo) ?? tenantId, StorageTtl.week);
  const welcome = welcomeText(userInfo);
  local.set(StorageKeys.welcomeText, welcome, StorageTtl.week);
  local.remove(StorageKeys.tenantModel);
  local.remove(StorageKeys.tenantName);
  clearPermissions();
  await reloadDictionaries();
  sessionStore.setState({
    userInfo,
    welcome,
    tenantName: '',
    tenantModel: DEFAULT_TENANT_MODEL,
    departs: result.departs ?? [],
  });
  return userInfo;
}
