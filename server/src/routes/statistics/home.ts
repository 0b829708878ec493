import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { Conditions } from '../../data/list-query';
import { CHANNEL_ROW, inScope, type Scope, scopeConditions, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { DISPLAY_ZONE, ORDER_OWNERS, todayInZone } from '../business-shared';
import { paramsOf } from '../crud';
import { ORDER_STATUS_TEXT } from '../orders/order-states';
import { seriesDays } from './stat-range';
import { GMV_EXCLUDED } from './statistics';

const EXCLUDED = GMV_EXCLUDED.join(', ');
const TOP = 5;

/** The scope's WHERE parts for an owner-column table with `alias`, appended to `c`. */
function scoped(c: Conditions, scope: Scope, alias: string): string {
  const parts = scopeConditions(ORDER_OWNERS, scope, c.params.length + 1, alias);
  c.params.push(...parts.params);
  return parts.sql.join(' AND ');
}

function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const num = (value: unknown) => Number(value ?? 0);

/** Headline figures: today, yesterday, this month and all time; work waiting; customers. */
async function homeInfo(db: Db, scope: Scope) {
  const today = todayInZone();
  const c = new Conditions(1);
  const where = scoped(c, scope, 'o');
  const zone = c.param(DISPLAY_ZONE);
  const day = `(o.create_time AT TIME ZONE ${zone})::date`;
  const todayParam = `${c.param(today)}::date`;
  const gmv = `o.status NOT IN (${EXCLUDED})`;
  const orders = await db.one<Record<string, string | number>>(
    `SELECT count(*) FILTER (WHERE ${day} = ${todayParam})::int AS today_orders,
            COALESCE(sum(o.total_amount) FILTER (WHERE ${day} = ${todayParam} AND ${gmv}), 0) AS today_gmv,
            count(*) FILTER (WHERE ${day} = ${todayParam} - 1)::int AS yesterday_orders,
            COALESCE(sum(o.total_amount) FILTER (WHERE ${day} = ${todayParam} - 1 AND ${gmv}), 0) AS yesterday_gmv,
            count(*) FILTER (WHERE date_trunc('month', ${day}) = date_trunc('month', ${todayParam}))::int AS month_orders,
            COALESCE(sum(o.total_amount) FILTER (
              WHERE date_trunc('month', ${day}) = date_trunc('month', ${todayParam}) AND ${gmv}), 0) AS month_gmv,
            count(*)::int AS total_orders,
            COALESCE(sum(o.total_amount) FILTER (WHERE ${gmv}), 0) AS total_gmv,
            count(*) FILTER (WHERE o.order_type = 1)::int AS rent_orders,
            count(*) FILTER (WHERE o.order_type = 2)::int AS buy_orders,
            count(*) FILTER (WHERE o.overdue_flag = 1)::int AS overdue_orders,
            count(*) FILTER (WHERE o.status = 2 AND o.risk_status IN (0, 3))::int AS pending_review,
            count(*) FILTER (WHERE o.status = 3)::int AS pending_ship,
            count(*) FILTER (WHERE o.status IN (6, 7))::int AS pending_return
       FROM bus_order o WHERE ${where}`,
    c.params,
  );
  const s = new Conditions(1);
  const overdue = await db.one<{ amount: string }>(
    `SELECT COALESCE(sum(g.amount - g.paid_amount - g.waived_amount), 0) AS amount
       FROM bus_order_stage g WHERE ${scoped(s, scope, 'g')} AND g.status = 2`,
    s.params,
  );
  const u = new Conditions(1);
  const userWhere = scoped(u, scope, 'l');
  const users = await db.one<{ total: number; today: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE (l.create_time AT TIME ZONE ${u.param(DISPLAY_ZONE)})::date = ${u.param(today)}::date)::int AS today
       FROM lite_user l WHERE ${userWhere}`,
    u.params,
  );
  return {
    today,
    todayOrders: num(orders?.today_orders),
    todayGmv: num(orders?.today_gmv),
    yesterdayOrders: num(orders?.yesterday_orders),
    yesterdayGmv: num(orders?.yesterday_gmv),
    monthOrders: num(orders?.month_orders),
    monthGmv: num(orders?.month_gmv),
    totalOrders: num(orders?.total_orders),
    totalGmv: num(orders?.total_gmv),
    rentOrders: num(orders?.rent_orders),
    buyOrders: num(orders?.buy_orders),
    overdueOrders: num(orders?.overdue_orders),
    overdueAmount: num(overdue?.amount),
    pendingReview: num(orders?.pending_review),
    pendingShip: num(orders?.pending_ship),
    pendingReturn: num(orders?.pending_return),
    userCount: num(users?.total),
    todayUsers: num(users?.today),
  };
}

interface SeriesPoint {
  date: string;
  orderCount: number;
  gmv: number;
  userCount: number;
}

/** Orders, GMV and new customers per day over the last `days` days (today included). */
async function series(db: Db, scope: Scope, days: number, onlyChannels = false): Promise<SeriesPoint[]> {
  const end = todayInZone();
  const begin = shiftDay(end, -(days - 1));
  const c = new Conditions(1);
  const where = scoped(c, scope, 'o');
  const zone = c.param(DISPLAY_ZONE);
  const range = `BETWEEN ${c.param(begin)}::date AND ${c.param(end)}::date`;
  const orders = await db.query<{ day: string; n: number; gmv: string }>(
    `SELECT to_char((o.create_time AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS n,
            COALESCE(sum(o.total_amount) FILTER (WHERE o.status NOT IN (${EXCLUDED})), 0) AS gmv
       FROM bus_order o
      WHERE ${where} ${onlyChannels ? 'AND o.channel_id IS NOT NULL' : ''}
        AND (o.create_time AT TIME ZONE ${zone})::date ${range}
      GROUP BY 1`,
    c.params,
  );
  const u = new Conditions(1);
  const userWhere = scoped(u, scope, 'l');
  const userZone = u.param(DISPLAY_ZONE);
  const users = await db.query<{ day: string; n: number }>(
    `SELECT to_char((l.create_time AT TIME ZONE ${userZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
       FROM lite_user l
      WHERE ${userWhere} ${onlyChannels ? 'AND l.channel_id IS NOT NULL' : ''}
        AND (l.create_time AT TIME ZONE ${userZone})::date BETWEEN ${u.param(begin)}::date AND ${u.param(end)}::date
      GROUP BY 1`,
    u.params,
  );
  const byDay = new Map(orders.map((row) => [row.day, row]));
  const usersByDay = new Map(users.map((row) => [row.day, row.n]));
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDay(begin, index);
    return {
      date,
      orderCount: byDay.get(date)?.n ?? 0,
      gmv: num(byDay.get(date)?.gmv),
      userCount: usersByDay.get(date) ?? 0,
    };
  });
}

/** Series, status distribution and the top shops and channels of the period. */
async function queryHomeInfo(db: Db, scope: Scope, days: number) {
  const since = shiftDay(todayInZone(), -(days - 1));
  const c = new Conditions(1);
  const where = scoped(c, scope, 'o');
  const period = `(o.create_time AT TIME ZONE ${c.param(DISPLAY_ZONE)})::date >= ${c.param(since)}::date`;
  const statuses = await db.query<{ status: number; n: number }>(
    `SELECT o.status, count(*)::int AS n FROM bus_order o WHERE ${where} AND ${period} GROUP BY 1 ORDER BY 1`,
    c.params,
  );
  const top = (column: 'shop_id' | 'channel_id', table: 'sys_shop' | 'sys_channel') =>
    db.query<{ id: string; name: string; n: number; gmv: string }>(
      `SELECT o.${column} AS id, t.name, count(*)::int AS n,
              COALESCE(sum(o.total_amount) FILTER (WHERE o.status NOT IN (${EXCLUDED})), 0) AS gmv
         FROM bus_order o JOIN ${table} t ON t.id = o.${column} AND t.tenant_id = o.tenant_id
        WHERE ${where} AND ${period}
        GROUP BY 1, 2 ORDER BY gmv DESC, n DESC, id LIMIT ${TOP}`,
      c.params,
    );
  const [shops, channels] = await Promise.all([top('shop_id', 'sys_shop'), top('channel_id', 'sys_channel')]);
  return {
    days,
    series: await series(db, scope, days),
    statusDistribution: statuses.map((row) => ({
      status: row.status,
      status_dictText: ORDER_STATUS_TEXT[row.status] ?? String(row.status),
      count: row.n,
    })),
    topShops: shops.map((row) => ({ shopId: row.id, shopName: row.name, orderCount: row.n, gmv: num(row.gmv) })),
    topChannels: channels.map((row) => ({
      channelId: row.id,
      channelName: row.name,
      orderCount: row.n,
      gmv: num(row.gmv),
    })),
  };
}

/**
 * Channel figures: every channel of the scope (a partner: only their own) with its orders, GMV,
 * customers, overdue orders and amount and the commission its rate earns; plus a channel-order series.
 */
async function channelInfo(db: Db, scope: Scope, days: number) {
  const c = new Conditions(1);
  const ownChannels = inScope(scope, CHANNEL_ROW, c, 'ch');
  // A shop user counts only its shop's orders and customers of each channel.
  const shopOrders = inScope(scope, { shop: 'shop_id' }, c, 'o');
  const shopUsers = inScope(scope, { shop: 'shop_id' }, c, 'l');
  const rows = await db.query<{
    id: string;
    name: string;
    sign_status: number;
    commission_rate: string;
    status: number;
    orders: number;
    gmv: string;
    overdue_orders: number;
    overdue_amount: string;
    users: number;
  }>(
    `SELECT ch.id, ch.name, ch.sign_status, ch.commission_rate, ch.status,
            COALESCE(agg.orders, 0) AS orders, COALESCE(agg.gmv, 0) AS gmv,
            COALESCE(agg.overdue_orders, 0) AS overdue_orders,
            COALESCE((SELECT sum(g.amount - g.paid_amount - g.waived_amount) FROM bus_order_stage g
                       JOIN bus_order o ON o.id = g.order_id
                      WHERE o.channel_id = ch.id AND o.tenant_id = ch.tenant_id AND g.status = 2 AND ${shopOrders}), 0)
              AS overdue_amount,
            (SELECT count(*)::int FROM lite_user l
              WHERE l.channel_id = ch.id AND l.tenant_id = ch.tenant_id AND ${shopUsers})
              AS users
       FROM sys_channel ch
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS orders,
                sum(o.total_amount) FILTER (WHERE o.status NOT IN (${EXCLUDED})) AS gmv,
                count(*) FILTER (WHERE o.overdue_flag = 1)::int AS overdue_orders
           FROM bus_order o WHERE o.channel_id = ch.id AND o.tenant_id = ch.tenant_id AND ${shopOrders}
       ) agg ON TRUE
      WHERE ${ownChannels}
      ORDER BY gmv DESC, ch.name`,
    c.params,
  );
  const channels = rows.map((row) => {
    const gmv = num(row.gmv);
    const rate = num(row.commission_rate);
    return {
      channelId: row.id,
      channelName: row.name,
      signStatus: row.sign_status,
      status: row.status,
      commissionRate: rate,
      orderCount: row.orders,
      gmv,
      commission: Math.round(gmv * rate) / 100,
      userCount: row.users,
      overdueOrders: row.overdue_orders,
      overdueAmount: num(row.overdue_amount),
    };
  });
  const sum = (pick: (row: (typeof channels)[number]) => number) =>
    Math.round(channels.reduce((total, row) => total + pick(row) * 100, 0)) / 100;
  return {
    days,
    channels,
    totals: {
      channelCount: channels.length,
      orderCount: sum((row) => row.orderCount),
      gmv: sum((row) => row.gmv),
      commission: sum((row) => row.commission),
      userCount: sum((row) => row.userCount),
      overdueAmount: sum((row) => row.overdueAmount),
    },
    series: await series(db, scope, days, true),
  };
}

/**
 * Dashboard figures (`/sys/home/...`, docs/business-spec.md §7), computed from the scope's orders, instalments
 * and customers.
 */
export function homeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const signedIn = { config: { access: 'authenticated' as const } };
  const scope = (request: FastifyRequest) => scopeOf(currentUser(request));
  for (const method of ['get', 'post'] as const) {
    api[method]('/sys/home/getHomeInfo', signedIn, async (request) => ok(await homeInfo(ctx.db, scope(request))));
    api[method]('/sys/home/queryHomeInfo', signedIn, async (request) =>
      ok(await queryHomeInfo(ctx.db, scope(request), seriesDays(paramsOf(request).days))),
    );
    api[method]('/sys/home/getChannelInfo', signedIn, async (request) =>
      ok(await channelInfo(ctx.db, scope(request), seriesDays(paramsOf(request).days ?? 30))),
    );
  }
}
