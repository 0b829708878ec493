import type { AuthUser } from '../auth/auth-user';

/** Authority of a shop user: sees only rows of their own shop. */
export const SHOP_AUTHORITY = 4;
/** Authorities of channel partners (agents): see only rows of their own channel. */
export const AGENT_AUTHORITIES: readonly number[] = [5, 6];

/** Which columns of a table carry its owners; a table without `tenant` is platform-wide. */
export interface ScopeColumns {
  tenant?: string;
  shop?: string;
  channel?: string;
}

/**
 * Whose rows a request may touch: always one tenant, and for shop users one shop, for channel
 * partners one channel. Built from the caller once, in `scopeOf`, never from request parameters.
 */
export interface Scope {
  tenantId: number;
  /** Non-null only for shop users (authority 4). */
  shopId: string | null;
  /** Non-null only for channel partners (authority 5 and 6). */
  channelId: string | null;
  userId: string;
  username: string;
}

/**
 * A shop user or partner whose user row lacks its shop or channel still gets a narrowing: one that
 * matches nothing, so a broken account sees nothing rather than the whole tenant.
 */
const NOTHING = '(unbound)';

export function scopeOf(user: AuthUser): Scope {
  const shop = user.authority === SHOP_AUTHORITY;
  const agent = user.authority !== null && AGENT_AUTHORITIES.includes(user.authority);
  return {
    tenantId: user.tenantId,
    shopId: shop ? (user.shopId ?? NOTHING) : null,
    channelId: agent ? (user.channelId ?? NOTHING) : null,
    userId: user.id,
    username: user.username,
  };
}

/**
 * The WHERE parts that keep a query inside `scope`, numbered from `$firstParam`; `['TRUE']` for a
 * platform-wide table, so callers can always join the parts with AND.
 *
 * @example scopeConditions({ tenant: 'tenant_id', shop: 'shop_id' }, shopScope, 2, 'd')
 *   // { sql: ['d.tenant_id = $2', 'd.shop_id = $3'], params: [1001, 'shop-1'] }
 */
export function scopeConditions(
  columns: ScopeColumns,
  scope: Scope,
  firstParam: number,
  alias?: string,
): { sql: string[]; params: unknown[] } {
  const prefix = alias ? `${alias}.` : '';
  const sql: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown) => {
    params.push(value);
    sql.push(`${prefix}${column} = $${firstParam + params.length - 1}`);
  };
  if (columns.tenant) add(columns.tenant, scope.tenantId);
  if (columns.shop && scope.shopId !== null) add(columns.shop, scope.shopId);
  if (columns.channel && scope.channelId !== null) add(columns.channel, scope.channelId);
  if (sql.length === 0) sql.push('TRUE');
  return { sql, params };
}

/**
 * The owner columns an insert sets: the tenant always, shop and channel when the caller is bound
 * to one (others choose them through the row's own fields).
 */
export function ownerColumns(columns: ScopeColumns, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (columns.tenant) out[columns.tenant] = scope.tenantId;
  if (columns.shop && scope.shopId !== null) out[columns.shop] = scope.shopId;
  if (columns.channel && scope.channelId !== null) out[columns.channel] = scope.channelId;
  return out;
}
