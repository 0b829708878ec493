import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { useRemote } from '../../shared/data/use-remote';
import { type AuthorizeTarget, departAuthorize } from './authorize-api';
import { maxLength } from './form-rules';
import { DepartRolesDrawer } from './parts/DepartRolesDrawer';
import { PermissionDrawer } from './parts/PermissionDrawer';
import { treePickerField } from './parts/TreePickerField';
import type { TreeOption } from './permission-form';
import { showLoadFailure } from './show-load-failure';
import { getJson } from './system-api';
import { treeOptions, treeRows } from './tree-rows';

const TREE_URL = '/sys/sysDepart/queryTreeList';
const MOBILE_RULE = { pattern: /^[0-9\-+ ]{0,30}$/, message: '请输入正确的电话号码' };

interface Panels {
  openRoles: (row: Row) => void;
  openPermission: (row: Row) => void;
  reloadParents: () => void;
}

function configFor(parents: TreeOption[], panels: Panels): ListPageConfig {
  return {
    title: '部门',
    resource: '/sys/sysDepart',
    without: ['exportXls', 'importExcel'],
    url: {
      list: TREE_URL,
    },
    authPre: 'depart:',
    toPage: treeRows,
    defaultSort: false,
    superQuery: false,
    columns: [
      { dataIndex: 'departName', title: '部门名称', width: 240 },
      { dataIndex: 'orgCode', title: '机构编码', width: 140 },
      { dataIndex: 'orgCategory', title: '机构类型', width: 100, dictCode: 'org_category' },
      { dataIndex: 'mobile', title: '电话', width: 140 },
      { dataIndex: 'address', title: '地址', format: 'ellipsis' },
      { dataIndex: 'departOrder', title: '排序', width: 80, align: 'right' },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'depart_status', format: 'tag' },
    ],
    form: [
      { field: 'departName', label: '机构名称', required: true, rules: [maxLength(100)] },
      {
        field: 'parentId',
        label: '上级部门',
        type: 'custom',
        render: treePickerField(parents, '无上级部门（顶级）'),
      },
      { field: 'orgCategory', label: '机构类型', type: 'radio', dictCode: 'org_category', span: 12 },
      { field: 'status', label: '状态', type: 'radio', dictCode: 'depart_status', defaultValue: '1', span: 12 },
      { field: 'departOrder', label: '排序', type: 'number', defaultValue: 0, props: { precision: 0 }, span: 12 },
      { field: 'mobile', label: '电话', rules: [MOBILE_RULE], span: 12 },
      { field: 'fax', label: '传真', rules: [maxLength(32)], span: 12 },
      { field: 'departNameAbbr', label: '简称', rules: [maxLength(100)], span: 12 },
      { field: 'address', label: '地址', rules: [maxLength(100)] },
      { field: 'memo', label: '备注', type: 'textarea', rules: [maxLength(500)] },
    ],
    formWidth: 800,
    afterWrite: panels.reloadParents,
    rowActions: [
      {
        key: 'addChild',
        label: '添加下级',
        auth: 'depart:add',
        onClick: (row, context) => context.openForm('add', { parentId: row.id }),
      },
      { key: 'permission', label: '部门权限', auth: 'depart:authorize', onClick: panels.openPermission },
      { key: 'roles', label: '部门角色', onClick: panels.openRoles },
    ],
  };
}

/**
 * 部门管理: the tenant's departments as a tree table (a shop user: their shop's), with 添加下级,
 * 部门权限 (the department's permission ceiling) and 部门角色 (roles within the department).
 */
export default function DepartList() {
  const [rolesOf, setRolesOf] = useState<Row | null>(null);
  const [permission, setPermission] = useState<{ title: string; authorize: AuthorizeTarget } | null>(null);
  const queryClient = useQueryClient();
  // The whole tree, for the 上级部门 picker (the table's own list call carries its query).
  const tree = useRemote([TREE_URL], (signal) => showLoadFailure(getJson<Row[]>(TREE_URL, undefined, signal), signal));
  const parents = useMemo(() => treeOptions(tree.data ?? [], 'departName'), [tree.data]);
  const reloadParents = () => void queryClient.invalidateQueries({ queryKey: [TREE_URL] });

  const config = configFor(parents, {
    reloadParents,
    openRoles: setRolesOf,
    openPermission: (row) =>
      setPermission({
        title: `部门权限配置（${String(row.departName ?? '')}）`,
        authorize: departAuthorize(String(row.id)),
      }),
  });
  return (
    <>
      <ListPage config={config} />
      <PermissionDrawer
        title={permission?.title ?? '部门权限配置'}
        target={permission?.authorize ?? null}
        onClose={() => setPermission(null)}
      />
      <DepartRolesDrawer depart={rolesOf} onClose={() => setRolesOf(null)} />
    </>
  );
}
