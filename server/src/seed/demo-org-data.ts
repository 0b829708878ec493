/** Demo organisation data: tenants with their shops, channels, department trees and positions. */

export interface DemoShop {
  key: string;
  name: string;
  /** 1 rent, 2 purchase, 3 both. */
  rentOrPurchase: 1 | 2 | 3;
}

export interface DemoChannel {
  key: string;
  name: string;
  /** 0 not signed, 1 company info under review, 2 signed. */
  signStatus: 0 | 1 | 2;
  signMessage: string;
}

/** One department; `code` is its org_code, unique per tenant, growing by 'A01' per level. */
export interface DemoDepart {
  code: string;
  name: string;
  /** Department of a shop: pickers scoped by shopId show it. */
  shop?: string;
  mobile?: string;
  address?: string;
  children?: DemoDepart[];
}

export interface DemoTenant {
  id: number;
  name: string;
  /** 1 lease, 2 mall. */
  tenantModel: 1 | 2;
  domainName: string;
  shops: DemoShop[];
  channels: DemoChannel[];
  departs: DemoDepart;
}

export const UNSIGNED_CHANNEL_MESSAGE = '您的渠道企业信息尚未补充完整，请先补充渠道企业信息后再签署合作协议';

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: 1001,
    name: '华东租赁有限公司',
    tenantModel: 1,
    domainName: 'huadong.example.com',
    shops: [
      { key: 'main', name: '华东租赁·杭州数码旗舰店', rentOrPurchase: 1 },
      { key: 'office', name: '华东租赁·上海办公设备店', rentOrPurchase: 3 },
      { key: 'baby', name: '华东租赁·南京母婴租赁馆', rentOrPurchase: 1 },
    ],
    channels: [
      { key: 'signed', name: '杭州易租渠道服务有限公司', signStatus: 2, signMessage: '合作协议已签署，可正常推广' },
      {
        key: 'review',
        name: '宁波租享科技有限公司',
        signStatus: 1,
        signMessage: '渠道企业信息审核中，预计1-3个工作日完成',
      },
    ],
    departs: {
      code: 'A01',
      name: '华东租赁有限公司',
      mobile: '0571-86001000',
      address: '浙江省杭州市西湖区文三路 508 号',
      children: [
        {
          code: 'A01A01',
          name: '运营中心',
          children: [
            { code: 'A01A01A01', name: '客服组' },
            { code: 'A01A01A02', name: '风控审核组' },
          ],
        },
        { code: 'A01A02', name: '财务部', children: [{ code: 'A01A02A01', name: '结算组' }] },
        { code: 'A01A03', name: '市场部', children: [{ code: 'A01A03A01', name: '渠道拓展组' }] },
        {
          code: 'A01A04',
          name: '杭州数码旗舰店',
          shop: 'main',
          children: [{ code: 'A01A04A01', name: '门店运营组', shop: 'main' }],
        },
      ],
    },
  },
  {
    id: 1002,
    name: '华南优选商城',
    tenantModel: 2,
    domainName: 'huanan.example.com',
    shops: [
      { key: 'main', name: '华南优选·深圳数码生活馆', rentOrPurchase: 2 },
      { key: 'appliance', name: '华南优选·广州家电优选店', rentOrPurchase: 3 },
    ],
    channels: [
      { key: 'unsigned', name: '广州优享推广工作室', signStatus: 0, signMessage: UNSIGNED_CHANNEL_MESSAGE },
      { key: 'signed', name: '东莞乐购渠道服务有限公司', signStatus: 2, signMessage: '合作协议已签署，可正常推广' },
    ],
    departs: {
      code: 'A01',
      name: '华南优选商城',
      mobile: '0755-83002000',
      address: '广东省深圳市南山区科技园南区 18 号',
      children: [
        {
          code: 'A01A01',
          name: '商品运营部',
          children: [
            { code: 'A01A01A01', name: '选品组' },
            { code: 'A01A01A02', name: '内容运营组' },
          ],
        },
        { code: 'A01A02', name: '客户服务部', children: [{ code: 'A01A02A01', name: '售后组' }] },
        { code: 'A01A03', name: '财务部', children: [{ code: 'A01A03A01', name: '对账组' }] },
        {
          code: 'A01A04',
          name: '深圳数码生活馆',
          shop: 'main',
          children: [{ code: 'A01A04A01', name: '门店运营组', shop: 'main' }],
        },
      ],
    },
  },
];

/** The platform tenant's departments (demo only), so the administrator can switch departments too. */
export const PLATFORM_DEPARTS: DemoDepart = {
  code: 'A01',
  name: '平台运营中心',
  children: [
    { code: 'A01A01', name: '运营管理部', children: [{ code: 'A01A01A01', name: '商户审核组' }] },
    { code: 'A01A02', name: '技术部', children: [{ code: 'A01A02A01', name: '运维组' }] },
  ],
};

/** Positions of every demo tenant: [code, name, rank (position_rank dictionary)]. */
export const DEMO_POSITIONS: readonly (readonly [string, string, string])[] = [
  ['general_manager', '总经理', '1'],
  ['ops_manager', '运营经理', '2'],
  ['finance_manager', '财务经理', '2'],
  ['cs_supervisor', '客服主管', '3'],
  ['store_manager', '店长', '3'],
  ['ops_specialist', '运营专员', '4'],
  ['cs_specialist', '客服专员', '4'],
  ['risk_specialist', '风控专员', '4'],
  ['market_specialist', '市场专员', '4'],
  ['accountant', '会计', '4'],
  ['channel_partner', '渠道合作伙伴', '4'],
  ['assistant', '行政助理', '5'],
];
