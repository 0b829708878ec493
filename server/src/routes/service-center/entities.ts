import { type EntityDef, f } from '../../data/entity';

/** Allowlist of the complaints the service center handles. */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

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
