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

/** What `scopeOf` reads of a caller: an `AuthUser`, or the account of a realtime session. */
export type ScopeSubject = Pick<AuthUser, 'id' | 'username' | 'tenantId' | 'authority' | 'shopId' | 'channelId'>;

/**
 * The caller's scope: the tenant it works in, its shop when a shop user, its channel when a partner.
 *
 * @example scopeOf(currentUser(request)) // { tenantId: 1001, shopId: 'shop-1', channelId: null, … }
 */
export function scopeOf(user: ScopeSubject): Scope {
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
 * The caller's scope narrowed to one shop: a shop the tenant chose from its own (checked by the
 * caller, e.g. `visibleShop`), or the shop of a row already read in scope. It never widens: for a
 * shop user bound to another shop it matches nothing.
 *
 * @example inScope(narrowedToShop(scope, shop.id), SHOP_OWNED, params) // 'tenant_id = $2 AND shop_id = $3'
 */
export function narrowedToShop(scope: Scope, shopId: string): Scope {
  return { ...scope, shopId: scope.shopId === null || scope.shopId === shopId ? shopId : NOTHING };
}

/** Like `narrowedToShop`, for one channel (a partner bound to another channel gets nothing). */
export function narrowedToChannel(scope: Scope, channelId: string): Scope {
  return { ...scope, channelId: scope.channelId === null || scope.channelId === channelId ? channelId : NOTHING };
}

/** Common owner columns of hand-written statements. */
export const TENANT_OWNED: ScopeColumns = { tenant: 'tenant_id' };
export const SHOP_OWNED: ScopeColumns = { tenant: 'tenant_id', shop: 'shop_id' };
export const CHANNEL_OWNED: ScopeColumns = { tenant: 'tenant_id', channel: 'channel_id' };
/** Rows owned by a shop or a channel (orders and the like). */
export const SHOP_AND_CHANNEL_OWNED: ScopeColumns = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' };
/** A `sys_shop` row: a shop user's own shop is the row itself. */
export const SHOP_ROW: ScopeColumns = { tenant: 'tenant_id', shop: 'id' };
/** A `sys_channel` row: a partner's own channel is the row itself. */
export const CHANNEL_ROW: ScopeColumns = { tenant: 'tenant_id', channel: 'id' };

/** The (column, value) pairs that bind a row to `scope`: the tenant always, shop and channel when bound. */
function ownerPairs(columns: ScopeColumns, scope: Scope): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  if (columns.tenant) pairs.push([columns.tenant, scope.tenantId]);
  if (columns.shop && scope.shopId !== null) pairs.push([columns.shop, scope.shopId]);
  if (columns.channel && scope.channelId !== null) pairs.push([columns.channel, scope.channelId]);
  return pairs;
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
  const params: unknown[] = [];
  const sql = ownerPairs(columns, scope).map(([column, value]) => {
    params.push(value);
    return `${qualified(column, alias)} = $${firstParam + params.length - 1}`;
  });
  if (sql.length === 0) sql.push('TRUE');
  return { sql, params };
}

/**
 * Where a hand-written statement collects its parameters: a plain array (a value pushed to it is
 * `$<new length>`) or a collector with `param(value)` such as `Conditions`.
 */
export type ParamSink = unknown[] | { param(value: unknown): string };

function bind(params: ParamSink, value: unknown): string {
  if (!Array.isArray(params)) return params.param(value);
  params.push(value);
  return `$${params.length}`;
}

function qualified(column: string, alias: string | undefined): string {
  return alias ? `${alias}.${column}` : column;
}

/**
 * The caller's owner conditions as one SQL fragment for a hand-written statement, their values
 * appended to `params`; `TRUE` for a platform-wide table. Route code never writes `tenant_id = $n`
 * itself (scope-discipline.test.ts checks), so the owner values always come from `scopeOf(user)`.
 * Placeholders written after the fragment must be numbered through `params` too.
 *
 * @example const params: unknown[] = [id];
 *   await db.one(`SELECT id FROM sys_shop s WHERE s.id = $1 AND ${inScope(scope, SHOP_ROW, params, 's')}`, params);
 *   // shop user: '... s.id = $1 AND s.tenant_id = $2 AND s.id = $3', params [id, 1001, 'shop-1']
 */
export function inScope(scope: Scope, columns: ScopeColumns, params: ParamSink, alias?: string): string {
  return ownerSql(scope, columns, params, alias, { bound: 'own', unbound: 'any' });
}

/**
 * Like `inScope`, but a shop user or partner also sees the tenant's shared rows (those without a
 * shop or channel), as with the categories a tenant defines for all its shops.
 *
 * @example inScopeOrShared(shopScope, SHOP_OWNED, params) // 'tenant_id = $1 AND (shop_id IS NULL OR shop_id = $2)'
 */
export function inScopeOrShared(scope: Scope, columns: ScopeColumns, params: ParamSink, alias?: string): string {
  return ownerSql(scope, columns, params, alias, { bound: 'shared-or-own', unbound: 'any' });
}

/**
 * The rows that apply to the caller, as with rules and settings: the tenant's shared rows (no shop
 * or channel) plus those of the caller's own shop or channel. Unlike `inScopeOrShared`, a caller
 * bound to no shop gets the shared rows only, not every shop's.
 *
 * @example sharedOrOwn(tenantScope, SHOP_OWNED, params) // 'tenant_id = $1 AND shop_id IS NULL'
 */
export function sharedOrOwn(scope: Scope, columns: ScopeColumns, params: ParamSink, alias?: string): string {
  return ownerSql(scope, columns, params, alias, { bound: 'shared-or-own', unbound: 'shared' });
}

/**
 * Rows with exactly the caller's owners, for names unique per owner: a caller bound to a shop
 * matches its shop's rows, one bound to none only the tenant's own rows (no shop).
 *
 * @example sameOwner(tenantScope, SHOP_OWNED, params) // 'tenant_id = $1 AND shop_id IS NULL'
 */
export function sameOwner(scope: Scope, columns: ScopeColumns, params: ParamSink, alias?: string): string {
  return ownerSql(scope, columns, params, alias, { bound: 'own', unbound: 'shared' });
}

/** How a shop or channel column narrows: for a caller bound to one, and for a caller bound to none. */
interface Narrowing {
  bound: 'own' | 'shared-or-own';
  unbound: 'any' | 'shared';
}

function ownerSql(
  scope: Scope,
  columns: ScopeColumns,
  params: ParamSink,
  alias: string | undefined,
  narrowing: Narrowing,
): string {
  const sql: string[] = [];
  if (columns.tenant) sql.push(`${qualified(columns.tenant, alias)} = ${bind(params, scope.tenantId)}`);
  const narrow = (column: string | undefined, own: string | null) => {
    if (!column) return;
    const name = qualified(column, alias);
    if (own === null) {
      if (narrowing.unbound === 'shared') sql.push(`${name} IS NULL`);
    } else if (narrowing.bound === 'own') {
      sql.push(`${name} = ${bind(params, own)}`);
    } else {
      sql.push(`(${name} IS NULL OR ${name} = ${bind(params, own)})`);
    }
  };
  narrow(columns.shop, scope.shopId);
  narrow(columns.channel, scope.channelId);
  return sql.length > 0 ? sql.join(' AND ') : 'TRUE';
}

/**
 * The owner columns an insert sets: the tenant always, shop and channel when the caller is bound
 * to one (others choose them through the row's own fields).
 */
export function ownerColumns(columns: ScopeColumns, scope: Scope): Record<string, unknown> {
  return Object.fromEntries(ownerPairs(columns, scope));
}
