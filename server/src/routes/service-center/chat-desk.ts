import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { inScope, scopeOf, TENANT_OWNED } from '../../data/scope';
import { ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { bodyOf, queryOf } from '../crud';
import { agentOrRefuse } from './chat';
import { checkContent, type MessageRow, messageView } from './chat-messages';

/** The customer a message belongs to: its customer id, else the sender of an incoming message. */
const CUSTOMER = "CASE WHEN customer_id IS NOT NULL THEN customer_id WHEN direction = 'in' THEN sender_id END";
const MAX_CONVERSATIONS = 200;
const CONTACT_PAGE = 100;

/**
 * The chat page's other calls, next to `/chat/messages|send|read`:
 * - `GET /chat/conversations?agentId=`: the inbox grouped by customer (last message, unread count);
 * - `GET /chat/contact/messages`, `POST /chat/contact/send`: any signed-in staff member writing to
 *   their tenant's customer service (inbox = the tenant id) as a customer, and reading the answers.
 */
export function chatDeskRoutes(api: FastifyInstance, ctx: AppContext): void {
  const signedIn = { config: { access: 'authenticated' as const } };

  api.get('/chat/conversations', signedIn, async (request) => {
    const user = currentUser(request);
    const agentId = agentOrRefuse(user, queryOf(request).agentId);
    const params: unknown[] = [agentId];
    const rows = await ctx.db.query<{
      customer_id: string;
      customer_name: string | null;
      last_content: string;
      last_direction: string;
      last_time: Date;
      unread: number;
    }>(
      `SELECT ${CUSTOMER} AS customer_id,
              (array_agg(COALESCE(customer_name, sender_name) ORDER BY create_time DESC)
                 FILTER (WHERE direction = 'in'))[1] AS customer_name,
              (array_agg(content ORDER BY create_time DESC, id DESC))[1] AS last_content,
              (array_agg(direction ORDER BY create_time DESC, id DESC))[1] AS last_direction,
              max(create_time) AS last_time,
              count(*) FILTER (WHERE direction = 'in' AND read_flag = 0)::int AS unread
         FROM chat_message
        WHERE agent_id = $1 AND ${CUSTOMER} IS NOT NULL AND ${inScope(scopeOf(user), TENANT_OWNED, params)}
        GROUP BY 1 ORDER BY max(create_time) DESC LIMIT ${MAX_CONVERSATIONS}`,
      params,
    );
    return ok(
      rows.map((row) => ({
        customerId: row.customer_id,
        customerName: row.customer_name ?? row.customer_id,
        lastContent: row.last_content,
        lastDirection: row.last_direction,
        lastTime: formatDateTime(row.last_time),
        unread: row.unread,
      })),
    );
  });

  api.get('/chat/contact/messages', signedIn, async (request) => {
    const user = currentUser(request);
    const scope = scopeOf(user);
    const params: unknown[] = [String(scope.tenantId), user.id];
    const rows = await ctx.db.query<MessageRow>(
      `SELECT id, sender_id, sender_name, content, direction, read_flag, create_time FROM (
         SELECT * FROM chat_message
          WHERE agent_id = $1 AND ${CUSTOMER} = $2 AND ${inScope(scope, TENANT_OWNED, params)}
          ORDER BY create_time DESC, id DESC LIMIT ${CONTACT_PAGE}) latest
        ORDER BY create_time, id`,
      params,
    );
    return ok(rows.map(messageView));
  });

  api.post('/chat/contact/send', signedIn, async (request) => {
    const user = currentUser(request);
    const content = checkContent(bodyOf(request).content);
    const row = await ctx.db.one<MessageRow>(
      `INSERT INTO chat_message (id, tenant_id, agent_id, sender_id, sender_name, content, read_flag, direction,
              customer_id, customer_name)
       VALUES ($1, $2, $3, $4, $5, $6, 0, 'in', $4, $5)
       RETURNING id, sender_id, sender_name, content, direction, read_flag, create_time`,
      [newId(), user.tenantId, String(user.tenantId), user.id, user.realname, content],
    );
    return ok(row ? messageView(row) : null, '发送成功');
  });
}
