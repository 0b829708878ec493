import { useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { ORDER_COLUMN, ORDER_NO_COLUMN, ORDER_SEARCH, orderDetailsPath } from '../order/parts/order-fields';
import { orderStepActions } from '../order/parts/order-row-actions';
import { useStepDialog } from '../order/parts/use-step-dialog';

/** 购买订单列表: purchase orders of the caller's scope, with export, 发货, 确认收货, 备注 and 关闭订单. */
export default function BuyOrderList() {
  const navigate = useNavigate();
  const steps = useStepDialog();
  const config: ListPageConfig = {
    title: '购买订单',
    url: { list: '/business/buyOrder/list', exportXls: '/business/buyOrder/exportXls' },
    authPre: 'buyOrder:',
    columns: [
      ORDER_NO_COLUMN,
      ORDER_COLUMN.status,
      ORDER_COLUMN.shopName,
      ORDER_COLUMN.userName,
      ORDER_COLUMN.userPhone,
      ORDER_COLUMN.productName,
      { dataIndex: 'quantity', title: '数量', width: 70, align: 'center' },
      ORDER_COLUMN.totalAmount,
      ORDER_COLUMN.paidAmount,
      { dataIndex: 'logisticsNo', title: '物流单号', width: 150 },
      ORDER_COLUMN.remark,
      ORDER_COLUMN.createTime,
    ],
    search: [
      ORDER_SEARCH.orderNo,
      ORDER_SEARCH.userName,
      ORDER_SEARCH.status,
      ORDER_SEARCH.userPhone,
      ORDER_SEARCH.createTime,
    ],
    detail: false,
    rowActions: [
      { key: 'detail', label: '详情', onClick: (row) => navigate(orderDetailsPath(row.id)) },
      ...orderStepActions(['ship', 'receive', 'remark', 'close'], steps.open),
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {steps.dialog}
    </>
  );
}
