import { defineListPage } from '../../list-page';
import { ORDER_SUMMARY_COLUMNS } from '../../shared/fields/order-columns';

/** 小程序订单: orders placed through the tenant's mini-programs. */
export default defineListPage({
  title: '小程序订单',
  url: { list: '/sys/applet/getUserAppletOrderList' },
  columns: [
    { dataIndex: 'orderNo', title: '订单编号', width: 200 },
    { dataIndex: 'appletName', title: '小程序', width: 140 },
    ...ORDER_SUMMARY_COLUMNS,
    { dataIndex: 'channelName', title: '渠道', width: 180, format: 'ellipsis' },
    { dataIndex: 'createTime', title: '下单时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'orderNo', label: '订单编号' },
    { field: 'status', label: '订单状态', type: 'select', dictCode: 'order_status' },
  ],
});
