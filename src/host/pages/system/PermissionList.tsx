import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { useRemote } from '../../shared/data/use-remote';
import { DataRuleDrawer } from './parts/DataRuleDrawer';
import { treePickerField } from './parts/TreePickerField';
import { menuForm, menuToForm, menuTypeOf, parentOptions, type TreeOption } from './permission-form';
import { showLoadFailure } from './show-load-failure';
import { getJson } from './system-api';
import { treeRows } from './tree-rows';

const LIST_URL = '/sys/permission/list';

function configFor(parents: TreeOption[], openRules: (row: Row) => void, reloadParents: () => void): ListPageConfig {
  return {
    title: '菜单',
    resource: '/sys/permission',
    without: ['queryById', 'exportXls', 'importExcel'],
    url: {
      list: LIST_URL,
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
  const [rulesOf, setRulesOf] = useState<Row | null>(null);
  const queryClient = useQueryClient();
  // The whole menu tree, for the 上级菜单 picker (the table's own list call carries its search).
  const tree = useRemote([LIST_URL], (signal) => showLoadFailure(getJson<Row[]>(LIST_URL, undefined, signal), signal));
  const parents = useMemo(() => parentOptions(tree.data ?? []), [tree.data]);
  const reloadParents = () => void queryClient.invalidateQueries({ queryKey: [LIST_URL] });
  return (
    <>
      <ListPage config={configFor(parents, setRulesOf, reloadParents)} />
      <DataRuleDrawer permission={rulesOf} onClose={() => setRulesOf(null)} />
    </>
  );
}
