import { Card, Grid, Radio } from '@arco-design/web-react';
import { useMemo } from 'react';
import { ComboChart, DonutChart } from '../../../../widgets/svg-chart';
import { isEmptySeries, statusItems, trendChart } from '../../../shared/charts/chart-options';
import { useRemote } from '../../../shared/data/use-remote';
import { LoadState } from '../../../shared/ui/LoadState';
import { fetchHomeTrend, type TrendDays } from '../home-api';
import { RankingCard } from './RankingCard';

const { Row, Col } = Grid;

export interface TrendSectionProps {
  days: TrendDays;
  onDaysChange: (days: TrendDays) => void;
  showShops: boolean;
  showChannels: boolean;
}

/**
 * The period's daily trend, order states and rankings (`queryHomeInfo`), with the 7/30-day switch.
 *
 * @example <TrendSection days={7} onDaysChange={setDays} showShops showChannels />
 */
export function TrendSection({ days, onDaysChange, showShops, showChannels }: TrendSectionProps) {
  const { data, error, loading, retry } = useRemote(['/sys/home/queryHomeInfo', days], (signal) =>
    fetchHomeTrend(days, signal),
  );
  const trend = useMemo(() => (data ? trendChart(data.series) : null), [data]);
  const status = useMemo(() => (data ? statusItems(data.statusDistribution) : null), [data]);
  const switcher = (
    <Radio.Group type="button" size="small" value={days} onChange={(value: TrendDays) => onDaysChange(value)}>
      <Radio value={7}>近7天</Radio>
      <Radio value={30}>近30天</Radio>
    </Radio.Group>
  );
  const state = { loading, error, onRetry: retry, hasData: data !== undefined };
  const rankSpan = showShops && showChannels ? 12 : 24;

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card bordered={false} title="订单趋势" extra={switcher} style={{ height: '100%' }}>
            <LoadState {...state} rows={6} empty={data ? isEmptySeries(data.series) : false} emptyText="该时段暂无订单">
              {trend ? <ComboChart label={`近${days}天订单趋势`} {...trend} /> : null}
            </LoadState>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card bordered={false} title="订单状态分布" style={{ height: '100%' }}>
            <LoadState
              {...state}
              rows={6}
              empty={data ? !data.statusDistribution.some((item) => item.count > 0) : false}
              emptyText="该时段暂无订单"
            >
              {status ? <DonutChart label={`近${days}天订单状态分布`} unit="单" items={status} /> : null}
            </LoadState>
          </Card>
        </Col>
      </Row>
      {(showShops || showChannels) && data && !error ? (
        <Row gutter={[16, 16]}>
          {showShops ? (
            <Col xs={24} lg={rankSpan}>
              <RankingCard title={`店铺排行（近${days}天）`} rows={data.topShops} />
            </Col>
          ) : null}
          {showChannels ? (
            <Col xs={24} lg={rankSpan}>
              <RankingCard title={`渠道排行（近${days}天）`} rows={data.topChannels} />
            </Col>
          ) : null}
        </Row>
      ) : null}
    </>
  );
}
