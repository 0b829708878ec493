/** Demo announcements (sys_announcement): every priority, category, open type and send status. */

export interface AnnouncementSeed {
  title: string;
  /** Harmless HTML, except in the security test announcement. */
  content: string;
  abstract: string;
  /** L general, M important, H urgent. */
  priority: 'L' | 'M' | 'H';
  /** 1 notice, 2 system message. */
  category: '1' | '2';
  /** User names for msg_type USER; absent means ALL users of the tenant. */
  to?: readonly string[];
  /** 0 draft, 1 published, 2 revoked. */
  sendStatus: '0' | '1' | '2';
  openType?: 'url' | 'component';
  openPage?: string;
  busType?: string;
  busId?: string;
  /** Published (or created, for drafts) this many hours ago. */
  hoursAgo: number;
  /** Recipients who have read it already. */
  readBy?: readonly string[];
}

/** Must never run in the admin: tests prove it is shown as text or sanitised. */
export const XSS_PAYLOAD = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
export const XSS_TITLE = '安全测试公告';

export const ORDER_NOTICE_COMPONENT = 'modules/announcement/OrderNoticeDetail';

/** Key users of a demo tenant the announcements address. */
export interface AnnouncementAudience {
  tenantAdmin: string;
  shop: string;
  agent: string;
  ops: string;
}

export function tenantAnnouncements(who: AnnouncementAudience, orderNo: string): AnnouncementSeed[] {
  return [
    {
      title: '系统升级维护通知',
      content:
        '<p>尊敬的商户：</p><p>平台将于<b>本周六 00:00-06:00</b>进行系统升级维护，期间订单查询与结算功能暂停使用，请提前做好安排。</p>',
      abstract: '本周六凌晨系统升级维护，订单查询与结算暂停使用',
      priority: 'H',
      category: '1',
      sendStatus: '1',
      hoursAgo: 20,
    },
    {
      title: '关于五一假期订单发货安排的通知',
      content: '<p>五一假期期间（5月1日至5月5日）仓库正常发货，<b>顺丰快递</b>揽收时间调整为每日 16:00 前。</p>',
      abstract: '五一假期正常发货，快递揽收时间调整',
      priority: 'M',
      category: '1',
      sendStatus: '1',
      openType: 'url',
      openPage: '/order/orderList',
      hoursAgo: 72,
      readBy: [who.shop],
    },
    {
      title: '您有新的待审核订单',
      content: `<p>订单 <b>${orderNo}</b> 已通过风控初审，请尽快完成人工审核。</p>`,
      abstract: `订单 ${orderNo} 待人工审核`,
      priority: 'M',
      category: '2',
      to: [who.tenantAdmin, who.ops],
      sendStatus: '1',
      openType: 'component',
      openPage: ORDER_NOTICE_COMPONENT,
      busType: 'order',
      busId: orderNo,
      hoursAgo: 2,
    },
    {
      title: '逾期订单催收提醒',
      content: '<p>当前有 <b>3</b> 笔订单逾期超过 3 天，请及时联系用户处理。</p>',
      abstract: '3 笔订单逾期超过 3 天',
      priority: 'H',
      category: '2',
      sendStatus: '1',
      openType: 'url',
      openPage: '/order/overdueOrder',
      hoursAgo: 30,
    },
    {
      title: '平台服务协议更新公告',
      content: '<p>《平台服务协议》已更新至 2026 版，主要调整了<b>押金退还时效</b>与<b>买断价格计算方式</b>。</p>',
      abstract: '平台服务协议已更新至 2026 版',
      priority: 'L',
      category: '1',
      sendStatus: '1',
      hoursAgo: 24 * 7,
      readBy: [who.tenantAdmin, who.shop, who.ops],
    },
    {
      title: '提现到账通知',
      content: '<p>您于昨日申请的提现 <b>¥12,800.00</b> 已到账，请注意查收。</p>',
      abstract: '提现 ¥12,800.00 已到账',
      priority: 'L',
      category: '2',
      to: [who.shop],
      sendStatus: '1',
      openType: 'url',
      openPage: '/balance/fundFlow',
      hoursAgo: 5,
    },
    {
      title: '渠道合作协议签署提醒',
      content: '<p>请补充渠道企业信息并签署<b>渠道合作协议</b>，签署完成后即可查看推广数据。</p>',
      abstract: '请补充渠道企业信息并签署合作协议',
      priority: 'H',
      category: '2',
      to: [who.agent],
      sendStatus: '1',
      openType: 'url',
      openPage: '/channel/channelList',
      hoursAgo: 48,
    },
    {
      title: XSS_TITLE,
      content: `<p>这是一条安全测试公告，以下内容不应被执行：</p>${XSS_PAYLOAD}`,
      abstract: '用于验证公告内容不会执行脚本',
      priority: 'L',
      category: '1',
      sendStatus: '1',
      hoursAgo: 10,
    },
    {
      title: '会员价格调整预告',
      content: '<p>月度会员价格将于下月起调整为 <b>¥29.90</b>，年度会员价格保持不变。</p>',
      abstract: '月度会员价格下月调整',
      priority: 'L',
      category: '1',
      sendStatus: '0',
      hoursAgo: 3,
    },
    {
      title: '618 大促活动报名通知',
      content: '<p>618 大促活动报名通道已开启，报名截止时间为 6 月 10 日。</p>',
      abstract: '618 大促活动报名',
      priority: 'M',
      category: '1',
      sendStatus: '2',
      hoursAgo: 24 * 5,
    },
  ];
}

/** Announcements of the platform tenant, for the administrator's bell. */
export const PLATFORM_ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    title: '新租户入驻审核提醒',
    content: '<p>有 <b>2</b> 个新租户提交了入驻申请，请及时审核。</p>',
    abstract: '2 个新租户待审核',
    priority: 'M',
    category: '1',
    sendStatus: '1',
    openType: 'url',
    openPage: '/system/tenant',
    hoursAgo: 6,
  },
  {
    title: '平台运营周报已生成',
    content: '<p>上周平台新增订单 <b>1,286</b> 笔，GMV 环比增长 <b>12.4%</b>。</p>',
    abstract: '上周运营周报',
    priority: 'L',
    category: '2',
    to: ['admin'],
    sendStatus: '1',
    openType: 'url',
    openPage: '/dataCenter/overview',
    hoursAgo: 26,
  },
];
