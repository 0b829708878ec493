import { Message } from '@arco-design/web-react';
import { showFailure } from '../../app/show-failure';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { postStep, STEP_URL } from './order-api';
import { canStep } from './order-steps';
import { ORDER_COLUMN, ORDER_NO_COLUMN, ORDER_SEARCH } from './parts/order-fields';
import { orderStepActions } from './parts/order-row-actions';
import { useStepDialog } from './parts/use-step-dialog';

/** Open orders nobody follows yet can be claimed (the server refuses orders another follows). */
function claimable(row: Row): boolean {
  return canStep('allocate', row) && !row.allocationUserId;
}

async function claim(rows: readonly Row[], context: ListPageContext): Promise<void> {
  try {
    Message.success(
      await postStep(STEP_URL.allocate, { orderIds: rows.map((row) => row.id).join(','), type: 'claim' }),
    );
    context.clearSelection();
    await context.reload();
  } catch (error) {
    showFailure(error);
  }
}

/**
 * 订单分配: orders and who follows them; 分配 hands an order to a staff member of its shop or
 * tenant, 认领 (one or the selected orders) makes the user its follower.
 */
export default function AllocationList() {
  const steps = useStepDialog();
  const config: ListPageConfig = {
    title: '订单分配',
    url: { list: '/business/order/list' },
    columns: [
      ORDER_NO_COLUMN,
      ORDER_COLUMN.status,
      ORDER_COLUMN.shopName,
      ORDER_COLUMN.userName,
      ORDER_COLUMN.productName,
      ORDER_COLUMN.totalAmount,
      { ...ORDER_COLUMN.allocationUserName, render: (value) => (value ? String(value) : '未分配') },
      { dataIndex: 'allocationTime', title: '分配时间', width: 170, sorter: true },
      ORDER_COLUMN.createTime,
    ],
    search: [
      ORDER_SEARCH.orderNo,
      ORDER_SEARCH.userName,
      ORDER_SEARCH.status,
      { field: 'allocationUserName', label: '跟进人' },
    ],
    detail: false,
    selection: true,
    toolbar: [
      {
        key: 'claim',
        label: '批量认领',
        auth: 'order:claim',
        type: 'primary',
        needsSelection: true,
        onClick: (context) => claim(context.selectedRows.filter(claimable), context),
      },
    ],
    rowActions: [
      ...orderStepActions(['allocate'], steps.open),
      {
        key: 'claim',
        label: '认领',
        auth: 'order:claim',
        confirm: '确定认领该订单吗？',
        visible: claimable,
        onClick: (row, context) => claim([row], context),
      },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {steps.dialog}
    </>
  );
}
