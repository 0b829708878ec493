import type { RouteModule } from '../index';
import { departRoleRoutes } from './depart-roles';
import { departRoutes } from './departs';
import { logRoutes } from './logs';
import { positionRoutes } from './positions';
import { roleRoutes } from './roles';
import { sessionHelperRoutes } from './session-helpers';
import { tenantRoutes } from './tenants';
import { userAdminRoutes } from './user-admin';
import { userExcelRoutes } from './user-excel';
import { userQueryRoutes } from './user-queries';
import { userRoutes } from './users';

/**
 * The organisation area: users, roles, departments and their roles, positions, tenants and shops,
 * login logs, the department switch and the caller's own password. Every statement is scoped to the
 * caller's tenant (and shop or channel) through `data/scope`.
 */
export const orgRoutes: RouteModule = (api, ctx) => {
  userRoutes(api, ctx);
  userAdminRoutes(api, ctx);
  userExcelRoutes(api, ctx);
  userQueryRoutes(api, ctx);
  sessionHelperRoutes(api, ctx);
  roleRoutes(api, ctx);
  departRoutes(api, ctx);
  departRoleRoutes(api, ctx);
  positionRoutes(api, ctx);
  tenantRoutes(api, ctx);
  logRoutes(api, ctx);
};
