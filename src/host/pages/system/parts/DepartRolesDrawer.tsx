import { Drawer } from '@arco-design/web-react';
import { useState } from 'react';
import { ListPage, type ListPageConfig, type Row } from '../../../list-page';
import { type AuthorizeTarget, departRoleAuthorize } from '../authorize-api';
import { CODE_RULE, maxLength } from '../form-rules';
import { PermissionDrawer } from './PermissionDrawer';

export interface DepartRolesDrawerProps {
  /** The department whose roles are managed; null keeps the drawer closed. */
  depart: Row | null;
  onClose(): void;
}

function rolesConfig(departId: string, authorize: (row: Row) => void): ListPageConfig {
  return {
    title: '部门角色',
    resource: '/sys/sysDepartRole',
    without: ['exportXls', 'importExcel'],
    listParams: { deptId: departId },
    superQuery: false,
    urlState: false,
    columns: [
      { dataIndex: 'roleName', title: '部门角色名称', width: 180 },
      { dataIndex: 'roleCode', title: '部门角色编码', width: 180 },
      { dataIndex: 'description', title: '描述', format: 'ellipsis' },
      { dataIndex: 'createTime', title: '创建时间', width: 170 },
    ],
    search: [{ field: 'roleName', label: '部门角色名称' }],
    form: [
      { field: 'roleName', label: '部门角色名称', required: true, rules: [maxLength(100)] },
      { field: 'roleCode', label: '部门角色编码', required: true, rules: [CODE_RULE, maxLength(100)] },
      { field: 'description', label: '描述', type: 'textarea', rules: [maxLength(255)] },
    ],
    fromForm: (values, mode) => (mode === 'add' ? { ...values, departId } : values),
    rowActions: [{ key: 'authorize', label: '授权', auth: 'depart:authorize', onClick: authorize }],
  };
}

/**
 * 部门角色: the roles of one department, each authorised within the department's permissions
 * (queryTreeListForDeptRole / queryDeptRolePermission / saveDeptRolePermission).
 *
 * @example <DepartRolesDrawer depart={row} onClose={() => setDepart(null)} />
 */
export function DepartRolesDrawer({ depart, onClose }: DepartRolesDrawerProps) {
  const [target, setTarget] = useState<{ title: string; authorize: AuthorizeTarget } | null>(null);
  const departId = depart ? String(depart.id) : '';
  return (
    <Drawer
      title={`部门角色（${String(depart?.departName ?? '')}）`}
      visible={depart !== null}
      width={900}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {depart && (
        <ListPage
          config={rolesConfig(departId, (row) =>
            setTarget({
              title: `部门角色权限配置（${String(row.roleName ?? '')}）`,
              authorize: departRoleAuthorize(departId, String(row.id)),
            }),
          )}
        />
      )}
      <PermissionDrawer
        title={target?.title ?? '部门角色权限配置'}
        target={target?.authorize ?? null}
        onClose={() => setTarget(null)}
      />
    </Drawer>
  );
}
