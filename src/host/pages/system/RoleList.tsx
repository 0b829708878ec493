import { useState } from 'react';
import { ListPage, type ListPageConfig } from '../../list-page';
import { type AuthorizeTarget, roleAuthorize } from './authorize-api';
import { CODE_RULE, maxLength } from './form-rules';
import { PermissionDrawer } from './parts/PermissionDrawer';

const BASE_CONFIG: ListPageConfig = {
  title: '角色',
  resource: '/sys/role',
  without: ['exportXls', 'importExcel'],
  authPre: 'role:',
  // 编辑, 授权 and 删除 stay in the row (a detail view would add nothing to the columns).
  detail: false,
  columns: [
    { dataIndex: 'roleName', title: '角色名称', width: 180 },
    { dataIndex: 'roleCode', title: '角色编码', width: 180, sorter: true },
    { dataIndex: 'description', title: '描述', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true },
  ],
  search: [
    { field: 'roleName', label: '角色名称' },
    { field: 'roleCode', label: '角色编码' },
  ],
  form: [
    { field: 'roleName', label: '角色名称', required: true, rules: [maxLength(50)] },
    { field: 'roleCode', label: '角色编码', required: true, readOnlyOnEdit: true, rules: [CODE_RULE, maxLength(50)] },
    { field: 'description', label: '描述', type: 'textarea', rules: [maxLength(255)] },
  ],
};

/**
 * 角色管理: the tenant's roles, with 授权 opening the permission tree (queryTreeList /
 * queryRolePermission / saveRolePermission).
 */
export default function RoleList() {
  const [target, setTarget] = useState<{ title: string; authorize: AuthorizeTarget } | null>(null);
  const config: ListPageConfig = {
    ...BASE_CONFIG,
    rowActions: [
      {
        key: 'authorize',
        label: '授权',
        auth: 'role:authorize',
        onClick: (row) =>
          setTarget({
            title: `角色权限配置（${String(row.roleName ?? '')}）`,
            authorize: roleAuthorize(String(row.id)),
          }),
      },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      <PermissionDrawer
        title={target?.title ?? '角色权限配置'}
        target={target?.authorize ?? null}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
