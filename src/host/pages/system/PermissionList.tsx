import { useCallback, useEffect, useState } from 'react';
import { showFailure } from '../../app/show-failure';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { DataRuleDrawer } from './parts/DataRuleDrawer';
import { treePickerField } from './parts/TreePickerField';
import { menuForm, menuToForm, menuTypeOf, parentOptions, type TreeOption } from './permission-form';
import { getJson } from './system-api';
import { treeRows } from './tree-rows';

const LIST_URL = '/sys/permission/list';

function configFor(parents: TreeOption[], openRules: (row: Row) => void, reloadParents: () => void): ListPageConfig {
  return {
    title: '菜单',
    url: {
      list: LIST_URL,
      add: '/sys/permission/add',
      edit: '/sys/permission/edit',
      delete: '/sys/permission/delete',
      deleteBatch: '/sys/permission/deleteBatch',
    },
    authPre: 'permission:',
    toPage: treeRows,
    defaultSort: false,
    superQuery: false,
    detail: false,
    columns: [
      { dataIndex: 'name', title: '菜单名称', width: 220 },
      { dataIndex: 'menuType', title: '菜单类型', width: 110, dictCode: 'menu_type' },
      { dataIndex: 'icon', title: '图标', width: 130 },
      { dataIndex: 'component', title: '组件', width: 200, format: 'ellipsis' },
      { dataIndex: 'url', title: '路径', width: 200, format: 'ellipsis' },
      { dataIndex: 'perms', title: '授权标识', width: 180, format: 'ellipsis' },
      { dataIndex: 'sortNo', title: '排序', width: 80, align: 'right' },
    ],
    search: [{ field: 'name', label: '菜单名称', match: 'eq' }],
    form: menuForm(treePickerField(parents, '请选择上级菜单')),
    formWidth: 900,
    toForm: menuToForm,
    afterWrite: reloadParents,
    rowActions: [
      {
        key: 'addChild',
        label: '添加下级',
        auth: 'permission:add',
        visible: (row) => menuTypeOf(row) !== 2,
        onClick: (row, context) => context.openForm('add', { parentId: row.id, menuType: '1' }),
      },
      {
        key: 'rules',
        label: '数据规则',
        visible: (row) => menuTypeOf(row) === 1,
        onClick: openRules,
      },
    ],
  };
}

/**
 * 菜单管理 (platform only): menus, pages and buttons as a tree table, with 添加下级 and each page's
 * 数据规则. A name search answers the matching entries as a flat list (as JeecgBoot).
 */
export default function PermissionList() {
  const [parents, setParents] = useState<TreeOption[]>([]);
  const [rulesOf, setRulesOf] = useState<Row | null>(null);
  const reloadParents = useCallback(() => {
    getJson<Row[]>(LIST_URL)
      .then((tree) => setParents(parentOptions(tree ?? [])))
      .catch(showFailure);
  }, []);
  useEffect(reloadParents, [reloadParents]);
  return (
    <>
      <ListPage config={configFor(parents, setRulesOf, reloadParents)} />
      <DataRuleDrawer permission={rulesOf} onClose={() => setRulesOf(null)} />
    </>
  );
}
