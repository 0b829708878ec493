import { Authority, authorityOf, type LoginUserInfo, tenantIdOf } from '../../../core/session';

/** The chat page; opening it ends the unread polling (docs/business-spec.md §2, §4). */
export const CHAT_PATH = '/serviceCenter/chat';

/** docs/business-spec.md §9: the chat unread count is polled every 30 s. */
export const UNREAD_POLL_MS = 30_000;

/** docs/business-spec.md §4: the badge shows 999+ past 999. */
export const UNREAD_OVERFLOW = 999;

/**
 * Whose inbox the header counts: the tenant for a tenant administrator (authority 3), the shop for a
 * shop operator (4), the user otherwise.
 *
 * @example agentIdOf({ id: 'u1', username: 'shop1', authority: 4, shopId: 's9' }) // 's9'
 */
export function agentIdOf(user: LoginUserInfo): string {
  const authority = authorityOf(user.authority);
  if (authority === Authority.tenant) return String(tenantIdOf(user) ?? user.id);
  if (authority === Authority.shop) return String(user.shopId ?? user.sysRole?.shopId ?? user.id);
  return String(user.id);
}

/**
 * Badge colour by authority: tenant blue, shop green, anyone else purple.
 *
 * @example badgeColorOf(3) // '#1890FF'
 */
export function badgeColorOf(authority: unknown): string {
  const value = authorityOf(authority);
  if (value === Authority.tenant) return '#1890FF';
  if (value === Authority.shop) return '#52C41A';
  return '#722ED1';
}

/** The count in an `agentUnreadCount` result (a number, or `{ count }` from some servers). */
export function unreadCountOf(result: unknown): number {
  const raw = typeof result === 'object' && result !== null ? (result as { count?: unknown }).count : result;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
