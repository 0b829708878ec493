import { Card, Typography } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export interface StatCardProps {
  title: string;
  value: string;
  /** A line under the value (yesterday's figure, today's new users...). */
  footer?: ReactNode;
  icon?: ReactNode;
}

/**
 * One headline figure: title, big value, a footer line. Named by its title for assistive technology.
 *
 * @example <StatCard title="今日订单" value="13" footer="昨日 7" />
 */
export function StatCard({ title, value, footer, icon }: StatCardProps) {
  return (
    <Card bordered={false} className={styles.statCard}>
      <section aria-label={title}>
        <div className={styles.statHead}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          {icon ? <span className={styles.statIcon}>{icon}</span> : null}
        </div>
        <div className={styles.statValue}>{value}</div>
        {footer ? <div className={styles.statFooter}>{footer}</div> : null}
      </section>
    </Card>
  );
}
