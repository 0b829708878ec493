import { Drawer } from '@arco-design/web-react';
import { ListPage, type ListPageConfig, type Row } from '../../../list-page';
import { maxLength } from '../form-rules';
import { treeRows } from '../tree-rows';

export interface DataRuleDrawerProps {
  /** The menu entry whose data rules are edited; null keeps the drawer closed. */
  permission: Row | null;
  onClose(): void;
}

/** The conditions the server accepts (自定义SQL表达式 never: nothing typed may become SQL). */
const CONDITIONS = [
  { value: '=', text: '等于' },
  { value: '!=', text: '不等于' },
  { value: '>', text: '大于' },
  { value: '>=', text: '大于等于' },
  { value: '<', text: '小于' },
  { value: '<=', text: '小于等于' },
  { value: 'LIKE', text: '模糊' },
  { value: 'LEFT_LIKE', text: '左模糊' },
  { value: 'RIGHT_LIKE', text: '右模糊' },
  { value: 'IN', text: '包含' },
];

const COLUMN_RULE = { pattern: /^[A-Za-z_][A-Za-z0-9_]{0,49}$/, message: '规则字段只能是字母、数字和下划线' };

function rulesConfig(permissionId: string): ListPageConfig {
  return {
    title: '数据规则',
    url: {
      list: '/sys/permission/getPermRuleListByPermId',
      add: '/sys/permission/addPermissionRule',
      edit: '/sys/permission/editPermissionRule',
      delete: '/sys/permission/deletePermissionRule',
    },
    authPre: 'permission:',
    listParams: { permissionId },
    toPage: treeRows,
    defaultSort: false,
    superQuery: false,
    urlState: false,
    selection: false,
    columns: [
      { dataIndex: 'ruleName', title: '规则名称', width: 160 },
      { dataIndex: 'ruleColumn', title: '规则字段', width: 140 },
      { dataIndex: 'ruleConditions', title: '条件规则', width: 110, dictCode: 'rule_conditions' },
      { dataIndex: 'ruleValue', title: '规则值', format: 'ellipsis' },
      { dataIndex: 'status', title: '状态', width: 80, dictCode: 'rule_status', format: 'tag' },
    ],
    form: [
      { field: 'ruleName', label: '规则名称', required: true, rules: [maxLength(50)] },
      { field: 'ruleColumn', label: '规则字段', rules: [COLUMN_RULE] },
      { field: 'ruleConditions', label: '条件规则', type: 'select', options: CONDITIONS, required: true },
      { field: 'ruleValue', label: '规则值', required: true, rules: [maxLength(300)] },
      { field: 'status', label: '状态', type: 'radio', dictCode: 'rule_status', defaultValue: '1' },
    ],
    fromForm: (values, mode) => (mode === 'add' ? { ...values, permissionId } : values),
  };
}

/**
 * 数据规则 of one menu entry (getPermRuleListByPermId, add/edit/deletePermissionRule) in a drawer.
 *
 * @example <DataRuleDrawer permission={row} onClose={() => setPermission(null)} />
 */
export function DataRuleDrawer({ permission, onClose }: DataRuleDrawerProps) {
  return (
    <Drawer
      title={`数据权限规则（${String(permission?.name ?? '')}）`}
      visible={permission !== null}
      width={900}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {permission && <ListPage config={rulesConfig(String(permission.id))} />}
    </Drawer>
  );
}
