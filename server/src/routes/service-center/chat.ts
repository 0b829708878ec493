import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { MAX_PAGE_SIZE } from '../../data/list-query';
import { type Scope, SHOP_AUTHORITY, scopeConditions, scopeOf } from '../../data/scope';
import { BizError, NO_PERMISSION_MESSAGE, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { bodyOf, queryOf } from '../crud';
import { checkContent, type MessageRow, messageView } from './chat-messages';

const TENANT_AUTHORITY = 3;
const CHAT_SCOPE = { tenant: 'tenant_id' };

/**
 * The inbox id a user answers for, as the client computes it: the tenant id for a tenant
 * administrator (authority 3), the shop id for a shop user (4), else the user's own id.
 */
export function defaultAgentId(user: AuthUser): string {
  if (user.authority === TENANT_AUTHORITY) return String(user.tenantId);
  if (user.authority === SHOP_AUTHORITY && user.shopId) return user.shopId;
  return user.id;
}

/**
 * The agent id a request may use, or null: the caller's own inboxes only (the platform
 * administrator any inbox, still within the session's tenant).
 *
 * @example usableAgentId(tenant1, '1001') // '1001'; usableAgentId(tenant1, '1002') // null
 */
export function usableAgentId(user: AuthUser, raw: unknown): string | null {
  const wanted = typeof raw === 'string' && raw !== '' ? raw : defaultAgentId(user);
  if (wanted.length > 50) return null;
  if (user.platform) return wanted;
  const own = [user.id, defaultAgentId(user)];
  return own.includes(wanted) ? wanted : null;
}

/**
 * `usableAgentId`, refusing (510) an agent id the caller may not use.
 *
 * @example agentOrRefuse(tenant1, undefined) // '1001'
 */
export function agentOrRefuse(user: AuthUser, raw: unknown): string {
  const agentId = usableAgentId(user, raw);
  if (!agentId) throw new BizError(NO_PERMISSION_MESSAGE, 510);
  return agentId;
}

/** WHERE of one agent's messages in the caller's tenant; parameters from $1. */
function agentWhere(scope: Scope, agentId: string, customerId: unknown) {
  const scoped = scopeConditions(CHAT_SCOPE, scope, 1);
  const params = [...scoped.params, agentId];
  const sql = [...scoped.sql, `agent_id = $${params.length}`];
  if (typeof customerId === 'string' && customerId !== '') {
    params.push(customerId);
    // Incoming rows without a customer id belong to their sender's conversation.
    const n = params.length;
    sql.push(`(customer_id = $${n} OR (customer_id IS NULL AND direction = 'in' AND sender_id = $${n}))`);
  }
  return { sql: sql.join(' AND '), params };
}

interface ChatRow extends MessageRow {
  agent_id: string;
  customer_id: string | null;
  customer_name: string | null;
}

const toApi = (row: ChatRow) => {
  const { id, ...message } = messageView(row);
  return {
    id,
    agentId: row.agent_id,
    customerId: row.customer_id ?? (row.direction === 'in' ? row.sender_id : null),
    customerName: row.customer_name,
    ...message,
  };
};

function pageParam(raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new BizError('分页参数不正确');
  return n;
}

/**
 * Customer-service chat backed by chat_message: the header badge's `agentUnreadCount`, and
 * `messages` / `send` / `read` for the chat page. Content is stored exactly as given.
 */
export function registerChat(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  api.get('/chat/agentUnreadCount', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const agentId = usableAgentId(user, queryOf(request).agentId);
    // Polled every 30 s: an inbox that is not the caller's simply has nothing for them.
    if (!agentId) return ok(0);
    const where = agentWhere(scopeOf(user), agentId, undefined);
    const row = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_message WHERE ${where.sql} AND direction = 'in' AND read_flag = 0`,
      where.params,
    );
    return ok(row?.n ?? 0);
  });

  api.get('/chat/messages', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const query = queryOf(request);
    const where = agentWhere(scopeOf(user), agentOrRefuse(user, query.agentId), query.customerId);
    const pageNo = pageParam(query.pageNo, 1);
    const pageSize = Math.min(pageParam(query.pageSize, 50), MAX_PAGE_SIZE);
    const total =
      (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_message WHERE ${where.sql}`, where.params))
        ?.n ?? 0;
    const rows = await db.query<ChatRow>(
      `SELECT id, agent_id, customer_id, customer_name, sender_id, sender_name, content, direction, read_flag, create_time
         FROM chat_message WHERE ${where.sql}
        ORDER BY create_time DESC, id DESC LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
      [...where.params, pageSize, (pageNo - 1) * pageSize],
    );
    return ok({ records: rows.map(toApi), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  api.post('/chat/send', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const agentId = agentOrRefuse(user, body.agentId);
    const content = checkContent(body.content);
    const customerId = typeof body.customerId === 'string' && body.customerId !== '' ? body.customerId : null;
    const row = await db.one<ChatRow>(
      `INSERT INTO chat_message (id, tenant_id, agent_id, sender_id, sender_name, content, read_flag, direction, customer_id)
       VALUES ($1, $2, $3, $4, $5, $6, 1, 'out', $7)
       RETURNING id, agent_id, customer_id, customer_name, sender_id, sender_name, content, direction, read_flag, create_time`,
      [newId(), user.tenantId, agentId, user.id, user.realname, content, customerId],
    );
    return ok(row ? toApi(row) : null, '发送成功');
  });

  api.put('/chat/read', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const where = agentWhere(scopeOf(user), agentOrRefuse(user, body.agentId), body.customerId);
    const rows = await db.query(
      `UPDATE chat_message SET read_flag = 1 WHERE ${where.sql} AND direction = 'in' AND read_flag = 0 RETURNING id`,
      where.params,
    );
    return ok(rows.length, '操作成功!');
  });
}
