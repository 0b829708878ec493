import type { Db } from '../../db/database';
import { newId } from '../../util/ids';

const HOUR = 3_600_000;

/** What staff members ask the tenant's customer service (staff -> desk conversations). */
const STAFF_QUESTIONS: Readonly<Record<string, readonly [string, string]>> = {
  shop1: ['请问本月的结算单什么时候出？', '您好，结算单将于每月5日生成，届时可在资金流水中查看。'],
};

/**
 * Demo rows of the service center: a staff member's question to the tenant's customer service and its
 * answer (the chat's contact side).
 */
export async function seedServiceCenter(db: Db, now: Date): Promise<void> {
  for (const [username, [question, answer]] of Object.entries(STAFF_QUESTIONS)) {
    const user = await db.one<{ id: string; realname: string; tenant_id: number }>(
      'SELECT id, realname, tenant_id FROM sys_user WHERE username = $1',
      [username],
    );
    const desk = await db.one<{ id: string; realname: string }>(
      'SELECT id, realname FROM sys_user WHERE tenant_id = $1 AND authority = 3 ORDER BY create_time LIMIT 1',
      [user?.tenant_id ?? 0],
    );
    if (!user || !desk) continue;
    const agentId = String(user.tenant_id);
    await db.query(
      `INSERT INTO chat_message (id, tenant_id, agent_id, sender_id, sender_name, content, read_flag, direction,
              customer_id, customer_name, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 1, 'in', $4, $5, $7),
              ($8, $2, $3, $9, $10, $11, 1, 'out', $4, $5, $12)`,
      [
        newId(),
        user.tenant_id,
        agentId,
        user.id,
        user.realname,
        question,
        new Date(now.getTime() - 3 * HOUR).toISOString(),
        newId(),
        desk.id,
        desk.realname,
        answer,
        new Date(now.getTime() - 2.5 * HOUR).toISOString(),
      ],
    );
  }
}
