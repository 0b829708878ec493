import type { Db } from '../db/database';
import { newId } from '../util/ids';

/** Links a role to permissions (sys_role_permission), skipping links that exist. */
export async function grantRole(db: Db, roleId: string, permissionIds: Iterable<string>): Promise<void> {
  for (const permissionId of permissionIds) {
    await db.query(
      `INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)
       ON CONFLICT (role_id, permission_id) DO NOTHING`,
      [newId(), roleId, permissionId],
    );
  }
}

/** Links a user to a role (sys_user_role), skipping a link that exists. */
export async function assignRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db.query(
    `INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, role_id) DO NOTHING`,
    [newId(), userId, roleId],
  );
}

/** Lets a user work in a tenant (sys_user_tenant). */
export async function joinTenant(db: Db, userId: string, tenantId: number): Promise<void> {
  await db.query(
    'INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, $2) ON CONFLICT (user_id, tenant_id) DO NOTHING',
    [userId, tenantId],
  );
}
