import { useMemo, useState } from 'react';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { submit } from '../../shared/data/desk-api';
import { dictText } from '../../shared/data/form-values';
import { TextPrompt } from '../../shared/ui/TextPrompt';

const TICKET_TYPES = [
  { value: '1', text: '代金券' },
  { value: '2', text: '折扣券' },
  { value: '3', text: '兑换券' },
] as const;

interface Target {
  row: Row;
  context: ListPageContext;
}

function configFor(stop: (target: Target) => void): ListPageConfig {
  return {
    title: '商户票券',
    url: { list: '/sys/merchant/pageMerchantTicket', add: '/sys/merchant/addMerchantTicket' },
    authPre: 'ticket:',
    columns: [
      { dataIndex: 'ticketName', title: '票券名称', width: 200 },
      { dataIndex: 'ticketType', title: '类型', width: 90, render: dictText('ticketType') },
      { dataIndex: 'faceValue', title: '面值/折扣', width: 100, align: 'right' },
      { dataIndex: 'minAmount', title: '使用门槛', width: 100, format: 'money', align: 'right' },
      { dataIndex: 'totalCount', title: '发行数量', width: 90, align: 'right' },
      { dataIndex: 'issuedCount', title: '已领取', width: 80, align: 'right' },
      { dataIndex: 'usedCount', title: '已使用', width: 80, align: 'right' },
      { dataIndex: 'beginDate', title: '开始日期', width: 110 },
      { dataIndex: 'endDate', title: '结束日期', width: 110 },
      { dataIndex: 'status', title: '状态', width: 80, dictCode: 'ticket_status', format: 'tag' },
      { dataIndex: 'stopReason', title: '停用原因', width: 160, format: 'ellipsis', defaultHidden: true },
      { dataIndex: 'createTime', title: '创建时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'ticketName', label: '票券名称' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'ticket_status' },
    ],
    form: [
      { field: 'shopId', label: '店铺', type: 'select', dictCode: 'sys_shop,name,id', required: true, span: 12 },
      { field: 'ticketName', label: '票券名称', required: true, span: 12 },
      { field: 'ticketType', label: '类型', type: 'select', options: TICKET_TYPES, required: true, span: 12 },
      {
        field: 'faceValue',
        label: '面值(元)/折扣(折)',
        type: 'number',
        required: true,
        span: 12,
        props: { min: 0, precision: 2 },
      },
      { field: 'minAmount', label: '使用门槛(元)', type: 'number', span: 12, props: { min: 0, precision: 2 } },
      {
        field: 'totalCount',
        label: '发行数量',
        type: 'number',
        required: true,
        span: 12,
        props: { min: 1, precision: 0 },
      },
      { field: 'beginDate', label: '开始日期', type: 'date', required: true, span: 12 },
      { field: 'endDate', label: '结束日期', type: 'date', required: true, span: 12 },
      { field: 'remark', label: '备注', type: 'textarea' },
    ],
    rowActions: [
      {
        key: 'stop',
        label: '停用',
        auth: 'ticket:stop',
        danger: true,
        visible: (row) => Number(row.status) !== 0,
        onClick: (row, context) => stop({ row, context }),
      },
    ],
  };
}

/** 商户票券: the shops' vouchers, issued (新增票券) and stopped with an optional reason. */
export default function MerchantTicketList() {
  const [target, setTarget] = useState<Target | null>(null);
  const config = useMemo(() => configFor(setTarget), []);

  const stop = async (reason: string) => {
    if (!target) return false;
    const done = await submit('/sys/merchant/stopMerchantTicket', { id: target.row.id, reason });
    if (done) await target.context.reload();
    return done;
  };

  return (
    <>
      <ListPage config={config} />
      {target ? (
        <TextPrompt
          title={`停用票券 · ${String(target.row.ticketName ?? '')}`}
          label="停用原因"
          maxLength={255}
          visible
          onSubmit={stop}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </>
  );
}
