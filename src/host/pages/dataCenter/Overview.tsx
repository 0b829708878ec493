import { Card, Grid, Space, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { Authority, authorityOf, isChannelPartner } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import { chartPalette } from '../../shared/charts/chart-options';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { fetchHomeInfo, type TrendDays } from '../dashboard/home-api';
import { HomeCards } from '../dashboard/parts/HomeCards';
import { TrendSection } from '../dashboard/parts/TrendSection';
import { barOption, ringOption } from './chart-options';
import { ChartCard } from './parts/ChartCard';

const { Row, Col } = Grid;

/**
 * 数据概览: the headline figures of the caller's scope, the work waiting, the order mix and the
 * 30-day trend with top shops and channels (the dashboard's `/sys/home` figures).
 */
export default function Overview() {
  const authority = useSession((state) => authorityOf(state.userInfo?.authority));
  const partner = isChannelPartner(authority);
  const [days, setDays] = useState<TrendDays>(30);
  const home = useRemote(['/sys/home/getHomeInfo'], fetchHomeInfo);
  const info = home.data;
  const palette = useMemo(() => chartPalette(), []);
  const charts = useMemo(() => {
    if (!info) return null;
    return {
      mix: ringOption(
        '订单构成',
        [
          { label: '租赁订单', count: info.rentOrders },
          { label: '购买订单', count: info.buyOrders },
        ],
        '单',
        palette,
      ),
      todo: barOption(
        '订单数',
        [
          { label: '待审核', count: info.pendingReview },
          { label: '待发货', count: info.pendingShip },
          { label: '待归还', count: info.pendingReturn },
          { label: '逾期订单', count: info.overdueOrders },
        ],
        palette,
      ),
    };
  }, [info, palette]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <LoadState loading={home.loading} error={home.error} onRetry={home.retry} hasData={info !== undefined} rows={5}>
        {info && charts ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <HomeCards info={info} />
            <Row gutter={16}>
              <Col span={12}>
                <ChartCard title="订单构成（累计）" option={charts.mix} empty={info.totalOrders === 0} height={260} />
              </Col>
              <Col span={12}>
                <ChartCard title="待处理事项" option={charts.todo} height={260} />
              </Col>
            </Row>
          </Space>
        ) : null}
      </LoadState>
      <TrendSection
        days={days}
        onDaysChange={setDays}
        showShops={authority !== Authority.shop && !partner}
        showChannels={!partner}
      />
      {info?.today ? (
        <Card bordered={false} bodyStyle={{ padding: '8px 16px' }}>
          <Typography.Text type="secondary">
            统计日期：{info.today}（按当前账号的租户、店铺或渠道范围统计）
          </Typography.Text>
        </Card>
      ) : null}
    </Space>
  );
}
