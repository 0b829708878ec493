import { type EntityDef, f, pickFields } from '../../data/entity';
import { CHANNEL_OWNED } from '../../data/scope';
import { ORDER_FIELDS } from '../orders/entities';
import { accountView } from '../org/entities';

/**
 * Allowlists of the channel tables. A channel partner's scope is one channel: on sys_channel the
 * channel column is the row's own id.
 */

/** 0 not signed, 1 company info submitted (under review), 2 signed. */
export const SIGN_STATUS = { unsigned: 0, submitted: 1, signed: 2 } as const;

export const CHANNEL_ENTITY: EntityDef = {
  table: 'sys_channel',
  scope: { tenant: 'tenant_id', channel: 'id' },
  fields: {
    id: f.string('id', { write: false }),
    tenantId: f.int('tenant_id', { write: false }),
    name: f.string('name'),
    code: f.string('code'),
    contactName: f.string('contact_name'),
    contactPhone: f.string('contact_phone'),
    commissionRate: f.decimal('commission_rate'),
    status: f.int('status', { dict: 'valid_status' }),
    signStatus: f.int('sign_status', { dict: 'sign_status', write: false }),
    signMessage: f.string('sign_message', { write: false, filter: false }),
    isDefault: f.int('is_default', { write: false, dict: 'yn' }),
    defaultShopId: f.string('default_shop_id', { write: false }),
    infoSubmitTime: f.datetime('info_submit_time', { write: false }),
    signTime: f.datetime('sign_time', { write: false }),
    ...f.audit(),
  },
};

/** The company behind a channel (one row per channel). */
export const CHANNEL_COMPANY_ENTITY: EntityDef = {
  table: 'bus_channel_company',
  scope: { tenant: 'tenant_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    companyName: f.string('company_name'),
    creditCode: f.string('credit_code'),
    address: f.string('address'),
    qyEmail: f.string('qy_email'),
    frName: f.string('fr_name'),
    idCard: f.string('id_card', { filter: false, sort: false }),
    mobile: f.string('mobile', { filter: false, sort: false }),
    ...f.audit(),
  },
};

/** Orders as the channel and applet pages read them (read-only here; the orders area writes them). */
export const ORDER_VIEW_ENTITY: EntityDef = {
  table: 'bus_order',
  scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
  fields: {
    ...pickFields(ORDER_FIELDS, [
      'id',
      'orderNo',
      'orderType',
      'status',
      'shopId',
      'channelId',
      'appletId',
      'userId',
      'userName',
      'userPhone',
      'productName',
      'specName',
      'quantity',
      'totalAmount',
      'deposit',
      'paidAmount',
      'rentDays',
      'startDate',
      'endDate',
      'stages',
      'overdueFlag',
      'createTime',
    ]),
    // Without the overdue status's text.
    overdueFlag: f.int('overdue_flag', { write: false }),
  },
};

/** Applet end customers (lite_user), read-only here. */
export const LITE_USER_VIEW_ENTITY: EntityDef = {
  table: 'lite_user',
  scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    nickname: f.string('nickname', { write: false }),
    realName: f.string('real_name', { write: false }),
    phone: f.string('phone', { write: false }),
    sex: f.int('sex', { write: false, dict: 'sex' }),
    avatar: f.string('avatar', { write: false, filter: false }),
    shopId: f.string('shop_id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    appletId: f.string('applet_id', { write: false }),
    isMember: f.int('is_member', { write: false, dict: 'yn' }),
    memberExpire: f.datetime('member_expire', { write: false }),
    certified: f.int('certified', { write: false, dict: 'verify_status' }),
    status: f.int('status', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/** Back-office accounts of channel partners (sys_user, authority 5 and 6); never a secret column. */
export const PARTNER_ACCOUNT_ENTITY: EntityDef = accountView(CHANNEL_OWNED, {
  email: f.string('email', { write: false }),
  authority: f.int('authority', { write: false, dict: 'authority' }),
  channelId: f.string('channel_id', { write: false }),
  status: f.int('status', { write: false, dict: 'user_status' }),
  createTime: f.datetime('create_time', { write: false }),
});

/** Applets a channel promotes. */
export const CHANNEL_APPLET_ENTITY: EntityDef = {
  table: 'bus_channel_applet',
  scope: { tenant: 'tenant_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    appletId: f.string('applet_id', { write: false }),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/** Vest applets: a tenant applet dressed for one channel. */
export const VEST_APPLET_ENTITY: EntityDef = {
  table: 'bus_vest_applet',
  scope: { tenant: 'tenant_id', channel: 'channel_id' },
  fields: {
    id: f.string('id', { write: false }),
    channelId: f.string('channel_id', { write: false }),
    appletId: f.string('applet_id', { write: false }),
    vestName: f.string('vest_name', { write: false }),
    vestAppId: f.string('vest_app_id', { write: false }),
    vestLogo: f.string('vest_logo', { write: false, filter: false }),
    status: f.int('status', { write: false, dict: 'valid_status' }),
    ...f.audit(),
  },
};
