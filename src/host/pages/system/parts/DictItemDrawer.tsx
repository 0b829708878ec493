import { Drawer } from '@arco-design/web-react';
import { ListPage, type ListPageConfig, type Row } from '../../../list-page';
import { maxLength } from '../form-rules';

export interface DictItemDrawerProps {
  /** The dictionary whose items are edited; null keeps the drawer closed. */
  dict: Row | null;
  onClose(): void;
}

const COLOR_RULE = { pattern: /^(#[0-9A-Fa-f]{3,8}|[a-z]{3,20})$/, message: '颜色格式不正确' };

function itemsConfig(dictId: string): ListPageConfig {
  return {
    title: '字典项',
    resource: '/sys/dictItem',
    without: ['exportXls', 'importExcel'],
    authPre: 'dict:',
    listParams: { dictId },
    defaultSort: { column: 'sortOrder', order: 'asc' },
    superQuery: false,
    urlState: false,
    columns: [
      { dataIndex: 'itemText', title: '名称', width: 160 },
      { dataIndex: 'itemValue', title: '数据值', width: 140 },
      { dataIndex: 'itemColor', title: '颜色', width: 100 },
      { dataIndex: 'sortOrder', title: '排序', width: 80, sorter: true },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'valid_status', format: 'tag' },
    ],
    search: [
      { field: 'itemText', label: '名称' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
    ],
    form: [
      { field: 'itemText', label: '名称', required: true, rules: [maxLength(100)] },
      { field: 'itemValue', label: '数据值', required: true, rules: [maxLength(100)] },
      { field: 'itemColor', label: '颜色', rules: [COLOR_RULE], placeholder: '如 #52c41a 或 green' },
      { field: 'description', label: '描述', type: 'textarea', rules: [maxLength(255)] },
      { field: 'sortOrder', label: '排序值', type: 'number', defaultValue: 1, props: { min: 0, precision: 0 } },
      { field: 'status', label: '是否启用', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    ],
    toForm: (row) => ({ ...row, status: row.status === undefined || row.status === null ? '1' : String(row.status) }),
    fromForm: (values, mode) => (mode === 'add' ? { ...values, dictId } : values),
  };
}

/**
 * 字典配置: the items of one dictionary in a drawer, with their own search, add, edit and delete.
 *
 * @example <DictItemDrawer dict={row} onClose={() => setDict(null)} />
 */
export function DictItemDrawer({ dict, onClose }: DictItemDrawerProps) {
  return (
    <Drawer
      title={`字典列表（${String(dict?.dictName ?? '')}）`}
      visible={dict !== null}
      width={900}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {dict && <ListPage config={itemsConfig(String(dict.id))} />}
    </Drawer>
  );
}
