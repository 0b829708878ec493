import { type EntityDef, f, pickFields } from '../../data/entity';
import { SHOP_OWNED } from '../../data/scope';
import { SHOP_ENTITY } from '../org/entities';

/**
 * Dictionary codes this area names beyond the seeded ones (items to add to dict-business.ts):
 * product_status 0 下架 1 上架; give_back_type 1 快递寄回 2 到店归还 3 均可; freight_payer 1 用户承担
 * 2 商家承担; delivery_type 1 快递 2 自提 3 均可; commission_type 1 按比例 2 固定金额;
 * empower_service_type 1 风控查询 2 电子合同 3 物流保价 4 免押认证; charge_unit 1 按次 2 按单 3 按月.
 * Until they exist a `_dictText` shows the stored code.
 *
 * Allowlists of the shop and product tables. Every table is tenant-owned and shop-scoped: a shop
 * user (authority 4) reads and writes only rows of their own shop; rows with no shop are the
 * tenant's. Owner columns (tenant_id, shop_id) are never taken from a body for shop users, and for
 * the tenant a `shopId` is checked against the tenant's shops before any write.
 */

/** Shops as the business pages see them; a shop user sees exactly their own (its id is the shop column). */
export const BUS_SHOP_ENTITY: EntityDef = {
  ...SHOP_ENTITY,
  fields: {
    ...pickFields(SHOP_ENTITY.fields, ['id', 'name', 'rentOrPurchase', 'status', 'tenantId']),
    // The business pages show the status with its text (the tenants page, SHOP_ENTITY, does not).
    status: f.int('status', { dict: 'valid_status' }),
    logo: f.string('logo'),
    contactName: f.string('contact_name'),
    contactPhone: f.string('contact_phone'),
    address: f.string('address'),
    description: f.string('description', { filter: false, sort: false }),
    ...f.audit(),
  },
};

export const SHOP_SERVICE_ENTITY: EntityDef = {
  table: 'bus_shop_service',
  scope: SHOP_OWNED,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    ...f.shopOwned(),
    serviceName: f.string('service_name'),
    serviceIcon: f.string('service_icon', { filter: false, sort: false }),
    description: f.string('description'),
    sort: f.int('sort'),
    status: f.int('status', { dict: 'valid_status' }),
    ...f.audit(),
  },
};

export const SHOP_ADDITIONAL_ENTITY: EntityDef = {
  table: 'bus_shop_additional',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    companyName: f.string('company_name'),
    creditCode: f.string('credit_code'),
    licenseImg: f.string('license_img'),
    legalPerson: f.string('legal_person'),
    legalIdCard: f.string('legal_id_card', { filter: false, sort: false }),
    legalPhone: f.string('legal_phone'),
    servicePhone: f.string('service_phone'),
    businessHours: f.string('business_hours'),
    ...f.region(),
    addressDetail: f.string('address_detail'),
    shopNotice: f.string('shop_notice'),
    bankName: f.string('bank_name'),
    bankAccount: f.string('bank_account', { filter: false, sort: false }),
    accountName: f.string('account_name'),
    settleCycle: f.int('settle_cycle', { dict: 'settle_cycle' }),
    ...f.audit(),
  },
};

export const SHOP_RULE_ENTITY: EntityDef = {
  table: 'bus_shop_rule',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    giveBackType: f.int('give_back_type', { dict: 'give_back_type' }),
    freightPayer: f.int('freight_payer', { dict: 'freight_payer' }),
    remindDays: f.int('remind_days'),
    earlyReturn: f.int('early_return', { dict: 'yn' }),
    overdueFeeRatio: f.decimal('overdue_fee_ratio'),
    damageRule: f.string('damage_rule'),
    buyoutRule: f.string('buyout_rule'),
    renewRule: f.string('renew_rule'),
    ...f.audit(),
  },
};

export const GIVE_BACK_ADDRESS_ENTITY: EntityDef = {
  table: 'bus_shop_give_back_address',
  scope: SHOP_OWNED,
  defaultSort: { field: 'isDefault', order: 'desc' },
  fields: {
    ...f.shopOwned(),
    receiverName: f.string('receiver_name'),
    receiverPhone: f.string('receiver_phone'),
    ...f.region(),
    detailAddress: f.string('detail_address'),
    isDefault: f.int('is_default', { dict: 'yn' }),
    remark: f.string('remark'),
    ...f.audit(),
  },
};

export const CATEGORY_ENTITY: EntityDef = {
  table: 'bus_category',
  scope: SHOP_OWNED,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    ...f.shopOwned(),
    pid: f.string('pid'),
    name: f.string('name'),
    code: f.string('code'),
    icon: f.string('icon', { filter: false, sort: false }),
    sort: f.int('sort'),
    status: f.int('status', { dict: 'valid_status' }),
    ...f.audit(),
  },
};

const productFields = {
  ...f.shopOwned(),
  categoryId: f.string('category_id'),
  productName: f.string('product_name'),
  productType: f.int('product_type', { dict: 'rent_or_purchase' }),
  brand: f.string('brand'),
  newDegree: f.string('new_degree'),
  mainImage: f.string('main_image', { filter: false, sort: false }),
  images: f.string('images', { filter: false, sort: false }),
  description: f.string('description'),
  deliveryType: f.int('delivery_type', { dict: 'delivery_type' }),
  freight: f.decimal('freight'),
  buyoutSupported: f.int('buyout_supported', { dict: 'yn' }),
  billConfigIds: f.string('bill_config_ids', { filter: false, sort: false }),
  minRentPriceDay: f.decimal('min_rent_price_day', { write: false }),
  minSalePrice: f.decimal('min_sale_price', { write: false }),
  totalStock: f.int('total_stock', { write: false }),
  saleCount: f.int('sale_count', { write: false }),
  sort: f.int('sort'),
  status: f.int('status', { dict: 'product_status', write: false }),
  auditStatus: f.int('audit_status', { dict: 'audit_status', write: false }),
  auditRemark: f.string('audit_remark', { write: false }),
  auditBy: f.string('audit_by', { write: false }),
  auditTime: f.datetime('audit_time', { write: false }),
  ...f.audit(),
};

/** Products in lists (no rich-text detail); deleted products are flagged and never listed. */
export const PRODUCT_LIST_ENTITY: EntityDef = {
  table: 'bus_product',
  scope: SHOP_OWNED,
  softDelete: { column: 'del_flag', deleted: 1, alive: 0 },
  fields: productFields,
};

/** One product with its detail (selectProductEdit, writes). */
export const PRODUCT_ENTITY: EntityDef = {
  ...PRODUCT_LIST_ENTITY,
  fields: { ...productFields, detail: f.string('detail', { filter: false, sort: false }) },
};

export const TENANT_PRODUCT_ENTITY: EntityDef = {
  table: 'bus_tenant_product',
  scope: SHOP_OWNED,
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    shopId: f.string('shop_id', { write: false }),
    productId: f.string('product_id'),
    title: f.string('title'),
    rentPriceDay: f.decimal('rent_price_day'),
    salePrice: f.decimal('sale_price'),
    recommend: f.int('recommend', { dict: 'yn' }),
    sort: f.int('sort'),
    ...f.statusAndRemark(),
    ...f.audit(),
  },
};

export const BILL_CONFIG_ENTITY: EntityDef = {
  table: 'bus_stages_bill_config',
  scope: SHOP_OWNED,
  defaultSort: { field: 'stages', order: 'asc' },
  fields: {
    ...f.shopOwned(),
    configName: f.string('config_name'),
    stages: f.int('stages'),
    intervalDays: f.int('interval_days'),
    firstPayRatio: f.decimal('first_pay_ratio'),
    feeRate: f.decimal('fee_rate'),
    ...f.statusAndRemark(),
    ...f.audit(),
  },
};

export const ORDER_COMMISSION_ENTITY: EntityDef = {
  table: 'bus_order_commission_config',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    configName: f.string('config_name'),
    orderType: f.int('order_type', { dict: 'order_type' }),
    commissionType: f.int('commission_type', { dict: 'commission_type' }),
    commissionRatio: f.decimal('commission_ratio'),
    commissionAmount: f.decimal('commission_amount'),
    minOrderAmount: f.decimal('min_order_amount'),
    ...f.statusAndRemark(),
    ...f.audit(),
  },
};

export const EMPOWER_PRICE_ENTITY: EntityDef = {
  table: 'bus_empower_price_config',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    serviceName: f.string('service_name'),
    serviceType: f.int('service_type', { dict: 'empower_service_type' }),
    price: f.decimal('price'),
    chargeUnit: f.int('charge_unit', { dict: 'charge_unit' }),
    freeQuota: f.int('free_quota'),
    ...f.statusAndRemark(),
    ...f.audit(),
  },
};

export const PRODUCT_COMMISSION_ENTITY: EntityDef = {
  table: 'bus_product_commission',
  scope: SHOP_OWNED,
  fields: {
    ...f.shopOwned(),
    productId: f.string('product_id'),
    commissionType: f.int('commission_type', { dict: 'commission_type' }),
    firstRatio: f.decimal('first_ratio'),
    secondRatio: f.decimal('second_ratio'),
    commissionAmount: f.decimal('commission_amount'),
    ...f.statusAndRemark(),
    ...f.audit(),
  },
};
