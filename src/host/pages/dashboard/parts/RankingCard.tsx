import { Card, Empty, Typography } from '@arco-design/web-react';
import { count, yuan } from '../../../shared/charts/figures';
import type { RankRow } from '../home-api';
import styles from './dashboard.module.css';

/**
 * The period's top shops or channels by GMV.
 *
 * @example <RankingCard title="店铺排行" rows={trend.topShops} />
 */
export function RankingCard({ title, rows }: { title: string; rows: readonly RankRow[] }) {
  return (
    <Card bordered={false} title={title} style={{ height: '100%' }}>
      {rows.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <ol className={styles.rankList} aria-label={title}>
          {rows.map((row, index) => (
            <li key={row.id || row.name} className={styles.rankItem}>
              <span className={`${styles.rankIndex} ${index < 3 ? styles.rankTop : ''}`}>{index + 1}</span>
              <span className={styles.rankName} title={row.name}>
                {row.name}
              </span>
              <Typography.Text type="secondary" className={styles.rankValue}>
                {count(row.orderCount)} 单
              </Typography.Text>
              <span className={styles.rankValue}>{yuan(row.gmv)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
