import { maxLengthMessage } from '../../../core/validation';
import { defineListPage } from '../../list-page';

/** 充值配置: the recharge tiers customers choose from (amount and the gift that comes with it). */
export default defineListPage({
  title: '充值配置',
  resource: '/business/rechargeConfig',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  authPre: 'rechargeConfig:',
  defaultSort: { column: 'sort', order: 'asc' },
  columns: [
    { dataIndex: 'configName', title: '档位名称', width: 160 },
    { dataIndex: 'amount', title: '充值金额', width: 120, format: 'money', align: 'right', sorter: true },
    { dataIndex: 'giftAmount', title: '赠送金额', width: 120, format: 'money', align: 'right' },
    { dataIndex: 'sort', title: '排序', width: 80, sorter: true },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status' },
    { dataIndex: 'remark', title: '备注', format: 'ellipsis' },
  ],
  search: [{ field: 'configName', label: '档位名称' }],
  form: [
    { field: 'configName', label: '档位名称', required: true, rules: [{ max: 30, message: maxLengthMessage(30) }] },
    { field: 'amount', label: '充值金额', type: 'money', required: true },
    { field: 'giftAmount', label: '赠送金额', type: 'money', defaultValue: 0 },
    { field: 'sort', label: '排序', type: 'number', defaultValue: 0, props: { min: 0, max: 999, precision: 0 } },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
  toForm: (row) => ({ ...row, status: String(row.status ?? '1') }),
});
