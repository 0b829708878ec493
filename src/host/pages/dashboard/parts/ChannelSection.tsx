import { Card, Grid, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { count, yuan } from '../../../shared/charts/figures';
import { useRemote } from '../../../shared/data/use-remote';
import { LoadState } from '../../../shared/ui/LoadState';
import { type ChannelRow, fetchChannelInfo, type TrendDays } from '../home-api';
import { StatCard } from './StatCard';

const { Row, Col } = Grid;

const SIGN_TAGS: Record<number, { color: string; text: string }> = {
  0: { color: 'gray', text: '未签署' },
  1: { color: 'orange', text: '审核中' },
  2: { color: 'green', text: '已签署' },
};

const columns: TableColumnProps<ChannelRow>[] = [
  { title: '渠道', dataIndex: 'channelName', ellipsis: true },
  {
    title: '签署状态',
    dataIndex: 'signStatus',
    width: 100,
    render: (value: number | null) => {
      const tag = value === null ? undefined : SIGN_TAGS[value];
      return tag ? <Tag color={tag.color}>{tag.text}</Tag> : '-';
    },
  },
  { title: '订单数', dataIndex: 'orderCount', align: 'right', render: (v: number) => count(v) },
  { title: '成交额', dataIndex: 'gmv', align: 'right', render: (v: number) => yuan(v) },
  { title: '佣金比例', dataIndex: 'commissionRate', align: 'right', render: (v: number) => `${v}%` },
  { title: '佣金', dataIndex: 'commission', align: 'right', render: (v: number) => yuan(v) },
  { title: '客户数', dataIndex: 'userCount', align: 'right', render: (v: number) => count(v) },
  { title: '逾期金额', dataIndex: 'overdueAmount', align: 'right', render: (v: number) => yuan(v) },
];

const span = { xs: 24, sm: 12, lg: 6 };

/**
 * A channel partner's own figures (`getChannelInfo`): totals and the channel table (their order trend is the
 * page's trend, which the server already scopes to the channel).
 *
 * @example <ChannelSection days={30} />
 */
export function ChannelSection({ days }: { days: TrendDays }) {
  const { data, error, loading, retry } = useRemote(['/sys/home/getChannelInfo', days], (signal) =>
    fetchChannelInfo(days, signal),
  );
  return (
    <LoadState loading={loading} error={error} onRetry={retry} hasData={data !== undefined} rows={4}>
      {data ? (
        <>
          <Row gutter={[16, 16]}>
            <Col {...span}>
              <StatCard
                title="渠道订单"
                value={count(data.totals.orderCount)}
                footer={`渠道数 ${data.totals.channelCount}`}
              />
            </Col>
            <Col {...span}>
              <StatCard title="渠道成交额" value={yuan(data.totals.gmv)} />
            </Col>
            <Col {...span}>
              <StatCard title="预计佣金" value={yuan(data.totals.commission)} />
            </Col>
            <Col {...span}>
              <StatCard
                title="渠道客户"
                value={count(data.totals.userCount)}
                footer={`逾期金额 ${yuan(data.totals.overdueAmount)}`}
              />
            </Col>
          </Row>
          <Card bordered={false} title="我的渠道">
            <Table rowKey="channelId" columns={columns} data={data.channels} pagination={false} border={false} />
          </Card>
        </>
      ) : null}
    </LoadState>
  );
}
