import { type EntityDef, f, sortableBy } from '../../data/entity';

/**
 * Allowlists of the order tables: orders, instalments (and the waived ones statistics lists) and the
 * order log. Lists read the views (names and instalment totals joined in); writes go through the
 * tables, field by field, in the route modules. The big lists (orders, instalments; the fund flow is
 * in finance/entities.ts) sort only by columns an index of 190_list_indexes.sql serves.
 */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

/** The columns of bus_order every order list shows (the views add joined names and totals). */
export const ORDER_FIELDS = {
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
  base: { table: 'bus_order', fields: Object.keys(ORDER_FIELDS) },
  counted: 'bus_order',
  fields: sortableBy(
    {
      ...ORDER_FIELDS,
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
