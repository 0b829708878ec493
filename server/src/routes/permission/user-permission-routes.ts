import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { userPermissions } from './user-menu';

/**
 * The caller's menu and button permissions (both JeecgBoot paths answer the same).
 *
 * @example registerUserPermissionRoutes(api, ctx) // GET /sys/permission/getUserPermissionByToken
 */
export function registerUserPermissionRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const path of ['/sys/permission/getUserPermissionByToken', '/sys/permission/getUserPermissionByToken1']) {
    api.get(path, { config: { access: 'authenticated' } }, async (request) => {
      return ok(await userPermissions(ctx.db, currentUser(request)), '查询成功');
    });
  }
}
