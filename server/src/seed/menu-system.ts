import { button, buttons, group, page } from './menu-builders';
import type { MenuSeedNode } from './types';

/** System administration, monitoring and object storage. */

const CRUD = ['add', 'edit', 'delete', 'batch_delete'] as const;

export const SYSTEM_MENU: MenuSeedNode = group('/system', '系统管理', 'IconSettings', [
  page('/system/user', '用户管理', 'system/UserList', { keepAlive: true }, [
    ...buttons('user', '用户', ...CRUD, 'import', 'export'),
    button('user:frozen', '冻结/解冻用户'),
    button('user:password', '重置密码'),
    button('user:form:phone', '编辑手机号', { permsType: '2', description: '禁用型：无权限时手机号只读' }),
  ]),
  page('/system/role', '角色管理', 'system/RoleList', {}, [
    ...buttons('role', '角色', ...CRUD, 'export'),
    button('role:authorize', '角色授权'),
  ]),
  page('/system/depart', '部门管理', 'system/DepartList', {}, [
    ...buttons('depart', '部门', 'add', 'edit', 'delete'),
    button('depart:authorize', '部门授权'),
  ]),
  // Menus are platform-wide, so only the platform edits them (as dictionaries, categories, rules).
  page(
    '/system/permission',
    '菜单管理',
    'system/PermissionList',
    { platformOnly: true },
    buttons('permission', '菜单', 'add', 'edit', 'delete'),
  ),
  page('/system/dict', '数据字典', 'system/DictList', { platformOnly: true }, [
    ...buttons('dict', '字典', 'add', 'edit', 'delete', 'import', 'export'),
    button('dict:refresh', '刷新缓存'),
  ]),
  page(
    '/system/category',
    '分类字典',
    'system/CategoryList',
    { platformOnly: true },
    buttons('category', '分类', 'add', 'edit', 'delete'),
  ),
  page('/system/checkRule', '编码校验规则', 'system/CheckRuleList', { platformOnly: true }, [
    ...buttons('checkRule', '校验规则', 'add', 'edit', 'delete'),
  ]),
  page(
    '/system/position',
    '职务管理',
    'system/PositionList',
    {},
    buttons('position', '职务', 'add', 'edit', 'delete', 'import', 'export'),
  ),
  page('/system/announcement', '系统通告', 'system/AnnouncementList', {}, [
    ...buttons('announcement', '通告', 'add', 'edit', 'delete'),
    button('announcement:release', '发布通告'),
    button('announcement:revoke', '撤销通告'),
  ]),
  page('/system/log', '日志管理', 'system/LogList', {}, [button('log:export', '导出日志')]),
  page('/system/quartz', '定时任务', 'system/QuartzJobList', { platformOnly: true }, [
    ...buttons('quartz', '任务', 'add', 'edit', 'delete'),
    button('quartz:run', '立即执行'),
  ]),
  page(
    '/system/tenant',
    '租户管理',
    'system/TenantList',
    { platformOnly: true },
    buttons('tenant', '租户', 'add', 'edit', 'delete'),
  ),
]);

export const MONITOR_MENU: MenuSeedNode = group(
  '/monitor',
  '系统监控',
  'IconDesktop',
  [
    page('/monitor/server', '服务器信息', 'monitor/ServerInfo'),
    page('/monitor/onlineUser', '在线用户', 'monitor/OnlineUserList', {}, [button('onlineUser:kick', '强制下线')]),
    page('/monitor/requestTrace', '请求追踪', 'monitor/RequestTraceList'),
    page('/monitor/cache', '缓存监控', 'monitor/CacheInfo'),
  ],
  { platformOnly: true },
);

export const OSS_MENU: MenuSeedNode = group('/oss', '对象存储', 'IconCloud', [
  page('/oss/file', '文件管理', 'oss/FileList', {}, [
    button('oss:upload', '上传文件'),
    button('oss:delete', '删除文件'),
  ]),
]);
