import { useMemo, useState } from 'react';
import { ListPage, type ListPageConfig, type ListPageContext, type Row } from '../../list-page';
import { submit } from '../../shared/data/desk-api';
import { dictText } from '../../shared/data/form-values';
import { TextPrompt } from '../../shared/ui/TextPrompt';

/** bus_complaint.status: 0 待处理, 1 处理中, 2 已处理, 3 已关闭. */
const NEW = 0;
const HANDLING = 1;
const CLOSED = 3;

type Step = 'reply' | 'close';

interface Target {
  step: Step;
  row: Row;
  context: ListPageContext;
}

const STEPS: Record<Step, { title: string; label: string; url: string; field: string; max: number }> = {
  reply: { title: '回复投诉', label: '回复内容', url: '/sys/serviceCenter/complaint/reply', field: 'reply', max: 1000 },
  close: { title: '关闭投诉', label: '关闭原因', url: '/sys/serviceCenter/complaint/close', field: 'reason', max: 255 },
};

const status = (row: Row) => Number(row.status);

function configFor(open: (target: Target) => void): ListPageConfig {
  return {
    title: '投诉',
    url: { list: '/sys/serviceCenter/complaint/list', queryById: '/sys/serviceCenter/complaint/queryById' },
    columns: [
      { dataIndex: 'title', title: '投诉标题', width: 220, format: 'ellipsis' },
      { dataIndex: 'complaintType', title: '投诉类型', width: 110, render: dictText('complaintType') },
      { dataIndex: 'status', title: '状态', width: 90, dictCode: 'complaint_status', format: 'tag' },
      { dataIndex: 'orderNo', title: '订单编号', width: 200 },
      { dataIndex: 'userName', title: '投诉人', width: 100 },
      { dataIndex: 'userPhone', title: '联系电话', width: 130 },
      { dataIndex: 'content', title: '投诉内容', width: 260, format: 'ellipsis' },
      { dataIndex: 'reply', title: '回复', width: 220, format: 'ellipsis' },
      { dataIndex: 'replyTime', title: '回复时间', width: 170, defaultHidden: true },
      { dataIndex: 'closeReason', title: '关闭原因', width: 180, format: 'ellipsis', defaultHidden: true },
      { dataIndex: 'createTime', title: '投诉时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'title', label: '投诉标题' },
      { field: 'orderNo', label: '订单编号' },
      { field: 'status', label: '状态', type: 'select', dictCode: 'complaint_status' },
    ],
    rowActions: [
      {
        key: 'accept',
        label: '受理',
        auth: 'complaint:handle',
        confirm: '确定受理该投诉吗?',
        visible: (row) => status(row) === NEW,
        request: { method: 'post', url: '/sys/serviceCenter/complaint/accept' },
      },
      {
        key: 'reply',
        label: '回复',
        auth: 'complaint:handle',
        visible: (row) => status(row) === NEW || status(row) === HANDLING,
        onClick: (row, context) => open({ step: 'reply', row, context }),
      },
      {
        key: 'close',
        label: '关闭',
        auth: 'complaint:handle',
        danger: true,
        visible: (row) => status(row) !== CLOSED,
        onClick: (row, context) => open({ step: 'close', row, context }),
      },
    ],
  };
}

/** 投诉管理: customers' complaints in scope, accepted, answered (which settles them) or closed. */
export default function ComplaintList() {
  const [target, setTarget] = useState<Target | null>(null);
  const config = useMemo(() => configFor(setTarget), []);
  const step = target ? STEPS[target.step] : null;

  const send = async (text: string) => {
    if (!target || !step) return false;
    const done = await submit(step.url, { id: target.row.id, [step.field]: text });
    if (done) await target.context.reload();
    return done;
  };

  return (
    <>
      <ListPage config={config} />
      {target && step ? (
        <TextPrompt
          title={`${step.title} · ${String(target.row.title ?? '')}`}
          label={step.label}
          required
          maxLength={step.max}
          visible
          onSubmit={send}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </>
  );
}
