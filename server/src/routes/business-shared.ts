import { randomInt } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { AGENT_AUTHORITIES, type Scope, SHOP_AUTHORITY, scopeConditions } from '../data/scope';
import { BizError, NO_PERMISSION_MESSAGE } from '../http/envelope';
import { compactDateTime } from '../util/time';

/**
 * Helpers the business areas share (orders, finance, risk, after-sale, merchant, customers, service center,
 * statistics): request values, who the caller is, masking, owner clauses of the order-like tables, the
 * display zone and business numbers. The order row operations live in orders/order-rows.ts.
 */

/** The operator's time zone: "today" and per-day series are counted in it. */
export const DISPLAY_ZONE = process.env.TZ_DISPLAY ?? 'Asia/Shanghai';

/** Owner columns of the order-like tables. */
export const ORDER_OWNERS = { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' } as const;

/**
 * A request value as trimmed text ('' when absent or not a string/number).
 *
 * @example text(' a ') // 'a'
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isAgent(user: AuthUser): boolean {
  return user.authority !== null && AGENT_AUTHORITIES.includes(user.authority);
}

export function isShopUser(user: AuthUser): boolean {
  return user.authority === SHOP_AUTHORITY;
}

/**
 * Refuses (code 510) unless the caller holds one of `menus` (the platform administrator holds all).
 * For routes several pages share, where one `{ menu }` access cannot say it.
 */
export async function requireAnyMenu(user: AuthUser, menus: readonly string[]): Promise<void> {
  if (user.platform) return;
  const granted = await user.permissions();
  if (!menus.some((menu) => granted.menus.has(menu))) throw new BizError(NO_PERMISSION_MESSAGE, 510);
}

/** Channel partners follow orders but never act on them. */
export function refuseAgent(user: AuthUser, message = '渠道用户不能操作订单'): void {
  if (isAgent(user)) throw new BizError(message);
}

/**
 * Masks the middle of a phone number.
 *
 * @example maskPhone('13857101001') // '138****1001'
 */
export function maskPhone(phone: unknown): string | null {
  const value = typeof phone === 'string' ? phone : null;
  if (!value) return null;
  if (value.length < 7) return '****';
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

/**
 * Masks an identity card number to its first 6 and last 4 characters.
 *
 * @example maskIdCard('330106199001011234') // '330106********1234'
 */
export function maskIdCard(idCard: unknown): string | null {
  const value = typeof idCard === 'string' ? idCard : null;
  if (!value) return null;
  if (value.length <= 10) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** WHERE parts for an order-owned table in `scope`, numbered from `first`, with an optional alias. */
export function ownedBy(scope: Scope, first: number, alias?: string): { sql: string; params: unknown[] } {
  const parts = scopeConditions(ORDER_OWNERS, scope, first, alias);
  return { sql: parts.sql.join(' AND '), params: parts.params };
}

/**
 * A required free-text field, trimmed, at most `max` characters.
 *
 * @example requiredText(body.reason, '请填写关闭原因', 255)
 */
export function requiredText(value: unknown, missing: string, max: number, label = '内容'): string {
  const value_ = text(value);
  if (!value_) throw new BizError(missing);
  if (value_.length > max) throw new BizError(`${label}不能超过${max}个字符`);
  return value_;
}

/** An optional free-text field, trimmed ('' becomes null). */
export function optionalText(value: unknown, max: number, label: string): string | null {
  const value_ = text(value);
  if (!value_) return null;
  if (value_.length > max) throw new BizError(`${label}不能超过${max}个字符`);
  return value_;
}

/**
 * A business number: prefix, the display-zone time to the second and a random tail.
 *
 * @example businessNo('TX') // 'TX20261123101530004217'
 */
export function businessNo(prefix: string, at = new Date()): string {
  const stamp = compactDateTime(at);
  const tail = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return `${prefix}${stamp}${tail}`;
}

/** Today's date (YYYY-MM-DD) in the display zone. */
export function todayInZone(at = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: DISPLAY_ZONE }).format(at);
}

const DATE_TEXT = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The calendar date of a request value: 'YYYY-MM-DD', or a date-time whose date part is taken;
 * '' when absent, null when malformed or not a real day.
 *
 * @example dateText('2026-11-23 10:00:00') // '2026-11-23'
 * @example dateText('2026-02-30') // null
 */
export function dateText(value: unknown): string | null {
  const raw = text(value);
  if (raw === '') return '';
  const date = DATE_TEXT.exec(raw)?.[1];
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}
