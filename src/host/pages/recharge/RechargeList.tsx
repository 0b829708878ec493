import { defineListPage } from '../../list-page';

/** 充值记录: customers' recharges of the caller's scope, with export. */
export default defineListPage({
  title: '充值记录',
  url: { list: '/business/recharge/list', exportXls: '/business/recharge/exportXls' },
  authPre: 'recharge:',
  columns: [
    { dataIndex: 'rechargeNo', title: '充值单号', width: 200 },
    { dataIndex: 'userName', title: '用户姓名', width: 100 },
    { dataIndex: 'userPhone', title: '手机号', width: 120 },
    { dataIndex: 'amount', title: '充值金额', width: 110, format: 'money', align: 'right', sorter: true },
    { dataIndex: 'giftAmount', title: '赠送金额', width: 110, format: 'money', align: 'right' },
    { dataIndex: 'payType', title: '支付方式', width: 100, dictCode: 'pay_type' },
    { dataIndex: 'status', title: '状态', width: 100, dictCode: 'recharge_status' },
    { dataIndex: 'payTime', title: '支付时间', width: 170 },
    { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'rechargeNo', label: '充值单号' },
    { field: 'userName', label: '用户姓名' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'recharge_status' },
    { field: 'createTime', label: '创建时间', type: 'dateRange' },
  ],
});
