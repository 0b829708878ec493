import { type EntityDef, f } from '../../data/entity';

/** Allowlist of the applets' end customers. */

const ORDER_SCOPE = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

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
