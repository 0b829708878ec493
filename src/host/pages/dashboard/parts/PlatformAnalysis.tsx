import { Alert, Card, Grid, Radio, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { ComboChart } from '../../../../widgets/svg-chart';
import { useRemote } from '../../../shared/data/use-remote';
import { LoadState } from '../../../shared/ui/LoadState';
import type { TrendDays } from '../home-api';
import { fetchPlatformInfo } from '../platform-api';
import styles from './dashboard.module.css';
import { PlatformCards } from './PlatformCards';
import { tenantChart } from './platform-options';
import { RankingCard } from './RankingCard';
import { TenantTable } from './TenantTable';

const { Row, Col } = Grid;

/**
 * The platform administrator's dashboard in the platform tenant: figures across every tenant
 * (`/sys/home/getPlatformInfo`) instead of the platform tenant's own, which holds no business.
 *
 * @example {isPlatformView(user) ? <PlatformAnalysis /> : <TenantAnalysis />}
 */
export function PlatformAnalysis() {
  const [days, setDays] = useState<TrendDays>(30);
  const { data, error, loading, retry } = useRemote(['/sys/home/getPlatformInfo', days], (signal) =>
    fetchPlatformInfo(days, signal),
  );
  const chart = useMemo(() => (data ? tenantChart(data.tenants) : null), [data]);
  const state = { loading, error, onRetry: retry, hasData: data !== undefined };
  const switcher = (
    <Radio.Group type="button" size="small" value={days} onChange={(value: TrendDays) => setDays(value)}>
      <Radio value={7}>近7天</Radio>
      <Radio value={30}>近30天</Radio>
    </Radio.Group>
  );

  return (
    <div className={styles.page}>
      <Alert
        type="info"
        title="平台运营总览"
        content="当前在平台租户，以下为全部租户的经营数据。点击页头的「切换租户」或表格中的「进入租户」，可进入任一租户查看和处理它的业务。"
      />
      <LoadState {...state} rows={5}>
        {data ? <PlatformCards totals={data.totals} /> : null}
      </LoadState>
      {data && !error ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card bordered={false} title="各租户成交额与订单" style={{ height: '100%' }}>
                <LoadState {...state} empty={data.tenants.length === 0} emptyText="暂无租户">
                  {chart ? <ComboChart label="各租户成交额与订单" {...chart} /> : null}
                </LoadState>
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <RankingCard title={`租户排行（近${days}天）`} rows={data.topTenants} />
            </Col>
          </Row>
          <TenantTable tenants={data.tenants} days={days} extra={switcher} />
          <Card bordered={false} bodyStyle={{ padding: '8px 16px' }}>
            <Typography.Text type="secondary">
              统计日期：{data.today}（全平台数据，不含平台租户自身；成交额不含待付款、已取消和审核拒绝的订单）
            </Typography.Text>
          </Card>
        </>
      ) : null}
    </div>
  );
}
