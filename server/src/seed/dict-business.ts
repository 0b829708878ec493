import type { DictSeed } from './types';

/** Dictionaries of the rental and mall business: tenants, orders, channels, members, money. */

const BLUE = '#1890ff';
const CYAN = '#13c2c2';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
const RED = '#f5222d';
const GREY = '#8c8c8c';
const PURPLE = '#722ed1';

export const BUSINESS_DICTS: readonly DictSeed[] = [
  {
    code: 'tenant_model',
    name: '租户模式',
    description: '租赁或购买（商城）',
    items: [
      ['1', '租赁'],
      ['2', '商城'],
    ],
  },
  {
    code: 'rent_or_purchase',
    name: '经营方式',
    items: [
      ['1', '租赁'],
      ['2', '购买'],
      ['3', '租购'],
    ],
  },
  {
    code: 'order_status',
    name: '订单状态',
    description: '租赁订单生命周期',
    items: [
      ['1', '待付款', ORANGE],
      ['2', '待审核', BLUE],
      ['3', '待发货', BLUE],
      ['4', '待收货', CYAN],
      ['5', '租用中', GREEN],
      ['6', '待归还', ORANGE],
      ['7', '归还中', CYAN],
      ['8', '已归还', GREEN],
      ['9', '已完成', GREEN],
      ['10', '已取消', GREY],
      ['11', '已逾期', RED],
      ['12', '已买断', PURPLE],
      ['13', '审核拒绝', RED],
    ],
  },
  {
    code: 'order_type',
    name: '订单类型',
    items: [
      ['1', '租赁订单'],
      ['2', '购买订单'],
    ],
  },
  {
    code: 'overdue_status',
    name: '逾期状态',
    items: [
      ['0', '未逾期', GREEN],
      ['1', '逾期中', RED],
      ['2', '逾期已还', BLUE],
      ['3', '已减免', GREY],
    ],
  },
  {
    code: 'stage_status',
    name: '分期状态',
    items: [
      ['0', '未还', ORANGE],
      ['1', '已还', GREEN],
      ['2', '逾期', RED],
    ],
  },
  {
    code: 'pay_type',
    name: '支付方式',
    items: [
      ['1', '微信支付'],
      ['2', '支付宝'],
      ['3', '余额支付'],
      ['4', '花呗分期'],
    ],
  },
  {
    code: 'sign_status',
    name: '签署状态',
    items: [
      ['0', '未签署', RED],
      ['1', '审核中', ORANGE],
      ['2', '已签署', GREEN],
    ],
  },
  {
    code: 'coupon_type',
    name: '优惠券类型',
    items: [
      ['1', '满减券'],
      ['2', '折扣券'],
      ['3', '无门槛券'],
      ['4', '租金抵扣券'],
    ],
  },
  {
    code: 'coupon_status',
    name: '用户优惠券状态',
    items: [
      ['0', '未使用', GREEN],
      ['1', '已使用', GREY],
      ['2', '已过期', RED],
    ],
  },
  {
    code: 'member_day',
    name: '会员时长',
    items: [
      ['30', '月度会员'],
      ['365', '年度会员'],
    ],
  },
  {
    code: 'member_level',
    name: '会员等级',
    items: [
      ['0', '普通用户'],
      ['30', '月度会员'],
      ['365', '年度会员'],
    ],
  },
  {
    code: 'distribution_type',
    name: '分销类型',
    items: [
      ['1', '单级'],
      ['2', '多级'],
    ],
  },
  {
    code: 'distribution_level',
    name: '分销层级',
    items: [
      ['1', '一级'],
      ['2', '二级'],
      ['3', '三级'],
    ],
  },
  {
    code: 'audit_status',
    name: '审核状态',
    items: [
      ['0', '待审核', ORANGE],
      ['1', '通过', GREEN],
      ['2', '驳回', RED],
    ],
  },
  {
    code: 'risk_result',
    name: '风控结果',
    items: [
      ['1', '自动通过', GREEN],
      ['2', '人工审核', ORANGE],
      ['3', '拒绝', RED],
    ],
  },
  {
    code: 'complaint_status',
    name: '投诉状态',
    items: [
      ['0', '待处理', RED],
      ['1', '处理中', ORANGE],
      ['2', '已处理', GREEN],
      ['3', '已关闭', GREY],
    ],
  },
  {
    code: 'withdraw_status',
    name: '提现状态',
    items: [
      ['0', '审核中', ORANGE],
      ['1', '已打款', GREEN],
      ['2', '已驳回', RED],
      ['3', '打款失败', RED],
    ],
  },
  {
    code: 'applet_status',
    name: '小程序状态',
    items: [
      ['0', '未发布', GREY],
      ['1', '审核中', ORANGE],
      ['2', '已上线', GREEN],
      ['3', '已下线', RED],
    ],
  },
  {
    code: 'applet_type',
    name: '小程序平台',
    items: [
      ['1', '支付宝小程序'],
      ['2', '微信小程序'],
      ['3', '抖音小程序'],
    ],
  },
  {
    code: 'sms_template_type',
    name: '短信模板类型',
    items: [
      ['1', '验证码'],
      ['2', '通知'],
      ['3', '营销'],
    ],
  },
  {
    code: 'ticket_status',
    name: '票券状态',
    items: [
      ['1', '生效中', GREEN],
      ['0', '已停用', GREY],
    ],
  },
  {
    code: 'settlement_status',
    name: '入驻状态',
    items: [
      ['0', '待审核', ORANGE],
      ['1', '已入驻', GREEN],
      ['2', '已驳回', RED],
    ],
  },
  {
    code: 'refund_status',
    name: '退款状态',
    items: [
      ['0', '待审核', ORANGE],
      ['1', '已退款', GREEN],
      ['2', '已拒绝', RED],
    ],
  },
  {
    code: 'fund_flow_type',
    name: '资金流水类型',
    items: [
      ['1', '订单收入'],
      ['2', '提现'],
      ['3', '退款'],
      ['4', '平台服务费'],
      ['5', '佣金'],
    ],
  },
  {
    code: 'settle_cycle',
    name: '结算周期',
    items: [
      ['1', 'T+1'],
      ['7', '周结'],
      ['30', '月结'],
    ],
  },
  {
    code: 'activity_status',
    name: '活动状态',
    items: [
      ['0', '未开始', GREY],
      ['1', '进行中', GREEN],
      ['2', '已结束', RED],
    ],
  },
  {
    code: 'recharge_status',
    name: '充值状态',
    items: [
      ['0', '待支付', ORANGE],
      ['1', '充值成功', GREEN],
      ['2', '充值失败', RED],
    ],
  },
  {
    code: 'credit_level',
    name: '信用等级',
    items: [
      ['A', '优秀', GREEN],
      ['B', '良好', BLUE],
      ['C', '一般', ORANGE],
      ['D', '较差', RED],
    ],
  },
  {
    code: 'verify_status',
    name: '实名认证状态',
    items: [
      ['0', '未认证', GREY],
      ['1', '已认证', GREEN],
      ['2', '认证失败', RED],
    ],
  },
  {
    code: 'product_status',
    name: '商品上下架',
    items: [
      ['0', '下架', GREY],
      ['1', '上架', GREEN],
    ],
  },
  {
    code: 'give_back_type',
    name: '归还方式',
    items: [
      ['1', '快递寄回'],
      ['2', '到店归还'],
      ['3', '均可'],
    ],
  },
  {
    code: 'freight_payer',
    name: '运费承担方',
    items: [
      ['1', '用户承担'],
      ['2', '商家承担'],
    ],
  },
  {
    code: 'delivery_type',
    name: '配送方式',
    items: [
      ['1', '快递'],
      ['2', '自提'],
      ['3', '均可'],
    ],
  },
  {
    code: 'commission_type',
    name: '佣金方式',
    items: [
      ['1', '按比例'],
      ['2', '固定金额'],
    ],
  },
  {
    code: 'empower_service_type',
    name: '赋能服务类型',
    items: [
      ['1', '风控查询'],
      ['2', '电子合同'],
      ['3', '物流保价'],
      ['4', '免押认证'],
    ],
  },
  {
    code: 'charge_unit',
    name: '计费单位',
    items: [
      ['1', '按次'],
      ['2', '按单'],
      ['3', '按月'],
    ],
  },
  {
    code: 'risk_status',
    name: '风控审核状态',
    items: [
      ['0', '待审', BLUE],
      ['1', '通过', GREEN],
      ['2', '拒绝', RED],
      ['3', '人工复核', ORANGE],
    ],
  },
];
