import type { Db } from '../../db/database';
import { formatDateTime } from '../../util/time';

/** The columns a login may show. Never the password hash: that has its own query in `password-login`. */
export interface LoginUserRow {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  org_code: string | null;
  sex: number | null;
  phone: string | null;
  email: string | null;
  status: number;
  authority: number | null;
  shop_id: string | null;
  channel_id: string | null;
  tenant_id: number;
  birthday: string | null;
  work_no: string | null;
  post: string | null;
  telephone: string | null;
  user_identity: number;
  create_time: Date | null;
}

const COLUMNS = `id, username, realname, avatar, org_code, sex, phone, email, status, authority, shop_id,
  channel_id, tenant_id, birthday, work_no, post, telephone, user_identity, create_time`;

/** Lookup keys: each maps to a fixed column, never to request text. */
const KEYS = { id: 'id', username: 'username', phone: 'phone' } as const;

/**
 * A live (not deleted) user by id, username or phone; frozen users are returned (callers decide).
 *
 * @example await findLoginUser(db, 'username', 'admin')
 */
export async function findLoginUser(db: Db, key: keyof typeof KEYS, value: string): Promise<LoginUserRow | undefined> {
  if (!value) return undefined;
  return db.one<LoginUserRow>(`SELECT ${COLUMNS} FROM sys_user WHERE ${KEYS[key]} = $1 AND del_flag = 0`, [value]);
}

/** The user as the client stores it: JeecgBoot's fields plus the spec's authority, shopId and sysRole. */
export function userInfoOf(user: LoginUserRow, loginTenantId: number, tenantIds: number[]): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    orgCode: user.org_code,
    sex: user.sex,
    birthday: user.birthday,
    phone: user.phone,
    email: user.email,
    telephone: user.telephone,
    workNo: user.work_no,
    post: user.post,
    status: user.status,
    delFlag: 0,
    userIdentity: user.user_identity,
    authority: user.authority,
    shopId: user.shop_id,
    channelId: user.channel_id,
    tenantId: user.tenant_id,
    loginTenantId,
    relTenantIds: tenantIds.join(','),
    sysRole: { tenantId: loginTenantId, shopId: user.shop_id },
    createTime: formatDateTime(user.create_time),
  };
}
