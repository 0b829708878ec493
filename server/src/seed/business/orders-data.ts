/** Demo data of the orders-and-money area: what the shops sell, who buys, where they live. */

export interface CatalogItem {
  name: string;
  specs: readonly string[];
  /** Monthly rent (yuan) for rent orders; absent when the item is sold only. */
  monthlyRent?: number;
  /** Purchase price (yuan). */
  price: number;
  deposit: number;
}

/** Items per demo shop, keyed by `<tenantId>:<shop key>` of demo-org-data. */
export const SHOP_CATALOG: Readonly<Record<string, readonly CatalogItem[]>> = {
  '1001:main': [
    {
      name: 'Apple iPhone 15 Pro',
      specs: ['256GB 原色钛金属', '512GB 黑色钛金属'],
      monthlyRent: 399,
      price: 8999,
      deposit: 2000,
    },
    {
      name: 'Apple MacBook Air 13 M3',
      specs: ['16GB+512GB 午夜色', '8GB+256GB 星光色'],
      monthlyRent: 459,
      price: 9499,
      deposit: 2500,
    },
    {
      name: '华为 Mate 60 Pro',
      specs: ['12GB+512GB 雅川青', '12GB+256GB 雅丹黑'],
      monthlyRent: 329,
      price: 6999,
      deposit: 1500,
    },
    {
      name: '大疆 DJI Mini 4 Pro 无人机',
      specs: ['畅飞套装 带屏遥控器'],
      monthlyRent: 269,
      price: 5788,
      deposit: 1500,
    },
    { name: '索尼 A7M4 全画幅微单', specs: ['单机身', '28-70mm 套机'], monthlyRent: 599, price: 15999, deposit: 4000 },
    { name: '任天堂 Switch OLED', specs: ['日版 白色', '港版 电光红蓝'], monthlyRent: 129, price: 2299, deposit: 500 },
  ],
  '1001:office': [
    {
      name: '联想 ThinkPad X1 Carbon',
      specs: ['i7 32GB+1TB', 'i5 16GB+512GB'],
      monthlyRent: 499,
      price: 12999,
      deposit: 3000,
    },
    { name: '惠普 LaserJet Pro 激光打印机', specs: ['M405dn 双面网络'], monthlyRent: 99, price: 2399, deposit: 500 },
    { name: '戴尔 U2723QE 27英寸4K显示器', specs: ['Type-C 90W'], monthlyRent: 119, price: 3299, deposit: 800 },
    { name: '爱普生 CB-X50 商务投影仪', specs: ['3600流明 XGA'], monthlyRent: 159, price: 3999, deposit: 1000 },
    { name: '华为 MateBook D16', specs: ['i5 16GB+512GB 深空灰'], monthlyRent: 239, price: 5199, deposit: 1200 },
    { name: '得力 办公碎纸机', specs: ['5级保密 22L'], price: 699, deposit: 0 },
  ],
  '1001:baby': [
    { name: '好孩子 高景观婴儿推车', specs: ['可坐可躺 银灰'], monthlyRent: 89, price: 1899, deposit: 300 },
    { name: 'Babycare 多功能婴儿床', specs: ['实木 拼接大床'], monthlyRent: 79, price: 1599, deposit: 300 },
    { name: '美德乐 双边电动吸奶器', specs: ['丝韵翼 舒悦版'], monthlyRent: 119, price: 2780, deposit: 500 },
    { name: '宝得适 儿童安全座椅', specs: ['百变骑士 ISOFIX'], monthlyRent: 69, price: 2499, deposit: 400 },
    { name: 'Stokke Tripp Trapp 成长椅', specs: ['榉木 自然色'], monthlyRent: 99, price: 2690, deposit: 500 },
  ],
  '1002:main': [
    { name: '小米14 Ultra', specs: ['16GB+512GB 龙晶蓝', '12GB+256GB 黑色'], price: 6499, deposit: 0 },
    { name: 'Apple AirPods Pro 2', specs: ['USB-C 充电盒'], price: 1899, deposit: 0 },
    { name: '华为 WATCH GT 4', specs: ['46mm 山茶棕', '41mm 凝霜白'], price: 1488, deposit: 0 },
    { name: 'OPPO Find X7 Ultra', specs: ['16GB+512GB 海阔天空'], price: 6499, deposit: 0 },
    { name: '大疆 Osmo Pocket 3', specs: ['全能套装'], price: 3499, deposit: 0 },
    { name: 'Kindle Paperwhite 5', specs: ['16GB 墨黑色'], price: 1068, deposit: 0 },
  ],
  '1002:appliance': [
    { name: '戴森 V15 Detect 无线吸尘器', specs: ['旗舰款'], monthlyRent: 199, price: 4990, deposit: 1000 },
    { name: '美的 风尊 1.5匹变频空调', specs: ['新一级能效 挂机'], monthlyRent: 159, price: 3299, deposit: 800 },
    { name: '海尔 10公斤滚筒洗衣机', specs: ['洗烘一体 直驱'], monthlyRent: 139, price: 3599, deposit: 800 },
    { name: '石头 G20 扫拖机器人', specs: ['自动上下水版'], monthlyRent: 179, price: 4599, deposit: 1000 },
    { name: '西门子 502升对开门冰箱', specs: ['混冷无霜 玻璃面板'], monthlyRent: 229, price: 6999, deposit: 1500 },
    { name: '松下 IH电饭煲', specs: ['5L 可变压力'], price: 1299, deposit: 0 },
  ],
};

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈'.split('');
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '子涵',
  '浩然',
  '欣怡',
  '梓萱',
  '宇轩',
  '思远',
  '雨桐',
  '一诺',
  '佳怡',
  '俊杰',
  '晓东',
  '建华',
  '海燕',
  '志强',
  '雪梅',
  '文博',
  '嘉欣',
];
export const NICKNAMES = [
  '小鱼儿',
  '阳光男孩',
  '追风少年',
  '慢慢走',
  '橘子汽水',
  '云淡风轻',
  '奔跑的蜗牛',
  '一只猫',
  '清风徐来',
  '向日葵',
  '柠檬不酸',
  '山川湖海',
  '半夏',
  '晚风',
  '星河',
  '小确幸',
  '北岛',
  '南风知我意',
  '木子',
  '七月',
];

export interface Region {
  /** First six digits of identity cards issued there. */
  idPrefix: string;
  city: string;
  streets: readonly string[];
}

/** Where each tenant's customers live. */
export const REGIONS: Readonly<Record<number, readonly Region[]>> = {
  1001: [
    { idPrefix: '330106', city: '浙江省杭州市西湖区', streets: ['文三路', '古墩路', '天目山路', '学院路'] },
    { idPrefix: '330108', city: '浙江省杭州市滨江区', streets: ['江南大道', '滨盛路', '长河路'] },
    { idPrefix: '310104', city: '上海市徐汇区', streets: ['漕溪北路', '虹桥路', '田林路'] },
    { idPrefix: '310115', city: '上海市浦东新区', streets: ['张杨路', '世纪大道', '锦绣路'] },
    { idPrefix: '320102', city: '江苏省南京市玄武区', streets: ['中山路', '北京东路', '珠江路'] },
    { idPrefix: '330203', city: '浙江省宁波市海曙区', streets: ['中山西路', '药行街'] },
  ],
  1002: [
    { idPrefix: '440305', city: '广东省深圳市南山区', streets: ['科技园南路', '南海大道', '后海大道'] },
    { idPrefix: '440304', city: '广东省深圳市福田区', streets: ['深南大道', '福华路', '彩田路'] },
    { idPrefix: '440106', city: '广东省广州市天河区', streets: ['天河路', '体育西路', '黄埔大道'] },
    { idPrefix: '441900', city: '广东省东莞市南城区', streets: ['鸿福路', '宏图路'] },
    { idPrefix: '440604', city: '广东省佛山市禅城区', streets: ['季华路', '汾江中路'] },
  ],
};

export const COMMUNITIES = ['阳光花园', '锦绣华庭', '翠苑', '万科城', '滨江花园', '世纪新城', '金色家园', '绿城桂花园'];

/** Logistics companies with their waybill prefixes. */
export const LOGISTICS: readonly (readonly [string, string])[] = [
  ['顺丰速运', 'SF'],
  ['京东物流', 'JD'],
  ['中通快递', 'ZTO'],
  ['圆通速递', 'YT'],
];

export const REJECT_REASONS = [
  '多头借贷风险较高，综合评分不足',
  '身份信息核验未通过',
  '收货地址与常用地址不符且无法核实',
  '近期存在多笔逾期记录',
  '联系人信息无法核实',
];

export const CANCEL_REASONS = [
  '用户主动取消：不想要了',
  '用户超时未支付，系统自动取消',
  '用户重复下单，取消其中一笔',
  '库存不足，与用户协商取消',
  '用户更换其他商品',
];

export const ORDER_REMARKS = [
  '客户要求周末配送',
  '已电话确认收货地址',
  '企业客户，需开具增值税专用发票',
  '老客户复租，优先发货',
  '客户咨询续租政策，已告知',
  '外包装需保留，归还时使用',
];

export const WAIVE_REASONS = [
  '设备故障返修期间租金减免',
  '客户投诉协商处理，减免部分租金',
  '住院证明已核实，减免逾期部分',
  '物流延误导致晚收货，减免首期差额',
  '长期优质客户，逾期费用一次性减免',
];

export const RISK_REMARKS = ['自动审核通过', '征信良好', '人工复核通过，已电话核实', '芝麻分良好，免押通过'];

export interface ComplaintSeed {
  type: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  reply?: string;
}

export const COMPLAINTS: readonly ComplaintSeed[] = [
  {
    type: 1,
    title: '收到的设备屏幕有划痕',
    content: '今天签收后发现屏幕右下角有一道明显划痕，与描述的九五新不符，要求更换。',
    reply: '非常抱歉给您带来不便，已为您安排换新，新设备将于明日发出，旧设备请随快递员一并退回。',
  },
  {
    type: 2,
    title: '物流三天没有更新',
    content: '订单显示已发货，但物流信息三天没有更新，客服电话一直占线。',
    reply: '已联系物流公司核实，包裹在中转站滞留，现已加急派送，预计明天送达。',
  },
  {
    type: 4,
    title: '租金扣款金额不对',
    content: '本月自动扣款比账单金额多扣了50元，请核实并退还。',
    reply: '经核实为重复扣款，多扣的50元已原路退回，预计1-3个工作日到账。',
  },
  {
    type: 3,
    title: '客服态度不好',
    content: '咨询归还流程时客服回复敷衍，问了三次都没说清楚归还地址。',
    reply: '已对相关客服进行培训，归还地址已通过短信发送给您，感谢您的反馈。',
  },
  { type: 1, title: '设备无法开机', content: '使用两周后设备无法开机，充电也没有反应，影响工作。' },
  { type: 4, title: '押金迟迟未退', content: '设备已于上周归还并签收，押金至今没有退回。' },
  { type: 2, title: '送货上门被要求加价', content: '快递员送货上楼要求额外支付30元搬运费，下单时并未说明。' },
  { type: 5, title: '想提前归还但无法操作', content: '租期还有两个月，想提前归还，小程序里找不到提前归还入口。' },
  { type: 3, title: '催收电话过于频繁', content: '只是晚了一天还款，一天内接到五个催收电话，严重影响生活。' },
  { type: 1, title: '配件缺少充电器', content: '包装内没有原装充电器，商品详情页写明包含全套配件。' },
];

export interface SettlementSeed {
  merchantName: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  category: string;
  rentOrPurchase: 1 | 2 | 3;
  address: string;
  settleCycle: 1 | 7 | 30;
  commissionRate: number;
  /** 0 待审核, 1 已入驻, 2 已驳回. */
  status: 0 | 1 | 2;
  auditRemark?: string;
  /** Demo shop key the approved merchant runs. */
  shop?: string;
  daysAgo: number;
}

export const SETTLEMENTS: Readonly<Record<number, readonly SettlementSeed[]>> = {
  1001: [
    {
      merchantName: '杭州数码优租科技有限公司',
      legalPerson: '林晓峰',
      contactName: '林晓峰',
      contactPhone: '13857101002',
      category: '数码3C',
      rentOrPurchase: 1,
      address: '浙江省杭州市西湖区文三路 259 号',
      settleCycle: 7,
      commissionRate: 6,
      status: 1,
      auditRemark: '资质齐全，同意入驻',
      shop: 'main',
      daysAgo: 160,
    },
    {
      merchantName: '上海启航办公设备有限公司',
      legalPerson: '顾建平',
      contactName: '顾晓雯',
      contactPhone: '13917203311',
      category: '办公设备',
      rentOrPurchase: 3,
      address: '上海市徐汇区漕溪北路 88 号',
      settleCycle: 30,
      commissionRate: 5,
      status: 1,
      auditRemark: '同意入驻',
      shop: 'office',
      daysAgo: 150,
    },
    {
      merchantName: '南京贝贝母婴用品有限公司',
      legalPerson: '沈丽华',
      contactName: '沈丽华',
      contactPhone: '13770911452',
      category: '母婴用品',
      rentOrPurchase: 1,
      address: '江苏省南京市玄武区中山路 18 号',
      settleCycle: 7,
      commissionRate: 8,
      status: 1,
      auditRemark: '同意入驻',
      shop: 'baby',
      daysAgo: 140,
    },
    {
      merchantName: '宁波影像器材租赁行',
      legalPerson: '葛志伟',
      contactName: '葛志伟',
      contactPhone: '13566023418',
      category: '摄影器材',
      rentOrPurchase: 1,
      address: '浙江省宁波市海曙区药行街 66 号',
      settleCycle: 7,
      commissionRate: 7,
      status: 0,
      daysAgo: 3,
    },
    {
      merchantName: '苏州优品电竞设备有限公司',
      legalPerson: '钱俊',
      contactName: '钱俊',
      contactPhone: '15850012763',
      category: '电竞外设',
      rentOrPurchase: 3,
      address: '江苏省苏州市工业园区星湖街 328 号',
      settleCycle: 1,
      commissionRate: 6.5,
      status: 0,
      daysAgo: 1,
    },
    {
      merchantName: '温州便捷家电服务部',
      legalPerson: '郑东',
      contactName: '郑东',
      contactPhone: '13706641209',
      category: '家用电器',
      rentOrPurchase: 2,
      address: '浙江省温州市鹿城区车站大道 1 号',
      settleCycle: 30,
      commissionRate: 4,
      status: 2,
      auditRemark: '营业执照已过期，请更新后重新提交',
      daysAgo: 20,
    },
    {
      merchantName: '杭州小象露营装备店',
      legalPerson: '方婷',
      contactName: '方婷',
      contactPhone: '18868112290',
      category: '户外装备',
      rentOrPurchase: 1,
      address: '浙江省杭州市滨江区江南大道 3888 号',
      settleCycle: 7,
      commissionRate: 9,
      status: 0,
      daysAgo: 6,
    },
  ],
  1002: [
    {
      merchantName: '深圳极客生活电子商行',
      legalPerson: '郑雅婷',
      contactName: '郑雅婷',
      contactPhone: '13922801002',
      category: '数码3C',
      rentOrPurchase: 2,
      address: '广东省深圳市南山区科技园南路 16 号',
      settleCycle: 7,
      commissionRate: 5,
      status: 1,
      auditRemark: '同意入驻',
      shop: 'main',
      daysAgo: 170,
    },
    {
      merchantName: '广州美居家电贸易有限公司',
      legalPerson: '梁志成',
      contactName: '何佩珊',
      contactPhone: '13602451187',
      category: '家用电器',
      rentOrPurchase: 3,
      address: '广东省广州市天河区天河路 208 号',
      settleCycle: 30,
      commissionRate: 4.5,
      status: 1,
      auditRemark: '同意入驻',
      shop: 'appliance',
      daysAgo: 155,
    },
    {
      merchantName: '东莞潮玩手办店',
      legalPerson: '陈浩',
      contactName: '陈浩',
      contactPhone: '13790226351',
      category: '潮玩',
      rentOrPurchase: 2,
      address: '广东省东莞市南城区鸿福路 99 号',
      settleCycle: 7,
      commissionRate: 10,
      status: 0,
      daysAgo: 2,
    },
    {
      merchantName: '佛山智能家居体验馆',
      legalPerson: '罗伟',
      contactName: '罗伟',
      contactPhone: '15913387420',
      category: '智能家居',
      rentOrPurchase: 3,
      address: '广东省佛山市禅城区季华路 1 号',
      settleCycle: 7,
      commissionRate: 6,
      status: 2,
      auditRemark: '经营类目与平台定位不符',
      daysAgo: 35,
    },
    {
      merchantName: '深圳骑行者单车工坊',
      legalPerson: '黄一鸣',
      contactName: '黄一鸣',
      contactPhone: '18926077315',
      category: '运动户外',
      rentOrPurchase: 1,
      address: '广东省深圳市福田区福华路 52 号',
      settleCycle: 1,
      commissionRate: 7.5,
      status: 0,
      daysAgo: 5,
    },
  ],
};

export interface TicketSeed {
  name: string;
  type: 1 | 2 | 3;
  faceValue: number;
  minAmount: number;
  total: number;
  /** Days from today: begin (negative: past) and length. */
  beginOffset: number;
  days: number;
  stopped?: string;
}

export const TICKETS: readonly TicketSeed[] = [
  { name: '新客首月租金立减券', type: 1, faceValue: 50, minAmount: 200, total: 500, beginOffset: -60, days: 120 },
  { name: '续租九折券', type: 2, faceValue: 9, minAmount: 0, total: 300, beginOffset: -30, days: 90 },
  { name: '免费清洁保养兑换券', type: 3, faceValue: 99, minAmount: 0, total: 100, beginOffset: -90, days: 60 },
  {
    name: '双十一满1000减100',
    type: 1,
    faceValue: 100,
    minAmount: 1000,
    total: 1000,
    beginOffset: -25,
    days: 20,
    stopped: '活动提前结束',
  },
];

export const BANKS = ['招商银行', '中国工商银行', '中国建设银行', '兴业银行', '浦发银行'];
