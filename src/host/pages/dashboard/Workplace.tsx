import { Link as ArcoLink, Avatar, Badge, Button, Card, Grid, Typography } from '@arco-design/web-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fileUrl } from '../../../core/format';
import { NOTICE_PATHS, noticeApi } from '../../../core/realtime';
import { flattenRoutes } from '../../app/menu-loader';
import { usePermissions, useSession } from '../../app/use-stores';
import { count } from '../../shared/charts/figures';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { fetchHomeInfo } from './home-api';
import styles from './parts/dashboard.module.css';

const { Row, Col } = Grid;
const SHORTCUT_COUNT = 8;

/**
 * 工作台 (/dashboard/workplace): the greeting, the work waiting in the caller's scope, unread
 * messages and shortcuts to the first pages of the user's menu.
 */
export default function Workplace() {
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const welcome = useSession((state) => state.welcome);
  const tenantName = useSession((state) => state.tenantName);
  const routes = usePermissions((state) => state.routes);
  const home = useRemote(['/sys/home/getHomeInfo'], fetchHomeInfo);
  const notices = useRemote([NOTICE_PATHS.listByUser], () => noticeApi.listByUser());

  const shortcuts = useMemo(
    () =>
      flattenRoutes(routes)
        .filter(
          (route) =>
            route.component &&
            !route.component.startsWith('layouts/') &&
            !route.hidden &&
            !route.meta.external &&
            !route.meta.iframeUrl &&
            !route.path.startsWith('/dashboard'),
        )
        .slice(0, SHORTCUT_COUNT),
    [routes],
  );

  const todo = home.data
    ? [
        { label: '待审核订单', value: home.data.pendingReview },
        { label: '待发货订单', value: home.data.pendingShip },
        { label: '待归还订单', value: home.data.pendingReturn },
        { label: '逾期订单', value: home.data.overdueOrders },
      ]
    : [];
  const unread = notices.data ? notices.data.anntMsgTotal + notices.data.sysMsgTotal : 0;
  const name = user?.realname || user?.username || '';
  const avatar = user?.avatar ? fileUrl(user.avatar) : undefined;

  return (
    <div className={styles.page}>
      <Card bordered={false}>
        <div className={styles.welcome}>
          <Avatar size={56}>{avatar ? <img src={avatar} alt={name} /> : name.slice(0, 1)}</Avatar>
          <div>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {welcome || `${name}，欢迎回来`}
            </Typography.Title>
            <Typography.Text type="secondary">{tenantName ? `${tenantName} · ` : ''}祝你开心每一天！</Typography.Text>
          </div>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card bordered={false} title="待办事项" style={{ height: '100%' }}>
            <LoadState loading={home.loading} error={home.error} onRetry={home.retry} hasData={home.data !== undefined}>
              <div className={styles.miniGrid}>
                {todo.map((item) => (
                  <section key={item.label} aria-label={item.label} className={styles.mini}>
                    <Typography.Text type="secondary">{item.label}</Typography.Text>
                    <span className={styles.miniValue}>{count(item.value)}</span>
                  </section>
                ))}
              </div>
            </LoadState>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            bordered={false}
            title="我的消息"
            style={{ height: '100%' }}
            extra={<ArcoLink onClick={() => navigate('/isps/userAnnouncement')}>查看全部</ArcoLink>}
          >
            <Badge count={unread} offset={[12, 0]}>
              <Typography.Text>未读消息</Typography.Text>
            </Badge>
          </Card>
        </Col>
      </Row>
      <Card bordered={false} title="快捷入口">
        {shortcuts.length === 0 ? (
          <Typography.Text type="secondary">暂无可用菜单</Typography.Text>
        ) : (
          <nav className={styles.shortcuts} aria-label="快捷入口">
            {shortcuts.map((route) => (
              <Button key={route.path} long onClick={() => navigate(route.path)}>
                {route.meta.title}
              </Button>
            ))}
          </nav>
        )}
      </Card>
    </div>
  );
}
