import type { Db } from '../db/database';

export interface GrantedPermissions {
  /** sys_permission ids the user holds (menus and buttons). */
  ids: Set<string>;
  /** Button codes (perms split on commas). */
  codes: Set<string>;
  /** Menu route paths. */
  menus: Set<string>;
}

/**
 * Everything a user's roles (in the tenant) and department roles grant. The platform administrator
 * holds every permission.
 */
export async function loadGrantedPermissions(
  db: Db,
  userId: string,
  tenantId: number,
  platform: boolean,
): Promise<GrantedPermissions> {
  const rows = platform
    ? await db.query<{ id: string; perms: string | null; url: string | null; menu_type: number }>(
        'SELECT id, perms, url, menu_type FROM sys_permission WHERE del_flag = 0',
      )
    : await db.query<{ id: string; perms: string | null; url: string | null; menu_type: number }>(
        `SELECT p.id, p.perms, p.url, p.menu_type FROM sys_permission p
          WHERE p.del_flag = 0 AND p.id IN (
            SELECT rp.permission_id FROM sys_role_permission rp
              JOIN sys_user_role ur ON ur.role_id = rp.role_id
              JOIN sys_role r ON r.id = rp.role_id
             WHERE ur.user_id = $1 AND r.tenant_id = $2
            UNION
            SELECT drp.permission_id FROM sys_depart_role_permission drp
              JOIN sys_depart_role_user dru ON dru.drole_id = drp.role_id
              JOIN sys_depart_role dr ON dr.id = drp.role_id
             WHERE dru.user_id = $1 AND dr.tenant_id = $2)`,
        [userId, tenantId],
      );
  const granted: GrantedPermissions = { ids: new Set(), codes: new Set(), menus: new Set() };
  for (const row of rows) {
    granted.ids.add(row.id);
    if (row.menu_type === 2) {
      for (const code of (row.perms ?? '').split(',')) if (code.trim()) granted.codes.add(code.trim());
    } else if (row.url) {
      granted.menus.add(row.url);
    }
  }
  return granted;
}
