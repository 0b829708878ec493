import { button, buttons, group, link, page } from './menu-builders';
import type { MenuSeedNode } from './types';

/** Menu groups around the user: dashboard, data center, messages, account, links and test pages. */

export const DASHBOARD_MENU: MenuSeedNode = group('/dashboard', '首页', 'IconDashboard', [
  page('/dashboard/analysis', '分析页', 'dashboard/Analysis'),
  page('/dashboard/workplace', '工作台', 'dashboard/Workplace'),
]);

export const DATA_CENTER_MENU: MenuSeedNode = group('/dataCenter', '数据中心', 'IconDriveFile', [
  page('/dataCenter/overview', '数据概览', 'dataCenter/Overview'),
  page('/dataCenter/orderAnalysis', '订单分析', 'dataCenter/OrderAnalysis'),
  page('/dataCenter/userAnalysis', '用户分析', 'dataCenter/UserAnalysis'),
]);

/** `/isps/userAnnouncement` is the notice bell's "view more" target (docs/business-spec.md §2). */
export const MESSAGE_MENU: MenuSeedNode = group('/message', '消息中心', 'IconNotification', [
  page('/isps/userAnnouncement', '我的消息', 'isps/UserAnnouncementList', { keepAlive: true }),
  page(
    '/message/template',
    '消息模板',
    'message/TemplateList',
    {},
    buttons('msgTemplate', '消息模板', 'add', 'edit', 'delete'),
  ),
  page('/message/messageList', '消息记录', 'message/MessageList', {}, [button('message:resend', '重新发送')]),
]);

export const ACCOUNT_MENU: MenuSeedNode = group('/account', '个人页', 'IconUser', [
  page('/account/center', '个人中心', 'account/Center'),
  page('/account/settings', '个人设置', 'account/Settings'),
]);

/** One external link (new window) and one iframe page; the server turns their paths into md5(url). */
export const LINKS_MENU: MenuSeedNode = group(
  '/links',
  '常用链接',
  'IconLink',
  [
    link('https://help.jeecg.com/', '开发文档', 'IconBook', true),
    link('https://www.example.com/', '平台服务协议', 'IconFile', false),
  ],
  { alwaysShow: true },
);

/**
 * The widget showcase (pages/showcase/) under the spec's test paths (docs/business-spec.md §2). Databases seeded
 * with the earlier `test/Home`, `test/Test01`, `test/Test04` are moved by migration 197_showcase_components.sql.
 */
export const TEST_MENU: MenuSeedNode = group('/test', '测试页面', 'IconExperiment', [
  page('/test/home', '测试首页', 'showcase/Overview'),
  page('/test/test01', '测试页01', 'showcase/Pickers'),
  page('/test/test04', '测试页04', 'showcase/Editors'),
]);
