import { type ApiEnvelope, getAction, getNotifier, isSuccess } from '../http';
import { local, StorageKeys, StorageTtl } from '../storage';
import { isTenantAuthority } from './authority';
import { getUserInfo } from './getters';
import { DEFAULT_TENANT_MODEL, sessionStore } from './session-store';
import { tenantIdOf } from './tenant-id';
import type { LoginUserInfo } from './types';

/** The tenant or shop as the header shows it. */
export interface TenantInfo {
  name: string;
  /** Lease or purchase model; 2 when the server gives none. */
  tenantModel: number;
}

interface TenantRow {
  name?: string | null;
  tenantModel?: number | string | null;
}

interface ShopRow {
  name?: string | null;
  rentOrPurchase?: number | string | null;
}

/** The tenant endpoints answer refusals with code -1 and the text in `msg` (or `message`). */
type TenantEnvelope<T> = ApiEnvelope<T> & { msg?: string };

function modelOf(raw: unknown): number {
  if (raw === null || raw === undefined || raw === '') return DEFAULT_TENANT_MODEL;
  const n = Number(raw);
  return Number.isFinite(n) ? n : DEFAULT_TENANT_MODEL;
}

function cached(): TenantInfo | null {
  const tenantModel = local.get<number>(StorageKeys.tenantModel);
  if (tenantModel === null) return null;
  return { name: local.get<string>(StorageKeys.tenantName) ?? '', tenantModel };
}

function publish(info: TenantInfo): TenantInfo {
  sessionStore.setState({ tenantName: info.name, tenantModel: info.tenantModel });
  return info;
}

/** Tenant administrators (authority 3) read their tenant; everyone else reads their shop. */
async function fetchTenantInfo(user: LoginUserInfo): Promise<TenantEnvelope<TenantRow & ShopRow> | null> {
  if (isTenantAuthority(user.authority)) {
    const id = tenantIdOf(user);
    if (id === null) return null;
    return getAction<TenantRow>('/sys/tenant/queryById', { id });
  }
  const shopId = user.shopId ?? user.sysRole?.shopId;
  if (shopId === null || shopId === undefined || shopId === '') return null;
  return getAction<ShopRow>('/sys/tenant/getShop', { shopId });
}

async function loadFromServer(): Promise<TenantInfo> {
  const fallback: TenantInfo = { name: '', tenantModel: DEFAULT_TENANT_MODEL };
  const user = getUserInfo();
  if (!user) return fallback;
  let envelope: TenantEnvelope<TenantRow & ShopRow> | null;
  try {
    envelope = await fetchTenantInfo(user);
  } catch {
    // The request layer has shown the failure; the header keeps working with the default.
    return fallback;
  }
  if (!envelope) return fallback;
  if (Number(envelope.code) === -1) {
    const text = envelope.msg || envelope.message;
    if (text) getNotifier().warn(text);
    return fallback;
  }
  if (!isSuccess(envelope)) return fallback;
  const row = envelope.result ?? {};
  const info: TenantInfo = {
    name: row.name ?? '',
    tenantModel: modelOf(isTenantAuthority(user.authority) ? row.tenantModel : row.rentOrPurchase),
  };
  local.set(StorageKeys.tenantModel, info.tenantModel, StorageTtl.week);
  local.set(StorageKeys.tenantName, info.name, StorageTtl.week);
  return info;
}

let pending: Promise<TenantInfo> | null = null;

/**
 * The tenant or shop name and tenant model of the logged-in user, cached 7 days. Authority 3 loads
 * the tenant by id (GET /sys/tenant/queryById), others the shop by shopId (GET /sys/tenant/getShop).
 * A refusal (code -1 shows its text as a warning) or a missing id gives model 2 and is not cached.
 *
 * @example const { name, tenantModel } = await loadTenantModel();
 */
export function loadTenantModel(): Promise<TenantInfo> {
  const hit = cached();
  if (hit) return Promise.resolve(publish(hit));
  pending ??= loadFromServer()
    .then(publish)
    .finally(() => {
      pending = null;
    });
  return pending;
}
