import { defineListPage } from '../../list-page';

/** 小程序订单: orders placed through the tenant's mini-programs. */
export default defineListPage({
  title: '小程序订单',
  url: { list: '/sys/applet/getUserAppletOrderList' },
  columns: [
    { dataIndex: 'orderNo', title: '订单编号', width: 200 },
    { dataIndex: 'appletName', title: '小程序', width: 140 },
    { dataIndex: 'orderType', title: '订单类型', width: 100, dictCode: 'order_type' },
    { dataIndex: 'status', title: '订单状态', width: 100, dictCode: 'order_status', format: 'tag' },
    { dataIndex: 'userName', title: '下单用户', width: 100 },
    { dataIndex: 'userPhone', title: '手机号', width: 130 },
    { dataIndex: 'productName', title: '商品', width: 220, format: 'ellipsis' },
    { dataIndex: 'totalAmount', title: '订单金额', width: 110, format: 'money', align: 'right', sorter: true },
    { dataIndex: 'channelName', title: '渠道', width: 180, format: 'ellipsis' },
    { dataIndex: 'createTime', title: '下单时间', width: 170, sorter: true },
  ],
  search: [
    { field: 'orderNo', label: '订单编号' },
    { field: 'status', label: '订单状态', type: 'select', dictCode: 'order_status' },
  ],
});
