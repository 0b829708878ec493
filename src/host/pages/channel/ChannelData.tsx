import { Card, Grid, Radio, Select, Space, Statistic, Table } from '@arco-design/web-react';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { money } from '../../../core/format';
import { getAction, unwrap } from '../../../core/http';
import { isChannelPartner } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import { chartPalette } from '../../shared/charts/chart-options';
import { EChart } from '../../shared/charts/EChart';
import { PERIOD_OPTIONS, type PeriodDays, periodParams } from '../../shared/data/period';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';

interface DayFigures {
  date: string;
  orderCount: number;
  orderAmount: number;
  paidAmount: number;
  buyerCount: number;
  newUserCount: number;
}

interface DayPage {
  records: DayFigures[];
  summary: { orderCount: number; orderAmount: number; paidAmount: number; newUserCount: number };
}

interface ChannelOption {
  id: string;
  name: string;
}

function trend(days: readonly DayFigures[]): EChartsCoreOption {
  const ordered = [...days].reverse();
  return {
    color: [...chartPalette()],
    tooltip: { trigger: 'axis' },
    legend: { data: ['订单数', '新增用户', '订单金额'], top: 0 },
    grid: { left: 48, right: 64, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: ordered.map((day) => day.date.slice(5)) },
    yAxis: [
      { type: 'value', name: '数量', minInterval: 1 },
      { type: 'value', name: '金额(元)', splitLine: { show: false } },
    ],
    series: [
      { name: '订单数', type: 'bar', barMaxWidth: 16, data: ordered.map((day) => day.orderCount) },
      { name: '新增用户', type: 'bar', barMaxWidth: 16, data: ordered.map((day) => day.newUserCount) },
      { name: '订单金额', type: 'line', yAxisIndex: 1, smooth: true, data: ordered.map((day) => day.orderAmount) },
    ],
  };
}

const COLUMNS = [
  { title: '日期', dataIndex: 'date', width: 120 },
  { title: '订单数', dataIndex: 'orderCount', align: 'right' as const },
  { title: '订单金额', dataIndex: 'orderAmount', align: 'right' as const, render: (value: number) => money(value) },
  { title: '已付金额', dataIndex: 'paidAmount', align: 'right' as const, render: (value: number) => money(value) },
  { title: '下单用户数', dataIndex: 'buyerCount', align: 'right' as const },
  { title: '新增用户', dataIndex: 'newUserCount', align: 'right' as const },
];

/**
 * 渠道数据: orders, amounts and new customers per day of the channels (a tenant may pick one channel;
 * a channel partner always sees their own), as a chart and a table.
 */
export default function ChannelData() {
  const partner = useSession((state) => isChannelPartner(state.userInfo?.authority));
  const [days, setDays] = useState<PeriodDays>(30);
  const [channelId, setChannelId] = useState<string | undefined>();
  const channels = useRemote(
    ['/sys/channel/findChannelList', { pageSize: 200 }],
    async (signal) =>
      unwrap(
        await getAction<{ records: ChannelOption[] }>('/sys/channel/findChannelList', { pageSize: 200 }, { signal }),
      ).records,
    { enabled: !partner },
  );
  const params = { ...periodParams(days), pageSize: days, ...(channelId ? { channelId } : {}) };
  const data = useRemote(['/sys/channel/findChannelDateList', params], async (signal) =>
    unwrap(await getAction<DayPage>('/sys/channel/findChannelDateList', params, { signal })),
  );
  const option = useMemo(() => trend(data.data?.records ?? []), [data.data]);
  const summary = data.data?.summary;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card bordered={false}>
        <Space wrap>
          {partner ? null : (
            <Select
              aria-label="渠道"
              placeholder="全部渠道"
              allowClear
              style={{ width: 260 }}
              value={channelId}
              onChange={(value) => setChannelId(value || undefined)}
              options={(channels.data ?? []).map((channel) => ({ label: channel.name, value: channel.id }))}
            />
          )}
          <Radio.Group type="button" value={days} onChange={(value) => setDays(value)}>
            {PERIOD_OPTIONS.map((period) => (
              <Radio key={period.value} value={period.value}>
                {period.label}
              </Radio>
            ))}
          </Radio.Group>
        </Space>
      </Card>
      <LoadState loading={data.loading} error={data.error} onRetry={data.retry} hasData={data.data !== undefined}>
        <Card bordered={false}>
          <Grid.Row gutter={16}>
            <Grid.Col span={6}>
              <Statistic title="订单数" value={summary?.orderCount ?? 0} groupSeparator />
            </Grid.Col>
            <Grid.Col span={6}>
              <Statistic title="订单金额(元)" value={summary?.orderAmount ?? 0} precision={2} groupSeparator />
            </Grid.Col>
            <Grid.Col span={6}>
              <Statistic title="已付金额(元)" value={summary?.paidAmount ?? 0} precision={2} groupSeparator />
            </Grid.Col>
            <Grid.Col span={6}>
              <Statistic title="新增用户" value={summary?.newUserCount ?? 0} groupSeparator />
            </Grid.Col>
          </Grid.Row>
        </Card>
        <Card bordered={false} title="每日趋势" style={{ marginTop: 16 }}>
          <EChart label="渠道每日趋势" option={option} />
        </Card>
        <Card bordered={false} title="每日明细" style={{ marginTop: 16 }}>
          <Table rowKey="date" columns={COLUMNS} data={data.data?.records ?? []} pagination={{ pageSize: 10 }} />
        </Card>
      </LoadState>
    </Space>
  );
}
