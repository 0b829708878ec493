import { BizError } from '../../http/envelope';
import type { PermissionRow } from './permission-rows';

/** Columns of sys_permission an add/edit may set (code constants: the keys of the map below). */
export type PermissionValues = Partial<
  Pick<
    PermissionRow,
    | 'parent_id'
    | 'name'
    | 'url'
    | 'component'
    | 'component_name'
    | 'redirect'
    | 'menu_type'
    | 'perms'
    | 'perms_type'
    | 'always_show'
    | 'icon'
    | 'is_route'
    | 'keep_alive'
    | 'hidden'
    | 'hide_tab'
    | 'description'
    | 'status'
    | 'rule_flag'
    | 'internal_or_external'
    | 'is_leaf'
  > & { sort_no: number }
>;

const TEXT_FIELDS = {
  name: ['name', 100],
  url: ['url', 255],
  component: ['component', 255],
  componentName: ['component_name', 100],
  redirect: ['redirect', 255],
  perms: ['perms', 1000],
  icon: ['icon', 100],
  description: ['description', 255],
} as const;

const BOOLEAN_FIELDS = {
  alwaysShow: 'always_show',
  route: 'is_route',
  keepAlive: 'keep_alive',
  hidden: 'hidden',
  hideTab: 'hide_tab',
  internalOrExternal: 'internal_or_external',
} as const;

/** A route path or an http(s) address: nothing a browser would run (`javascript:`) or resolve elsewhere. */
const URL_RULE = /^(\/[\w\-./:@]*|https?:\/\/[^\s<>"']+)$/;
/** A page key like 'system/UserList': relative, no '..' segments. */
const COMPONENT_RULE = /^(?!.*\.\.)[\w-]+(\/[\w\-.]+)*$/;
const PERMS_RULE = /^[\w:\-.]+(,[\w:\-.]+)*$/;

function flag(value: unknown, field: string): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === null) return false;
  throw new BizError(`参数 ${field} 格式不正确`);
}

function text(value: unknown, max: number, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw new BizError(`参数 ${field} 格式不正确`);
  const trimmed = String(value).trim();
  if (trimmed.length > max) throw new BizError('输入内容过长');
  return trimmed === '' ? null : trimmed;
}

/**
 * The columns a permission add/edit body sets, checked: only known fields, typed, with route paths
 * and button codes in safe shapes. Fields absent from the body are absent from the result.
 *
 * @example permissionValues({ name: '用户管理', menuType: 1, url: '/system/user' })
 */
export function permissionValues(body: Record<string, unknown>): PermissionValues {
  const values: Record<string, unknown> = {};
  for (const [field, [column, max]] of Object.entries(TEXT_FIELDS)) {
    if (Object.hasOwn(body, field)) values[column] = text(body[field], max, field);
  }
  for (const [field, column] of Object.entries(BOOLEAN_FIELDS)) {
    if (Object.hasOwn(body, field)) values[column] = flag(body[field], field);
  }
  if (Object.hasOwn(body, 'parentId')) values.parent_id = text(body.parentId, 32, 'parentId');
  if (Object.hasOwn(body, 'menuType')) {
    const menuType = Number(body.menuType);
    if (![0, 1, 2].includes(menuType) || body.menuType === '' || body.menuType === null) {
      throw new BizError('菜单类型不正确');
    }
    values.menu_type = menuType;
  }
  if (Object.hasOwn(body, 'sortNo') && body.sortNo !== null && body.sortNo !== '') {
    const sortNo = Number(body.sortNo);
    if (!Number.isFinite(sortNo) || Math.abs(sortNo) >= 1e6) throw new BizError('参数 sortNo 格式不正确');
    values.sort_no = sortNo;
  }
  if (Object.hasOwn(body, 'permsType')) {
    const permsType = String(body.permsType ?? '1');
    if (permsType !== '1' && permsType !== '2') throw new BizError('参数 permsType 格式不正确');
    values.perms_type = permsType;
  }
  if (Object.hasOwn(body, 'status')) {
    const status = String(body.status ?? '1');
    if (status !== '1' && status !== '0') throw new BizError('参数 status 格式不正确');
    values.status = status;
  }
  if (Object.hasOwn(body, 'ruleFlag')) values.rule_flag = flag(body.ruleFlag, 'ruleFlag') ? 1 : 0;
  if (typeof values.url === 'string' && !URL_RULE.test(values.url)) throw new BizError('菜单路径格式不正确');
  if (typeof values.redirect === 'string' && !URL_RULE.test(values.redirect))
    throw new BizError('默认跳转地址格式不正确');
  if (typeof values.component === 'string' && !COMPONENT_RULE.test(values.component)) {
    throw new BizError('前端组件格式不正确');
  }
  if (typeof values.component_name === 'string' && !COMPONENT_RULE.test(values.component_name)) {
    throw new BizError('组件名称格式不正确');
  }
  if (typeof values.perms === 'string' && !PERMS_RULE.test(values.perms)) throw new BizError('授权标识格式不正确');
  return values as PermissionValues;
}

/**
 * The merged row (existing + changes) must be a consistent menu entry or button.
 *
 * @example checkPermissionShape({ name: '按钮', menu_type: 2, parent_id: 'p' }) // throws 按钮的授权标识不能为空
 */
export function checkPermissionShape(
  merged: Partial<Pick<PermissionRow, 'name' | 'menu_type' | 'parent_id' | 'perms' | 'url'>>,
): void {
  if (!merged.name) throw new BizError('菜单名称不能为空');
  if (merged.menu_type === undefined) throw new BizError('菜单类型不正确');
  if (merged.menu_type !== 0 && !merged.parent_id) throw new BizError('请选择上级菜单');
  if (merged.menu_type === 2 && !merged.perms) throw new BizError('按钮的授权标识不能为空');
  if (merged.menu_type !== 2 && !merged.url) throw new BizError('菜单路径不能为空');
}
