import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { DEMO_DEPART_ROLES, DEMO_ROLES } from './demo-roles';
import { assignRole, grantRole } from './grants';
import { type PermissionRow, selectPermissions } from './role-grants';
import type { TenantRefs } from './seed-demo-org';
import type { SeededUser } from './seed-demo-users';

/** The demo roles of one tenant, their permissions, and their users (each person's `roles`). */
export async function insertTenantRoles(
  db: Db,
  tenantId: number,
  users: readonly SeededUser[],
  permissions: readonly PermissionRow[],
): Promise<void> {
  for (const role of DEMO_ROLES) {
    const roleId = newId();
    await db.query(
      `INSERT INTO sys_role (id, tenant_id, role_name, role_code, description, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [roleId, tenantId, role.name, role.code, role.description],
    );
    await grantRole(db, roleId, selectPermissions(permissions, role.grants));
    for (const user of users) if (user.person.roles.includes(role.code)) await assignRole(db, user.id, roleId);
  }
}

/**
 * Department permissions (the ceiling), department roles within them, and their members (the users
 * of the departments the role names).
 */
export async function insertDepartRoles(
  db: Db,
  refs: TenantRefs,
  users: readonly SeededUser[],
  permissions: readonly PermissionRow[],
): Promise<void> {
  for (const seed of DEMO_DEPART_ROLES.filter((item) => item.tenantId === refs.tenantId)) {
    const departId = refs.departs.get(seed.depart);
    if (!departId) throw new Error(`demo data names an unknown department '${seed.depart}'`);
    const ceiling = selectPermissions(permissions, seed.departGrants);
    for (const permissionId of ceiling) {
      await db.query('INSERT INTO sys_depart_permission (id, depart_id, permission_id) VALUES ($1, $2, $3)', [
        newId(),
        departId,
        permissionId,
      ]);
    }
    for (const role of seed.roles) {
      const members = users.filter((user) => user.person.departs.some((code) => role.members.includes(code)));
      const roleId = newId();
      await db.query(
        `INSERT INTO sys_depart_role (id, tenant_id, depart_id, role_name, role_code, description, create_by)
         VALUES ($1, $2, $3, $4, $5, $6, 'admin')`,
        [roleId, refs.tenantId, departId, role.name, role.code, role.description],
      );
      // A department role never exceeds its department's permissions.
      for (const permissionId of selectPermissions(permissions, role.grants)) {
        if (!ceiling.has(permissionId)) continue;
        await db.query(
          `INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id) VALUES ($1, $2, $3, $4)`,
          [newId(), departId, roleId, permissionId],
        );
      }
      for (const user of members) {
        await db.query('INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)', [
          newId(),
          user.id,
          roleId,
        ]);
      }
    }
  }
}
