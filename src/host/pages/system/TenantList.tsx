import { defineListPage } from '../../list-page';
import { maxLength } from './form-rules';

/** 租户管理 (platform only): the tenants, their model (租赁/商城), status and validity. */
export default defineListPage({
  title: '租户',
  resource: '/sys/tenant',
  without: ['exportXls', 'importExcel'],
  authPre: 'tenant:',
  columns: [
    { dataIndex: 'id', title: '租户编号', width: 110, sorter: true },
    { dataIndex: 'name', title: '租户名称', width: 200 },
    { dataIndex: 'tenantModel', title: '租户模式', width: 110, dictCode: 'tenant_model' },
    { dataIndex: 'status', title: '状态', width: 90, dictCode: 'tenant_status', format: 'tag' },
    { dataIndex: 'beginDate', title: '开始时间', width: 180, format: 'datetime' },
    { dataIndex: 'endDate', title: '结束时间', width: 180, format: 'datetime' },
    { dataIndex: 'domainName', title: '域名', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 180, sorter: true, defaultHidden: true },
  ],
  search: [
    { field: 'name', label: '租户名称' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'tenant_status' },
  ],
  form: [
    {
      field: 'id',
      label: '租户编号',
      type: 'number',
      only: 'add',
      help: '留空时自动编号',
      props: { min: 1, precision: 0 },
    },
    { field: 'name', label: '租户名称', required: true, rules: [maxLength(100)] },
    { field: 'tenantModel', label: '租户模式', type: 'radio', dictCode: 'tenant_model', defaultValue: 1 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'tenant_status', defaultValue: 1 },
    { field: 'beginDate', label: '开始时间', type: 'datetime', span: 12 },
    { field: 'endDate', label: '结束时间', type: 'datetime', span: 12 },
    { field: 'domainName', label: '域名', rules: [maxLength(100)] },
    { field: 'loginImg', label: '登录背景图', type: 'image' },
  ],
  defaultSort: { column: 'id', order: 'asc' },
});
