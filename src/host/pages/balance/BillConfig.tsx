import { maxLengthMessage } from '../../../core/validation';
import { defineListPage } from '../../list-page';

/** 分期账单配置: the instalment plans products may offer (stages, interval, down payment, fee). */
export default defineListPage({
  title: '分期账单配置',
  resource: '/sagesBillConfig',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  url: {
    add: '/sagesBillConfig/addSagesBillConfig',
    edit: '/sagesBillConfig/updateStagesBillConfig',
  },
  editMethod: 'post',
  authPre: 'billConfig:',
  defaultSort: { column: 'stages', order: 'asc' },
  columns: [
    { dataIndex: 'configName', title: '方案名称', width: 160 },
    { dataIndex: 'stages', title: '分期期数', width: 100, align: 'right', sorter: true },
    { dataIndex: 'intervalDays', title: '还款间隔（天）', width: 130, align: 'right' },
    { dataIndex: 'firstPayRatio', title: '首付比例', width: 100, align: 'right', render: (v) => `${String(v ?? 0)}%` },
    { dataIndex: 'feeRate', title: '手续费率', width: 100, align: 'right', render: (v) => `${String(v ?? 0)}%` },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status' },
    { dataIndex: 'remark', title: '备注', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'configName', label: '方案名称' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    { field: 'configName', label: '方案名称', required: true, rules: [{ max: 30, message: maxLengthMessage(30) }] },
    { field: 'stages', label: '分期期数', type: 'number', required: true, props: { min: 1, max: 36, precision: 0 } },
    {
      field: 'intervalDays',
      label: '还款间隔（天）',
      type: 'number',
      required: true,
      defaultValue: 30,
      props: { min: 1, max: 365, precision: 0 },
    },
    {
      field: 'firstPayRatio',
      label: '首付比例（%）',
      type: 'number',
      required: true,
      defaultValue: 0,
      props: { min: 0, max: 100, precision: 2 },
    },
    {
      field: 'feeRate',
      label: '手续费率（%）',
      type: 'number',
      required: true,
      defaultValue: 0,
      props: { min: 0, max: 100, precision: 2 },
    },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
  toForm: (row) => ({ ...row, status: String(row.status ?? '1') }),
});
