import type { ColumnDef } from '../../list-page';

/** An order's type, status, buyer, phone, product and amount, as the applet and channel order lists show them. */
export const ORDER_SUMMARY_COLUMNS: readonly ColumnDef[] = [
  { dataIndex: 'orderType', title: '订单类型', width: 100, dictCode: 'order_type' },
  { dataIndex: 'status', title: '订单状态', width: 100, dictCode: 'order_status', format: 'tag' },
  { dataIndex: 'userName', title: '下单用户', width: 100 },
  { dataIndex: 'userPhone', title: '手机号', width: 130 },
  { dataIndex: 'productName', title: '商品', width: 220, format: 'ellipsis' },
  { dataIndex: 'totalAmount', title: '订单金额', width: 110, format: 'money', align: 'right', sorter: true },
];
