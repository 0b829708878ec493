/**
 * Demo data of the shop and product area for tenants 1001 (华东租赁, lease) and 1002 (华南优选, mall).
 * Shops are named by their keys in demo-org-data.ts; categories by code; products by `key`.
 * Prices are in yuan (two decimals); areas are GB/T 2260 district codes (names come from the data set).
 */

export interface ShopSeed {
  key: string;
  contactName: string;
  contactPhone: string;
  address: string;
  description: string;
  services: readonly (readonly [name: string, description: string])[];
  additional: {
    companyName: string;
    creditCode: string;
    legalPerson: string;
    /** Stored masked, as the demo's other identity numbers. */
    legalIdCard: string;
    legalPhone: string;
    servicePhone: string;
    businessHours: string;
    district: string;
    addressDetail: string;
    shopNotice: string;
    bankName: string;
    /** Stored masked. */
    bankAccount: string;
    accountName: string;
    settleCycle: 1 | 7 | 30;
  };
  /** Rent shops only: give-back rule and addresses (first one default). */
  giveBack?: {
    giveBackType: 1 | 2 | 3;
    freightPayer: 1 | 2;
    remindDays: number;
    overdueFeeRatio: number;
    damageRule: string;
    buyoutRule: string;
    renewRule: string;
    addresses: readonly { receiver: string; phone: string; district: string; detail: string; remark?: string }[];
  };
}

export interface CategorySeed {
  code: string;
  name: string;
  /** Key of the shop owning this branch (else the tenant's). */
  shop?: string;
  children?: readonly CategorySeed[];
}

export interface BillConfigSeed {
  key: string;
  name: string;
  stages: number;
  intervalDays: number;
  firstPayRatio: number;
  feeRate: number;
  shop?: string;
  remark?: string;
}

/** [spec name, lease days | null, rent per day | null, deposit, sale price | null, market price, stock] */
export type SpecSeed = readonly [string, number | null, number | null, number, number | null, number | null, number];

export interface ProductSeed {
  key: string;
  shop: string;
  category: string;
  name: string;
  /** 1 租赁, 2 购买, 3 租购. */
  type: 1 | 2 | 3;
  brand: string;
  newDegree: string;
  image: string;
  imageCount: number;
  description: string;
  detail: string;
  buyout?: boolean;
  freight?: number;
  bills?: readonly string[];
  specs: readonly SpecSeed[];
  saleCount: number;
  /** 1 passed (default), 0 pending, 2 rejected with the remark. */
  audit?: { status: 0 | 2; remark?: string; by: string };
  onSale?: boolean;
  daysAgo: number;
}

export interface TenantProductSeed {
  product: string;
  title: string;
  recommend?: boolean;
  sort: number;
}

export interface TenantShopProductSeed {
  tenantId: number;
  shops: readonly ShopSeed[];
  categories: readonly CategorySeed[];
  bills: readonly BillConfigSeed[];
  products: readonly ProductSeed[];
  listings: readonly TenantProductSeed[];
  /** [name, order type, commission type, ratio | null, amount | null, min order amount, shop key?] */
  orderCommissions: readonly (readonly [string, 1 | 2, 1 | 2, number | null, number | null, number, string?])[];
  /** [service name, service type, price, charge unit, free quota, shop key?] */
  empowerPrices: readonly (readonly [string, 1 | 2 | 3 | 4, number, 1 | 2 | 3, number, string?])[];
  /** [product key, commission type, first ratio | null, second ratio | null, amount | null] */
  productCommissions: readonly (readonly [string, 1 | 2, number | null, number | null, number | null])[];
}

const RENT_SERVICES = [
  ['信用免押', '芝麻信用分650分以上可申请免押金'],
  ['顺丰包邮', '发货与归还均使用顺丰，运费由店铺承担'],
  ['随租随还', '租满首期后可随时申请提前归还'],
  ['到期可买断', '租期届满可按剩余价值一键买断'],
  ['正品保障', '全部商品为品牌官方渠道正品，支持验机'],
] as const;

const MALL_SERVICES = [
  ['正品行货', '品牌授权经销，提供正规发票'],
  ['7天无理由退货', '签收7天内商品完好可无理由退货'],
  ['全国联保', '享受品牌官方全国联保服务'],
  ['分期免息', '支持3期、6期免息分期购买'],
] as const;

const DAMAGE_RULE =
  '归还时由店铺验机：外观轻微划痕不收费；屏幕、机身损坏按官方维修报价收取维修费；主要配件缺失按官方售价赔偿。';
const BUYOUT_RULE = '租期内任意时间可申请买断，买断价 = 商品签约价 - 已付租金，押金可直接抵扣买断款。';
const RENEW_RULE = '到期前3天可在订单中申请续租，续租租金按原租期单价计算，无需重新审核。';

export const SHOP_PRODUCT_DEMO: readonly TenantShopProductSeed[] = [
  {
    tenantId: 1001,
    shops: [
      {
        key: 'main',
        contactName: '林晓峰',
        contactPhone: '0571-86001188',
        address: '浙江省杭州市西湖区文三路 478 号华星时代广场 1 楼',
        description: '华东租赁杭州旗舰店，主营手机、电脑、相机与无人机租赁，支持到店自提与同城闪送。',
        services: RENT_SERVICES,
        additional: {
          companyName: '杭州华东数码租赁有限公司',
          creditCode: '91330106MA2H3K8L5X',
          legalPerson: '陈国华',
          legalIdCard: '330106********0018',
          legalPhone: '13857101001',
          servicePhone: '400-826-1001',
          businessHours: '09:00-21:00',
          district: '330106',
          addressDetail: '文三路 478 号华星时代广场 1 楼 102 室',
          shopNotice: '新用户首单租手机立减30元；五一期间门店正常营业。',
          bankName: '招商银行杭州分行营业部',
          bankAccount: '571908********0618',
          accountName: '杭州华东数码租赁有限公司',
          settleCycle: 7,
        },
        giveBack: {
          giveBackType: 3,
          freightPayer: 2,
          remindDays: 3,
          overdueFeeRatio: 100,
          damageRule: DAMAGE_RULE,
          buyoutRule: BUYOUT_RULE,
          renewRule: RENEW_RULE,
          addresses: [
            {
              receiver: '林晓峰',
              phone: '13857101002',
              district: '330106',
              detail: '文三路 478 号华星时代广场 1 楼 102 室',
            },
            {
              receiver: '马俊杰',
              phone: '18867103011',
              district: '330110',
              detail: '仓前街道良睦路 1399 号梦想小镇仓储中心 3 号库',
              remark: '大件与批量归还请寄仓库',
            },
          ],
        },
      },
      {
        key: 'office',
        contactName: '王丽娟',
        contactPhone: '021-58012266',
        address: '上海市浦东新区张江高科技园区碧波路 690 号',
        description: '企业办公设备租赁与采购，打印机、投影仪、办公电脑按月起租，支持开具增值税专用发票。',
        services: [
          RENT_SERVICES[1],
          RENT_SERVICES[3],
          ['上门安装', '上海市内免费上门安装调试'],
          ['企业对公', '支持对公转账与月结账期'],
        ],
        additional: {
          companyName: '上海华东办公设备租赁有限公司',
          creditCode: '91310115MA1K4P2N7Q',
          legalPerson: '陈国华',
          legalIdCard: '330106********0018',
          legalPhone: '13857101001',
          servicePhone: '021-58012266',
          businessHours: '周一至周五 09:00-18:00',
          district: '310115',
          addressDetail: '张江高科技园区碧波路 690 号 2 号楼 1 层',
          shopNotice: '企业客户批量租赁10台以上可享九折。',
          bankName: '中国工商银行上海张江支行',
          bankAccount: '100122********3315',
          accountName: '上海华东办公设备租赁有限公司',
          settleCycle: 30,
        },
        giveBack: {
          giveBackType: 3,
          freightPayer: 1,
          remindDays: 7,
          overdueFeeRatio: 100,
          damageRule: '设备归还时检测，非人为故障免费；人为损坏按维修成本收取；耗材（硒鼓、灯泡）按实际用量结算。',
          buyoutRule: '租满12个月可按设备残值买断，残值 = 采购价 × 40%。',
          renewRule: '到期前7天联系客服续租，续租12个月以上租金九五折。',
          addresses: [
            { receiver: '王丽娟', phone: '13857101004', district: '310115', detail: '碧波路 690 号 2 号楼 1 层设备部' },
          ],
        },
      },
      {
        key: 'baby',
        contactName: '刘子豪',
        contactPhone: '025-86602233',
        address: '江苏省南京市建邺区江东中路 311 号中泰国际广场 2 楼',
        description: '母婴用品租赁，婴儿推车、安全座椅、婴儿床均经过专业清洗消毒，随孩子成长随时更换。',
        services: [
          RENT_SERVICES[0],
          RENT_SERVICES[1],
          ['专业消毒', '每件商品归还后经高温蒸汽与紫外线双重消毒'],
          ['以租代买', '租满6个月可0元买断'],
        ],
        additional: {
          companyName: '南京华东母婴用品租赁有限公司',
          creditCode: '91320105MA1X8R3T6W',
          legalPerson: '陈国华',
          legalIdCard: '330106********0018',
          legalPhone: '13857101001',
          servicePhone: '025-86602233',
          businessHours: '10:00-20:00',
          district: '320105',
          addressDetail: '江东中路 311 号中泰国际广场 2 楼 208 室',
          shopNotice: '所有商品均附消毒报告，可在订单详情中查看。',
          bankName: '南京银行建邺支行',
          bankAccount: '018201********7720',
          accountName: '南京华东母婴用品租赁有限公司',
          settleCycle: 7,
        },
        giveBack: {
          giveBackType: 1,
          freightPayer: 2,
          remindDays: 5,
          overdueFeeRatio: 50,
          damageRule: '正常使用痕迹不收费；污渍无法清洗、结构损坏按商品折旧价赔偿。',
          buyoutRule: '租满6个月可0元买断；未满6个月按剩余租金买断。',
          renewRule: RENEW_RULE,
          addresses: [
            {
              receiver: '刘子豪',
              phone: '15867102007',
              district: '320105',
              detail: '江东中路 311 号中泰国际广场 2 楼 208 室',
            },
          ],
        },
      },
    ],
    categories: [
      {
        code: 'C01',
        name: '数码电子',
        children: [
          { code: 'C0101', name: '手机' },
          { code: 'C0102', name: '笔记本电脑' },
          { code: 'C0103', name: '平板电脑' },
          { code: 'C0104', name: '相机摄影' },
          { code: 'C0105', name: '无人机' },
          { code: 'C0106', name: '游戏设备' },
        ],
      },
      {
        code: 'C02',
        name: '办公设备',
        children: [
          { code: 'C0201', name: '打印复印' },
          { code: 'C0202', name: '投影仪' },
          { code: 'C0203', name: '办公电脑' },
        ],
      },
      {
        code: 'C03',
        name: '母婴用品',
        children: [
          { code: 'C0301', name: '婴儿推车' },
          { code: 'C0302', name: '安全座椅' },
          { code: 'C0303', name: '婴儿床' },
        ],
      },
      {
        code: 'C04',
        name: '户外运动',
        children: [
          { code: 'C0401', name: '露营装备' },
          { code: 'C0402', name: '电动滑板车' },
        ],
      },
      { code: 'C05', name: '门店专享', shop: 'main', children: [{ code: 'C0501', name: '以旧换新', shop: 'main' }] },
    ],
    bills: [
      { key: 'p3', name: '3期免手续费', stages: 3, intervalDays: 30, firstPayRatio: 0, feeRate: 0 },
      { key: 'p6', name: '6期分期', stages: 6, intervalDays: 30, firstPayRatio: 0, feeRate: 2.5 },
      { key: 'p12', name: '12期分期', stages: 12, intervalDays: 30, firstPayRatio: 0, feeRate: 4.8 },
      {
        key: 'student',
        name: '学生专享6期',
        stages: 6,
        intervalDays: 30,
        firstPayRatio: 10,
        feeRate: 0,
        shop: 'main',
        remark: '需上传学生证，首付10%',
      },
    ],
    products: [
      {
        key: 'iphone16pm',
        shop: 'main',
        category: 'C0101',
        name: 'Apple iPhone 16 Pro Max 256GB 5G手机',
        type: 1,
        brand: 'Apple',
        newDegree: '全新',
        image: 'iphone16promax',
        imageCount: 4,
        description: 'A18 Pro 芯片，6.9 英寸超视网膜 XDR 显示屏，支持信用免押',
        detail: '<p>国行正品，全新未激活，支持官网验机。</p><p>租期内享官方保修，意外损坏可申请维修。</p>',
        buyout: true,
        bills: ['p3', 'p6', 'p12', 'student'],
        specs: [
          ['原色钛金属 256GB', 30, 16.5, 9999, null, 9999, 8],
          ['原色钛金属 256GB', 90, 13.8, 9999, null, 9999, 8],
          ['原色钛金属 256GB', 365, 9.9, 9999, null, 9999, 6],
          ['沙漠色钛金属 256GB', 30, 16.5, 9999, null, 9999, 5],
          ['沙漠色钛金属 256GB', 90, 13.8, 9999, null, 9999, 5],
        ],
        saleCount: 236,
        onSale: true,
        daysAgo: 60,
      },
      {
        key: 'mate70',
        shop: 'main',
        category: 'C0101',
        name: '华为 Mate 70 Pro 12GB+512GB 鸿蒙手机',
        type: 1,
        brand: '华为',
        newDegree: '全新',
        image: 'mate70pro',
        imageCount: 3,
        description: '超可靠玄武架构，XMAGE 影像，支持卫星通信',
        detail: '<p>华为官方授权渠道，全新国行。</p><p>支持鸿蒙智联设备一键互联。</p>',
        buyout: true,
        bills: ['p3', 'p6'],
        specs: [
          ['曜石黑 12GB+512GB', 30, 14.5, 6999, null, 6999, 6],
          ['曜石黑 12GB+512GB', 180, 10.9, 6999, null, 6999, 6],
          ['云锦白 12GB+512GB', 30, 14.5, 6999, null, 6999, 4],
        ],
        saleCount: 128,
        onSale: true,
        daysAgo: 45,
      },
      {
        key: 'macbookair',
        shop: 'main',
        category: 'C0102',
        name: 'Apple MacBook Air 13 英寸 M3 芯片 16GB+512GB',
        type: 1,
        brand: 'Apple',
        newDegree: '99新',
        image: 'macbookair-m3',
        imageCount: 3,
        description: '轻薄长续航，适合学习与移动办公',
        detail: '<p>99新官翻机况，电池健康度 95% 以上。</p><p>预装 macOS 最新版本，开箱即用。</p>',
        buyout: true,
        bills: ['p6', 'p12', 'student'],
        specs: [
          ['午夜色 16GB+512GB', 30, 14.9, 9499, null, 9499, 5],
          ['午夜色 16GB+512GB', 90, 12.5, 9499, null, 9499, 5],
          ['午夜色 16GB+512GB', 180, 10.8, 9499, null, 9499, 3],
        ],
        saleCount: 87,
        onSale: true,
        daysAgo: 38,
      },
      {
        key: 'mini4pro',
        shop: 'main',
        category: 'C0105',
        name: '大疆 DJI Mini 4 Pro 畅飞套装（带屏遥控器）',
        type: 1,
        brand: '大疆',
        newDegree: '95新',
        image: 'dji-mini4pro',
        imageCount: 3,
        description: '249g 轻巧机身，全向避障，4K/60fps HDR 视频',
        detail: '<p>含三块智能飞行电池、充电管家与收纳包。</p><p>首次飞行请在 DJI Fly 中完成实名登记。</p>',
        specs: [
          ['畅飞套装 带屏遥控器', 7, 39, 4788, null, 4788, 4],
          ['畅飞套装 带屏遥控器', 30, 25, 4788, null, 4788, 4],
        ],
        saleCount: 64,
        onSale: true,
        daysAgo: 30,
      },
      {
        key: 'a7m4',
        shop: 'main',
        category: 'C0104',
        name: '索尼 Alpha 7 IV 全画幅微单 + FE 24-70mm F2.8 GM II 镜头',
        type: 1,
        brand: '索尼',
        newDegree: '95新',
        image: 'sony-a7m4',
        imageCount: 4,
        description: '3300 万像素，专业婚礼、活动拍摄首选',
        detail: '<p>机身快门数低于 2 万次，镜头无霉无雾。</p><p>标配两块电池、128GB CFexpress 存储卡。</p>',
        specs: [
          ['机身+24-70GM II 套机', 7, 89, 29999, null, 29999, 2],
          ['机身+24-70GM II 套机', 30, 59, 29999, null, 29999, 2],
        ],
        saleCount: 41,
        onSale: true,
        daysAgo: 25,
      },
      {
        key: 'switcholed',
        shop: 'main',
        category: 'C0106',
        name: 'Nintendo Switch OLED 日版续航增强主机',
        type: 1,
        brand: '任天堂',
        newDegree: '95新',
        image: 'switch-oled',
        imageCount: 2,
        description: '7 英寸 OLED 屏幕，赠送两款热门游戏卡带',
        detail: '<p>含底座、Joy-Con 手柄一对与游戏卡带两张。</p>',
        specs: [
          ['白色 OLED 主机', 30, 4.9, 2099, null, 2099, 10],
          ['白色 OLED 主机', 90, 3.9, 2099, null, 2099, 10],
        ],
        saleCount: 153,
        onSale: false,
        daysAgo: 20,
      },
      {
        key: 'mi14ultra',
        shop: 'main',
        category: 'C0101',
        name: '小米 14 Ultra 16GB+512GB 徕卡影像手机',
        type: 1,
        brand: '小米',
        newDegree: '全新',
        image: 'xiaomi14ultra',
        imageCount: 3,
        description: '徕卡光学 Summilux 镜头，一英寸主摄',
        detail: '<p>全新国行，支持小米官方售后。</p>',
        specs: [
          ['黑色 16GB+512GB', 30, 12.8, 6499, null, 6499, 6],
          ['黑色 16GB+512GB', 90, 10.5, 6499, null, 6499, 6],
        ],
        saleCount: 0,
        audit: { status: 0, by: 'shop1' },
        daysAgo: 2,
      },
      {
        key: 's24ultra',
        shop: 'main',
        category: 'C0101',
        name: '三星 Galaxy S24 Ultra 12GB+256GB',
        type: 1,
        brand: '三星',
        newDegree: '99新',
        image: 'galaxy-s24ultra',
        imageCount: 2,
        description: 'Galaxy AI，钛金属边框，内置 S Pen',
        detail: '<p>99新机况，无维修记录。</p>',
        specs: [['钛灰 12GB+256GB', 30, 13.5, 8999, null, 8999, 3]],
        saleCount: 0,
        audit: { status: 2, remark: '主图不清晰且非白底，请更换商品主图后重新提交', by: 'tenant1' },
        daysAgo: 5,
      },
      {
        key: 'hp4104',
        shop: 'office',
        category: 'C0201',
        name: '惠普 HP LaserJet Pro MFP 4104fdw 黑白激光多功能一体机',
        type: 3,
        brand: '惠普',
        newDegree: '全新',
        image: 'hp-4104fdw',
        imageCount: 3,
        description: '打印复印扫描传真四合一，双面打印，支持无线',
        detail: '<p>含原装硒鼓一支（约 3050 页）。</p><p>上海市内免费上门安装。</p>',
        buyout: true,
        bills: ['p6', 'p12'],
        specs: [
          ['标准版', 365, 3.2, 0, 3299, 3599, 15],
          ['标准版', 180, 3.9, 0, 3299, 3599, 10],
        ],
        saleCount: 58,
        onSale: true,
        daysAgo: 50,
      },
      {
        key: 'epsonfh52',
        shop: 'office',
        category: 'C0202',
        name: '爱普生 EPSON CB-FH52 全高清商务投影仪',
        type: 3,
        brand: '爱普生',
        newDegree: '全新',
        image: 'epson-cbfh52',
        imageCount: 2,
        description: '4000 流明，1080P 全高清，会议室与培训室适用',
        detail: '<p>支持无线投屏与手机同屏。</p>',
        bills: ['p3', 'p6'],
        specs: [
          ['标配（含 100 英寸幕布）', 30, 12, 0, 5499, 5999, 6],
          ['标配（含 100 英寸幕布）', 180, 8.5, 0, 5499, 5999, 6],
        ],
        saleCount: 22,
        onSale: true,
        daysAgo: 42,
      },
      {
        key: 'x1carbon',
        shop: 'office',
        category: 'C0203',
        name: '联想 ThinkPad X1 Carbon 2024 Ultra7 32GB+1TB',
        type: 3,
        brand: '联想',
        newDegree: '全新',
        image: 'thinkpad-x1carbon',
        imageCount: 3,
        description: '1.08kg 轻薄商务本，2.8K OLED 屏',
        detail: '<p>企业批量租赁可预装 Windows 11 专业版与办公软件。</p>',
        buyout: true,
        bills: ['p6', 'p12'],
        specs: [
          ['深空黑 Ultra7 32GB+1TB', 90, 13.5, 0, 11999, 13999, 8],
          ['深空黑 Ultra7 32GB+1TB', 365, 9.8, 0, 11999, 13999, 8],
        ],
        saleCount: 34,
        onSale: true,
        daysAgo: 35,
      },
      {
        key: 'pockit',
        shop: 'baby',
        category: 'C0301',
        name: '好孩子 gb Pockit+ 口袋车 轻便折叠婴儿推车',
        type: 1,
        brand: '好孩子',
        newDegree: '95新',
        image: 'gb-pockit',
        imageCount: 3,
        description: '5.8kg 一键折叠，可登机，适合 6 个月以上宝宝',
        detail: '<p>每次归还后高温蒸汽消毒，附消毒报告。</p>',
        buyout: true,
        specs: [
          ['曜石黑', 30, 3.5, 1299, null, 1299, 12],
          ['曜石黑', 90, 2.8, 1299, null, 1299, 12],
          ['曜石黑', 180, 2.2, 1299, null, 1299, 8],
        ],
        saleCount: 312,
        onSale: true,
        daysAgo: 55,
      },
      {
        key: 'britax',
        shop: 'baby',
        category: 'C0302',
        name: '宝得适 Britax 双面骑士 i-Size 儿童安全座椅 0-4岁',
        type: 1,
        brand: '宝得适',
        newDegree: '95新',
        image: 'britax-dualfix',
        imageCount: 2,
        description: '360° 旋转，ISOFIX 接口，通过 i-Size 认证',
        detail: '<p>含安装视频指导，支持到店免费安装。</p>',
        specs: [
          ['月光灰', 30, 4.5, 3280, null, 3280, 6],
          ['月光灰', 180, 3.2, 3280, null, 3280, 6],
        ],
        saleCount: 96,
        onSale: true,
        daysAgo: 48,
      },
      {
        key: 'kubcrib',
        shop: 'baby',
        category: 'C0303',
        name: '可优比 KUB 多功能拼接婴儿床 实木可移动',
        type: 1,
        brand: '可优比',
        newDegree: '9成新',
        image: 'kub-crib',
        imageCount: 2,
        description: '可拼接大床，高度五档可调，含床垫',
        detail: '<p>新西兰松木，床垫每次更换全新床垫套。</p>',
        specs: [
          ['原木色 120×65cm', 90, 2.6, 1599, null, 1599, 5],
          ['原木色 120×65cm', 180, 2, 1599, null, 1599, 5],
        ],
        saleCount: 47,
        onSale: true,
        daysAgo: 40,
      },
    ],
    listings: [
      { product: 'iphone16pm', title: 'iPhone 16 Pro Max 信用免押 低至9.9元/天', recommend: true, sort: 1 },
      { product: 'macbookair', title: 'MacBook Air M3 学生租赁 低至10.8元/天', recommend: true, sort: 2 },
      { product: 'mini4pro', title: '大疆 Mini 4 Pro 旅行航拍 7天起租', sort: 3 },
      { product: 'pockit', title: '好孩子口袋车 出游必备 低至2.2元/天', recommend: true, sort: 4 },
      { product: 'hp4104', title: '惠普激光一体机 企业办公 租购两宜', sort: 5 },
    ],
    orderCommissions: [
      ['租赁订单默认佣金', 1, 1, 5, null, 0],
      ['购买订单默认佣金', 2, 2, null, 50, 1000],
      ['旗舰店租赁推广佣金', 1, 1, 6, null, 500, 'main'],
    ],
    empowerPrices: [
      ['风控查询', 1, 2.5, 1, 100],
      ['电子合同签署', 2, 1, 2, 0],
      ['物流保价', 3, 5, 2, 0],
      ['芝麻免押认证', 4, 0.8, 1, 200],
    ],
    productCommissions: [
      ['iphone16pm', 1, 3, 1, null],
      ['macbookair', 2, null, null, 100],
      ['pockit', 1, 5, 2, null],
    ],
  },
  {
    tenantId: 1002,
    shops: [
      {
        key: 'main',
        contactName: '郑雅婷',
        contactPhone: '0755-86002288',
        address: '广东省深圳市南山区科技园南区深南大道 9966 号万利达科技大厦 1 楼',
        description: '华南优选深圳体验店，手机、平板、智能穿戴与影音产品正品行货，支持分期购买。',
        services: MALL_SERVICES,
        additional: {
          companyName: '深圳华南优选商贸有限公司',
          creditCode: '91440305MA5G7W2K3P',
          legalPerson: '黄志强',
          legalIdCard: '440305********0035',
          legalPhone: '13922801001',
          servicePhone: '400-830-1002',
          businessHours: '10:00-22:00',
          district: '440305',
          addressDetail: '深南大道 9966 号万利达科技大厦 1 楼 101 室',
          shopNotice: '以旧换新最高补贴800元，详询门店客服。',
          bankName: '中国建设银行深圳科技园支行',
          bankAccount: '442015********2018',
          accountName: '深圳华南优选商贸有限公司',
          settleCycle: 1,
        },
      },
      {
        key: 'appliance',
        contactName: '梁伟东',
        contactPhone: '020-38801166',
        address: '广东省广州市天河区天河路 208 号天河城 5 楼',
        description: '大家电购买与长租，空调、冰箱、清洁电器免费送装，长租用户享免费上门维护。',
        services: [
          MALL_SERVICES[0],
          MALL_SERVICES[2],
          ['送装一体', '广州市内免费送货上门并安装'],
          ['长租包维护', '租赁期内免费上门清洗与维修'],
        ],
        additional: {
          companyName: '广州华南优选家电有限公司',
          creditCode: '91440106MA9Y4L6H8R',
          legalPerson: '黄志强',
          legalIdCard: '440305********0035',
          legalPhone: '13922801001',
          servicePhone: '020-38801166',
          businessHours: '10:00-22:00',
          district: '440106',
          addressDetail: '天河路 208 号天河城 5 楼 512 铺',
          shopNotice: '空调安装旺季请提前3天预约。',
          bankName: '广发银行广州天河支行',
          bankAccount: '955080********6617',
          accountName: '广州华南优选家电有限公司',
          settleCycle: 7,
        },
        giveBack: {
          giveBackType: 2,
          freightPayer: 2,
          remindDays: 7,
          overdueFeeRatio: 100,
          damageRule: '大家电由店铺上门拆机回收并检测；人为损坏按维修报价收取。',
          buyoutRule: '租满12个月可按签约价的30%买断。',
          renewRule: '到期前7天可申请续租，续租12个月享九折。',
          addresses: [
            { receiver: '梁伟东', phone: '13922801005', district: '440106', detail: '天河路 208 号天河城 5 楼 512 铺' },
            {
              receiver: '冯丽婷',
              phone: '17722804012',
              district: '440111',
              detail: '太和镇大源北路 88 号华南优选家电仓',
              remark: '上门回收集中入库地址',
            },
          ],
        },
      },
    ],
    categories: [
      {
        code: 'C01',
        name: '手机数码',
        children: [
          { code: 'C0101', name: '手机' },
          { code: 'C0102', name: '平板电脑' },
          { code: 'C0103', name: '智能穿戴' },
          { code: 'C0104', name: '耳机音箱' },
        ],
      },
      {
        code: 'C02',
        name: '电脑办公',
        children: [
          { code: 'C0201', name: '笔记本' },
          { code: 'C0202', name: '显示器' },
        ],
      },
      {
        code: 'C03',
        name: '家用电器',
        children: [
          { code: 'C0301', name: '空调' },
          { code: 'C0302', name: '冰箱洗衣机' },
          { code: 'C0303', name: '清洁电器' },
          { code: 'C0304', name: '厨房电器' },
        ],
      },
      {
        code: 'C04',
        name: '以旧换新专区',
        shop: 'appliance',
        children: [{ code: 'C0401', name: '空调换新', shop: 'appliance' }],
      },
    ],
    bills: [
      { key: 'p3', name: '3期免息', stages: 3, intervalDays: 30, firstPayRatio: 0, feeRate: 0 },
      { key: 'p6', name: '6期分期', stages: 6, intervalDays: 30, firstPayRatio: 0, feeRate: 3 },
      { key: 'p12', name: '12期分期', stages: 12, intervalDays: 30, firstPayRatio: 0, feeRate: 6 },
      {
        key: 'p24',
        name: '24期分期',
        stages: 24,
        intervalDays: 30,
        firstPayRatio: 10,
        feeRate: 9.6,
        shop: 'appliance',
      },
    ],
    products: [
      {
        key: 'iphone16',
        shop: 'main',
        category: 'C0101',
        name: 'Apple iPhone 16 5G手机 国行正品',
        type: 2,
        brand: 'Apple',
        newDegree: '全新',
        image: 'iphone16',
        imageCount: 4,
        description: 'A18 芯片，相机控制按钮，支持 Apple 智能',
        detail: '<p>国行正品，全国联保一年。</p><p>支持 3 期、6 期免息分期。</p>',
        bills: ['p3', 'p6', 'p12'],
        specs: [
          ['黑色 128GB', null, null, 0, 5999, 5999, 30],
          ['黑色 256GB', null, null, 0, 6999, 6999, 25],
          ['群青色 128GB', null, null, 0, 5999, 5999, 20],
          ['群青色 256GB', null, null, 0, 6999, 6999, 15],
        ],
        saleCount: 518,
        onSale: true,
        daysAgo: 58,
      },
      {
        key: 'matepad',
        shop: 'main',
        category: 'C0102',
        name: '华为 MatePad Pro 13.2 英寸 12GB+256GB 平板电脑',
        type: 2,
        brand: '华为',
        newDegree: '全新',
        image: 'matepad-pro13',
        imageCount: 3,
        description: '柔性 OLED 大屏，星闪连接手写笔',
        detail: '<p>赠原装智能键盘（限前 100 名）。</p>',
        bills: ['p3', 'p6'],
        specs: [
          ['曜金黑 12GB+256GB', null, null, 0, 5199, 5699, 12],
          ['晶钻白 12GB+256GB', null, null, 0, 5199, 5699, 10],
        ],
        saleCount: 143,
        onSale: true,
        daysAgo: 44,
      },
      {
        key: 'watch10',
        shop: 'main',
        category: 'C0103',
        name: 'Apple Watch Series 10 GPS 42mm 铝金属表壳',
        type: 2,
        brand: 'Apple',
        newDegree: '全新',
        image: 'apple-watch-s10',
        imageCount: 2,
        description: '更大更薄的显示屏，睡眠呼吸暂停提醒',
        detail: '<p>国行正品，支持 Apple 官方保修。</p>',
        specs: [
          ['亮黑色 运动型表带 S/M', null, null, 0, 2999, 2999, 18],
          ['玫瑰金色 运动型表带 S/M', null, null, 0, 2999, 2999, 12],
        ],
        saleCount: 96,
        onSale: true,
        daysAgo: 36,
      },
      {
        key: 'wh1000xm5',
        shop: 'main',
        category: 'C0104',
        name: '索尼 WH-1000XM5 头戴式无线降噪耳机',
        type: 2,
        brand: '索尼',
        newDegree: '全新',
        image: 'sony-wh1000xm5',
        imageCount: 2,
        description: '双芯驱动降噪，30 小时续航',
        detail: '<p>国行正品，全国联保。</p>',
        specs: [
          ['黑色', null, null, 0, 2499, 2999, 20],
          ['铂金银', null, null, 0, 2499, 2999, 16],
        ],
        saleCount: 207,
        onSale: true,
        daysAgo: 30,
      },
      {
        key: 'redmibook',
        shop: 'main',
        category: 'C0201',
        name: '小米 Redmi Book 16 2025 i5 16GB+512GB 轻薄本',
        type: 2,
        brand: '小米',
        newDegree: '全新',
        image: 'redmibook16',
        imageCount: 2,
        description: '16 英寸 2.5K 屏，金属机身',
        detail: '<p>预装正版 Windows 11 家庭版。</p>',
        specs: [['星辰灰 i5 16GB+512GB', null, null, 0, 4299, 4599, 0]],
        saleCount: 12,
        onSale: false,
        daysAgo: 10,
      },
      {
        key: 'gree',
        shop: 'appliance',
        category: 'C0301',
        name: '格力 云佳 1.5匹 新一级能效 变频冷暖挂机空调',
        type: 3,
        brand: '格力',
        newDegree: '全新',
        image: 'gree-yunjia',
        imageCount: 3,
        description: '新一级能效，56℃ 高温自清洁，免费安装',
        detail: '<p>含标准安装与 3 米铜管，超出部分按标准收费。</p>',
        buyout: true,
        bills: ['p3', 'p6', 'p24'],
        specs: [
          ['1.5匹 KFR-35GW', 365, 2.5, 0, 2999, 3499, 40],
          ['1.5匹 KFR-35GW', 730, 2, 0, 2999, 3499, 20],
        ],
        saleCount: 381,
        onSale: true,
        daysAgo: 52,
      },
      {
        key: 'midea646',
        shop: 'appliance',
        category: 'C0302',
        name: '美的 646升 对开门一级变频风冷无霜冰箱',
        type: 3,
        brand: '美的',
        newDegree: '全新',
        image: 'midea-646',
        imageCount: 2,
        description: '646L 大容量，一级能效，智能控温',
        detail: '<p>送货入户，旧机可折价回收。</p>',
        buyout: true,
        bills: ['p6', 'p12', 'p24'],
        specs: [['星际银 BCD-646WKPZM', 365, 4.2, 0, 3999, 4599, 15]],
        saleCount: 64,
        onSale: true,
        daysAgo: 47,
      },
      {
        key: 'dysonv15',
        shop: 'appliance',
        category: 'C0303',
        name: '戴森 Dyson V15 Detect Absolute 无绳吸尘器',
        type: 3,
        brand: '戴森',
        newDegree: '全新',
        image: 'dyson-v15',
        imageCount: 3,
        description: '激光探测微尘，压电式声学传感器',
        detail: '<p>国行正品，整机两年保修。</p>',
        bills: ['p3', 'p6'],
        specs: [
          ['镍黄色', 30, 12, 4990, 4990, 5490, 8],
          ['镍黄色', 90, 9, 4990, 4990, 5490, 8],
        ],
        saleCount: 73,
        onSale: true,
        daysAgo: 33,
      },
      {
        key: 'ecovacs',
        shop: 'appliance',
        category: 'C0303',
        name: '科沃斯 地宝 T30 PRO 扫拖一体机器人',
        type: 3,
        brand: '科沃斯',
        newDegree: '全新',
        image: 'ecovacs-t30',
        imageCount: 2,
        description: '热水洗拖布，自动上下水可选',
        detail: '<p>支持米家 / 华为智慧生活接入。</p>',
        specs: [['标准版', 30, 8.8, 3699, 3699, 4299, 10]],
        saleCount: 0,
        audit: { status: 0, by: 'caizhiming' },
        daysAgo: 1,
      },
    ],
    listings: [
      { product: 'iphone16', title: 'iPhone 16 国行正品 3期免息', recommend: true, sort: 1 },
      { product: 'gree', title: '格力云佳空调 免费安装 租购两宜', recommend: true, sort: 2 },
      { product: 'dysonv15', title: '戴森 V15 先租后买 低至9元/天', sort: 3 },
      { product: 'wh1000xm5', title: '索尼 XM5 降噪耳机 限时直降500', sort: 4 },
    ],
    orderCommissions: [
      ['商城订单推广佣金', 2, 1, 3, null, 0],
      ['家电租赁推广佣金', 1, 2, null, 80, 1000, 'appliance'],
    ],
    empowerPrices: [
      ['风控查询', 1, 3, 1, 50],
      ['电子合同签署', 2, 1.2, 2, 0],
      ['物流保价', 3, 8, 2, 0, 'appliance'],
    ],
    productCommissions: [
      ['iphone16', 1, 2, 0.5, null],
      ['dysonv15', 2, null, null, 60],
    ],
  },
];
