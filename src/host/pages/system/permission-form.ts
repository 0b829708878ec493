import type { ReactNode } from 'react';
import type { FieldContext, FormField, Row } from '../../list-page';
import { maxLength } from './form-rules';

/** A node of the 上级菜单 picker. */
export interface TreeOption {
  key: string;
  title: string;
  children?: TreeOption[];
}

/** Menu types (dictionary menu_type): 0 一级菜单, 1 子菜单, 2 按钮权限. */
export const MENU_TOP = 0;
export const MENU_PAGE = 1;
export const MENU_BUTTON = 2;

/**
 * The menu type of a row or of form values (text or number).
 *
 * @example menuTypeOf({ menuType: '2' }) // 2
 */
export function menuTypeOf(row: Row): number {
  return Number(row.menuType ?? MENU_TOP);
}

/**
 * The 上级菜单 choices: every group and page of the tree (buttons hold nothing).
 *
 * @example parentOptions([{ id: 'a', name: '系统管理', menuType: 0, children: [{ id: 'b', name: '新增', menuType: 2 }] }])
 * // [{ key: 'a', title: '系统管理' }]
 */
export function parentOptions(rows: readonly Row[]): TreeOption[] {
  return rows
    .filter((row) => menuTypeOf(row) !== MENU_BUTTON)
    .map((row) => {
      const children = Array.isArray(row.children) ? parentOptions(row.children as Row[]) : [];
      return {
        key: String(row.id),
        title: String(row.name ?? ''),
        ...(children.length ? { children } : {}),
      };
    });
}

const FLAGS = ['route', 'hidden', 'keepAlive', 'alwaysShow', 'hideTab', 'internalOrExternal'] as const;
const FLAG_PAIR = ['1', '0'];

/**
 * A row as form values: the menu type and flags as the text the radio and switches hold.
 *
 * @example menuToForm({ menuType: 1, route: true }) // { menuType: '1', route: '1', ... }
 */
export function menuToForm(row: Row): Row {
  const values: Row = { ...row, menuType: String(menuTypeOf(row)), status: String(row.status ?? '1') };
  for (const flag of FLAGS) values[flag] = row[flag] === true || row[flag] === '1' || row[flag] === 1 ? '1' : '0';
  if (values.permsType === undefined || values.permsType === null) values.permsType = '1';
  return values;
}

const notButton = (values: Row) => menuTypeOf(values) !== MENU_BUTTON;
const isButton = (values: Row) => menuTypeOf(values) === MENU_BUTTON;
const flag = (field: (typeof FLAGS)[number], label: string, defaultValue: string): FormField => ({
  field,
  label,
  type: 'switch',
  props: { options: FLAG_PAIR },
  defaultValue,
  span: 12,
  visible: notButton,
});

/**
 * The add/edit form of a menu entry; which fields show follows the menu type, as in JeecgBoot.
 *
 * @example menuForm((context) => <TreeSelect ... />)
 */
export function menuForm(renderParent: (context: FieldContext) => ReactNode): FormField[] {
  return [
    { field: 'menuType', label: '菜单类型', type: 'radio', dictCode: 'menu_type', defaultValue: '0', required: true },
    { field: 'name', label: '名称', required: true, rules: [maxLength(100)] },
    {
      field: 'parentId',
      label: '上级菜单',
      type: 'custom',
      required: true,
      render: renderParent,
      visible: (values) => menuTypeOf(values) !== MENU_TOP,
    },
    { field: 'url', label: '菜单路径', required: true, rules: [maxLength(255)], visible: notButton },
    {
      field: 'component',
      label: '前端组件',
      placeholder: '如 system/UserList',
      rules: [maxLength(255)],
      visible: notButton,
    },
    {
      field: 'redirect',
      label: '默认跳转地址',
      rules: [maxLength(255)],
      visible: (values) => menuTypeOf(values) === MENU_TOP,
    },
    {
      field: 'perms',
      label: '授权标识',
      placeholder: '如 user:add',
      required: true,
      rules: [maxLength(1000)],
      visible: isButton,
    },
    {
      field: 'permsType',
      label: '授权策略',
      type: 'radio',
      dictCode: 'perms_type',
      defaultValue: '1',
      visible: isButton,
    },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'rule_status', defaultValue: '1', visible: isButton },
    { field: 'icon', label: '菜单图标', placeholder: '如 IconSettings', rules: [maxLength(100)], visible: notButton },
    { field: 'sortNo', label: '排序', type: 'number', defaultValue: 1, props: { precision: 2 } },
    flag('route', '是否路由菜单', '1'),
    flag('hidden', '隐藏路由', '0'),
    flag('keepAlive', '是否缓存路由', '0'),
    flag('alwaysShow', '聚合路由', '0'),
    flag('hideTab', '隐藏Tab', '0'),
    flag('internalOrExternal', '外部打开', '0'),
  ];
}
