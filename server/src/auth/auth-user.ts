import type { Db } from '../db/database';
import { PLATFORM_AUTHORITY } from './access';
import { type GrantedPermissions, loadGrantedPermissions } from './user-permissions';

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

interface UserRow {
  id: string;
  username: string;
  realname: string;
  authority: number | null;
  tenant_id: number;
  shop_id: string | null;
  channel_id: string | null;
  org_code: string | null;
}

export async function tenantsOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db.query<{ tenant_id: number }>(
    'SELECT tenant_id FROM sys_user_tenant WHERE user_id = $1 ORDER BY tenant_id',
    [userId],
  );
  return rows.map((row) => row.tenant_id);
}

/** Loads the caller; `tenantId` must already be checked against the user's memberships. */
export async function loadAuthUser(
  db: Db,
  session: { userId: string; tokenId: string; token: string },
  tenantId: number,
): Promise<AuthUser | null> {
  const row = await db.one<UserRow>(
    `SELECT id, username, realname, authority, tenant_id, shop_id, channel_id, org_code
       FROM sys_user WHERE id = $1 AND del_flag = 0`,
    [session.userId],
  );
  if (!row) return null;
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
    tokenId: session.tokenId,
    token: session.token,
    platform,
    permissions() {
      granted ??= loadGrantedPermissions(db, row.id, tenantId, platform);
      return granted;
    },
  };
}
