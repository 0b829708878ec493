import type { Db } from '../db/database';
import { newId } from '../util/ids';
import type { AnnouncementSeed } from './demo-announcements';

const HOUR = 3600 * 1000;

/**
 * Inserts announcements of one tenant. Published ones get a sys_announcement_send row per recipient
 * (every member of the tenant for ALL, the named users for USER), read when listed in `readBy`.
 */
export async function insertAnnouncements(
  db: Db,
  tenantId: number,
  seeds: readonly AnnouncementSeed[],
  sender: string,
  now: Date,
): Promise<void> {
  const members = await db.query<{ id: string; username: string }>(
    `SELECT u.id, u.username FROM sys_user u JOIN sys_user_tenant ut ON ut.user_id = u.id
      WHERE ut.tenant_id = $1 ORDER BY u.username`,
    [tenantId],
  );
  for (const seed of seeds) {
    const recipients = seed.to ? members.filter((member) => seed.to?.includes(member.username)) : members;
    if (seed.to && recipients.length !== seed.to.length)
      throw new Error(`announcement '${seed.title}' names unknown users`);
    const sentAt = new Date(now.getTime() - seed.hoursAgo * HOUR);
    const published = seed.sendStatus !== '0';
    const id = newId();
    await db.query(
      `INSERT INTO sys_announcement (id, tenant_id, titile, msg_content, msg_abstract, start_time, end_time, sender,
         priority, msg_category, msg_type, user_ids, send_status, send_time, cancel_time, bus_type, bus_id,
         open_type, open_page, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $8, $20)`,
      [
        id,
        tenantId,
        seed.title,
        seed.content,
        seed.abstract,
        sentAt.toISOString(),
        new Date(sentAt.getTime() + 30 * 24 * HOUR).toISOString(),
        sender,
        seed.priority,
        seed.category,
        seed.to ? 'USER' : 'ALL',
        seed.to ? recipients.map((user) => user.id).join(',') : null,
        seed.sendStatus,
        published ? sentAt.toISOString() : null,
        seed.sendStatus === '2' ? new Date(sentAt.getTime() + 24 * HOUR).toISOString() : null,
        seed.busType ?? null,
        seed.busId ?? null,
        seed.openType ?? null,
        seed.openPage ?? null,
        new Date(sentAt.getTime() - HOUR).toISOString(),
      ],
    );
    // Drafts were never sent; revoked ones are no longer delivered, so neither has send rows.
    if (seed.sendStatus !== '1') continue;
    for (const user of recipients) {
      const read = seed.readBy?.includes(user.username) === true;
      await db.query(
        `INSERT INTO sys_announcement_send (id, tenant_id, annt_id, user_id, read_flag, read_time, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          newId(),
          tenantId,
          id,
          user.id,
          read ? '1' : '0',
          read ? new Date(sentAt.getTime() + HOUR).toISOString() : null,
          sentAt.toISOString(),
        ],
      );
    }
  }
}
