import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the risk tables: the tenant's risk rules and the credit reports. */

const SHOP_SCOPE = { tenant: 'tenant_id', shop: 'shop_id' } as const;

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
