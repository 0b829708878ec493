import type { AppContext } from '../../context';
import { inScope, type Scope, scopeConditions, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { newId } from '../../util/ids';
import { idsOf } from '../crud';
import { ANNOUNCEMENT, SEND_STATUS } from './announcement-entity';

export const NOT_FOUND_MESSAGE = '未找到对应数据';

interface AnnouncementHead {
  id: string;
  titile: string;
  msg_type: string;
  user_ids: string | null;
  send_status: string;
}

/** One announcement of the caller's tenant (locked for the transaction), or a refusal. */
async function lockAnnouncement(tx: Db, scope: Scope, id: unknown): Promise<AnnouncementHead> {
  if (typeof id !== 'string' || id === '') throw new BizError(NOT_FOUND_MESSAGE);
  const scoped = scopeConditions(ANNOUNCEMENT.scope, scope, 2);
  const row = await tx.one<AnnouncementHead>(
    `SELECT id, titile, msg_type, user_ids, send_status FROM sys_announcement
      WHERE id = $1 AND del_flag = '0' AND ${scoped.sql.join(' AND ')} FOR UPDATE`,
    [id, ...scoped.params],
  );
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Active users of a tenant (members through sys_user_tenant or by home tenant), optionally only
 * among `onlyIds`: chosen ids of another tenant simply drop out.
 */
async function tenantUserIds(tx: Db, scope: Scope, onlyIds?: string[]): Promise<string[]> {
  const params: unknown[] = [onlyIds ?? null];
  const home = inScope(scope, TENANT_OWNED, params, 'u');
  const member = inScope(scope, TENANT_OWNED, params, 'ut');
  const rows = await tx.query<{ id: string }>(
    `SELECT u.id FROM sys_user u
      WHERE u.status = 1 AND u.del_flag = 0
        AND (${home} OR EXISTS (SELECT 1 FROM sys_user_tenant ut WHERE ut.user_id = u.id AND ${member}))
        AND ($1::text[] IS NULL OR u.id = ANY($1::text[]))`,
    params,
  );
  return rows.map((row) => row.id);
}

/**
 * Publishes an announcement of the caller's tenant: marks it sent, gives every recipient a
 * sys_announcement_send row (ALL: every active user of the tenant; USER: the chosen users that
 * belong to the tenant), then pushes `topic` to the tenant or `user` to each recipient.
 *
 * @example await publishAnnouncement(ctx, scopeOf(user), '0190…') // { recipients: 12 }
 */
export async function publishAnnouncement(ctx: AppContext, scope: Scope, id: unknown): Promise<{ recipients: number }> {
  const published = await ctx.db.transaction(async (tx) => {
    const annt = await lockAnnouncement(tx, scope, id);
    if (annt.send_status === SEND_STATUS.published) throw new BizError('该通告已发布，请勿重复发布');
    const toAll = annt.msg_type !== 'USER';
    const chosen = toAll ? undefined : idsOf(annt.user_ids);
    if (chosen?.length === 0) throw new BizError('请选择接收通告的用户');
    const recipients = await tenantUserIds(tx, scope, chosen);
    if (!toAll && recipients.length === 0) throw new BizError('请选择接收通告的用户');
    const params: unknown[] = [annt.id, SEND_STATUS.published, scope.username];
    await tx.query(
      `UPDATE sys_announcement SET send_status = $2, send_time = now(), cancel_time = NULL,
              update_time = now(), update_by = $3
        WHERE id = $1 AND ${inScope(scope, ANNOUNCEMENT.scope, params)}`,
      params,
    );
    if (recipients.length > 0) {
      // Re-publishing after a revoke keeps the existing rows and their read flags.
      await tx.query(
        `INSERT INTO sys_announcement_send (id, tenant_id, annt_id, user_id)
         SELECT r.id, $1, $2, r.user_id FROM unnest($3::text[], $4::text[]) AS r(id, user_id)
         ON CONFLICT (annt_id, user_id) DO NOTHING`,
        [scope.tenantId, annt.id, recipients.map(() => newId()), recipients],
      );
    }
    return { annt, toAll, recipients };
  });

  const { annt, toAll, recipients } = published;
  if (toAll) {
    ctx.realtime.toTenant(scope.tenantId, { cmd: 'topic', msgId: annt.id, msgTxt: annt.titile });
  } else {
    for (const userId of recipients) {
      ctx.realtime.toUser(scope.tenantId, userId, { cmd: 'user', msgId: annt.id, msgTxt: annt.titile });
    }
  }
  return { recipients: recipients.length };
}

/** Revokes a published announcement: it leaves every inbox (the send rows stay for the record). */
export async function revokeAnnouncement(db: Db, scope: Scope, id: unknown): Promise<void> {
  await db.transaction(async (tx) => {
    const annt = await lockAnnouncement(tx, scope, id);
    if (annt.send_status !== SEND_STATUS.published) throw new BizError('只能撤销已发布的通告');
    const params: unknown[] = [annt.id, SEND_STATUS.revoked, scope.username];
    await tx.query(
      `UPDATE sys_announcement SET send_status = $2, cancel_time = now(), update_time = now(), update_by = $3
        WHERE id = $1 AND ${inScope(scope, ANNOUNCEMENT.scope, params)}`,
      params,
    );
  });
}
