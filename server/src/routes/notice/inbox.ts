import { type Scope, scopeConditions } from '../../data/scope';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../util/time';
import { ANNOUNCEMENT, SEND_STATUS } from './announcement-entity';

/**
 * A user's inbox: the sys_announcement_send rows of published, live announcements of the caller's
 * tenant. Every query here is bound to the token's user and the session's tenant.
 */

/** FROM + WHERE of the inbox for `scope` (user and tenant are $1 and $2). */
export function inboxFrom(scope: Scope): { sql: string; params: unknown[] } {
  const scoped = scopeConditions(ANNOUNCEMENT.scope, scope, 2, 'a');
  return {
    sql: `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id
          WHERE s.user_id = $1 AND s.tenant_id = a.tenant_id AND ${scoped.sql.join(' AND ')}
            AND a.send_status = '${SEND_STATUS.published}' AND a.del_flag = '0'
            AND (a.end_time IS NULL OR a.end_time > now())`,
    params: [scope.userId, ...scoped.params],
  };
}

/**
 * Gives the user a send row for every published ALL announcement of the tenant they have none for
 * (users created after publishing still get them, as JeecgBoot's listByUser does).
 */
export async function fillInbox(db: Db, scope: Scope): Promise<void> {
  const scoped = scopeConditions(ANNOUNCEMENT.scope, scope, 2, 'a');
  await db.query(
    `INSERT INTO sys_announcement_send (id, tenant_id, annt_id, user_id)
     SELECT md5(random()::text || clock_timestamp()::text || a.id), a.tenant_id, a.id, $1::varchar
       FROM sys_announcement a
      WHERE ${scoped.sql.join(' AND ')} AND a.msg_type = 'ALL'
        AND a.send_status = '${SEND_STATUS.published}' AND a.del_flag = '0'
        AND NOT EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = $1::varchar)
     ON CONFLICT (annt_id, user_id) DO NOTHING`,
    [scope.userId, ...scoped.params],
  );
}

/** Whether the announcement is in the caller's inbox (so they may read it). */
export async function inboxHas(db: Db, scope: Scope, anntId: string): Promise<boolean> {
  await fillInbox(db, scope);
  const from = inboxFrom(scope);
  const row = await db.one(`SELECT 1 AS hit ${from.sql} AND a.id = $${from.params.length + 1}`, [
    ...from.params,
    anntId,
  ]);
  return row !== undefined;
}

export interface InboxRow {
  send_id: string;
  id: string;
  titile: string;
  msg_content: string | null;
  msg_abstract: string | null;
  priority: string;
  bus_id: string | null;
  bus_type: string | null;
  open_type: string | null;
  open_page: string | null;
  sender: string | null;
  send_time: Date | null;
  create_time: Date | null;
  msg_category: string;
  read_flag: string;
  read_time: Date | null;
}

export const INBOX_COLUMNS = `s.id AS send_id, a.id, a.titile, a.msg_content, a.msg_abstract, a.priority, a.bus_id,
  a.bus_type, a.open_type, a.open_page, a.sender, a.send_time, a.create_time, a.msg_category, s.read_flag, s.read_time`;

/** The notice bell's item shape (the announcement's id: mark-read sends it back as anntId). */
export function bellItem(row: InboxRow): Record<string, unknown> {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msg_content,
    msgAbstract: row.msg_abstract,
    priority: row.priority,
    busId: row.bus_id,
    busType: row.bus_type,
    openType: row.open_type,
    openPage: row.open_page,
    sender: row.sender,
    sendTime: formatDateTime(row.send_time),
    createTime: formatDateTime(row.create_time),
    msgCategory: row.msg_category,
    readFlag: row.read_flag,
  };
}
