import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { paging } from '../../data/list-query';
import { type ApiRow, type ExtraWhere, repository } from '../../data/repository';
import { inScope, narrowedToChannel, type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { formatDateTime, parseDisplayDateTime } from '../../util/time';
import { paramsOf } from '../crud';
import { text } from '../org/rules';
import { LITE_USER_VIEW_ENTITY, ORDER_VIEW_ENTITY } from './channel-entities';
import { channelOf, isPartner, maskPhone, namesOf, type Params, partnerView, readRoute } from './params';

const DISPLAY_ZONE = process.env.TZ_DISPLAY ?? 'Asia/Shanghai';
const DAY_MS = 86_400_000;
/** Longest range of the per-day statistics. */
export const MAX_DATE_RANGE_DAYS = 366;

const THROUGH_A_CHANNEL: ExtraWhere = { sql: ['channel_id IS NOT NULL'], params: [] };

/** The scope of a channel list: `channelId` narrows a tenant's (a partner's scope already is its channel). */
function channelScope(scope: Scope, params: Params): Scope {
  const channel = channelOf(scope, params);
  return channel === undefined ? scope : narrowedToChannel(scope, channel);
}

/** Filters of a list minus `channelId`, which `channelScope` handles (a partner's value never reaches SQL). */
function listQuery(params: Params): Params {
  const { channelId: _ignored, ...rest } = params;
  return rest;
}

/** Channel names on rows with a channelId; partners see customer phones masked. */
async function present(db: Db, scope: Scope, rows: ApiRow[], phoneField: string): Promise<ApiRow[]> {
  const names = await namesOf(
    db,
    'sys_channel',
    scope,
    rows.map((row) => row.channelId),
  );
  return rows.map((row) => ({
    ...row,
    channelName: names.get(String(row.channelId)) ?? null,
    ...(isPartner(scope) ? { [phoneField]: maskPhone(row[phoneField]) } : {}),
  }));
}

function dayText(date: Date): string {
  return (formatDateTime(date) ?? '').slice(0, 10);
}

/** The asked day range: beginDate/endDate ('YYYY-MM-DD'), default the 30 days ending today. */
export function dayRange(params: Params, now = new Date()): { begin: string; end: string } {
  const endText = text(params.endDate) || dayText(now);
  const end = parseDisplayDateTime(endText);
  if (!end || endText.length !== 10) throw new BizError('结束日期格式不正确');
  const beginText = text(params.beginDate) || dayText(new Date(end.getTime() - 29 * DAY_MS));
  const begin = parseDisplayDateTime(beginText);
  if (!begin || beginText.length !== 10) throw new BizError('开始日期格式不正确');
  if (begin > end) throw new BizError('开始日期不能晚于结束日期');
  if ((end.getTime() - begin.getTime()) / DAY_MS + 1 > MAX_DATE_RANGE_DAYS) {
    throw new BizError(`查询日期范围不能超过${MAX_DATE_RANGE_DAYS}天`);
  }
  return { begin: beginText, end: endText };
}

interface DayRow {
  date: string;
  order_count: number;
  order_amount: string | number;
  paid_amount: string | number;
  buyer_count: number;
  new_user_count: number;
}

/** Orders and new users per day of the channel(s) in scope, every day of the range present. */
async function perDay(db: Db, scope: Scope, params: Params) {
  const { begin, end } = dayRange(params);
  const values: unknown[] = [begin, end, DISPLAY_ZONE];
  const where = `${inScope(channelScope(scope, params), ORDER_VIEW_ENTITY.scope, values)} AND channel_id IS NOT NULL
     AND (create_time AT TIME ZONE $3)::date BETWEEN $1::date AND $2::date`;
  const rows = await db.query<DayRow>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
          o AS (SELECT (create_time AT TIME ZONE $3)::date AS day, count(*)::int AS order_count,
                       sum(total_amount) AS order_amount, sum(paid_amount) AS paid_amount,
                       count(DISTINCT user_id)::int AS buyer_count
                  FROM bus_order WHERE ${where} GROUP BY 1),
          u AS (SELECT (create_time AT TIME ZONE $3)::date AS day, count(*)::int AS new_user_count
                  FROM lite_user WHERE ${where} GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(o.order_count, 0) AS order_count,
            coalesce(o.order_amount, 0) AS order_amount, coalesce(o.paid_amount, 0) AS paid_amount,
            coalesce(o.buyer_count, 0) AS buyer_count, coalesce(u.new_user_count, 0) AS new_user_count
       FROM days LEFT JOIN o ON o.day = days.day LEFT JOIN u ON u.day = days.day
      ORDER BY days.day DESC`,
    values,
  );
  return rows.map((row) => ({
    date: row.date,
    orderCount: row.order_count,
    orderAmount: Number(row.order_amount),
    paidAmount: Number(row.paid_amount),
    buyerCount: row.buyer_count,
    newUserCount: row.new_user_count,
  }));
}

/** A channel's orders, its customers and its per-day figures. */
export function channelDataRoutes(api: FastifyInstance, ctx: AppContext): void {
  const orders = (scope: Scope) => repository(ctx.db, partnerView(scope, ORDER_VIEW_ENTITY, 'userPhone'));
  const users = (scope: Scope) => repository(ctx.db, partnerView(scope, LITE_USER_VIEW_ENTITY, 'phone'));

  readRoute(api, '/sys/channel/findChannelOrderList', { menu: '/channel/channelOrder' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const params = paramsOf(request);
    const page = await orders(scope).list(channelScope(scope, params), listQuery(params), THROUGH_A_CHANNEL);
    return ok({ ...page, records: await present(ctx.db, scope, page.records, 'userPhone') });
  });

  readRoute(api, '/sys/channel/findChannelDateList', { menu: '/channel/channelData' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const params = paramsOf(request);
    const days = await perDay(ctx.db, scope, params);
    const { pageNo, pageSize } = paging({ pageSize: MAX_DATE_RANGE_DAYS, ...params });
    const summary = days.reduce(
      (sum, day) => ({
        orderCount: sum.orderCount + day.orderCount,
        orderAmount: Math.round((sum.orderAmount + day.orderAmount) * 100) / 100,
        paidAmount: Math.round((sum.paidAmount + day.paidAmount) * 100) / 100,
        newUserCount: sum.newUserCount + day.newUserCount,
      }),
      { orderCount: 0, orderAmount: 0, paidAmount: 0, newUserCount: 0 },
    );
    return ok({
      records: days.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: days.length,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(days.length / pageSize),
      summary,
    });
  });

  readRoute(api, '/sys/channel/findChannelUser', { menu: '/channel/channelUser' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const params = paramsOf(request);
    const page = await users(scope).list(channelScope(scope, params), listQuery(params), THROUGH_A_CHANNEL);
    // Orders the caller may see: a partner counts only its channel's, a shop user only its shop's.
    const values: unknown[] = [page.records.map((row) => row.id)];
    const counts = await ctx.db.query<{ user_id: string; n: number; amount: string | number }>(
      `SELECT user_id, count(*)::int AS n, coalesce(sum(total_amount), 0) AS amount FROM bus_order
        WHERE user_id = ANY($1) AND ${inScope(scope, ORDER_VIEW_ENTITY.scope, values)} GROUP BY user_id`,
      values,
    );
    const byUser = new Map(counts.map((row) => [row.user_id, row]));
    const records = (await present(ctx.db, scope, page.records, 'phone')).map((row) => ({
      ...row,
      orderCount: byUser.get(String(row.id))?.n ?? 0,
      orderAmount: Number(byUser.get(String(row.id))?.amount ?? 0),
    }));
    return ok({ ...page, records });
  });
}
