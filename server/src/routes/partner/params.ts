import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { Access } from '../../auth/access';
import type { EntityDef } from '../../data/entity';
import { inScope, type Scope, SHOP_ROW, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { text } from '../org/rules';

/** Parameters of one request: the query string, then a JSON object body on top (body wins). */
export type Params = Record<string, unknown>;

/**
 * Refuses ('店铺不存在') a shop id that names no shop the caller may see (the tenant's; a shop user's own).
 *
 * @example await checkShopInScope(db, scope, 's1')
 */
export async function checkShopInScope(db: Db, scope: Scope, shopId: string): Promise<void> {
  const params: unknown[] = [shopId];
  const shop = await db.one(
    `SELECT 1 AS one FROM sys_shop WHERE id = $1 AND ${inScope(scope, SHOP_ROW, params)}`,
    params,
  );
  if (!shop) throw new BizError('店铺不存在');
}

/** Registers a read under GET and POST (the spec leaves the method open for most of these paths). */
export function readRoute(api: FastifyInstance, url: string, access: Access, handler: RouteHandlerMethod): void {
  api.get(url, { config: { access } }, handler);
  api.post(url, { config: { access } }, handler);
}

/** Registers a write under the given methods (default POST and PUT). */
export function writeRoute(
  api: FastifyInstance,
  url: string,
  access: Access,
  handler: RouteHandlerMethod,
  methods: readonly ('POST' | 'PUT' | 'DELETE')[] = ['POST', 'PUT'],
): void {
  for (const method of methods) api.route({ method, url, config: { access }, handler });
}

/** True for channel partners (authority 5 and 6): their scope is one channel. */
export function isPartner(scope: Scope): boolean {
  return scope.channelId !== null;
}

/**
 * The channel a request is about: a partner's own channel whatever is asked, else the
 * `channelId` parameter (undefined when absent).
 */
export function channelOf(scope: Scope, params: Params): string | undefined {
  if (scope.channelId !== null) return scope.channelId;
  const id = text(params.channelId);
  return id === '' ? undefined : id.slice(0, 64);
}

/** An optional integer parameter; undefined when absent or empty, the message when not an integer in range. */
export function optionalInt(raw: unknown, min: number, max: number, message: string): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(text(raw));
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BizError(message);
  return value;
}

/** A required integer in [min, max], else `message`. */
export function requiredInt(raw: unknown, min: number, max: number, message: string): number {
  const value = optionalInt(raw, min, max, message);
  if (value === undefined) throw new BizError(message);
  return value;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * An amount with at most two decimals in [min, max] (`minExclusive` for "greater than"), else `message`.
 *
 * @example money('19.90', 0, 100, '价格不正确') // 19.9
 * @example money('1.999', 0, 100, '价格不正确') // throws 价格不正确
 */
export function money(raw: unknown, min: number, max: number, message: string, minExclusive = false): number {
  const source = typeof raw === 'number' ? String(raw) : text(raw);
  if (!MONEY.test(source)) throw new BizError(message);
  const value = Number(source);
  if (value > max || value < min || (minExclusive && value === min)) throw new BizError(message);
  return value;
}

/** Text of at most `max` characters (trimmed); `required` refuses an empty one with `message`. */
export function boundedText(raw: unknown, max: number, message: string, required = true): string | null {
  const value = text(raw);
  if (value === '') {
    if (required) throw new BizError(message);
    return null;
  }
  if ([...value].length > max) throw new BizError(message);
  return value;
}

/**
 * A mobile shown to someone who may not see it whole: first 3 and last 4 digits.
 *
 * @example maskPhone('13857101003') // '138****1003'
 */
export function maskPhone(phone: unknown): string | null {
  const value = text(phone);
  if (value === '') return null;
  return value.length >= 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
}

/**
 * An ID card number shown masked: first 6 and last 4 characters.
 *
 * @example maskIdCard('330106198511051234') // '330106********1234'
 */
export function maskIdCard(idCard: unknown): string | null {
  const value = text(idCard);
  if (value === '') return null;
  return value.length > 10 ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}` : '****';
}

/** Tables `namesOf` may read: table -> its name column. */
const NAME_COLUMNS = {
  sys_channel: 'name',
  sys_shop: 'name',
  bus_applet: 'name',
  sys_user: 'realname',
  lite_user: 'nickname',
} as const;

/**
 * Names of the rows `ids` of one table within the caller's tenant (id -> name), for lists that
 * show a related row's name (the rows listed are already scoped; their names are the tenant's).
 *
 * @example await namesOf(db, 'sys_channel', scope, ['c1']) // Map { 'c1' => '杭州易租渠道服务有限公司' }
 */
export async function namesOf(
  db: Db,
  table: keyof typeof NAME_COLUMNS,
  scope: Scope,
  ids: readonly unknown[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return new Map();
  const params: unknown[] = [wanted];
  // A user may belong to the tenant through sys_user_tenant (the platform administrator does).
  const tenantWhere =
    table === 'sys_user'
      ? `(${inScope(scope, TENANT_OWNED, params)} OR id IN (SELECT user_id FROM sys_user_tenant ut
           WHERE ${inScope(scope, TENANT_OWNED, params, 'ut')}))`
      : inScope(scope, TENANT_OWNED, params);
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, ${NAME_COLUMNS[table]} AS name FROM ${table} WHERE id = ANY($1) AND ${tenantWhere}`,
    params,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The entity a channel partner lists through: customer phones are shown masked to partners, so
 * they can be neither filtered nor sorted on (no guessing a number digit by digit).
 */
export function partnerView(scope: Scope, entity: EntityDef, phoneField: string): EntityDef {
  if (!isPartner(scope)) return entity;
  const phone = entity.fields[phoneField];
  if (!phone) return entity;
  return { ...entity, fields: { ...entity.fields, [phoneField]: { ...phone, filter: false, sort: false } } };
}
