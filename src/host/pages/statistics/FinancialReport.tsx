import { Card, DatePicker, Space, Spin, Table } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { getAction, unwrap } from '../../../core/http';
import { EChart } from '../../shared/charts/EChart';
import { useRemote } from '../../shared/data/use-remote';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { type DayFigures, dailyOption, periodTotals } from './financial-report';
import { SummaryCards } from './parts/SummaryCards';

const DAILY_URL = '/sys/statistical/findDailySummary';

/** The period asked for: both dates picked, else none (the server's last 30 days). */
function rangeParams(range: readonly string[]): { beginDate?: string; endDate?: string } {
  const [beginDate, endDate] = range;
  return beginDate && endDate ? { beginDate, endDate } : {};
}

/**
 * 财务报表: the daily summary of a period (default the last 30 days) — orders, GMV, repayments,
 * waivers, instalments falling overdue and withdrawals — as totals, a chart and a table.
 */
export default function FinancialReport() {
  const [range, setRange] = useState<string[]>([]);
  const params = rangeParams(range);
  const remote = useRemote([DAILY_URL, params], async (signal) =>
    unwrap(await getAction<DayFigures[]>(DAILY_URL, params, { signal })),
  );
  const days = remote.data ?? [];
  const totals = useMemo(() => periodTotals(days), [days]);
  const option = useMemo(() => dailyOption(days), [days]);

  if (remote.error && !remote.data) {
    return <LoadFailed title="财务报表加载失败" error={remote.error} onRetry={remote.retry} />;
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', padding: 16 }}>
      <Card
        title="财务报表"
        extra={
          <DatePicker.RangePicker
            allowClear
            onChange={(value) => setRange(Array.isArray(value) ? value.map(String) : [])}
            placeholder={['开始日期', '结束日期']}
          />
        }
      >
        {remote.loading && !remote.data ? (
          <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />
        ) : (
          <>
            <SummaryCards
              figures={[
                { title: '订单数', value: totals.orderCount },
                { title: '成交额', value: totals.gmv, prefix: '¥', precision: 2 },
                { title: '还款金额', value: totals.repaidAmount, prefix: '¥', precision: 2 },
                { title: '减免金额', value: totals.waivedAmount, prefix: '¥', precision: 2 },
                { title: '新增逾期', value: totals.newOverdueCount },
                { title: '提现金额', value: totals.withdrawAmount, prefix: '¥', precision: 2 },
              ]}
            />
            <EChart label="每日财务趋势" option={option} height={320} />
          </>
        )}
      </Card>
      <Card title="每日明细">
        <Table
          rowKey="statDate"
          size="small"
          loading={remote.loading}
          data={[...days].reverse()}
          pagination={{ pageSize: 10, showTotal: true }}
          columns={[
            { title: '日期', dataIndex: 'statDate' },
            { title: '订单数', dataIndex: 'orderCount', align: 'right' },
            { title: '成交额', dataIndex: 'gmv', align: 'right' },
            { title: '还款金额', dataIndex: 'repaidAmount', align: 'right' },
            { title: '减免金额', dataIndex: 'waivedAmount', align: 'right' },
            { title: '新增逾期', dataIndex: 'newOverdueCount', align: 'right' },
            { title: '提现金额', dataIndex: 'withdrawAmount', align: 'right' },
          ]}
        />
      </Card>
    </Space>
  );
}
