import { defineListPage } from '../../list-page';

/** 资金流水: a shop's signed money movements (income, withdrawals, refunds, fees), with export. */
export default defineListPage({
  title: '资金流水',
  url: { list: '/shopFundFlow/list', exportXls: '/shopFundFlow/exportXls' },
  authPre: 'fundFlow:',
  columns: [
    { dataIndex: 'flowNo', title: '流水号', width: 200 },
    { dataIndex: 'flowType', title: '类型', width: 110, dictCode: 'fund_flow_type' },
    {
      dataIndex: 'amount',
      title: '金额',
      width: 120,
      align: 'right',
      sorter: true,
      render: (value) => {
        const amount = Number(value ?? 0);
        return (
          <span style={{ color: amount < 0 ? 'rgb(var(--red-6))' : 'rgb(var(--green-6))' }}>
            {amount > 0 ? `+${amount.toFixed(2)}` : amount.toFixed(2)}
          </span>
        );
      },
    },
    { dataIndex: 'balanceAfter', title: '变动后余额', width: 120, format: 'money', align: 'right' },
    { dataIndex: 'orderNo', title: '订单号', width: 200 },
    { dataIndex: 'unfreezeTime', title: '解冻时间', width: 170 },
    { dataIndex: 'remark', title: '说明', format: 'ellipsis' },
    { dataIndex: 'createTime', title: '时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'flowNo', label: '流水号' },
    { field: 'flowType', label: '类型', type: 'select', dictCode: 'fund_flow_type' },
    { field: 'orderNo', label: '订单号' },
    { field: 'createTime', label: '时间', type: 'dateRange' },
  ],
});
