/**
 * sys_permission rows of a stock JeecgBoot: `admin` holds the Vue 3 menu (component paths of
 * jeecgboot-vue3, urls and ids of JeecgBoot 3.x's init script), `jeecg` and `zhagnxiao` the Vue 2 one
 * (component paths of ant-design-vue-jeecg, as in JeecgBoot 2.x's script).
 */

/** A sys_permission row (the columns getPermissionJsonObject reads). */
export interface PermissionRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName?: string | null;
  redirect?: string | null;
  /** 0 first-level menu, 1 sub-menu, 2 button. */
  menuType: 0 | 1 | 2;
  perms?: string | null;
  /** Buttons: "1" show/hide, "2" disable. */
  permsType?: '1' | '2';
  icon?: string | null;
  isRoute?: boolean;
  isLeaf: boolean;
  keepAlive?: boolean;
  hidden?: boolean;
  hideTab?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
  /** Buttons: "1" active, "0" inactive. */
  status?: '0' | '1';
}

/** Ids of the init script's rows. */
const ID = {
  home: '9502685863ab87f0ad1134142788a385',
  system: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
  user: '3f915b2769fc80648e92d04e84ca059d',
  role: '190c2b43bec6a5f7a4194a85db67d96a',
  depart: '45c966826eeff4c99b8f8ebfe74511fc',
  dict: '1438782851980210178',
  menu: '1170592628746878978',
  userSetting: '1439399179791409153',
  position: '1174506953255182338',
  online: '1455100420297859074',
  checkRule: '1224980593992388610',
  monitor: '08e6b9dc3c04489c8e1ff2ce6f105aa4',
  quartz: '1438108197958311537',
  redis: '1438108198113501186',
  message: '2e42e3835c2b44ec9f7bc26c146ee531',
  myMessage: '9fe26464838de2ea5e90f2367e35efa0',
} as const;

const menu = (
  id: string,
  parentId: string | null,
  name: string,
  url: string,
  component: string,
  extra: Partial<PermissionRow> = {},
): PermissionRow => ({
  id,
  parentId,
  name,
  url,
  component,
  menuType: parentId ? 1 : 0,
  isRoute: true,
  isLeaf: true,
  ...extra,
});

let buttonId = 1972645086223814657n;

const button = (parentId: string, name: string, perms: string, permsType: '1' | '2' = '1'): PermissionRow => ({
  id: String(buttonId++),
  parentId,
  name,
  url: null,
  component: null,
  menuType: 2,
  perms,
  permsType,
  isLeaf: true,
  status: '1',
});

const group = { isLeaf: false } as const;

/** The Vue 3 menu of JeecgBoot 3.x. */
export const VUE3_MENU: PermissionRow[] = [
  menu(ID.home, null, '首页', '/dashboard/analysis', 'dashboard/Analysis', { icon: 'ant-design:home-outlined' }),
  menu(ID.system, null, '系统管理', '/isystem', 'layouts/RouteView', { ...group, icon: 'ant-design:setting-outlined' }),
  menu(ID.user, ID.system, '用户管理', '/system/user', 'system/user/index', { ...group, icon: 'ant-design:user' }),
  menu(ID.role, ID.system, '角色管理', '/system/role', 'system/role/index', { ...group, icon: 'ant-design:solution' }),
  menu(ID.depart, ID.system, '部门管理', '/system/depart', 'system/depart/index', {
    ...group,
    icon: 'ant-design:team',
  }),
  menu(ID.dict, ID.system, '数据字典', '/system/dict', 'system/dict/index', { icon: 'ant-design:hdd-twotone' }),
  menu(ID.menu, ID.system, '菜单管理', '/system/menu', 'system/menu/index'),
  menu(ID.userSetting, ID.system, '用户设置', '/system/usersetting', 'system/usersetting/UserSetting', {
    hidden: true,
  }),
  menu(ID.online, null, '低代码开发', '/online', 'layouts/default/index', {
    ...group,
    icon: 'ant-design:cloud-outlined',
  }),
  menu(ID.checkRule, ID.online, '系统校验规则', '/system/checkrule', 'system/checkRule/index'),
  menu(ID.monitor, null, '系统监控', '/monitor', 'layouts/RouteView', {
    ...group,
    icon: 'ant-design:dashboard-outlined',
  }),
  menu(ID.quartz, ID.monitor, '定时任务', '/monitor/quartz', 'monitor/quartz/index'),
  menu(ID.redis, ID.monitor, 'Redis监控', '/monitor/redis', 'monitor/redis/index'),
  button(ID.user, '新增用户', 'system:user:add'),
  button(ID.user, '用户编辑', 'system:user:edit'),
  button(ID.user, '删除用户', 'system:user:delete'),
  button(ID.user, '批量删除用户', 'system:user:deleteBatch'),
  button(ID.user, '冻结/解冻用户', 'system:user:frozenBatch'),
  button(ID.user, '手机号禁用', 'user:form:phone', '2'),
  button(ID.role, '角色添加', 'system:role:add'),
  button(ID.role, '角色编辑', 'system:role:edit'),
  button(ID.role, '角色删除', 'system:role:delete'),
  button(ID.role, '角色批量删除', 'system:role:deleteBatch'),
  button(ID.depart, '部门添加', 'system:depart:add'),
  button(ID.depart, '部门编辑', 'system:depart:edit'),
  button(ID.depart, '部门删除', 'system:depart:delete'),
];

/** The Vue 2 menu of JeecgBoot 2.x (and of the Vue 2 script early 3.x still shipped). */
export const VUE2_MENU: PermissionRow[] = [
  menu(ID.home, null, '首页', '/dashboard/analysis', 'dashboard/Analysis', { icon: 'home' }),
  menu(ID.system, null, '系统管理', '/isystem', 'layouts/RouteView', { ...group, icon: 'setting' }),
  menu(ID.user, ID.system, '用户管理', '/isystem/user', 'system/UserList', group),
  menu(ID.role, ID.system, '角色管理', '/isystem/roleUserList', 'system/RoleUserList'),
  menu(ID.depart, ID.system, '部门管理', '/isystem/depart', 'system/DepartList'),
  menu(ID.position, ID.system, '职务管理', '/isystem/position', 'system/SysPositionList'),
  menu(ID.message, null, '消息中心', '/message', 'layouts/RouteView', { ...group, icon: 'message' }),
  menu(ID.myMessage, ID.message, '我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList'),
  button(ID.user, '添加按钮', 'user:add'),
  button(ID.user, '用户编辑', 'user:edit'),
];

/** Every button permission defined, for `allAuth`. */
export const ALL_BUTTONS: PermissionRow[] = [...VUE3_MENU, ...VUE2_MENU].filter((row) => row.menuType === 2);
