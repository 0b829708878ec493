import { type EntityDef, f, sortableBy } from '../../data/entity';

/**
 * Allowlists of the orders-and-money tables. Lists read the views (names and instalment totals
 * joined in); writes go through the tables, field by field, in the route modules. The big lists
 * (orders, instalments, fund flow) sort only by columns an index of 190_list_indexes.sql serves.
 */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

const orderFields = {
  id: f.string('id', { write: false }),
  orderNo: f.string('order_no', { write: false }),
  orderType: f.int('order_type', { dict: 'order_type', write: false }),
  status: f.int('status', { dict: 'order_status', write: false }),
  shopId: f.string('shop_id', { write: false }),
  channelId: f.string('channel_id', { write: false }),
  appletId: f.string('applet_id', { write: false }),
  userId: f.string('user_id', { write: false }),
  userName: f.string('user_name', { write: false }),
  userPhone: f.string('user_phone', { write: false }),
  productId: f.string('product_id', { write: false }),
  productName: f.string('product_name', { write: false }),
  specName: f.string('spec_name', { write: false }),
  quantity: f.int('quantity', { write: false }),
  totalAmount: f.decimal('total_amount', { write: false }),
  deposit: f.decimal('deposit', { write: false }),
  paidAmount: f.decimal('paid_amount', { write: false }),
  rentDays: f.int('rent_days', { write: false }),
  startDate: f.date('start_date', { write: false }),
  endDate: f.date('end_date', { write: false }),
  stages: f.int('stages', { write: false }),
  overdueFlag: f.int('overdue_flag', { dict: 'overdue_status', write: false }),
  overdueDays: f.int('overdue_days', { write: false }),
  riskStatus: f.int('risk_status', { write: false }),
  riskScore: f.int('risk_score', { write: false }),
  riskRemark: f.string('risk_remark', { write: false, filter: false }),
  riskBy: f.string('risk_by', { write: false }),
  riskTime: f.datetime('risk_time', { write: false }),
  allocationUserId: f.string('allocation_user_id', { write: false }),
  allocationTime: f.datetime('allocation_time', { write: false }),
  receiverName: f.string('receiver_name', { write: false }),
  receiverPhone: f.string('receiver_phone', { write: false }),
  receiverAddress: f.string('receiver_address', { write: false, sort: false }),
  payTime: f.datetime('pay_time', { write: false }),
  logisticsCompany: f.string('logistics_company', { write: false }),
  logisticsNo: f.string('logistics_no', { write: false }),
  shipTime: f.datetime('ship_time', { write: false }),
  receiveTime: f.datetime('receive_time', { write: false }),
  returnLogisticsNo: f.string('return_logistics_no', { write: false }),
  returnTime: f.datetime('return_time', { write: false }),
  finishTime: f.datetime('finish_time', { write: false }),
  closeReason: f.string('close_reason', { write: false, filter: false }),
  closeTime: f.datetime('close_time', { write: false }),
  remark: f.string('remark', { write: false, sort: false }),
  ...f.audit(),
};

/** Orders as the lists show them (bus_order_view, read only; actions write bus_order in their modules). */
export const ORDER_VIEW_ENTITY: EntityDef = {
  table: 'bus_order_view',
  scope: ORDER_SCOPE,
  base: { table: 'bus_order', fields: Object.keys(orderFields) },
  counted: 'bus_order',
  fields: sortableBy(
    {
      ...orderFields,
      shopName: f.string('shop_name', { write: false }),
      channelName: f.string('channel_name', { write: false }),
      allocationUserName: f.string('allocation_user_name', { write: false }),
      unpaidAmount: f.decimal('unpaid_amount', { write: false }),
      overdueAmount: f.decimal('overdue_amount', { write: false }),
      waivedAmount: f.decimal('waived_amount', { write: false }),
      paidStages: f.int('paid_stages', { write: false }),
    },
    {
      createTime: 'not null',
      totalAmount: 'not null',
      overdueDays: 'not null',
      riskScore: 'nullable',
      allocationTime: 'nullable',
    },
  ),
};

/** The instalment's own columns (bus_order_stage); the view adds its order's. */
const stageOwnFields = {
  id: f.string('id', { write: false }),
  orderId: f.string('order_id', { write: false }),
  shopId: f.string('shop_id', { write: false }),
  channelId: f.string('channel_id', { write: false }),
  stageNo: f.int('stage_no', { write: false }),
  dueDate: f.date('due_date', { write: false }),
  amount: f.decimal('amount', { write: false }),
  paidAmount: f.decimal('paid_amount', { write: false }),
  waivedAmount: f.decimal('waived_amount', { write: false }),
  status: f.int('status', { dict: 'stage_status', write: false }),
  overdueDays: f.int('overdue_days', { write: false }),
  payType: f.int('pay_type', { dict: 'pay_type', write: false }),
  paidTime: f.datetime('paid_time', { write: false }),
  repayBy: f.string('repay_by', { write: false }),
  waiveReason: f.string('waive_reason', { write: false, filter: false }),
  waiveBy: f.string('waive_by', { write: false }),
  waiveTime: f.datetime('waive_time', { write: false }),
  createTime: f.datetime('create_time', { write: false }),
};

const own = stageOwnFields;
const stageFields = {
  id: own.id,
  orderId: own.orderId,
  orderNo: f.string('order_no', { write: false }),
  orderType: f.int('order_type', { dict: 'order_type', write: false }),
  orderStatus: f.int('order_status', { dict: 'order_status', write: false }),
  shopId: own.shopId,
  channelId: own.channelId,
  userName: f.string('user_name', { write: false }),
  userPhone: f.string('user_phone', { write: false }),
  productName: f.string('product_name', { write: false }),
  stageNo: own.stageNo,
  totalStages: f.int('total_stages', { write: false }),
  dueDate: own.dueDate,
  amount: own.amount,
  paidAmount: own.paidAmount,
  waivedAmount: own.waivedAmount,
  remainingAmount: f.decimal('remaining_amount', { write: false }),
  status: own.status,
  overdueDays: own.overdueDays,
  payType: own.payType,
  paidTime: own.paidTime,
  repayBy: own.repayBy,
  waiveReason: own.waiveReason,
  waiveBy: own.waiveBy,
  waiveTime: own.waiveTime,
  createTime: own.createTime,
};
const STAGE_BASE = { table: 'bus_order_stage', fields: Object.keys(stageOwnFields) };

/**
 * Instalments with their order's number, type, customer and product (bus_order_stage_view), due date
 * first. The order detail reads one order's instalments and puts them in instalment order itself.
 */
export const STAGE_VIEW_ENTITY: EntityDef = {
  table: 'bus_order_stage_view',
  scope: ORDER_SCOPE,
  base: STAGE_BASE,
  counted: 'bus_order_stage',
  defaultSort: { field: 'dueDate', order: 'asc' },
  fields: sortableBy(stageFields, { dueDate: 'not null', amount: 'not null', overdueDays: 'not null' }),
};

/**
 * The waived instalments (statistics' exemption list: `waived_amount > 0` always), newest waiver
 * first; partial indexes serve its waiveTime sort.
 */
export const EXEMPTION_VIEW_ENTITY: EntityDef = {
  table: 'bus_order_stage_view',
  scope: ORDER_SCOPE,
  base: STAGE_BASE,
  defaultSort: { field: 'waiveTime', order: 'desc' },
  fields: sortableBy(stageFields, {
    waiveTime: 'nullable',
    dueDate: 'not null',
    amount: 'not null',
    overdueDays: 'not null',
  }),
};

/** The order action log (read only). */
export const ORDER_LOG_ENTITY: EntityDef = {
  table: 'bus_order_log',
  scope: ORDER_SCOPE,
  defaultSort: { field: 'createTime', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    orderId: f.string('order_id', { write: false }),
    action: f.string('action', { write: false }),
    fromStatus: f.int('from_status', { dict: 'order_status', write: false }),
    toStatus: f.int('to_status', { dict: 'order_status', write: false }),
    remark: f.string('remark', { write: false }),
    operator: f.string('operator', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

const SHOP_SCOPE = { tenant: 'tenant_id', shop: 'shop_id' } as const;

/** Shop fund flow rows (signed amounts), newest first. */
export const FUND_FLOW_ENTITY: EntityDef = {
  table: 'bus_shop_fund_flow',
  scope: SHOP_SCOPE,
  counted: 'bus_shop_fund_flow',
  fields: sortableBy(
    {
      id: f.string('id', { write: false }),
      shopId: f.string('shop_id', { write: false }),
      flowNo: f.string('flow_no', { write: false }),
      flowType: f.int('flow_type', { dict: 'fund_flow_type', write: false }),
      amount: f.decimal('amount', { write: false }),
      balanceAfter: f.decimal('balance_after', { write: false }),
      orderId: f.string('order_id', { write: false }),
      orderNo: f.string('order_no', { write: false }),
      withdrawId: f.string('withdraw_id', { write: false }),
      unfreezeTime: f.datetime('unfreeze_time', { write: false }),
      remark: f.string('remark', { write: false }),
      createBy: f.string('create_by', { write: false }),
      createTime: f.datetime('create_time', { write: false }),
    },
    { createTime: 'not null', amount: 'not null' },
  ),
};

/** Withdrawal requests of shops. */
export const WITHDRAW_ENTITY: EntityDef = {
  table: 'bus_shop_withdraw',
  scope: SHOP_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    withdrawNo: f.string('withdraw_no', { write: false }),
    amount: f.decimal('amount', { write: false }),
    status: f.int('status', { dict: 'withdraw_status', write: false }),
    accountName: f.string('account_name', { write: false }),
    bankName: f.string('bank_name', { write: false }),
    bankCard: f.string('bank_card', { write: false, filter: false }),
    remark: f.string('remark', { write: false }),
    auditBy: f.string('audit_by', { write: false }),
    auditTime: f.datetime('audit_time', { write: false }),
    auditRemark: f.string('audit_remark', { write: false }),
    ...f.audit(),
  },
};

/**
 * Merchant onboarding applications: tenant-owned; a shop user sees only the application that
 * opened their shop. The audit fields change only through updateMerchantSettlement's review.
 */
export const SETTLEMENT_ENTITY: EntityDef = {
  table: 'bus_merchant_settlement',
  scope: SHOP_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    merchantName: f.string('merchant_name'),
    creditCode: f.string('credit_code'),
    legalPerson: f.string('legal_person'),
    contactName: f.string('contact_name'),
    contactPhone: f.string('contact_phone'),
    businessCategory: f.string('business_category'),
    rentOrPurchase: f.int('rent_or_purchase', { dict: 'rent_or_purchase' }),
    address: f.string('address', { sort: false }),
    licenseUrl: f.string('license_url', { filter: false, sort: false }),
    settleCycle: f.int('settle_cycle', { dict: 'settle_cycle' }),
    commissionRate: f.decimal('commission_rate'),
    status: f.int('status', { dict: 'settlement_status', write: false }),
    auditRemark: f.string('audit_remark', { write: false }),
    auditBy: f.string('audit_by', { write: false }),
    auditTime: f.datetime('audit_time', { write: false }),
    ...f.audit(),
  },
};

/** Vouchers issued by a shop. */
export const TICKET_ENTITY: EntityDef = {
  table: 'bus_merchant_ticket',
  scope: SHOP_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    ticketName: f.string('ticket_name'),
    ticketType: f.int('ticket_type'),
    faceValue: f.decimal('face_value'),
    minAmount: f.decimal('min_amount'),
    totalCount: f.int('total_count'),
    issuedCount: f.int('issued_count', { write: false }),
    usedCount: f.int('used_count', { write: false }),
    beginDate: f.date('begin_date'),
    endDate: f.date('end_date'),
    status: f.int('status', { dict: 'ticket_status', write: false }),
    stopReason: f.string('stop_reason', { write: false }),
    stopTime: f.datetime('stop_time', { write: false }),
    remark: f.string('remark', { sort: false }),
    ...f.audit(),
  },
};

/** End customers of the applets (third-party user info). */
export const LITE_USER_ENTITY: EntityDef = {
  table: 'lite_user',
  scope: ORDER_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    appletId: f.string('applet_id', { write: false }),
    nickname: f.string('nickname', { write: false }),
    realName: f.string('real_name', { write: false }),
    phone: f.string('phone', { write: false }),
    idCard: f.string('id_card', { write: false, filter: false, sort: false }),
    sex: f.int('sex', { dict: 'sex', write: false }),
    avatar: f.string('avatar', { write: false, filter: false, sort: false }),
    isMember: f.int('is_member', { dict: 'yn', write: false }),
    memberExpire: f.datetime('member_expire', { write: false }),
    certified: f.int('certified', { dict: 'verify_status', write: false }),
    status: f.int('status', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
    updateTime: f.datetime('update_time', { write: false }),
  },
};

/** Customer complaints handled by the service center. */
export const COMPLAINT_ENTITY: EntityDef = {
  table: 'bus_complaint',
  scope: ORDER_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    orderId: f.string('order_id', { write: false }),
    orderNo: f.string('order_no', { write: false }),
    userId: f.string('user_id', { write: false }),
    userName: f.string('user_name', { write: false }),
    userPhone: f.string('user_phone', { write: false }),
    complaintType: f.int('complaint_type', { write: false }),
    title: f.string('title', { write: false }),
    content: f.string('content', { write: false, sort: false }),
    status: f.int('status', { dict: 'complaint_status', write: false }),
    reply: f.string('reply', { write: false, sort: false }),
    replyBy: f.string('reply_by', { write: false }),
    replyTime: f.datetime('reply_time', { write: false }),
    closeReason: f.string('close_reason', { write: false }),
    closeBy: f.string('close_by', { write: false }),
    closeTime: f.datetime('close_time', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
    updateTime: f.datetime('update_time', { write: false }),
  },
};
