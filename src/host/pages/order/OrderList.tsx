import { useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { ORDER_COLUMNS, ORDER_SEARCH_FIELDS, orderDetailsPath } from './parts/order-fields';
import { ORDER_FORM, orderDeletable } from './parts/order-form';
import { ORDER_IMPORT_COLUMNS } from './parts/order-import-columns';
import { orderStepActions } from './parts/order-row-actions';
import { useStepDialog } from './parts/use-step-dialog';

/**
 * 订单列表: every order of the caller's scope (tenant, shop or channel), with search, advanced
 * query, export, 补录订单 (add form and Excel import), edit of contact and remark, and delete of
 * orders that never took money; 详情 opens the details page, and the steps (发货, 确认收货, 确认归还, 备注, 分配,
 * 关闭订单) open their dialog when the order's status allows them.
 */
export default function OrderList() {
  const navigate = useNavigate();
  const steps = useStepDialog();
  const config: ListPageConfig = {
    title: '订单列表',
    resource: '/business/order',
    without: ['queryById'],
    authPre: 'order:',
    columns: ORDER_COLUMNS,
    search: ORDER_SEARCH_FIELDS,
    form: ORDER_FORM,
    importColumns: ORDER_IMPORT_COLUMNS,
    canDelete: orderDeletable,
    detail: false,
    rowActions: [
      { key: 'detail', label: '详情', onClick: (row) => navigate(orderDetailsPath(row.id)) },
      ...orderStepActions(['ship', 'receive', 'return', 'remark', 'allocate', 'close'], steps.open),
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {steps.dialog}
    </>
  );
}
