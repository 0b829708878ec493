import { useMemo, useRef, useState } from 'react';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { RefundAuditModal } from './parts/RefundAuditModal';
import { RefundConfigModal } from './parts/RefundConfigModal';

const PENDING = 0;

/** 会员退款: membership refund requests, their review, and the tenant's refund rules. */
export default function RefundList() {
  const [auditing, setAuditing] = useState<Row | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const list = useRef<ListPageContext | null>(null);

  const config = useMemo<ListPageConfig>(
    () => ({
      title: '会员退款',
      url: { list: '/sys/member/getRefundList' },
      form: false,
      columns: [
        { dataIndex: 'orderNo', title: '会员订单号', width: 200 },
        { dataIndex: 'userNickname', title: '用户昵称', width: 120 },
        { dataIndex: 'userPhone', title: '手机号', width: 130 },
        { dataIndex: 'day', title: '会员类型', dictCode: 'member_day', width: 100 },
        { dataIndex: 'payAmount', title: '支付金额', format: 'money', width: 100 },
        { dataIndex: 'refundAmount', title: '退款金额', format: 'money', width: 100 },
        { dataIndex: 'reason', title: '退款原因', format: 'ellipsis' },
        { dataIndex: 'status', title: '状态', dictCode: 'refund_status', width: 90 },
        { dataIndex: 'auditRemark', title: '审核备注', format: 'ellipsis', defaultHidden: true },
        { dataIndex: 'createTime', title: '申请时间', format: 'datetime', width: 170, sorter: true },
      ],
      search: [
        { field: 'orderNo', label: '会员订单号' },
        { field: 'userPhone', label: '手机号' },
        { field: 'status', label: '状态', type: 'select', dictCode: 'refund_status' },
      ],
      toolbar: [{ key: 'config', label: '退款配置', auth: 'member:refund', onClick: () => setConfiguring(true) }],
      rowActions: [
        {
          key: 'audit',
          label: '审核',
          auth: 'member:refund',
          visible: (row) => Number(row.status) === PENDING,
          onClick: (row, context) => {
            list.current = context;
            setAuditing(row);
          },
        },
      ],
    }),
    [],
  );

  return (
    <>
      <ListPage config={config} />
      <RefundAuditModal
        refund={auditing}
        onClose={() => setAuditing(null)}
        onDone={() => void list.current?.reload()}
      />
      <RefundConfigModal visible={configuring} onClose={() => setConfiguring(false)} />
    </>
  );
}
