/**
 * Demo data of the channel and marketing area, per demo tenant. Channels and shops are named as in
 * `demo-org-data.ts`; users by username. Times are days before the seeding day.
 */

/** An SMS variable as providers write it: `v('code')` is the text `${code}`. */
const v = (name: string) => `\${${name}}`;

export interface ChannelProfile {
  /** sys_channel.name of the demo organisation. */
  channel: string;
  code: string;
  contactName: string;
  contactPhone: string;
  commissionRate: number;
  isDefault: boolean;
  /** Key of the default shop (demo-org-data shop key). */
  defaultShop: string;
  /** The company info the partner submitted (channels under review or signed). */
  company?: {
    companyName: string;
    creditCode: string;
    address: string;
    qyEmail: string;
    frName: string;
    idCard: string;
    mobile: string;
    submittedDaysAgo: number;
    signedDaysAgo?: number;
  };
}

export interface AppletSeed {
  key: string;
  name: string;
  appId: string;
  /** 1 支付宝, 2 微信, 3 抖音. */
  appType: 1 | 2 | 3;
  /** 0 未发布, 1 审核中, 2 已上线, 3 已下线. */
  status: 0 | 1 | 2 | 3;
  duty: string;
  version: string | null;
  description: string;
  shop?: string;
  createdDaysAgo: number;
}

export interface VestSeed {
  channel: string;
  applet: string;
  vestName: string;
  vestAppId: string;
  status: 0 | 1;
}

export interface SmsSeed {
  name: string;
  code: string;
  type: 1 | 2 | 3;
  content: string;
  status: 0 | 1;
  applet?: string;
  shop?: string;
  remark?: string;
}

export interface CouponSeed {
  name: string;
  /** 1 满减, 2 折扣, 3 无门槛, 4 租金抵扣. */
  type: 1 | 2 | 3 | 4;
  amount: number;
  discount?: number;
  maxDiscount?: number;
  threshold: number;
  /** Fixed validity [startDaysAgo, endDaysAgo] (negative: in the future), or days after receipt. */
  fixed?: [number, number];
  validDays?: number;
  total: number;
  perUser: number;
  status: 0 | 1;
  description: string;
  shop?: string;
}

export interface LiteUserSeed {
  nickname: string;
  realName: string;
  sex: 1 | 2;
  /** sys_channel.name, or null for users who came in without a channel. */
  channel: string | null;
  registeredDaysAgo: number;
  certified: boolean;
  /** A membership bought `paidDaysAgo` days ago, and what became of its refund request. */
  member?: { day: 30 | 365; paidDaysAgo: number; refund?: 'pending' | 'approved' | 'rejected' };
}

export interface ProductSeed {
  name: string;
  spec: string;
  shop: string;
  /** Rent: days and price per day; purchase: price. */
  rent?: { days: number; perDay: number; deposit: number };
  price?: number;
}

export interface TenantMarketingSeed {
  tenantId: number;
  /** The tenant administrator who reviews refunds. */
  admin: string;
  /** Prefix of the demo customers' phones (7 digits; 4 follow). */
  phonePrefix: string;
  channels: ChannelProfile[];
  applets: AppletSeed[];
  /** Channel name -> applet keys it promotes. */
  relations: Record<string, string[]>;
  vests: VestSeed[];
  sms: SmsSeed[];
  coupons: CouponSeed[];
  users: LiteUserSeed[];
  /** Referrals among `users` by index: [child, parent, level, commission]. */
  referrals: [number, number, 1 | 2 | 3, number][];
  memberPrices: { day: 30 | 365; price: number; originalPrice: number }[];
  refundConfig: { allowRefund: 0 | 1; refundDays: number; refundRate: number; autoAudit: 0 | 1; remark: string };
  /** Single level, then tiers 1-3 (percent). */
  distribution: [number, number, number, number];
  /** Channel orders per channel name, used when the orders area left the channel with few. */
  channelOrders: Record<string, number>;
  /** Products for those orders when the tenant has no products of the right kind. */
  products: ProductSeed[];
  addresses: string[];
}

export const REFUND_REASONS = [
  '开通后未使用会员权益，申请退款',
  '误购年度会员，想改为月度会员',
  '会员权益与宣传不符，申请退款',
];
export const REFUND_REJECT_REMARK = '会员权益已使用（已享受会员专属折扣订单），不符合退款条件';
export const REFUND_APPROVE_REMARK = '符合退款规则，已原路退回';

export const MARKETING_SEEDS: readonly TenantMarketingSeed[] = [
  {
    tenantId: 1001,
    admin: 'tenant1',
    phonePrefix: '1395718',
    channels: [
      {
        channel: '杭州易租渠道服务有限公司',
        code: 'HZYZ01',
        contactName: '周建明',
        contactPhone: '13857101003',
        commissionRate: 8,
        isDefault: true,
        defaultShop: 'main',
        company: {
          companyName: '杭州易租渠道服务有限公司',
          creditCode: '91330106MA2H3K7Q5N',
          address: '浙江省杭州市西湖区文一西路 588 号西溪首座 B2-1203',
          qyEmail: 'bd@yizu-channel.com',
          frName: '周建明',
          idCard: '330106198511052315',
          mobile: '13857101003',
          submittedDaysAgo: 120,
          signedDaysAgo: 116,
        },
      },
      {
        channel: '宁波租享科技有限公司',
        code: 'NBZX02',
        contactName: '孙立强',
        contactPhone: '13968012588',
        commissionRate: 6.5,
        isDefault: false,
        defaultShop: 'office',
        company: {
          companyName: '宁波租享科技有限公司',
          creditCode: '91330212MA2CL8R43X',
          address: '浙江省宁波市鄞州区天童南路 588 号宁波商会国贸中心 A 座 1708',
          qyEmail: 'coop@zuxiang-tech.cn',
          frName: '孙立强',
          idCard: '330204198702143017',
          mobile: '13968012588',
          submittedDaysAgo: 2,
        },
      },
    ],
    applets: [
      {
        key: 'alipay',
        name: '华东租赁',
        appId: '2021004123456789',
        appType: 1,
        status: 2,
        duty: 'tenant1',
        version: '2.3.1',
        description: '华东租赁官方支付宝小程序：数码、办公设备、母婴用品信用免押租赁',
        createdDaysAgo: 170,
      },
      {
        key: 'wechat',
        name: '华东租赁优选',
        appId: 'wx8f3a2b1c4d5e6f70',
        appType: 2,
        status: 2,
        duty: 'wanglijuan',
        version: '1.8.0',
        description: '微信小程序：热门数码租赁、租满即送、到期可续租或买断',
        createdDaysAgo: 150,
      },
      {
        key: 'shop',
        name: '杭州数码旗舰店',
        appId: '2021004198765432',
        appType: 1,
        status: 1,
        duty: 'shop1',
        version: '1.0.0',
        description: '旗舰店自营小程序，提交审核中',
        shop: 'main',
        createdDaysAgo: 5,
      },
      {
        key: 'douyin',
        name: '华东租赁抖音店',
        appId: 'tt5a1c9e2b7d3f8a01',
        appType: 3,
        status: 0,
        duty: 'tenant1',
        version: null,
        description: '抖音小程序，筹备中',
        createdDaysAgo: 1,
      },
    ],
    relations: {
      杭州易租渠道服务有限公司: ['alipay', 'wechat'],
      宁波租享科技有限公司: ['alipay'],
    },
    vests: [
      {
        channel: '杭州易租渠道服务有限公司',
        applet: 'alipay',
        vestName: '易租数码·信用租',
        vestAppId: '2021004155550001',
        status: 1,
      },
      {
        channel: '杭州易租渠道服务有限公司',
        applet: 'wechat',
        vestName: '易租优品',
        vestAppId: 'wx1a2b3c4d5e6f7081',
        status: 1,
      },
      {
        channel: '宁波租享科技有限公司',
        applet: 'alipay',
        vestName: '租享生活',
        vestAppId: '2021004155550002',
        status: 1,
      },
    ],
    sms: [
      {
        name: '登录验证码',
        code: 'SMS_276345012',
        type: 1,
        content: `您的验证码为${v('code')}，5分钟内有效，请勿泄露给他人。`,
        status: 1,
        applet: 'alipay',
      },
      {
        name: '订单发货通知',
        code: 'SMS_276345013',
        type: 2,
        content: `您租赁的${v('product')}已发货，快递单号${v('logisticsNo')}，请注意查收。`,
        status: 1,
      },
      {
        name: '租金还款提醒',
        code: 'SMS_276345014',
        type: 2,
        content: `您的订单${v('orderNo')}第${v('stageNo')}期租金${v('amount')}元将于${v('dueDate')}到期，请及时还款。`,
        status: 1,
      },
      {
        name: '逾期催缴提醒',
        code: 'SMS_276345015',
        type: 2,
        content: `您的订单${v('orderNo')}租金已逾期${v('days')}天，请尽快还款以免影响个人信用。`,
        status: 1,
        remark: '逾期第1、3、7天发送',
      },
      {
        name: '会员日活动',
        code: 'SMS_276345016',
        type: 3,
        content: '华东租赁会员日：数码产品租金8折起，详情见小程序首页，回T退订。',
        status: 0,
        remark: '营销短信需在8:00-21:00发送',
      },
      {
        name: '旗舰店到店自提通知',
        code: 'SMS_276345017',
        type: 2,
        content: `您租赁的${v('product')}已到店，请凭取件码${v('pickCode')}到杭州数码旗舰店自提。`,
        status: 1,
        shop: 'main',
      },
    ],
    coupons: [
      {
        name: '新人专享50元租金券',
        type: 4,
        amount: 50,
        threshold: 300,
        validDays: 30,
        total: 5000,
        perUser: 1,
        status: 1,
        description: '新用户首单租金满300元可用，限数码类商品',
      },
      {
        name: '满1000减100租金券',
        type: 1,
        amount: 100,
        threshold: 1000,
        fixed: [20, -40],
        total: 2000,
        perUser: 2,
        status: 1,
        description: '租金满1000元可用，不与其他优惠同享',
      },
      {
        name: '办公设备9折券',
        type: 2,
        amount: 0,
        discount: 9,
        maxDiscount: 300,
        threshold: 500,
        validDays: 15,
        total: 1000,
        perUser: 1,
        status: 1,
        description: '办公设备租金9折，最高优惠300元',
      },
      {
        name: '无门槛20元券',
        type: 3,
        amount: 20,
        threshold: 0,
        fixed: [60, 5],
        total: 3000,
        perUser: 1,
        status: 1,
        description: '五一活动券，全场通用',
      },
      {
        name: '旗舰店满500减30',
        type: 1,
        amount: 30,
        threshold: 500,
        validDays: 20,
        total: 800,
        perUser: 1,
        status: 1,
        description: '仅限杭州数码旗舰店商品',
        shop: 'main',
      },
    ],
    users: [
      {
        nickname: '阿杰爱数码',
        realName: '王俊杰',
        sex: 1,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 52,
        certified: true,
        member: { day: 365, paidDaysAgo: 50 },
      },
      {
        nickname: '小鹿同学',
        realName: '陆晓雯',
        sex: 2,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 48,
        certified: true,
      },
      {
        nickname: '追光的人',
        realName: '陈浩宇',
        sex: 1,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 41,
        certified: true,
        member: { day: 30, paidDaysAgo: 12 },
      },
      {
        nickname: '柠檬不酸',
        realName: '林佳怡',
        sex: 2,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 37,
        certified: false,
      },
      {
        nickname: 'Kevin',
        realName: '张凯文',
        sex: 1,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 30,
        certified: true,
        member: { day: 30, paidDaysAgo: 40 },
      },
      {
        nickname: '一只喵',
        realName: '赵梦琪',
        sex: 2,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 22,
        certified: true,
      },
      {
        nickname: '老周摄影',
        realName: '周志远',
        sex: 1,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 15,
        certified: true,
        member: { day: 365, paidDaysAgo: 3, refund: 'pending' },
      },
      {
        nickname: '木子李',
        realName: '李沐阳',
        sex: 1,
        channel: '杭州易租渠道服务有限公司',
        registeredDaysAgo: 6,
        certified: false,
      },
      {
        nickname: '海边的风',
        realName: '徐海峰',
        sex: 1,
        channel: '宁波租享科技有限公司',
        registeredDaysAgo: 35,
        certified: true,
      },
      {
        nickname: '甜甜圈',
        realName: '沈甜甜',
        sex: 2,
        channel: '宁波租享科技有限公司',
        registeredDaysAgo: 28,
        certified: true,
        member: { day: 30, paidDaysAgo: 20, refund: 'rejected' },
      },
      {
        nickname: '宁波小王',
        realName: '王立新',
        sex: 1,
        channel: '宁波租享科技有限公司',
        registeredDaysAgo: 12,
        certified: false,
      },
      {
        nickname: '奶爸日记',
        realName: '吴国栋',
        sex: 1,
        channel: null,
        registeredDaysAgo: 60,
        certified: true,
        member: { day: 30, paidDaysAgo: 25, refund: 'approved' },
      },
      { nickname: '晴天', realName: '郑晴', sex: 2, channel: null, registeredDaysAgo: 18, certified: true },
      { nickname: '向日葵', realName: '何佳颖', sex: 2, channel: null, registeredDaysAgo: 3, certified: false },
    ],
    referrals: [
      [1, 0, 1, 36.8],
      [2, 0, 1, 52.4],
      [5, 2, 1, 18.6],
      [5, 0, 2, 6.98],
      [7, 3, 1, 0],
      [10, 8, 1, 12.5],
    ],
    memberPrices: [
      { day: 30, price: 19.9, originalPrice: 29.9 },
      { day: 365, price: 168, originalPrice: 298 },
    ],
    refundConfig: {
      allowRefund: 1,
      refundDays: 7,
      refundRate: 100,
      autoAudit: 0,
      remark: '开通7天内且未使用会员权益可全额退款',
    },
    distribution: [10, 8, 3, 1],
    channelOrders: { 杭州易租渠道服务有限公司: 10, 宁波租享科技有限公司: 5 },
    products: [
      {
        name: 'Apple iPhone 16 Pro 256GB',
        spec: '原色钛金属 / 租期365天',
        shop: 'main',
        rent: { days: 365, perDay: 8.8, deposit: 0 },
      },
      {
        name: 'Apple MacBook Air 13英寸 M3',
        spec: '16GB+512GB 午夜色 / 租期180天',
        shop: 'main',
        rent: { days: 180, perDay: 15.5, deposit: 1000 },
      },
      {
        name: '大疆 Osmo Pocket 3 全能套装',
        spec: '租期30天',
        shop: 'main',
        rent: { days: 30, perDay: 12, deposit: 500 },
      },
      {
        name: '索尼 Alpha 7 IV 全画幅微单',
        spec: '单机身 / 租期90天',
        shop: 'main',
        rent: { days: 90, perDay: 25, deposit: 2000 },
      },
      {
        name: '惠普 LaserJet Pro M404dn 激光打印机',
        spec: '租期365天',
        shop: 'office',
        rent: { days: 365, perDay: 3.2, deposit: 300 },
      },
      {
        name: '联想 ThinkPad X1 Carbon 2024',
        spec: 'i7 32GB+1TB / 租期365天',
        shop: 'office',
        rent: { days: 365, perDay: 11.8, deposit: 0 },
      },
      {
        name: '好孩子 婴儿推车 轻便款',
        spec: '租期180天',
        shop: 'baby',
        rent: { days: 180, perDay: 2.5, deposit: 200 },
      },
    ],
    addresses: [
      '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 1203',
      '浙江省杭州市滨江区江南大道 3850 号创新大厦 1508',
      '浙江省宁波市鄞州区四明中路 999 号 2 幢 801',
      '上海市浦东新区张杨路 500 号华润时代广场 23 楼',
      '江苏省南京市建邺区江东中路 311 号中泰国际广场 5 栋 1102',
    ],
  },
  {
    tenantId: 1002,
    admin: 'tenant2',
    phonePrefix: '1376021',
    channels: [
      {
        channel: '广州优享推广工作室',
        code: 'GZYX01',
        contactName: '吴海涛',
        contactPhone: '13922801003',
        commissionRate: 5,
        isDefault: false,
        defaultShop: 'appliance',
      },
      {
        channel: '东莞乐购渠道服务有限公司',
        code: 'DGLG02',
        contactName: '李嘉欣',
        contactPhone: '13790265318',
        commissionRate: 7.5,
        isDefault: true,
        defaultShop: 'main',
        company: {
          companyName: '东莞乐购渠道服务有限公司',
          creditCode: '91441900MA55XW2L8D',
          address: '广东省东莞市南城街道鸿福路 200 号海德广场 1 栋 1606',
          qyEmail: 'partner@legou-dg.com',
          frName: '李嘉欣',
          idCard: '441900199003156224',
          mobile: '13790265318',
          submittedDaysAgo: 95,
          signedDaysAgo: 92,
        },
      },
    ],
    applets: [
      {
        key: 'wechat',
        name: '华南优选商城',
        appId: 'wx3c7d9e1f2a4b6c80',
        appType: 2,
        status: 2,
        duty: 'tenant2',
        version: '3.1.0',
        description: '华南优选官方微信商城：数码家电正品低价，次日达',
        createdDaysAgo: 160,
      },
      {
        key: 'alipay',
        name: '华南优选',
        appId: '2021004187654321',
        appType: 1,
        status: 2,
        duty: 'xiewanqing',
        version: '2.0.4',
        description: '支付宝小程序：花呗分期免息购数码家电',
        createdDaysAgo: 120,
      },
      {
        key: 'shop',
        name: '深圳数码生活馆',
        appId: 'wx6e2f8a4c1b3d5e97',
        appType: 2,
        status: 2,
        duty: 'shop2',
        version: '1.2.0',
        description: '深圳数码生活馆门店小程序，支持到店自提',
        shop: 'main',
        createdDaysAgo: 60,
      },
      {
        key: 'douyin',
        name: '华南优选抖音商城',
        appId: 'tt9b4d2f6a8c1e3f05',
        appType: 3,
        status: 3,
        duty: 'tenant2',
        version: '1.0.2',
        description: '抖音小程序，活动结束后已下线',
        createdDaysAgo: 90,
      },
    ],
    relations: {
      东莞乐购渠道服务有限公司: ['wechat', 'alipay'],
      广州优享推广工作室: ['wechat'],
    },
    vests: [
      {
        channel: '东莞乐购渠道服务有限公司',
        applet: 'wechat',
        vestName: '乐购优选',
        vestAppId: 'wx2b3c4d5e6f708192',
        status: 1,
      },
      {
        channel: '广州优享推广工作室',
        applet: 'wechat',
        vestName: '优享好物',
        vestAppId: 'wx3c4d5e6f70819203',
        status: 0,
      },
    ],
    sms: [
      {
        name: '登录验证码',
        code: 'SMS_281120031',
        type: 1,
        content: `验证码${v('code')}，您正在登录华南优选，5分钟内有效。`,
        status: 1,
        applet: 'wechat',
      },
      {
        name: '支付成功通知',
        code: 'SMS_281120032',
        type: 2,
        content: `您的订单${v('orderNo')}已支付成功，我们将尽快为您发货。`,
        status: 1,
      },
      {
        name: '物流签收提醒',
        code: 'SMS_281120033',
        type: 2,
        content: `您购买的${v('product')}已签收，如有问题请在7天内联系客服。`,
        status: 1,
      },
      {
        name: '618大促通知',
        code: 'SMS_281120034',
        type: 3,
        content: '华南优选618狂欢：家电数码满1000减100，点击小程序领券，回T退订。',
        status: 1,
      },
      {
        name: '到店自提通知',
        code: 'SMS_281120035',
        type: 2,
        content: `您的商品已到深圳数码生活馆，请凭提货码${v('pickCode')}到店自提。`,
        status: 1,
        shop: 'main',
      },
    ],
    coupons: [
      {
        name: '新人专享30元无门槛券',
        type: 3,
        amount: 30,
        threshold: 0,
        validDays: 7,
        total: 10000,
        perUser: 1,
        status: 1,
        description: '新用户注册即送，全场通用',
      },
      {
        name: '家电满2000减200',
        type: 1,
        amount: 200,
        threshold: 2000,
        fixed: [10, -50],
        total: 1500,
        perUser: 1,
        status: 1,
        description: '限广州家电优选店大家电品类',
        shop: 'appliance',
      },
      {
        name: '数码9.5折券',
        type: 2,
        amount: 0,
        discount: 9.5,
        maxDiscount: 500,
        threshold: 1000,
        validDays: 30,
        total: 2000,
        perUser: 1,
        status: 1,
        description: '数码产品满1000元享9.5折，最高优惠500元',
      },
      {
        name: '会员专享满300减50',
        type: 1,
        amount: 50,
        threshold: 300,
        fixed: [90, 30],
        total: 1000,
        perUser: 1,
        status: 0,
        description: '会员专享，活动已结束',
      },
      {
        name: '618狂欢满1000减100',
        type: 1,
        amount: 100,
        threshold: 1000,
        fixed: [-5, -35],
        total: 5000,
        perUser: 2,
        status: 1,
        description: '618活动预热，活动开始后可用',
      },
    ],
    users: [
      {
        nickname: '数码控阿伟',
        realName: '黄伟明',
        sex: 1,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 55,
        certified: true,
        member: { day: 365, paidDaysAgo: 53 },
      },
      {
        nickname: '小确幸',
        realName: '梁晓彤',
        sex: 2,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 44,
        certified: true,
      },
      {
        nickname: '阿强',
        realName: '陈志强',
        sex: 1,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 38,
        certified: true,
        member: { day: 30, paidDaysAgo: 10 },
      },
      {
        nickname: '糖糖',
        realName: '罗思甜',
        sex: 2,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 31,
        certified: false,
      },
      {
        nickname: '东莞仔',
        realName: '叶家豪',
        sex: 1,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 19,
        certified: true,
        member: { day: 365, paidDaysAgo: 2, refund: 'pending' },
      },
      {
        nickname: '微光',
        realName: '邓雅琪',
        sex: 2,
        channel: '东莞乐购渠道服务有限公司',
        registeredDaysAgo: 9,
        certified: true,
      },
      {
        nickname: '优享达人',
        realName: '刘子健',
        sex: 1,
        channel: '广州优享推广工作室',
        registeredDaysAgo: 26,
        certified: true,
      },
      {
        nickname: '小橙子',
        realName: '曾欣然',
        sex: 2,
        channel: '广州优享推广工作室',
        registeredDaysAgo: 14,
        certified: true,
        member: { day: 30, paidDaysAgo: 13, refund: 'rejected' },
      },
      {
        nickname: '家电小能手',
        realName: '冯家乐',
        sex: 1,
        channel: '广州优享推广工作室',
        registeredDaysAgo: 7,
        certified: false,
      },
      {
        nickname: '深圳湾',
        realName: '蔡文杰',
        sex: 1,
        channel: null,
        registeredDaysAgo: 62,
        certified: true,
        member: { day: 30, paidDaysAgo: 8, refund: 'approved' },
      },
      { nickname: '可乐加冰', realName: '许可欣', sex: 2, channel: null, registeredDaysAgo: 20, certified: true },
      { nickname: '早睡早起', realName: '潘志豪', sex: 1, channel: null, registeredDaysAgo: 2, certified: false },
    ],
    referrals: [
      [1, 0, 1, 45.6],
      [3, 0, 1, 23.9],
      [5, 1, 1, 15.2],
      [5, 0, 2, 6.08],
      [8, 6, 1, 9.9],
    ],
    memberPrices: [
      { day: 30, price: 15, originalPrice: 25 },
      { day: 365, price: 128, originalPrice: 240 },
    ],
    refundConfig: {
      allowRefund: 1,
      refundDays: 3,
      refundRate: 80,
      autoAudit: 0,
      remark: '开通3天内可申请退款，按实付金额的80%退还',
    },
    distribution: [6, 5, 2, 0.5],
    channelOrders: { 东莞乐购渠道服务有限公司: 9, 广州优享推广工作室: 4 },
    products: [
      { name: '小米14 Ultra', spec: '16GB+512GB 黑色', shop: 'main', price: 6499 },
      { name: '华为 MatePad Pro 13.2英寸', spec: '12GB+256GB 曜金黑', shop: 'main', price: 5199 },
      { name: 'Apple AirPods Pro 2', spec: 'USB-C 充电盒', shop: 'main', price: 1899 },
      { name: '美的 1.5匹 新一级能效变频空调', spec: 'KFR-35GW 挂机', shop: 'appliance', price: 2799 },
      { name: '格力 滚筒洗衣机 10公斤', spec: '洗烘一体 白色', shop: 'appliance', price: 3299 },
      { name: '戴森 V12 Detect Slim 吸尘器', spec: '无绳手持', shop: 'appliance', price: 4490 },
    ],
    addresses: [
      '广东省深圳市南山区科苑路 15 号科兴科学园 B3 栋 902',
      '广东省广州市天河区花城大道 85 号高德置地广场 A 座 2305',
      '广东省东莞市南城街道元美路 22 号黄金花园 6 栋 1201',
      '广东省深圳市福田区福华三路 88 号财富大厦 17 楼',
      '广东省佛山市禅城区季华五路 10 号金融广场 3201',
    ],
  },
];
