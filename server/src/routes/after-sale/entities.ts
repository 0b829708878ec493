import { type EntityDef, f } from '../../data/entity';

/** Allowlist of the after-sale table. */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

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
