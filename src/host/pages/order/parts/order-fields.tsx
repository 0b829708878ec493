import { Link } from 'react-router-dom';
import type { ColumnDef, Row, SearchField } from '../../../list-page';
import { orderDetailsPath } from '../order-paths';

/** Columns and search fields shared by the order lists (orders, purchases, overdue, allocation, risk). */

export { orderDetailsPath };

export const ORDER_NO_COLUMN: ColumnDef = {
  dataIndex: 'orderNo',
  title: '订单号',
  width: 200,
  fixed: 'left',
  render: (value: unknown, row: Row) => <Link to={orderDetailsPath(row.id)}>{String(value ?? '')}</Link>,
};

const column = {
  orderType: { dataIndex: 'orderType', title: '订单类型', width: 100, dictCode: 'order_type' },
  status: { dataIndex: 'status', title: '订单状态', width: 100, dictCode: 'order_status', format: 'tag' },
  shopName: { dataIndex: 'shopName', title: '店铺', width: 160, format: 'ellipsis' },
  channelName: { dataIndex: 'channelName', title: '渠道', width: 120, defaultHidden: true },
  userName: { dataIndex: 'userName', title: '用户姓名', width: 100 },
  userPhone: { dataIndex: 'userPhone', title: '手机号', width: 120 },
  productName: { dataIndex: 'productName', title: '商品', width: 180, format: 'ellipsis' },
  totalAmount: {
    dataIndex: 'totalAmount',
    title: '订单金额',
    width: 110,
    format: 'money',
    align: 'right',
    sorter: true,
  },
  paidAmount: { dataIndex: 'paidAmount', title: '已付金额', width: 110, format: 'money', align: 'right' },
  unpaidAmount: { dataIndex: 'unpaidAmount', title: '待付金额', width: 110, format: 'money', align: 'right' },
  stages: { dataIndex: 'stages', title: '期数', width: 70, align: 'center' },
  overdueFlag: { dataIndex: 'overdueFlag', title: '逾期状态', width: 100, dictCode: 'overdue_status' },
  overdueDays: { dataIndex: 'overdueDays', title: '逾期天数', width: 90, align: 'right', sorter: true },
  overdueAmount: { dataIndex: 'overdueAmount', title: '逾期金额', width: 110, format: 'money', align: 'right' },
  riskStatus: { dataIndex: 'riskStatus', title: '风控状态', width: 100, dictCode: 'risk_status' },
  riskScore: { dataIndex: 'riskScore', title: '风控评分', width: 90, align: 'right', sorter: true },
  allocationUserName: { dataIndex: 'allocationUserName', title: '跟进人', width: 100 },
  remark: { dataIndex: 'remark', title: '备注', width: 160, format: 'ellipsis' },
  createTime: { dataIndex: 'createTime', title: '下单时间', width: 170, sorter: true },
} satisfies Record<string, ColumnDef>;

export const ORDER_COLUMN = column;

/** The columns of the main order list. */
export const ORDER_COLUMNS: readonly ColumnDef[] = [
  ORDER_NO_COLUMN,
  column.orderType,
  column.status,
  column.shopName,
  column.channelName,
  column.userName,
  column.userPhone,
  column.productName,
  column.totalAmount,
  column.paidAmount,
  column.unpaidAmount,
  column.stages,
  column.overdueFlag,
  column.allocationUserName,
  column.remark,
  column.createTime,
];

export const ORDER_SEARCH = {
  orderNo: { field: 'orderNo', label: '订单号' },
  userName: { field: 'userName', label: '用户姓名' },
  userPhone: { field: 'userPhone', label: '手机号' },
  status: { field: 'status', label: '订单状态', type: 'select', dictCode: 'order_status' },
  orderType: { field: 'orderType', label: '订单类型', type: 'select', dictCode: 'order_type' },
  overdueFlag: { field: 'overdueFlag', label: '逾期状态', type: 'select', dictCode: 'overdue_status' },
  productName: { field: 'productName', label: '商品' },
  createTime: { field: 'createTime', label: '下单时间', type: 'dateRange' },
} satisfies Record<string, SearchField>;

export const ORDER_SEARCH_FIELDS: readonly SearchField[] = [
  ORDER_SEARCH.orderNo,
  ORDER_SEARCH.userName,
  ORDER_SEARCH.status,
  ORDER_SEARCH.userPhone,
  ORDER_SEARCH.orderType,
  ORDER_SEARCH.createTime,
];
