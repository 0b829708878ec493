import { Card, Typography } from '@arco-design/web-react';
import { Suspense, useState } from 'react';
import { Authority, authorityOf, isChannelPartner, isPlatformView } from '../../../core/session';
import { lazyPart } from '../../../widgets/lazy-part';
import { useSession } from '../../app/use-stores';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { fetchHomeInfo, type TrendDays } from './home-api';
import styles from './parts/dashboard.module.css';
import { HomeCards } from './parts/HomeCards';
import { TrendSection } from './parts/TrendSection';

// Fetched only for whom they show: a channel partner's section and the platform view (their tables:
// Arco Table, Pagination, Checkbox) stay out of every other first view.
const ChannelSection = lazyPart(() => import('./parts/ChannelSection'), 'ChannelSection');
const PlatformAnalysis = lazyPart(() => import('./parts/PlatformAnalysis'), 'PlatformAnalysis');

/**
 * 分析页 (/dashboard/analysis): the home statistics of the caller's scope (the server scopes them: a
 * tenant sees the tenant, a shop its shop, a channel partner their channel), as cards and SVG
 * charts; channel partners also get their channel figures. The platform administrator in the
 * platform tenant sees the figures across every tenant instead.
 */
export default function Analysis() {
  const platform = useSession((state) => isPlatformView(state.userInfo));
  return platform ? (
    <Suspense fallback={null}>
      <PlatformAnalysis />
    </Suspense>
  ) : (
    <TenantAnalysis />
  );
}

function TenantAnalysis() {
  const authority = useSession((state) => authorityOf(state.userInfo?.authority));
  const partner = isChannelPartner(authority);
  const shop = authority === Authority.shop;
  const [days, setDays] = useState<TrendDays>(7);
  const home = useRemote(['/sys/home/getHomeInfo'], fetchHomeInfo);

  return (
    <div className={styles.page}>
      <LoadState
        loading={home.loading}
        error={home.error}
        onRetry={home.retry}
        hasData={home.data !== undefined}
        rows={5}
      >
        {home.data ? <HomeCards info={home.data} /> : null}
      </LoadState>
      {partner ? (
        <>
          <Typography.Title heading={6} style={{ margin: 0 }}>
            渠道数据
          </Typography.Title>
          <Suspense fallback={null}>
            <ChannelSection days={days} />
          </Suspense>
        </>
      ) : null}
      <TrendSection days={days} onDaysChange={setDays} showShops={!shop && !partner} showChannels={!partner} />
      {home.data?.today ? (
        <Card bordered={false} bodyStyle={{ padding: '8px 16px' }}>
          <Typography.Text type="secondary">
            统计日期：{home.data.today}（数据按当前账号的租户、店铺或渠道范围统计）
          </Typography.Text>
        </Card>
      ) : null}
    </div>
  );
}
