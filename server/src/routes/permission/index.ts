import type { RouteModule } from '../index';
import { registerCategoryRoutes } from './category-routes';
import { registerCheckRuleRoutes } from './check-rule-routes';
import { registerDataRuleRoutes } from './data-rule-routes';
import { registerDepartRolePermissionRoutes } from './depart-role-permission-routes';
import { registerDictAdminRoutes } from './dict-admin-routes';
import { registerDictQueryRoutes } from './dict-query-routes';
import { registerDuplicateCheckRoutes } from './duplicate-check-routes';
import { registerPermissionAdminRoutes } from './permission-admin-routes';
import { registerRolePermissionRoutes } from './role-permission-routes';
import { registerUserPermissionRoutes } from './user-permission-routes';

/**
 * Menus and permissions, dictionaries, the category dictionary, code check rules and the
 * duplicate check (docs/business-spec.md §7 "System administration").
 *
 * @example routeModules.push(permissionRoutes)
 */
export const permissionRoutes: RouteModule = (api, ctx) => {
  registerUserPermissionRoutes(api, ctx);
  registerPermissionAdminRoutes(api, ctx);
  registerRolePermissionRoutes(api, ctx);
  registerDepartRolePermissionRoutes(api, ctx);
  registerDataRuleRoutes(api, ctx);
  registerDictQueryRoutes(api, ctx);
  registerDictAdminRoutes(api, ctx);
  registerCategoryRoutes(api, ctx);
  registerDuplicateCheckRoutes(api, ctx);
  registerCheckRuleRoutes(api, ctx);
};
