import type { Db } from '../db/database';
import { PLATFORM_AUTHORITY } from './access';
import { cachedPermissions } from './permission-cache';
import type { TokenCheck } from './tokens';
import type { GrantedPermissions } from './user-permissions';

/** The signed-in caller, resolved once per request by the guard. */
export interface AuthUser {
  id: string;
  username: string;
  realname: string;
  authority: number | null;
  /** The tenant this request works in (header, else the session's tenant); always one the user belongs to. */
  tenantId: number;
  homeTenantId: number;
  shopId: string | null;
  channelId: string | null;
  orgCode: string | null;
  tokenId: string;
  token: string;
  platform: boolean;
  /** Lazily loaded, memoised for the request. */
  permissions(): Promise<GrantedPermissions>;
}

export async function tenantsOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db.query<{ tenant_id: number }>(
    'SELECT tenant_id FROM sys_user_tenant WHERE user_id = $1 ORDER BY tenant_id',
    [userId],
  );
  return rows.map((row) => row.tenant_id);
}

/**
 * The caller of a request whose session `verdict` is valid; `tenantId` must already be checked against
 * the user's memberships. Permissions are loaded on first use, and kept across requests until the grant
 * generation moves (permission-cache.ts).
 */
export function authUserOf(
  db: Db,
  verdict: Extract<TokenCheck, { status: 'valid' }>,
  token: string,
  tenantId: number,
): AuthUser {
  const row = verdict.account;
  const platform = row.authority === PLATFORM_AUTHORITY;
  let granted: Promise<GrantedPermissions> | undefined;
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    authority: row.authority,
    tenantId,
    homeTenantId: row.tenant_id,
    shopId: row.shop_id,
    channelId: row.channel_id,
    orgCode: row.org_code,
    tokenId: verdict.tokenId,
    token,
    platform,
    permissions() {
      granted ??= cachedPermissions(db, row.id, tenantId, platform, verdict.grantGeneration);
      return granted;
    },
  };
}
