import type { AuthUser } from '../../auth/auth-user';
import type { Db } from '../../db/database';
import { BizError, NO_PERMISSION_MESSAGE } from '../../http/envelope';
import { newId } from '../../util/ids';
import { idsOf } from '../crud';

/** A link table from an owner (role, department, department role) to permissions. */
export interface LinkTable {
  /** Table and owner column: code constants, never request values. */
  table: 'sys_role_permission' | 'sys_depart_permission' | 'sys_depart_role_permission';
  ownerColumn: 'role_id' | 'depart_id';
  ownerId: string;
  /** Further columns every new link row gets (e.g. depart_id of a department role's link). */
  extra?: Record<'depart_id', string>;
}

/** What a save request asks: the ids wanted now and the ids the dialog started from. */
export interface GrantRequest {
  permissionIds?: unknown;
  lastpermissionIds?: unknown;
}

/**
 * Permission ids currently linked to the owner.
 *
 * @example await linkedIds(db, { table: 'sys_role_permission', ownerColumn: 'role_id', ownerId: roleId })
 */
export async function linkedIds(db: Db, link: LinkTable): Promise<string[]> {
  const rows = await db.query<{ permission_id: string }>(
    `SELECT permission_id FROM ${link.table} WHERE ${link.ownerColumn} = $1`,
    [link.ownerId],
  );
  return rows.map((row) => row.permission_id);
}

/**
 * The ids the caller may hand out: everything for the platform administrator, else what they hold.
 *
 * @example await grantableIds(user) // null for the platform administrator
 */
export async function grantableIds(user: AuthUser): Promise<Set<string> | null> {
  if (user.platform) return null;
  return (await user.permissions()).ids;
}

/**
 * Saves an authorisation dialog JeecgBoot's way: adds `permissionIds` not linked yet and removes
 * those of `lastpermissionIds` (the dialog's starting point; default: the current links) that are
 * no longer wanted. `ceiling` (the caller's own permissions, a department's permissions) bounds
 * both: adding beyond it is refused, links beyond it are left alone.
 *
 * @returns the removed ids (callers cascade them, e.g. to department roles).
 *
 * @example await saveLinks(tx, link, { permissionIds: 'a,b', lastpermissionIds: 'a,c' }, [ceiling]) // adds b, removes c
 */
export async function saveLinks(
  db: Db,
  link: LinkTable,
  request: GrantRequest,
  ceilings: readonly (Set<string> | null)[],
): Promise<string[]> {
  const wanted = [...new Set(idsOf(request.permissionIds))];
  if (wanted.length > 5000) throw new BizError('请求参数不正确');
  const known = await db.query<{ id: string }>('SELECT id FROM sys_permission WHERE del_flag = 0 AND id = ANY($1)', [
    wanted,
  ]);
  if (known.length !== wanted.length) throw new BizError('未找到对应数据');
  const within = (id: string) => ceilings.every((ceiling) => ceiling === null || ceiling.has(id));

  const current = new Set(await linkedIds(db, link));
  const toAdd = wanted.filter((id) => !current.has(id));
  if (!toAdd.every(within)) throw new BizError(NO_PERMISSION_MESSAGE, 510);
  const last = request.lastpermissionIds === undefined ? [...current] : idsOf(request.lastpermissionIds);
  const keep = new Set(wanted);
  const toRemove = [...new Set(last)].filter((id) => !keep.has(id) && current.has(id) && within(id));

  if (toRemove.length > 0) {
    await db.query(`DELETE FROM ${link.table} WHERE ${link.ownerColumn} = $1 AND permission_id = ANY($2)`, [
      link.ownerId,
      toRemove,
    ]);
  }
  const extraColumns = Object.keys(link.extra ?? {});
  const extraValues = Object.values(link.extra ?? {});
  for (const permissionId of toAdd) {
    const columns = ['id', link.ownerColumn, 'permission_id', ...extraColumns];
    const values = [newId(), link.ownerId, permissionId, ...extraValues];
    await db.query(
      `INSERT INTO ${link.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT DO NOTHING`,
      values,
    );
  }
  return toRemove;
}
