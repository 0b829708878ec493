import { Button, Card, Descriptions, Empty, Space, Spin, Table, Tag, Timeline } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { money } from '../../../core/format';
import type { Row } from '../../list-page';
import { useOne } from '../../shared/data/use-one';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { ORDER_RESOURCE, type OrderDetail, reloadOrderViews } from './order-api';
import { stagesDetailPath } from './order-paths';
import { type OrderStep, STEP_LABEL } from './order-steps';
import { stepAllowed } from './parts/order-row-actions';
import { StageTable } from './parts/StageTable';
import { useStepDialog } from './parts/use-step-dialog';

const STEPS: readonly OrderStep[] = ['ship', 'receive', 'return', 'remark', 'allocate', 'close'];

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));
const yuan = (value: unknown) => `¥${money(value as number | string | null) || '0'}`;
const dict = (order: Row, key: string) => show(order[`${key}_dictText`] ?? order[key]);

function OrderSections({ order, onStep }: { order: OrderDetail; onStep: (step: OrderStep) => void }) {
  const allowed = STEPS.filter((step) => stepAllowed(step, order));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>订单号 {order.orderNo}</span>
            <Tag color="arcoblue">{dict(order, 'status')}</Tag>
          </Space>
        }
        extra={
          <Space>
            {allowed.map((step) => (
              <Button
                key={step}
                size="small"
                status={step === 'close' ? 'danger' : 'default'}
                onClick={() => onStep(step)}
              >
                {STEP_LABEL[step]}
              </Button>
            ))}
          </Space>
        }
      >
        <Descriptions
          title="订单信息"
          column={3}
          data={[
            { label: '订单类型', value: dict(order, 'orderType') },
            { label: '店铺', value: show(order.shopName) },
            { label: '渠道', value: show(order.channelName) },
            { label: '下单时间', value: show(order.createTime) },
            { label: '支付时间', value: show(order.payTime) },
            { label: '风控状态', value: dict(order, 'riskStatus') },
            { label: '风控评分', value: show(order.riskScore) },
            { label: '跟进人', value: show(order.allocationUserName) },
            { label: '逾期状态', value: dict(order, 'overdueFlag') },
            { label: '备注', value: show(order.remark), span: 3 },
            ...(order.closeReason ? [{ label: '关闭原因', value: show(order.closeReason), span: 3 }] : []),
          ]}
        />
      </Card>
      <Card title="用户信息">
        <Descriptions
          column={3}
          data={[
            { label: '用户姓名', value: show(order.userName) },
            { label: '手机号', value: show(order.userPhone) },
            { label: '收货人', value: show(order.receiverName) },
            { label: '收货电话', value: show(order.receiverPhone) },
            { label: '收货地址', value: show(order.receiverAddress), span: 2 },
          ]}
        />
      </Card>
      <Card title="商品信息">
        <Table
          rowKey="id"
          pagination={false}
          border={false}
          size="small"
          data={[order]}
          columns={[
            { title: '商品', dataIndex: 'productName' },
            { title: '规格', dataIndex: 'specName' },
            { title: '数量', dataIndex: 'quantity', width: 70 },
            { title: '租期（天）', dataIndex: 'rentDays', width: 100, render: show },
            { title: '起止日期', render: (_: unknown, row: Row) => `${show(row.startDate)} ~ ${show(row.endDate)}` },
            { title: '押金', dataIndex: 'deposit', align: 'right', render: yuan },
            { title: '订单金额', dataIndex: 'totalAmount', align: 'right', render: yuan },
            { title: '已付金额', dataIndex: 'paidAmount', align: 'right', render: yuan },
          ]}
        />
      </Card>
      <Card title="物流信息">
        <Descriptions
          column={3}
          data={[
            { label: '物流公司', value: show(order.logisticsCompany) },
            { label: '物流单号', value: show(order.logisticsNo) },
            { label: '发货时间', value: show(order.shipTime) },
            { label: '收货时间', value: show(order.receiveTime) },
            { label: '归还物流单号', value: show(order.returnLogisticsNo) },
            { label: '归还时间', value: show(order.returnTime) },
          ]}
        />
      </Card>
      <Card
        title={`分期账单（${order.stageList.length}期，待还 ${yuan(order.unpaidAmount)}）`}
        extra={order.stageList.length > 0 ? <Link to={stagesDetailPath(order.id)}>分期详情</Link> : null}
      >
        {order.stageList.length > 0 ? (
          <StageTable stages={order.stageList} />
        ) : (
          <Empty description="该订单没有分期账单" />
        )}
      </Card>
      <Card title="订单日志">
        {order.logList.length > 0 ? (
          <Timeline>
            {order.logList.map((log) => (
              <Timeline.Item key={String(log.id)} label={show(log.createTime)}>
                <strong>{show(log.action)}</strong>
                {log.fromStatus_dictText && log.toStatus_dictText && log.fromStatus !== log.toStatus
                  ? `（${String(log.fromStatus_dictText)} → ${String(log.toStatus_dictText)}）`
                  : ''}
                <div>{log.remark ? String(log.remark) : ''}</div>
                <div style={{ color: 'var(--color-text-3)' }}>操作人：{show(log.operator)}</div>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : (
          <Empty description="暂无日志" />
        )}
      </Card>
    </Space>
  );
}

/**
 * The details of order `id`: its goods, instalments and log, with the steps its status allows
 * (发货, 确认收货, 确认归还, 备注, 分配, 关闭订单). Also the notice bell's order detail view.
 *
 * @example <OrderDetailsView id={order.id} />
 */
export function OrderDetailsView({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const remote = useOne<OrderDetail>(ORDER_RESOURCE, id);
  const steps = useStepDialog();

  if (!id) return <Empty style={{ padding: 48 }} description="请从订单列表打开订单详情" />;
  if (remote.error && !remote.record) {
    return <LoadFailed title="订单加载失败" error={remote.error} onRetry={remote.retry} />;
  }
  if (!remote.record) return <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  const order = remote.record;
  return (
    <div style={{ padding: 16 }}>
      <OrderSections
        order={order}
        onStep={(step) => steps.open(order, step, { reload: () => reloadOrderViews(queryClient) })}
      />
      {steps.dialog}
    </div>
  );
}

/** 订单详情 (/order/orderDetailsNew?id=…, parent 订单列表). */
export default function OrderDetailsNew() {
  const [params] = useSearchParams();
  return <OrderDetailsView id={params.get('id') ?? ''} />;
}
