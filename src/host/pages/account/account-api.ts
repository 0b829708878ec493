import { getAction, unwrap } from '../../../core/http';

/** `/account/profile`: the signed-in user's own profile. */
export interface Profile {
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  authority: number | null;
  tenantName: string | null;
  shopName: string | null;
  channelName: string | null;
  roles: string[];
  departs: string[];
  loginCount: number;
  lastLoginTime: string | null;
  createTime: string | null;
}

/** `/account/notifySettings`: 1 on, 0 off. */
export interface NotifySettings {
  notifySystem: number;
  notifyOrder: number;
  notifyChat: number;
  notifyEmail: number;
}

export const NOTIFY_ITEMS: readonly { key: keyof NotifySettings; title: string; description: string }[] = [
  { key: 'notifySystem', title: '系统消息', description: '系统公告与通知将以站内信的形式通知' },
  { key: 'notifyOrder', title: '订单提醒', description: '新订单、待审核与逾期订单将以站内信的形式通知' },
  { key: 'notifyChat', title: '客服消息', description: '客户发来的在线客服消息将在右上角提醒' },
  { key: 'notifyEmail', title: '邮件通知', description: '重要通知同时发送到绑定的邮箱' },
];

export const AUTHORITY_TEXT: Record<number, string> = {
  1: '平台管理员',
  3: '租户管理员',
  4: '店铺运营',
  5: '渠道商',
  6: '渠道商（待签署）',
};

export const PROFILE_URL = '/account/profile';
export const NOTIFY_SETTINGS_URL = '/account/notifySettings';

/** @example const profile = await loadProfile(); */
export async function loadProfile(signal?: AbortSignal): Promise<Profile> {
  return unwrap(await getAction<Profile>(PROFILE_URL, undefined, { signal }));
}

/** @example const settings = await loadNotifySettings(); */
export async function loadNotifySettings(signal?: AbortSignal): Promise<NotifySettings> {
  return unwrap(await getAction<NotifySettings>(NOTIFY_SETTINGS_URL, undefined, { signal }));
}
