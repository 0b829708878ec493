import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the marketing tables: applets, SMS templates, coupons, memberships, distribution. */

/** Mini-programs of the tenant (shop_id null) or of one shop. */
export const APPLET_ENTITY: EntityDef = {
  table: 'bus_applet',
  scope: { tenant: 'tenant_id', shop: 'shop_id' },
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    name: f.string('name'),
    appId: f.string('app_id'),
    appType: f.int('app_type', { dict: 'applet_type' }),
    logo: f.string('logo', { filter: false }),
    description: f.string('description'),
    version: f.string('version'),
    status: f.int('status', { dict: 'applet_status' }),
    dutyUserId: f.string('duty_user_id', { write: false }),
    backstageUserId: f.string('backstage_user_id', { write: false }),
    onlineTime: f.datetime('online_time', { write: false }),
    ...f.audit(),
  },
};

export const SMS_TEMPLATE_ENTITY: EntityDef = {
  table: 'bus_sms_template',
  scope: { tenant: 'tenant_id', shop: 'shop_id' },
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    appletId: f.string('applet_id'),
    templateName: f.string('template_name'),
    templateCode: f.string('template_code'),
    templateType: f.int('template_type', { dict: 'sms_template_type' }),
    signName: f.string('sign_name'),
    content: f.string('content'),
    status: f.int('status', { dict: 'valid_status' }),
    remark: f.string('remark'),
    ...f.audit(),
  },
};

/** Coupon templates; deleted ones are flagged (the coupons users hold keep their template). */
export const COUPON_TEMPLATE_ENTITY: EntityDef = {
  table: 'bus_coupon_template',
  scope: { tenant: 'tenant_id', shop: 'shop_id' },
  softDelete: { column: 'del_flag', deleted: 1, alive: 0 },
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    name: f.string('name'),
    couponType: f.int('coupon_type', { dict: 'coupon_type' }),
    amount: f.decimal('amount'),
    discount: f.decimal('discount'),
    maxDiscount: f.decimal('max_discount'),
    threshold: f.decimal('threshold'),
    validType: f.int('valid_type'),
    startTime: f.datetime('start_time'),
    endTime: f.datetime('end_time'),
    validDays: f.int('valid_days'),
    totalQuantity: f.int('total_quantity'),
    receivedQuantity: f.int('received_quantity', { write: false }),
    usedQuantity: f.int('used_quantity', { write: false }),
    perUserLimit: f.int('per_user_limit'),
    status: f.int('status', { dict: 'valid_status' }),
    description: f.string('description'),
    ...f.audit(),
  },
};

/** Status of a user's coupon (lite_user_coupon.status); the expiry job relies on these codes. */
export const USER_COUPON_STATUS = { unused: 0, used: 1, expired: 2 } as const;
export const USER_COUPON_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '未使用', 1: '已使用', 2: '已过期' };

export const USER_COUPON_ENTITY: EntityDef = {
  table: 'lite_user_coupon',
  scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    userId: f.string('user_id', { write: false }),
    userNickname: f.string('user_nickname', { write: false }),
    userPhone: f.string('user_phone', { write: false }),
    templateId: f.string('template_id', { write: false }),
    couponName: f.string('coupon_name', { write: false }),
    couponType: f.int('coupon_type', { write: false, dict: 'coupon_type' }),
    amount: f.decimal('amount', { write: false }),
    discount: f.decimal('discount', { write: false }),
    threshold: f.decimal('threshold', { write: false }),
    status: f.int('status', { write: false }),
    receiveTime: f.datetime('receive_time', { write: false }),
    startTime: f.datetime('start_time', { write: false }),
    endTime: f.datetime('end_time', { write: false }),
    useTime: f.datetime('use_time', { write: false }),
    orderNo: f.string('order_no', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/** Membership price rows (day 30 or 365). */
export const MEMBER_PRICE_ENTITY: EntityDef = {
  table: 'bus_member_price',
  scope: { tenant: 'tenant_id' },
  defaultSort: { field: 'day', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    day: f.int('day', { dict: 'member_day' }),
    price: f.decimal('price'),
    originalPrice: f.decimal('original_price'),
    ...f.audit(),
  },
};

export const MEMBER_REFUND_ENTITY: EntityDef = {
  table: 'bus_member_refund',
  scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    memberOrderId: f.string('member_order_id', { write: false }),
    orderNo: f.string('order_no', { write: false }),
    userId: f.string('user_id', { write: false }),
    userNickname: f.string('user_nickname', { write: false }),
    userPhone: f.string('user_phone', { write: false }),
    day: f.int('day', { write: false, dict: 'member_day' }),
    payAmount: f.decimal('pay_amount', { write: false }),
    refundAmount: f.decimal('refund_amount', { write: false }),
    reason: f.string('reason', { write: false }),
    status: f.int('status', { write: false, dict: 'refund_status' }),
    auditBy: f.string('audit_by', { write: false }),
    auditTime: f.datetime('audit_time', { write: false }),
    auditRemark: f.string('audit_remark', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

export const DISTRIBUTION_CONFIG_ENTITY: EntityDef = {
  table: 'bus_distribution_config',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    type: f.int('type', { dict: 'distribution_type' }),
    leavel: f.int('leavel', { dict: 'distribution_level' }),
    domestic: f.decimal('domestic'),
    updateBy: f.string('update_by', { write: false }),
    updateTime: f.datetime('update_time', { write: false }),
  },
};

/** Referral relations (who brought whom in), scoped to the channel of the referred user. */
export const DISTRIBUTION_RELATION_ENTITY: EntityDef = {
  table: 'bus_distribution_relation',
  scope: { tenant: 'tenant_id', channel: 'channel_id' },
  defaultSort: { field: 'bindTime', order: 'desc' },
  fields: {
    id: f.string('id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    userId: f.string('user_id', { write: false }),
    parentUserId: f.string('parent_user_id', { write: false }),
    level: f.int('level', { write: false, dict: 'distribution_level' }),
    commissionTotal: f.decimal('commission_total', { write: false }),
    bindTime: f.datetime('bind_time', { write: false }),
  },
};
