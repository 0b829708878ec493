import { Grid } from '@arco-design/web-react';
import { IconFile, IconFire, IconHome, IconStorage } from '@arco-design/web-react/icon';
import { count, yuan } from '../../../shared/charts/figures';
import type { PlatformTotals } from '../platform-api';
import { StatCard } from './StatCard';

const { Row, Col } = Grid;
const span = { xs: 24, sm: 12, lg: 6 };

/**
 * The platform's headline figures across tenants: tenants, shops (and customers), orders and
 * turnover, with today's figures underneath.
 *
 * @example <PlatformCards totals={info.totals} />
 */
export function PlatformCards({ totals }: { totals: PlatformTotals }) {
  return (
    <Row gutter={[16, 16]}>
      <Col {...span}>
        <StatCard
          title="租户数"
          value={count(totals.tenantCount)}
          icon={<IconHome />}
          footer={`启用中 ${count(totals.activeTenantCount)}`}
        />
      </Col>
      <Col {...span}>
        <StatCard
          title="店铺数"
          value={count(totals.shopCount)}
          icon={<IconStorage />}
          footer={`用户总数 ${count(totals.userCount)}`}
        />
      </Col>
      <Col {...span}>
        <StatCard
          title="全平台订单"
          value={count(totals.orderCount)}
          icon={<IconFile />}
          footer={`今日订单 ${count(totals.todayOrders)}`}
        />
      </Col>
      <Col {...span}>
        <StatCard
          title="全平台成交额"
          value={yuan(totals.gmv)}
          icon={<IconFire />}
          footer={`今日成交额 ${yuan(totals.todayGmv)}`}
        />
      </Col>
    </Row>
  );
}
