import type { Access } from '../../auth/access';

/**
 * Access of this area's routes, named after the seeded menu (seed/menu-system.ts): read access goes
 * with the page's menu entry, writes of platform-wide tables (menus, dictionaries, categories, check
 * rules) with the platform administrator, authorisation with the pages' authorise buttons.
 */
export const PERMISSION_PAGE: Access = { menu: '/system/permission' };
export const DICT_PAGE: Access = { menu: '/system/dict' };
export const CATEGORY_PAGE: Access = { menu: '/system/category' };
export const CHECK_RULE_PAGE: Access = { menu: '/system/checkRule' };
export const ROLE_AUTHORIZE: Access = { perm: 'role:authorize' };
export const DEPART_AUTHORIZE: Access = { perm: 'depart:authorize' };
/** The permission tree is read by both authorise dialogs. */
export const ANY_AUTHORIZE: Access = { perm: 'role:authorize,depart:authorize' };
