import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the order-services tables (after-sale, risk rules, credit reports, recharges). */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;
const SHOP_SCOPE = { tenant: 'tenant_id', shop: 'shop_id' } as const;

/** After-sale requests of purchase orders (written only by the handling actions). */
export const AFTER_SALE_ENTITY: EntityDef = {
  table: 'bus_after_sale',
  scope: ORDER_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    orderId: f.string('order_id', { write: false }),
    orderNo: f.string('order_no', { write: false }),
    afterSaleNo: f.string('after_sale_no', { write: false }),
    userName: f.string('user_name', { write: false }),
    userPhone: f.string('user_phone', { write: false }),
    productName: f.string('product_name', { write: false }),
    applyType: f.int('apply_type', { write: false }),
    reason: f.string('reason', { write: false, sort: false }),
    refundAmount: f.decimal('refund_amount', { write: false }),
    status: f.int('status', { write: false }),
    handleRemark: f.string('handle_remark', { write: false, sort: false }),
    handleBy: f.string('handle_by', { write: false }),
    handleTime: f.datetime('handle_time', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
    updateTime: f.datetime('update_time', { write: false }),
  },
};

/** Risk rules of the tenant (or of one shop). */
export const RISK_RULE_ENTITY: EntityDef = {
  table: 'bus_risk_rule',
  scope: SHOP_SCOPE,
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id'),
    ruleName: f.string('rule_name'),
    ruleType: f.int('rule_type'),
    compareOp: f.string('compare_op'),
    threshold: f.decimal('threshold'),
    hitAction: f.int('hit_action'),
    priority: f.int('priority'),
    status: f.int('status', { dict: 'valid_status' }),
    remark: f.string('remark', { sort: false }),
    ...f.audit(),
  },
};

/** Credit reports (read only: the credit query writes them). */
export const CREDIT_REPORT_ENTITY: EntityDef = {
  table: 'bus_credit_report',
  scope: SHOP_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    reportNo: f.string('report_no', { write: false }),
    userId: f.string('user_id', { write: false }),
    userName: f.string('user_name', { write: false }),
    phone: f.string('phone', { write: false }),
    idCard: f.string('id_card', { write: false, filter: false, sort: false }),
    creditScore: f.int('credit_score', { write: false }),
    creditLevel: f.string('credit_level', { write: false, dict: 'credit_level' }),
    orderCount: f.int('order_count', { write: false }),
    overdueCount: f.int('overdue_count', { write: false }),
    rentingCount: f.int('renting_count', { write: false }),
    unpaidAmount: f.decimal('unpaid_amount', { write: false }),
    riskHits: f.string('risk_hits', { write: false, sort: false }),
    suggestion: f.int('suggestion', { write: false }),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/** Recharge tiers offered to customers. */
export const RECHARGE_CONFIG_ENTITY: EntityDef = {
  table: 'bus_recharge_config',
  scope: SHOP_SCOPE,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id'),
    configName: f.string('config_name'),
    amount: f.decimal('amount'),
    giftAmount: f.decimal('gift_amount'),
    sort: f.int('sort'),
    status: f.int('status', { dict: 'valid_status' }),
    remark: f.string('remark', { sort: false }),
    ...f.audit(),
  },
};

/** Customers' recharges (read only). */
export const RECHARGE_ENTITY: EntityDef = {
  table: 'bus_recharge',
  scope: SHOP_SCOPE,
  fields: {
    id: f.string('id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    rechargeNo: f.string('recharge_no', { write: false }),
    userId: f.string('user_id', { write: false }),
    userName: f.string('user_name', { write: false }),
    userPhone: f.string('user_phone', { write: false }),
    amount: f.decimal('amount', { write: false }),
    giftAmount: f.decimal('gift_amount', { write: false }),
    payType: f.int('pay_type', { write: false, dict: 'pay_type' }),
    status: f.int('status', { write: false, dict: 'recharge_status' }),
    payTime: f.datetime('pay_time', { write: false }),
    remark: f.string('remark', { write: false, sort: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};
