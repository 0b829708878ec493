import { Card, Grid, Typography } from '@arco-design/web-react';
import { IconExclamationCircle, IconFile, IconFire, IconUserGroup } from '@arco-design/web-react/icon';
import { count, yuan } from '../../../shared/charts/figures';
import type { HomeInfo } from '../home-api';
import styles from './dashboard.module.css';
import { StatCard } from './StatCard';

const { Row, Col } = Grid;
const span = { xs: 24, sm: 12, lg: 6 };

function Mini({ label, value }: { label: string; value: string }) {
  return (
    <section aria-label={label} className={styles.mini}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span className={styles.miniValue}>{value}</span>
    </section>
  );
}

/**
 * The headline cards (today's orders and GMV, customers, overdue) and the period and to-do figures.
 *
 * @example <HomeCards info={info} />
 */
export function HomeCards({ info }: { info: HomeInfo }) {
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col {...span}>
          <StatCard
            title="今日订单"
            value={count(info.todayOrders)}
            icon={<IconFile />}
            footer={`昨日订单 ${count(info.yesterdayOrders)}`}
          />
        </Col>
        <Col {...span}>
          <StatCard
            title="今日成交额"
            value={yuan(info.todayGmv)}
            icon={<IconFire />}
            footer={`昨日成交额 ${yuan(info.yesterdayGmv)}`}
          />
        </Col>
        <Col {...span}>
          <StatCard
            title="用户总数"
            value={count(info.userCount)}
            icon={<IconUserGroup />}
            footer={`今日新增 ${count(info.todayUsers)}`}
          />
        </Col>
        <Col {...span}>
          <StatCard
            title="逾期金额"
            value={yuan(info.overdueAmount)}
            icon={<IconExclamationCircle />}
            footer={`逾期订单 ${count(info.overdueOrders)}`}
          />
        </Col>
      </Row>
      <Card bordered={false} title="经营概况">
        <div className={styles.miniGrid}>
          <Mini label="本月订单" value={count(info.monthOrders)} />
          <Mini label="本月成交额" value={yuan(info.monthGmv)} />
          <Mini label="累计订单" value={count(info.totalOrders)} />
          <Mini label="累计成交额" value={yuan(info.totalGmv)} />
          <Mini label="租赁订单" value={count(info.rentOrders)} />
          <Mini label="购买订单" value={count(info.buyOrders)} />
          <Mini label="待审核" value={count(info.pendingReview)} />
          <Mini label="待发货" value={count(info.pendingShip)} />
          <Mini label="待归还" value={count(info.pendingReturn)} />
        </div>
      </Card>
    </>
  );
}
