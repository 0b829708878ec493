import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the merchant tables: onboarding applications and tickets. */

const SHOP_SCOPE = { tenant: 'tenant_id', shop: 'shop_id' } as const;

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
