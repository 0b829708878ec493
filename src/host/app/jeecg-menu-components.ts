/**
 * Menu `component` paths of a stock JeecgBoot back end, mapped to the host's pages.
 *
 * A JeecgBoot menu names the Vue component its own front end renders: `system/user/index` in the Vue 3
 * front end (jeecgboot-vue3, the menus of JeecgBoot 3.x's init script), `system/UserList` in the Vue 2 one
 * (ant-design-vue-jeecg, the menus of 2.x and of the Vue 2 script still shipped with early 3.x). Keys are
 * taken from those scripts' `sys_permission.component` column; a value is the host's page key (its file
 * under `pages/`, without the extension). Only pages that call the same JeecgBoot endpoints are listed;
 * a stock component without an entry (online forms, reports, JeecgBoot's monitor pages, ...) keeps
 * showing "前端没有菜单组件 … 对应的页面".
 */

/** Vue 3 front end (jeecgboot-vue3): `views/<path>.vue`. */
export const JEECG_VUE3_COMPONENTS: Readonly<Record<string, string>> = {
  'system/user/index': 'system/UserList',
  'system/role/index': 'system/RoleList',
  'system/menu/index': 'system/PermissionList',
  'system/depart/index': 'system/DepartList',
  'system/dict/index': 'system/DictList',
  'system/category/index': 'system/CategoryList',
  'system/position/index': 'system/PositionList',
  'system/tenant/index': 'system/TenantList',
  'system/notice/index': 'system/AnnouncementList',
  'system/checkRule/index': 'system/CheckRuleList',
  'system/ossfile/index': 'oss/FileList',
  'system/message/template/index': 'message/TemplateList',
  'system/message/manage/index': 'message/MessageList',
  'system/onlineuser/OnlineUserList': 'monitor/OnlineUserList',
  'system/usersetting/UserSetting': 'account/Settings',
  'monitor/quartz/index': 'system/QuartzJobList',
  'monitor/log/index': 'system/LogList',
  'monitor/mynews/index': 'isps/UserAnnouncementList',
  'dashboard/workbench/index': 'dashboard/Workplace',
};

/**
 * Vue 2 front end (ant-design-vue-jeecg): `views/<path>.vue`. Its names that equal a host page
 * (`system/UserList`, `system/DepartList`, `system/DictList`, `system/PermissionList`, `system/QuartzJobList`,
 * `system/LogList`, `system/TenantList`, `dashboard/Analysis`, ...) need no entry.
 */
export const JEECG_VUE2_COMPONENTS: Readonly<Record<string, string>> = {
  'system/RoleUserList': 'system/RoleList',
  'system/NewPermissionList': 'system/PermissionList',
  'system/SysPositionList': 'system/PositionList',
  'system/SysCategoryList': 'system/CategoryList',
  'system/SysCheckRuleList': 'system/CheckRuleList',
  'system/SysAnnouncementList': 'system/AnnouncementList',
  'system/UserAnnouncementList': 'isps/UserAnnouncementList',
  'system/SysUserOnlineList': 'monitor/OnlineUserList',
  'modules/oss/OSSFileList': 'oss/FileList',
  'modules/message/SysMessageList': 'message/MessageList',
  'modules/message/SysMessageTemplateList': 'message/TemplateList',
  'account/center/Index': 'account/Center',
  'account/settings/Index': 'account/Settings',
  'account/settings/BaseSetting': 'account/Settings',
};

const ALIASES: Readonly<Record<string, string>> = { ...JEECG_VUE2_COMPONENTS, ...JEECG_VUE3_COMPONENTS };

/**
 * The host's page key for a menu `component`: leading slashes and a `.vue`/`.tsx`/`.jsx` extension are
 * dropped, then a stock JeecgBoot path is translated. Anything else is returned as it is.
 *
 * @example menuComponentKey('system/user/index') // 'system/UserList'
 * @example menuComponentKey('/system/RoleUserList.vue') // 'system/RoleList'
 */
export function menuComponentKey(component: string): string {
  const key = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx|jsx)$/, '');
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] as string) : key;
}
