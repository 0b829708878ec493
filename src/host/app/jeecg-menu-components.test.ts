import { describe, expect, it } from 'vitest';
import { JEECG_VUE2_COMPONENTS, JEECG_VUE3_COMPONENTS, menuComponentKey } from './jeecg-menu-components';
import { hasPage, pageKeys } from './page-registry';

// The 系统管理 / 系统监控 / 消息中心 leaves of JeecgBoot's init scripts (sys_permission.component), as a stock
// back end sends them.
const STOCK_VUE3_MENU = [
  'dashboard/Analysis',
  'system/user/index',
  'system/role/index',
  'system/menu/index',
  'system/depart/index',
  'system/dict/index',
  'system/category/index',
  'system/position/index',
  'system/tenant/index',
  'system/notice/index',
  'system/checkRule/index',
  'system/message/template/index',
  'monitor/quartz/index',
  'monitor/log/index',
  'monitor/mynews/index',
];

const STOCK_VUE2_MENU = [
  'dashboard/Analysis',
  'system/UserList',
  'system/RoleUserList',
  'system/PermissionList',
  'system/DepartList',
  'system/DictList',
  'system/SysCategoryList',
  'system/SysPositionList',
  'system/TenantList',
  'system/SysAnnouncementList',
  'system/SysCheckRuleList',
  'system/QuartzJobList',
  'system/LogList',
  'system/UserAnnouncementList',
  'modules/message/SysMessageList',
  'modules/message/SysMessageTemplateList',
];

describe('stock JeecgBoot menu components', () => {
  it('point only at pages the host has', () => {
    const pages = new Set(pageKeys());
    for (const target of [...Object.values(JEECG_VUE3_COMPONENTS), ...Object.values(JEECG_VUE2_COMPONENTS)]) {
      expect(pages, target).toContain(target);
    }
  });

  it('never shadow a page of the same name', () => {
    const pages = new Set(pageKeys());
    for (const key of [...Object.keys(JEECG_VUE3_COMPONENTS), ...Object.keys(JEECG_VUE2_COMPONENTS)]) {
      expect(pages.has(key), key).toBe(false);
    }
  });

  it.each(STOCK_VUE3_MENU)('Vue 3 menu: %s has a page', (component) => {
    expect(hasPage(component)).toBe(true);
  });

  it.each(STOCK_VUE2_MENU)('Vue 2 menu: %s has a page', (component) => {
    expect(hasPage(component)).toBe(true);
  });

  it('translates the user, role and department pages of both front ends', () => {
    expect(menuComponentKey('system/user/index')).toBe('system/UserList');
    expect(menuComponentKey('system/role/index')).toBe('system/RoleList');
    expect(menuComponentKey('system/depart/index')).toBe('system/DepartList');
    expect(menuComponentKey('system/UserList')).toBe('system/UserList');
    expect(menuComponentKey('system/RoleUserList')).toBe('system/RoleList');
    expect(menuComponentKey('system/DepartList')).toBe('system/DepartList');
  });

  it('reads a path written with a leading slash or a file extension', () => {
    expect(menuComponentKey('/system/user/index.vue')).toBe('system/UserList');
    expect(menuComponentKey(' system/SysPositionList ')).toBe('system/PositionList');
    expect(hasPage('/system/role/index')).toBe(true);
  });

  it('leaves components the host does not render unresolved', () => {
    expect(hasPage('super/online/cgform/index')).toBe(false);
    expect(hasPage('monitor/redis/index')).toBe(false);
    expect(menuComponentKey('layouts/default/index')).toBe('layouts/default/index');
  });
});
