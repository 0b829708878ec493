import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { CUSTOMER_MESSAGES, LOGIN_IPS, OPERATIONS } from './demo-activity-data';

const HOUR = 3600 * 1000;

export interface LogUser {
  id: string;
  username: string;
}

/**
 * `count` login-log rows (log_type 1) spread evenly over the last 14 days, in JeecgBoot's wording;
 * every seventh is a logout.
 */
export async function insertLoginLogs(
  db: Db,
  tenantId: number,
  users: readonly LogUser[],
  count: number,
  now: Date,
): Promise<void> {
  const step = (14 * 24 * HOUR) / count;
  for (let index = 0; index < count; index++) {
    const user = users[index % users.length];
    if (!user) return;
    const logout = index % 7 === 6;
    await db.query(
      `INSERT INTO sys_log (id, tenant_id, log_type, log_content, userid, username, ip, request_url, request_type,
         cost_time, create_time)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7, 'POST', $8, $9)`,
      [
        newId(),
        tenantId,
        `用户名: ${user.username},${logout ? '退出成功！' : '登录成功！'}`,
        user.id,
        user.username,
        LOGIN_IPS[index % LOGIN_IPS.length],
        logout ? '/sys/logout' : '/sys/login',
        40 + ((index * 37) % 160),
        new Date(now.getTime() - (index + 0.5) * step).toISOString(),
      ],
    );
  }
}

/** One operation-log row (log_type 2) per sample operation, over the last week. */
export async function insertOperationLogs(
  db: Db,
  tenantId: number,
  users: readonly LogUser[],
  now: Date,
): Promise<void> {
  for (const [index, [content, operateType, method, url, requestType, param]] of OPERATIONS.entries()) {
    const user = users[index % users.length];
    if (!user) return;
    await db.query(
      `INSERT INTO sys_log (id, tenant_id, log_type, log_content, operate_type, userid, username, ip, method,
         request_url, request_param, request_type, cost_time, create_time)
       VALUES ($1, $2, 2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        newId(),
        tenantId,
        content,
        operateType,
        user.id,
        user.username,
        LOGIN_IPS[index % LOGIN_IPS.length],
        method,
        url,
        param,
        requestType,
        15 + ((index * 53) % 400),
        new Date(now.getTime() - (index + 1) * 13 * HOUR).toISOString(),
      ],
    );
  }
}

/** A customer-service inbox: `unread` unread and `read` read messages to one agent id. */
export interface ChatInbox {
  agentId: string;
  unread: number;
  read: number;
}

/**
 * Customer messages per inbox. The agent id is the tenant id, the shop id or the user's own id by
 * authority (docs/business-spec.md §4), which is what `/chat/agentUnreadCount` counts.
 */
export async function insertChatMessages(
  db: Db,
  tenantId: number,
  inboxes: readonly ChatInbox[],
  now: Date,
): Promise<void> {
  let sample = 0;
  for (const inbox of inboxes) {
    for (let index = 0; index < inbox.unread + inbox.read; index++, sample++) {
      const [senderName, content] = CUSTOMER_MESSAGES[sample % CUSTOMER_MESSAGES.length] ?? ['访客', '你好'];
      await db.query(
        `INSERT INTO chat_message (id, tenant_id, agent_id, sender_id, sender_name, content, read_flag, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          newId(),
          tenantId,
          inbox.agentId,
          `C${tenantId}${String(100 + (sample % CUSTOMER_MESSAGES.length))}`,
          senderName,
          content,
          index < inbox.unread ? 0 : 1,
          new Date(now.getTime() - (index + 1) * 0.75 * HOUR).toISOString(),
        ],
      );
    }
  }
}
