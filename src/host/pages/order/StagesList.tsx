import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { stagesDetailPath } from './order-paths';
import { StageSettleDialog } from './parts/StageSettleDialog';
import { isOpenStage, mayWaive, type SettleKind } from './parts/StageTable';

const detailPath = (row: Row) => stagesDetailPath(row.orderId);

/**
 * 分期账单: every instalment of the caller's scope, due date first, with search, export, and 还款 /
 * 标记已还 / 减免 on the open ones; the order number opens the order's 分期详情.
 */
export default function StagesList() {
  const navigate = useNavigate();
  const [settling, setSettling] = useState<{ stage: Row; kind: SettleKind } | null>(null);
  const context = useRef<ListPageContext | null>(null);
  const settle = (kind: SettleKind) => (row: Row, ctx: ListPageContext) => {
    context.current = ctx;
    setSettling({ stage: row, kind });
  };

  const config: ListPageConfig = {
    title: '分期账单',
    url: { list: '/business/orderStage/list', exportXls: '/business/orderStage/exportXls' },
    authPre: 'stages:',
    defaultSort: { column: 'dueDate', order: 'asc' },
    columns: [
      {
        dataIndex: 'orderNo',
        title: '订单号',
        width: 200,
        fixed: 'left',
        render: (value, row) => <Link to={detailPath(row)}>{String(value ?? '')}</Link>,
      },
      { dataIndex: 'orderType', title: '订单类型', width: 100, dictCode: 'order_type' },
      { dataIndex: 'userName', title: '用户姓名', width: 100 },
      { dataIndex: 'userPhone', title: '手机号', width: 120 },
      { dataIndex: 'productName', title: '商品', width: 180, format: 'ellipsis' },
      {
        dataIndex: 'stageNo',
        title: '期数',
        width: 80,
        render: (v, row) => `${String(v)}/${String(row.totalStages ?? '-')}`,
      },
      { dataIndex: 'dueDate', title: '应还日期', width: 110, sorter: true },
      { dataIndex: 'amount', title: '应还金额', width: 100, format: 'money', align: 'right', sorter: true },
      { dataIndex: 'paidAmount', title: '已还金额', width: 100, format: 'money', align: 'right' },
      { dataIndex: 'waivedAmount', title: '减免金额', width: 100, format: 'money', align: 'right' },
      { dataIndex: 'remainingAmount', title: '待还金额', width: 100, format: 'money', align: 'right' },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'stage_status' },
      { dataIndex: 'overdueDays', title: '逾期天数', width: 90, align: 'right', sorter: true },
      { dataIndex: 'paidTime', title: '还款时间', width: 170 },
    ],
    search: [
      { field: 'orderNo', label: '订单号' },
      { field: 'userName', label: '用户姓名' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'stage_status' },
      { field: 'userPhone', label: '手机号' },
      { field: 'dueDate', label: '应还日期', type: 'dateRange' },
    ],
    detail: false,
    rowActions: [
      { key: 'detail', label: '分期详情', onClick: (row) => navigate(detailPath(row)) },
      { key: 'repay', label: '还款', visible: isOpenStage, onClick: settle('repay') },
      { key: 'markPaid', label: '标记已还', visible: isOpenStage, onClick: settle('markPaid') },
      { key: 'waive', label: '减免', visible: (row) => isOpenStage(row) && mayWaive(), onClick: settle('waive') },
    ],
  };

  return (
    <>
      <ListPage config={config} />
      <StageSettleDialog
        target={settling}
        onClose={() => setSettling(null)}
        onDone={() => void context.current?.reload()}
      />
    </>
  );
}
