import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { MAX_PAGE_SIZE } from '../../data/list-query';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { formatDateTime } from '../../util/time';
import { bodyOf, queryOf } from '../crud';
import { NOT_FOUND_MESSAGE } from './announcement-publish';
import { bellItem, fillInbox, INBOX_COLUMNS, type InboxRow, inboxFrom } from './inbox';

/** How many items of each category the notice bell shows (the totals count them all). */
export const BELL_LIMIT = 10;

function pageParam(raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new BizError('分页参数不正确');
  return Math.min(n, max);
}

/**
 * The caller's side of announcements: the bell (`listByUser`), marking read, the
 * /isps/userAnnouncement list and read-all. The user is always the token's user.
 */
export function registerAnnouncementSend(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  api.get('/sys/annountCement/listByUser', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    await fillInbox(db, scope);
    const from = inboxFrom(scope);
    const rows = await db.query<InboxRow & { total: number }>(
      `SELECT * FROM (
         SELECT ${INBOX_COLUMNS},
                row_number() OVER (PARTITION BY a.msg_category ORDER BY a.send_time DESC NULLS LAST, a.id DESC) AS rn,
                (count(*) OVER (PARTITION BY a.msg_category))::int AS total
           ${from.sql} AND s.read_flag = '0' AND a.msg_category IN ('1', '2')
       ) t WHERE t.rn <= ${BELL_LIMIT} ORDER BY t.send_time DESC NULLS LAST, t.id DESC`,
      from.params,
    );
    const of = (category: string) => rows.filter((row) => row.msg_category === category);
    const annt = of('1');
    const sys = of('2');
    return ok({
      anntMsgList: annt.map(bellItem),
      anntMsgTotal: annt[0]?.total ?? 0,
      sysMsgList: sys.map(bellItem),
      sysMsgTotal: sys[0]?.total ?? 0,
    });
  });

  const markRead = async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    // Only `anntId` is read: a `userId` in the body is ignored, the reader is the token's user.
    const anntId = bodyOf(request).anntId;
    if (typeof anntId !== 'string' || anntId === '') throw new BizError(NOT_FOUND_MESSAGE);
    await fillInbox(db, scope);
    const from = inboxFrom(scope);
    const updated = await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = COALESCE(read_time, now())
        WHERE id IN (SELECT s.id ${from.sql} AND a.id = $${from.params.length + 1}) RETURNING id`,
      [...from.params, anntId],
    );
    if (updated.length === 0) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(null, '操作成功!');
  };
  api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { config: { access: 'authenticated' } }, markRead);
  api.post('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { config: { access: 'authenticated' } }, markRead);

  api.put('/sys/sysAnnouncementSend/readAll', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    await fillInbox(db, scope);
    const from = inboxFrom(scope);
    await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = now()
        WHERE id IN (SELECT s.id ${from.sql} AND s.read_flag = '0')`,
      from.params,
    );
    return ok(null, '全部已读');
  });

  api.get(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { config: { access: 'authenticated' } },
    async (request) => {
      const scope = scopeOf(currentUser(request));
      const query = queryOf(request);
      const pageNo = pageParam(query.pageNo, 1, Number.MAX_SAFE_INTEGER);
      const pageSize = pageParam(query.pageSize, 10, MAX_PAGE_SIZE);
      await fillInbox(db, scope);
      const from = inboxFrom(scope);
      const params = [...from.params];
      const where: string[] = [];
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      const titile = text(query.titile)?.replace(/^\*|\*$/g, '');
      if (titile) {
        params.push(`%${titile.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where.push(`a.titile LIKE $${params.length}`);
      }
      for (const [key, column] of [
        ['msgCategory', 'a.msg_category'],
        ['readFlag', 's.read_flag'],
        ['priority', 'a.priority'],
      ] as const) {
        const value = text(query[key]);
        if (value === undefined) continue;
        params.push(value);
        where.push(`${column} = $${params.length}`);
      }
      const filters = where.length ? ` AND ${where.join(' AND ')}` : '';
      const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n ${from.sql}${filters}`, params))?.n ?? 0;
      const rows = await db.query<InboxRow>(
        `SELECT ${INBOX_COLUMNS} ${from.sql}${filters}
        ORDER BY a.send_time DESC NULLS LAST, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      );
      const records = rows.map((row) => ({
        ...bellItem(row),
        id: row.send_id,
        anntId: row.id,
        userId: scope.userId,
        readTime: formatDateTime(row.read_time),
      }));
      return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
    },
  );
}
