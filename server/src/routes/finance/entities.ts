import { type EntityDef, f, sortableBy } from '../../data/entity';

/**
 * Allowlists of the money tables: shop fund flow, withdrawals, recharge tiers and customers' recharges.
 * The fund flow, a big list, sorts only by columns an index of 190_list_indexes.sql serves.
 */

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
