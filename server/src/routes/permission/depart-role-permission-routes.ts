import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { bodyOf, queryOf } from '../crud';
import { DEPART_AUTHORIZE } from './access-codes';
import { grantableIds, linkedIds, saveLinks } from './grant-links';
import { ownedRow } from './owned-rows';
import { intersect, permissionTree } from './role-permission-routes';

async function departPermissions(db: Db, departId: string): Promise<Set<string>> {
  return new Set(await linkedIds(db, { table: 'sys_depart_permission', ownerColumn: 'depart_id', ownerId: departId }));
}

/**
 * Department roles: a role of a department may only get permissions the department holds
 * (sys_depart_permission) and, unless the caller is the platform administrator, the caller holds.
 *
 * @example registerDepartRolePermissionRoutes(api, ctx) // POST /sys/sysDepartPermission/saveDeptRolePermission
 */
export function registerDepartRolePermissionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { config: { access: DEPART_AUTHORIZE } },
    async (request) => {
      const user = currentUser(request);
      const depart = await ownedRow(ctx.db, 'sys_depart', scopeOf(user), queryOf(request).departId);
      const ids = intersect(await departPermissions(ctx.db, depart.id), await grantableIds(user));
      return ok(await permissionTree(ctx.db, ids));
    },
  );

  api.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config: { access: DEPART_AUTHORIZE } },
    async (request) => {
      const role = await ownedRow(ctx.db, 'sys_depart_role', scopeOf(currentUser(request)), queryOf(request).roleId);
      return ok(
        await linkedIds(ctx.db, { table: 'sys_depart_role_permission', ownerColumn: 'role_id', ownerId: role.id }),
      );
    },
  );

  api.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    { config: { access: DEPART_AUTHORIZE } },
    async (request) => {
      const user = currentUser(request);
      const scope = scopeOf(user);
      const body = bodyOf(request);
      const role = await ownedRow(ctx.db, 'sys_depart_role', scope, body.roleId);
      // The role's department must be visible to the caller too (a shop user: their shop's).
      const depart = await ownedRow(ctx.db, 'sys_depart', scope, role.depart_id);
      const ceilings = [await departPermissions(ctx.db, depart.id), await grantableIds(user)];
      const link = {
        table: 'sys_depart_role_permission',
        ownerColumn: 'role_id',
        ownerId: role.id,
        extra: { depart_id: depart.id },
      } as const;
      await ctx.db.transaction((tx) => saveLinks(tx, link, body, ceilings));
      return ok(null, '保存成功！');
    },
  );
}
