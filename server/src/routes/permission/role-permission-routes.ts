import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { bodyOf, queryOf } from '../crud';
import { ANY_AUTHORIZE, DEPART_AUTHORIZE, ROLE_AUTHORIZE } from './access-codes';
import { grantableIds, linkedIds, saveLinks } from './grant-links';
import { ownedRow } from './owned-rows';
import { loadPermissions, nest, toTreeModel } from './permission-rows';

/**
 * JeecgBoot's `{treeList, ids}` of the given permissions (null: all of them).
 *
 * @example (await permissionTree(db, null)).ids // every permission id
 */
export async function permissionTree(db: Db, ids: Set<string> | null) {
  const rows = await loadPermissions(db, ids === null ? null : [...ids]);
  return { treeList: nest(rows, toTreeModel, true), ids: rows.map((row) => row.id) };
}

/**
 * Intersection of the non-null sets (null: unbounded).
 *
 * @example intersect(new Set(['a', 'b']), null, new Set(['b'])) // Set {'b'}
 */
export function intersect(...sets: (Set<string> | null)[]): Set<string> | null {
  const bounded = sets.filter((set): set is Set<string> => set !== null);
  if (bounded.length === 0) return null;
  const [first, ...rest] = bounded as [Set<string>, ...Set<string>[]];
  return new Set([...first].filter((id) => rest.every((set) => set.has(id))));
}

/**
 * Role and department authorisation. Roles and departments are tenant-owned: only the caller's
 * tenant's; the permissions handed out are bounded by what the caller holds (the platform
 * administrator holds everything).
 *
 * @example registerRolePermissionRoutes(api, ctx) // POST /sys/permission/saveRolePermission
 */
export function registerRolePermissionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/permission/queryTreeList', { config: { access: ANY_AUTHORIZE } }, async (request) => {
    return ok(await permissionTree(ctx.db, await grantableIds(currentUser(request))));
  });

  api.get('/sys/permission/queryRolePermission', { config: { access: ROLE_AUTHORIZE } }, async (request) => {
    const role = await ownedRow(ctx.db, 'sys_role', scopeOf(currentUser(request)), queryOf(request).roleId);
    return ok(await linkedIds(ctx.db, { table: 'sys_role_permission', ownerColumn: 'role_id', ownerId: role.id }));
  });

  api.post('/sys/permission/saveRolePermission', { config: { access: ROLE_AUTHORIZE } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const role = await ownedRow(ctx.db, 'sys_role', scopeOf(user), body.roleId);
    const ceiling = await grantableIds(user);
    await ctx.db.transaction((tx) =>
      saveLinks(tx, { table: 'sys_role_permission', ownerColumn: 'role_id', ownerId: role.id }, body, [ceiling]),
    );
    return ok(null, '保存成功！');
  });

  api.get('/sys/permission/queryDepartPermission', { config: { access: DEPART_AUTHORIZE } }, async (request) => {
    const depart = await ownedRow(ctx.db, 'sys_depart', scopeOf(currentUser(request)), queryOf(request).departId);
    return ok(
      await linkedIds(ctx.db, { table: 'sys_depart_permission', ownerColumn: 'depart_id', ownerId: depart.id }),
    );
  });

  api.post('/sys/permission/saveDepartPermission', { config: { access: DEPART_AUTHORIZE } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const depart = await ownedRow(ctx.db, 'sys_depart', scopeOf(user), body.departId);
    const ceiling = await grantableIds(user);
    await ctx.db.transaction(async (tx) => {
      const link = { table: 'sys_depart_permission', ownerColumn: 'depart_id', ownerId: depart.id } as const;
      const removed = await saveLinks(tx, link, body, [ceiling]);
      // The department's permissions are the ceiling of its roles: what leaves it leaves them too.
      if (removed.length > 0) {
        await tx.query('DELETE FROM sys_depart_role_permission WHERE depart_id = $1 AND permission_id = ANY($2)', [
          depart.id,
          removed,
        ]);
      }
    });
    return ok(null, '保存成功！');
  });
}
