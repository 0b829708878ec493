import { defineListPage } from '../../list-page';
import { ORDER_SUMMARY_COLUMNS } from '../../shared/fields/order-columns';

/** 渠道订单: orders brought in by channels (a channel partner: their channel's, phones masked). */
export default defineListPage({
  title: '渠道订单',
  url: { list: '/sys/channel/findChannelOrderList' },
  columns: [
    { dataIndex: 'orderNo', title: '订单编号', width: 200 },
    { dataIndex: 'channelName', title: '渠道', width: 190, format: 'ellipsis' },
    ...ORDER_SUMMARY_COLUMNS,
    { dataIndex: 'paidAmount', title: '已付金额', width: 110, format: 'money', align: 'right' },
    { dataIndex: 'createTime', title: '下单时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'orderNo', label: '订单编号' },
    { field: 'status', label: '订单状态', type: 'select', dictCode: 'order_status' },
    { field: 'orderType', label: '订单类型', type: 'select', dictCode: 'order_type' },
    { field: 'createTime', label: '下单时间', type: 'dateRange' },
  ],
});
