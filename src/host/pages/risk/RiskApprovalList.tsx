import { useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { ORDER_COLUMN, ORDER_NO_COLUMN, ORDER_SEARCH, orderDetailsPath } from '../order/parts/order-fields';
import { useReasonDialog } from '../order/parts/ReasonDialog';

/**
 * 风控审批: orders awaiting review (待审 or 人工复核), oldest first; 通过 moves an order to 待发货,
 * 驳回 (with a reason) rejects it.
 */
export default function RiskApprovalList() {
  const navigate = useNavigate();
  const approve = useReasonDialog({
    title: '审批通过',
    url: '/business/risk/approve',
    label: '审核意见',
    field: 'remark',
  });
  const reject = useReasonDialog({
    title: '审批驳回',
    url: '/business/risk/reject',
    label: '拒绝原因',
    field: 'reason',
    required: '请填写拒绝原因',
  });
  const config: ListPageConfig = {
    title: '风控审批',
    url: { list: '/business/risk/list' },
    defaultSort: { column: 'createTime', order: 'asc' },
    columns: [
      ORDER_NO_COLUMN,
      ORDER_COLUMN.orderType,
      ORDER_COLUMN.riskStatus,
      ORDER_COLUMN.riskScore,
      ORDER_COLUMN.shopName,
      ORDER_COLUMN.userName,
      ORDER_COLUMN.userPhone,
      ORDER_COLUMN.productName,
      ORDER_COLUMN.totalAmount,
      ORDER_COLUMN.stages,
      ORDER_COLUMN.createTime,
    ],
    search: [
      ORDER_SEARCH.orderNo,
      ORDER_SEARCH.userName,
      { field: 'riskStatus', label: '风控状态', type: 'select', dictCode: 'risk_status' },
    ],
    detail: false,
    rowActions: [
      { key: 'detail', label: '详情', onClick: (row) => navigate(orderDetailsPath(row.id)) },
      { key: 'approve', label: '通过', auth: 'risk:approve', onClick: approve.open },
      { key: 'reject', label: '驳回', auth: 'risk:reject', danger: true, onClick: reject.open },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {approve.dialog}
      {reject.dialog}
    </>
  );
}
