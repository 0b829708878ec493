import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { scopeConditions, scopeOf } from '../../data/scope';
import { ok } from '../../http/envelope';
import { formatDateTime, parseDisplayDateTime } from '../../util/time';
import { queryOf } from '../crud';
import { LOG_ENTITY } from './entities';

const LOGIN_LOG = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const DISPLAY_ZONE = process.env.TZ_DISPLAY ?? 'Asia/Shanghai';

/** 'YYYY-MM-DD' of `at` in the operator's time zone. */
function displayDate(at: Date): string {
  return (formatDateTime(at) ?? '').slice(0, 10);
}

/** Start of the operator's calendar day `daysAgo` days before today (days are 24 h in Asia/Shanghai). */
function dayStart(daysAgo: number): Date {
  const today = parseDisplayDateTime(displayDate(new Date())) as Date;
  return new Date(today.getTime() - daysAgo * DAY_MS);
}

/** Login statistics for the dashboard and the log list, all within the caller's tenant. */
export function logRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, LOG_ENTITY);

  api.get('/sys/log/list', { config: { access: { menu: '/system/log' } } }, async (request) => {
    return ok(await repo.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.get('/sys/loginfo', { config: { access: 'authenticated' } }, async (request) => {
    const scoped = scopeConditions(LOG_ENTITY.scope, scopeOf(currentUser(request)), 3);
    const row = await ctx.db.one<{ total: number; today: number; ips: number }>(
      `SELECT count(*)::int AS total,
              (count(*) FILTER (WHERE create_time >= $2))::int AS today,
              (count(DISTINCT ip) FILTER (WHERE create_time >= $2))::int AS ips
         FROM sys_log WHERE log_type = $1 AND ${scoped.sql.join(' AND ')}`,
      [LOGIN_LOG, dayStart(0), ...scoped.params],
    );
    return ok(
      { todayIp: row?.ips ?? 0, todayVisitCount: row?.today ?? 0, totalVisitCount: row?.total ?? 0 },
      '登录成功',
    );
  });

  // The last seven days including today, oldest first, days without logins as zeros (JeecgBoot's `type` is MM-DD).
  api.get('/sys/visitInfo', { config: { access: 'authenticated' } }, async (request) => {
    const scoped = scopeConditions(LOG_ENTITY.scope, scopeOf(currentUser(request)), 4);
    const rows = await ctx.db.query<{ day: string; visit: number; ip: number }>(
      `SELECT to_char(create_time AT TIME ZONE $3, 'YYYY-MM-DD') AS day,
              count(*)::int AS visit, count(DISTINCT ip)::int AS ip
         FROM sys_log WHERE log_type = $1 AND create_time >= $2 AND ${scoped.sql.join(' AND ')}
        GROUP BY 1`,
      [LOGIN_LOG, dayStart(6), DISPLAY_ZONE, ...scoped.params],
    );
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days = [6, 5, 4, 3, 2, 1, 0].map((ago) => displayDate(new Date(dayStart(ago).getTime() + DAY_MS / 2)));
    return ok(
      days.map((day) => {
        const found = byDay.get(day);
        const short = day.slice(5);
        return { tian: day, ymd: short, type: short, visit: found?.visit ?? 0, ip: found?.ip ?? 0 };
      }),
    );
  });
}
