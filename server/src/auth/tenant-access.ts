import type { Db } from '../db/database';

export interface TenantChoice {
  id: number;
  name: string;
}

/**
 * The active tenants a user may work in: those they belong to (sys_user_tenant), and for the
 * platform administrator every active tenant, as JeecgBoot's platform administrator can enter any.
 *
 * @example await tenantChoices(db, user.id, user.platform) // [{ id: 1000, name: '平台运营中心' }, …]
 */
export async function tenantChoices(db: Db, userId: string, platform: boolean): Promise<TenantChoice[]> {
  if (platform) return db.query<TenantChoice>('SELECT id, name FROM sys_tenant WHERE status = 1 ORDER BY id');
  return db.query<TenantChoice>(
    `SELECT t.id, t.name FROM sys_user_tenant ut JOIN sys_tenant t ON t.id = ut.tenant_id
      WHERE ut.user_id = $1 AND t.status = 1 ORDER BY t.id`,
    [userId],
  );
}

/**
 * The tenant `tenantId` when the user may switch into it (see `tenantChoices`), else undefined.
 *
 * @example if (!(await switchableTenant(db, user.id, user.platform, 1001))) throw new BizError(NO_PERMISSION_MESSAGE, 510);
 */
export async function switchableTenant(
  db: Db,
  userId: string,
  platform: boolean,
  tenantId: number,
): Promise<TenantChoice | undefined> {
  if (platform) {
    return db.one<TenantChoice>('SELECT id, name FROM sys_tenant WHERE id = $1 AND status = 1', [tenantId]);
  }
  return db.one<TenantChoice>(
    `SELECT t.id, t.name FROM sys_user_tenant ut JOIN sys_tenant t ON t.id = ut.tenant_id
      WHERE ut.user_id = $1 AND ut.tenant_id = $2 AND t.status = 1`,
    [userId, tenantId],
  );
}
