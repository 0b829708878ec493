import { maxLengthMessage } from '../../../core/validation';
import { defineListPage } from '../../list-page';
import { BY_RATIO, commissionFields } from '../../shared/fields/commission-fields';

/** 订单佣金配置: commission per order type, by ratio or a fixed amount, above a minimum order amount. */
export default defineListPage({
  title: '订单佣金配置',
  resource: '/orderCommissionConfig',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  editMethod: 'post',
  authPre: 'orderCommission:',
  columns: [
    { dataIndex: 'configName', title: '配置名称', width: 160 },
    { dataIndex: 'orderType', title: '订单类型', width: 100, dictCode: 'order_type' },
    { dataIndex: 'commissionType', title: '佣金方式', width: 100, dictCode: 'commission_type' },
    {
      dataIndex: 'commissionRatio',
      title: '佣金',
      width: 120,
      render: (value, row) =>
        String(row.commissionType) === BY_RATIO ? `${String(value ?? 0)}%` : `¥${String(row.commissionAmount ?? 0)}`,
    },
    { dataIndex: 'minOrderAmount', title: '最低订单金额', width: 120, format: 'money', align: 'right' },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status' },
    { dataIndex: 'remark', title: '备注', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'configName', label: '配置名称' },
    { field: 'orderType', label: '订单类型', type: 'select', dictCode: 'order_type' },
  ],
  form: [
    { field: 'configName', label: '配置名称', required: true, rules: [{ max: 30, message: maxLengthMessage(30) }] },
    { field: 'orderType', label: '订单类型', type: 'radio', dictCode: 'order_type', required: true },
    ...commissionFields([
      {
        field: 'commissionRatio',
        label: '佣金比例（%）',
        type: 'number',
        required: true,
        props: { min: 0, max: 100, precision: 2 },
      },
    ]),
    { field: 'minOrderAmount', label: '最低订单金额', type: 'money' },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
  toForm: (row) => ({
    ...row,
    orderType: String(row.orderType ?? ''),
    commissionType: String(row.commissionType ?? BY_RATIO),
    status: String(row.status ?? '1'),
  }),
});
