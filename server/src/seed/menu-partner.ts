import { button, buttons, group, page } from './menu-builders';
import type { MenuSeedNode } from './types';

/** Menu groups of partners and end users: channels, distribution, members, applets, service. */

export const CHANNEL_MENU: MenuSeedNode = group('/channel', '渠道管理', 'IconShareAlt', [
  page('/channel/channelList', '渠道列表', 'channel/ChannelList', { keepAlive: true }, [
    button('channel:edit', '编辑渠道'),
    button('channel:relation_app', '关联小程序'),
  ]),
  page('/channel/channelOrder', '渠道订单', 'channel/ChannelOrderList'),
  page('/channel/channelData', '渠道数据', 'channel/ChannelData'),
  page('/channel/channelUser', '渠道用户', 'channel/ChannelUserList'),
  page('/channel/vestApplet', '马甲小程序', 'channel/VestAppletList'),
]);

/** Distribution config is saved as four rows: type 1 single or 2 tiers, levels 1-3 (docs/business-spec.md §3). */
export const DISTRIBUTION_MENU: MenuSeedNode = group('/distribution', '分销管理', 'IconBranch', [
  page('/distribution/config', '分销配置', 'distribution/Config', {}, [button('distribution:save', '保存分销配置')]),
  page('/distribution/subUser', '分销用户', 'distribution/SubUserList'),
]);

export const MEMBER_MENU: MenuSeedNode = group('/member', '会员管理', 'IconUserGroup', [
  page('/member/userList', '用户列表', 'member/UserList'),
  page('/member/memberList', '会员列表', 'member/MemberList'),
  page('/member/priceConfig', '会员价格配置', 'member/PriceConfig', {}, [button('member:price', '保存会员价格')]),
  page('/member/refund', '会员退款', 'member/RefundList', {}, [button('member:refund', '审核退款')]),
]);

export const APPLET_MENU: MenuSeedNode = group('/applet', '小程序管理', 'IconMobile', [
  page('/applet/appletList', '小程序列表', 'applet/AppletList', {}, [
    ...buttons('applet', '小程序', 'add', 'edit'),
    button('applet:duty', '更换负责人'),
  ]),
  page('/applet/appletOrder', '小程序订单', 'applet/AppletOrderList'),
  page(
    '/applet/smsTemplate',
    '短信模板',
    'applet/SmsTemplateList',
    {},
    buttons('sms', '短信模板', 'add', 'edit', 'delete'),
  ),
]);

/** `/serviceCenter/chat` stops the unread polling when opened (docs/business-spec.md §2). */
export const SERVICE_CENTER_MENU: MenuSeedNode = group('/serviceCenter', '服务中心', 'IconCustomerService', [
  page('/serviceCenter/chat', '在线客服', 'serviceCenter/Chat'),
  page('/serviceCenter/complaint', '投诉管理', 'serviceCenter/ComplaintList', {}, [
    button('complaint:handle', '处理投诉'),
  ]),
  page('/serviceCenter/merchantSettlement', '商户入驻', 'serviceCenter/MerchantSettlementList', {}, [
    button('settlement:audit', '审核入驻'),
  ]),
]);

export const MERCHANT_MENU: MenuSeedNode = group('/merchant', '商户管理', 'IconStamp', [
  page('/merchant/merchantTicket', '商户票券', 'merchant/MerchantTicketList', {}, [
    button('ticket:add', '新增票券'),
    button('ticket:stop', '停用票券'),
  ]),
]);

/** Users who came in through a third-party login and are not verified yet. */
export const UNVERIFIED_MENU: MenuSeedNode = group('/unverified', '未认证用户', 'IconQuestionCircle', [
  page('/unverified/thirdUserInfo', '三方用户信息', 'unverified/ThirdUserInfoList'),
]);

export const TENANT_CONFIG_MENU: MenuSeedNode = group('/tenantConfig', '租户配置', 'IconTool', [
  page('/tenantConfig/baseConfig', '基础配置', 'tenantConfig/BaseConfig'),
  page('/tenantConfig/payConfig', '支付配置', 'tenantConfig/PayConfig'),
]);
