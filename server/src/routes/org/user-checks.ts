import type { AuthUser } from '../../auth/auth-user';
import type { ApiRow } from '../../data/repository';
import { AGENT_AUTHORITIES, CHANNEL_ROW, inScope, type Scope, SHOP_AUTHORITY, SHOP_ROW } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { text } from './rules';

/** Checks of a user body that need the database or the caller: uniqueness, authority, shop, channel. */

const AUTHORITIES = [1, 3, 4, 5, 6];

/** Authorities the caller may hand out: nobody but the platform creates platform admins, a shop only shop users. */
function assignable(caller: AuthUser, scope: Scope): (number | null)[] {
  if (caller.platform) return [null, ...AUTHORITIES];
  if (scope.shopId !== null) return [null, SHOP_AUTHORITY];
  if (scope.channelId !== null) return [null, caller.authority];
  return [null, 3, SHOP_AUTHORITY, ...AGENT_AUTHORITIES];
}

function optionalInt(value: unknown): number | null {
  const raw = text(value);
  if (raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || !AUTHORITIES.includes(n)) throw new BizError('用户类型不正确');
  return n;
}

/**
 * Validates authority, shop and channel of a user body against the caller. Returns the shop/channel
 * columns to write (the repository never writes scope columns from a body). `current` is the row being edited.
 *
 * @example await checkAssignment(db, caller, scope, { authority: 4, shopId: 's1' }) // { shop_id: 's1' }
 */
export async function checkAssignment(
  db: Db,
  caller: AuthUser,
  scope: Scope,
  body: ApiRow,
  current?: ApiRow,
): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = {};
  let authority = (current?.authority as number | null | undefined) ?? null;
  if (Object.hasOwn(body, 'authority')) {
    authority = optionalInt(body.authority);
    if (!assignable(caller, scope).includes(authority)) throw new BizError('无权设置该用户类型');
    body.authority = authority;
  }

  let shopId = scope.shopId ?? (current?.shopId as string | null | undefined) ?? null;
  if (scope.shopId === null && Object.hasOwn(body, 'shopId')) {
    shopId = text(body.shopId) || null;
    if (shopId !== null) {
      const params: unknown[] = [shopId];
      const shop = await db.one(
        `SELECT id FROM sys_shop WHERE id = $1 AND ${inScope(scope, SHOP_ROW, params)}`,
        params,
      );
      if (!shop) throw new BizError('所选店铺不存在');
    }
    columns.shop_id = shopId;
  }
  if (authority === SHOP_AUTHORITY && shopId === null) throw new BizError('店铺用户请选择所属店铺');

  let channelId = scope.channelId ?? (current?.channelId as string | null | undefined) ?? null;
  if (scope.channelId === null && Object.hasOwn(body, 'channelId')) {
    channelId = text(body.channelId) || null;
    if (channelId !== null) {
      const params: unknown[] = [channelId];
      const channel = await db.one(
        `SELECT id FROM sys_channel WHERE id = $1 AND ${inScope(scope, CHANNEL_ROW, params)}`,
        params,
      );
      if (!channel) throw new BizError('所选渠道不存在');
    }
    columns.channel_id = channelId;
  }
  if (authority !== null && AGENT_AUTHORITIES.includes(authority) && channelId === null) {
    throw new BizError('渠道用户请选择所属渠道');
  }
  return columns;
}

/**
 * Usernames are unique across the whole platform (login names them without a tenant), so this
 * check reads every tenant's users — it tells only whether the name is taken. Case-insensitive so
 * 'Admin' cannot pose as 'admin'; deleted users keep their names.
 *
 * @example await usernameTaken(db, 'TENANT1') // true
 */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.one('SELECT 1 AS taken FROM sys_user WHERE lower(username) = lower($1)', [username]);
  return row !== undefined;
}

/**
 * Mobiles are unique among live users platform-wide (they log in by SMS); `exceptId` is the user being edited.
 *
 * @example await phoneTaken(db, '13857101001') // true
 */
export async function phoneTaken(db: Db, phone: unknown, exceptId?: string): Promise<boolean> {
  if (typeof phone !== 'string' || phone === '') return false;
  const row = await db.one(
    'SELECT 1 AS taken FROM sys_user WHERE phone = $1 AND del_flag = 0 AND id IS DISTINCT FROM $2',
    [phone, exceptId ?? null],
  );
  return row !== undefined;
}

/**
 * Throws unless `realname` is present (when required or sent).
 *
 * @example checkRealname({ realname: ' ' }, true) // throws 请输入用户姓名
 */
export function checkRealname(body: ApiRow, required: boolean): void {
  if (!required && !Object.hasOwn(body, 'realname')) return;
  const realname = text(body.realname);
  if (!realname) throw new BizError('请输入用户姓名');
  body.realname = realname;
}
