import { defineListPage } from '../../list-page';

/** 赋能价格配置: what the tenant charges for empowerment services (风控查询, 电子合同...). */
export default defineListPage({
  title: '赋能价格配置',
  resource: '/empowerPriceConfig',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  authPre: 'empowerPrice:',
  columns: [
    { dataIndex: 'serviceName', title: '服务名称', sorter: true },
    { dataIndex: 'serviceType', title: '服务类型', dictCode: 'empower_service_type', width: 110 },
    { dataIndex: 'price', title: '服务价格', format: 'money', width: 100, sorter: true },
    { dataIndex: 'chargeUnit', title: '计费方式', dictCode: 'charge_unit', width: 100 },
    { dataIndex: 'freeQuota', title: '免费额度', width: 100 },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
    { dataIndex: 'remark', title: '备注', format: 'ellipsis' },
  ],
  search: [
    { field: 'serviceName', label: '服务名称' },
    { field: 'serviceType', label: '服务类型', type: 'select', dictCode: 'empower_service_type' },
  ],
  form: [
    { field: 'serviceName', label: '服务名称', required: true, span: 12 },
    {
      field: 'serviceType',
      label: '服务类型',
      type: 'select',
      dictCode: 'empower_service_type',
      required: true,
      span: 12,
    },
    { field: 'price', label: '服务价格', type: 'money', required: true, span: 12 },
    { field: 'chargeUnit', label: '计费方式', type: 'select', dictCode: 'charge_unit', span: 12, defaultValue: '1' },
    { field: 'freeQuota', label: '免费额度', type: 'number', span: 12, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', span: 12, defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
});
