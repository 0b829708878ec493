import type { DemoRoleCode } from './demo-people';
import type { GrantRule } from './role-grants';

/** Roles of every demo tenant and the menus they grant (platform-only menus are never granted). */
export interface DemoRoleSeed {
  code: DemoRoleCode;
  name: string;
  description: string;
  /** 'all': every menu and button except the platform-only ones. */
  grants: 'all' | readonly GrantRule[];
}

const PERSONAL: readonly GrantRule[] = [{ url: '/dashboard' }, { url: '/account' }, { url: '/isps/userAnnouncement' }];

export const DEMO_ROLES: readonly DemoRoleSeed[] = [
  {
    code: 'tenant_admin',
    name: '租户管理员',
    description: '租户内全部菜单与按钮（租户管理、菜单、字典等平台功能除外）',
    grants: 'all',
  },
  {
    code: 'shop_operator',
    name: '店铺运营',
    description: '店铺、商品、订单、营销与资金',
    grants: [
      ...PERSONAL,
      { url: '/shop' },
      { url: '/product' },
      { url: '/order' },
      { url: '/buyOrder' },
      { url: '/activity' },
      { url: '/coupon' },
      { url: '/balance' },
      { url: '/applet' },
      { url: '/merchant' },
      { url: '/serviceCenter' },
    ],
  },
  {
    code: 'channel_partner',
    name: '渠道合作伙伴',
    description: '渠道与分销数据',
    grants: [...PERSONAL, { url: '/channel' }, { url: '/distribution' }],
  },
  {
    code: 'staff',
    name: '普通员工',
    description: '首页、消息、订单与商品查看、在线客服',
    grants: [
      ...PERSONAL,
      { url: '/order/orderList', buttons: false },
      { url: '/order/orderDetailsNew' },
      { url: '/product/productList', buttons: false },
      { url: '/serviceCenter/chat' },
    ],
  },
];

/** A department with its permission ceiling and department roles within it. */
export interface DemoDepartRoleSeed {
  tenantId: number;
  /** Org code of the department. */
  depart: string;
  /** sys_depart_permission: what roles of this department may be given. */
  departGrants: readonly GrantRule[];
  roles: readonly DemoDepartRole[];
}

export interface DemoDepartRole {
  code: string;
  name: string;
  description: string;
  grants: readonly GrantRule[];
  /** Org codes whose users get the role. */
  members: readonly string[];
}

export const DEMO_DEPART_ROLES: readonly DemoDepartRoleSeed[] = [
  {
    tenantId: 1001,
    depart: 'A01A01',
    departGrants: [{ url: '/order' }, { url: '/product' }, { url: '/risk' }, { url: '/serviceCenter' }],
    roles: [
      {
        code: 'ops_staff',
        name: '运营专员',
        description: '订单跟进与风控审批',
        members: ['A01A01', 'A01A01A02'],
        grants: [
          { url: '/order/orderList' },
          { url: '/order/orderDetailsNew' },
          { url: '/order/overdueOrder' },
          { url: '/risk/riskApproval' },
        ],
      },
      {
        code: 'cs_staff',
        name: '客服专员',
        description: '在线客服与投诉处理',
        members: ['A01A01A01'],
        grants: [{ url: '/serviceCenter/chat' }, { url: '/serviceCenter/complaint' }],
      },
    ],
  },
  {
    tenantId: 1002,
    depart: 'A01A02',
    departGrants: [{ url: '/serviceCenter' }, { url: '/buyOrder' }, { url: '/order/orderList' }],
    roles: [
      {
        code: 'after_sales',
        name: '售后专员',
        description: '售后订单与投诉',
        members: ['A01A02', 'A01A02A01'],
        grants: [{ url: '/buyOrder/afterSale' }, { url: '/serviceCenter/complaint' }, { url: '/serviceCenter/chat' }],
      },
    ],
  },
];
