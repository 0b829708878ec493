import { useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { ORDER_COLUMN, ORDER_NO_COLUMN, ORDER_SEARCH, orderDetailsPath } from './parts/order-fields';
import { orderStepActions } from './parts/order-row-actions';
import { useStepDialog } from './parts/use-step-dialog';

/**
 * 逾期订单: orders with an overdue instalment, most overdue first, with export; 详情 opens the
 * order, 备注 records a collection note.
 */
export default function OverdueOrderList() {
  const navigate = useNavigate();
  const steps = useStepDialog();
  const config: ListPageConfig = {
    title: '逾期订单',
    url: { list: '/business/overdueOrder/list', exportXls: '/business/overdueOrder/exportXls' },
    authPre: 'overdue:',
    defaultSort: { column: 'overdueDays', order: 'desc' },
    columns: [
      ORDER_NO_COLUMN,
      ORDER_COLUMN.orderType,
      ORDER_COLUMN.status,
      ORDER_COLUMN.shopName,
      ORDER_COLUMN.userName,
      ORDER_COLUMN.userPhone,
      ORDER_COLUMN.productName,
      ORDER_COLUMN.overdueDays,
      ORDER_COLUMN.overdueAmount,
      ORDER_COLUMN.unpaidAmount,
      ORDER_COLUMN.allocationUserName,
      ORDER_COLUMN.remark,
      ORDER_COLUMN.createTime,
    ],
    search: [ORDER_SEARCH.orderNo, ORDER_SEARCH.userName, ORDER_SEARCH.userPhone, ORDER_SEARCH.createTime],
    detail: false,
    rowActions: [
      { key: 'detail', label: '详情', onClick: (row) => navigate(orderDetailsPath(row.id)) },
      ...orderStepActions(['remark'], steps.open),
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {steps.dialog}
    </>
  );
}
