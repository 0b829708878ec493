import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, idsOf, queryOf } from '../crud';
import { ANNOUNCEMENT, checkAnnouncement, contentColumns } from './announcement-entity';
import { NOT_FOUND_MESSAGE, publishAnnouncement, revokeAnnouncement } from './announcement-publish';
import { inboxHas } from './inbox';

export const ANNOUNCEMENT_MENU = '/system/announcement';

const ACCESS = {
  list: { menu: ANNOUNCEMENT_MENU },
  add: { perm: 'announcement:add' },
  edit: { perm: 'announcement:edit' },
  delete: { perm: 'announcement:delete' },
  release: { perm: 'announcement:release' },
  revoke: { perm: 'announcement:revoke' },
} as const;

/** Whether the caller administers announcements (sees drafts and every row of the tenant). */
async function administers(user: AuthUser): Promise<boolean> {
  return user.platform || (await user.permissions()).menus.has(ANNOUNCEMENT_MENU);
}

/**
 * The announcement administration of `/system/announcement` (spelled `annountCement` on the wire):
 * list, queryById, add, edit, delete, deleteBatch, doReleaseData (publish) and doReovkeData (revoke).
 * Content is stored exactly as given; the admin sanitises it where it renders it.
 */
export function registerAnnouncements(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, ANNOUNCEMENT);
  const base = '/sys/annountCement';

  api.get(`${base}/list`, { config: { access: ACCESS.list } }, async (request) => {
    return ok(await repo.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  // Readers of the notice bell open announcements too: they may read those in their inbox.
  api.get(`${base}/queryById`, { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const scope = scopeOf(user);
    const id = queryOf(request).id;
    if (typeof id !== 'string' || id === '') throw new BizError(NOT_FOUND_MESSAGE);
    const allowed = (await administers(user)) || (await inboxHas(ctx.db, scope, id));
    const row = allowed ? await repo.get(scope, id) : null;
    if (!row) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(row);
  });

  api.post(`${base}/add`, { config: { access: ACCESS.add } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    checkAnnouncement(body, true);
    // The form usually fills the sender; without one it is the author.
    const sender =
      typeof body.sender === 'string' && body.sender.trim() ? {} : { sender: user.realname || user.username };
    const id = await repo.insert(scopeOf(user), body, { ...contentColumns(body), ...sender, send_status: '0' });
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    checkAnnouncement(body, false);
    const updated = await repo.update(scopeOf(currentUser(request)), body.id, body, contentColumns(body));
    if (!updated) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(null, '编辑成功!');
  };
  api.put(`${base}/edit`, { config: { access: ACCESS.edit } }, edit);
  api.post(`${base}/edit`, { config: { access: ACCESS.edit } }, edit);

  api.delete(`${base}/delete`, { config: { access: ACCESS.delete } }, async (request) => {
    const removed = await repo.remove(scopeOf(currentUser(request)), idsOf(queryOf(request).id));
    if (removed === 0) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(null, '删除成功!');
  });

  api.delete(`${base}/deleteBatch`, { config: { access: ACCESS.delete } }, async (request) => {
    const ids = idsOf(queryOf(request).ids);
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    const removed = await repo.remove(scopeOf(currentUser(request)), ids);
    if (removed === 0) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(null, '批量删除成功!');
  });

  api.get(`${base}/doReleaseData`, { config: { access: ACCESS.release } }, async (request) => {
    await publishAnnouncement(ctx, scopeOf(currentUser(request)), queryOf(request).id);
    return ok(null, '该系统通知发布成功');
  });

  api.get(`${base}/doReovkeData`, { config: { access: ACCESS.revoke } }, async (request) => {
    await revokeAnnouncement(ctx.db, scopeOf(currentUser(request)), queryOf(request).id);
    return ok(null, '该系统通知撤销成功');
  });
}
