import { Card, Descriptions, Empty, Spin } from '@arco-design/web-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { money, sumDecimal } from '../../../core/format';
import type { Row } from '../../list-page';
import { useRemote } from '../../shared/data/use-remote';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { loadStages, reloadOrderViews, STAGES_BY_ORDER_URL } from './order-api';
import { orderDetailsPath, orderIdOf } from './order-paths';
import { StageSettleDialog } from './parts/StageSettleDialog';
import { type SettleKind, StageTable } from './parts/StageTable';

const yuan = (values: readonly unknown[]) => `¥${money(sumDecimal(values as (string | number)[])) || '0'}`;

/**
 * 分期详情 (/order/stagesDetail/:orderId): one order's instalments with their totals, and 还款 /
 * 标记已还 / 减免 on the open ones.
 */
export default function StagesDetail() {
  const orderId = orderIdOf(useLocation().pathname);
  const queryClient = useQueryClient();
  const [settling, setSettling] = useState<{ stage: Row; kind: SettleKind } | null>(null);
  const remote = useRemote([STAGES_BY_ORDER_URL, orderId], (signal) => loadStages(orderId, signal));

  if (remote.error && !remote.data) {
    return <LoadFailed title="分期账单加载失败" error={remote.error} onRetry={remote.retry} />;
  }
  if (!remote.data) return <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  const stages = remote.data;
  const first = stages[0];
  if (!first) return <Empty style={{ padding: 48 }} description="该订单没有分期账单" />;
  return (
    <div style={{ padding: 16 }}>
      <Card
        title={`分期详情 · ${String(first.orderNo ?? '')}`}
        extra={<Link to={orderDetailsPath(orderId)}>订单详情</Link>}
      >
        <Descriptions
          column={4}
          data={[
            { label: '用户姓名', value: String(first.userName ?? '-') },
            { label: '手机号', value: String(first.userPhone ?? '-') },
            { label: '商品', value: String(first.productName ?? '-') },
            { label: '总期数', value: String(first.totalStages ?? stages.length) },
            { label: '应还合计', value: yuan(stages.map((s) => s.amount)) },
            { label: '已还合计', value: yuan(stages.map((s) => s.paidAmount)) },
            { label: '减免合计', value: yuan(stages.map((s) => s.waivedAmount)) },
            { label: '待还合计', value: yuan(stages.map((s) => s.remainingAmount)) },
          ]}
        />
        <StageTable stages={stages} onSettle={(stage, kind) => setSettling({ stage, kind })} />
      </Card>
      <StageSettleDialog
        target={settling}
        onClose={() => setSettling(null)}
        onDone={() => void reloadOrderViews(queryClient)}
      />
    </div>
  );
}
