import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { Conditions } from '../../data/list-query';
import { type Scope, scopeConditions, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { DISPLAY_ZONE, ORDER_OWNERS } from '../business-shared';
import { paramsOf } from '../crud';
import { ORDER_STATUS_TEXT } from '../orders/order-states';
import { dateRange } from './stat-range';
import { GMV_EXCLUDED } from './statistics';

const EXCLUDED = GMV_EXCLUDED.join(', ');
const TOP = 8;
const num = (value: unknown) => Number(value ?? 0);

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The WHERE of one owner-column table in `scope` within [begin, end] (display-zone dates). */
function periodWhere(c: Conditions, scope: Scope, alias: string, begin: string, end: string): string {
  const parts = scopeConditions(ORDER_OWNERS, scope, c.params.length + 1, alias);
  c.params.push(...parts.params);
  const day = `(${alias}.create_time AT TIME ZONE ${c.param(DISPLAY_ZONE)})::date`;
  return `${parts.sql.join(' AND ')} AND ${day} BETWEEN ${c.param(begin)}::date AND ${c.param(end)}::date`;
}

function dayOf(alias: string, c: Conditions): string {
  return `to_char((${alias}.create_time AT TIME ZONE ${c.param(DISPLAY_ZONE)})::date, 'YYYY-MM-DD')`;
}

/** One value per day of the period (missing days 0). */
function perDay<T>(begin: string, days: number, rows: Map<string, T>, empty: T): { date: string; value: T }[] {
  return Array.from({ length: days }, (_, index) => {
    const date = shift(begin, index);
    return { date, value: rows.get(date) ?? empty };
  });
}

async function orderAnalysis(db: Db, scope: Scope, params: Record<string, unknown>) {
  const { begin, end, days } = dateRange(params, 30);
  const run = async <T>(build: (c: Conditions, where: string) => string) => {
    const c = new Conditions(1);
    const where = periodWhere(c, scope, 'o', begin, end);
    return db.query<T>(build(c, where), c.params);
  };
  const gmv = `COALESCE(sum(o.total_amount) FILTER (WHERE o.status NOT IN (${EXCLUDED})), 0)`;
  const [summary] = await run<Record<string, string | number>>(
    (_c, where) => `SELECT count(*)::int AS orders, ${gmv} AS gmv,
            count(*) FILTER (WHERE o.overdue_flag = 1)::int AS overdue,
            count(*) FILTER (WHERE o.order_type = 1)::int AS rent, count(*) FILTER (WHERE o.order_type = 2)::int AS buy
       FROM bus_order o WHERE ${where}`,
  );
  const daily = await run<{ day: string; n: number; gmv: string }>(
    (c, where) => `SELECT ${dayOf('o', c)} AS day, count(*)::int AS n, ${gmv} AS gmv
       FROM bus_order o WHERE ${where} GROUP BY 1`,
  );
  const status = await run<{ status: number; n: number }>(
    (_c, where) => `SELECT o.status, count(*)::int AS n FROM bus_order o WHERE ${where} GROUP BY 1 ORDER BY 1`,
  );
  const shops = await run<{ name: string | null; n: number; gmv: string }>(
    (_c, where) => `SELECT s.name, count(*)::int AS n, ${gmv} AS gmv
       FROM bus_order o LEFT JOIN sys_shop s ON s.id = o.shop_id
      WHERE ${where} GROUP BY s.name ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
  );
  const products = await run<{ name: string | null; n: number; gmv: string }>(
    (_c, where) => `SELECT o.product_name AS name, count(*)::int AS n, ${gmv} AS gmv
       FROM bus_order o WHERE ${where} GROUP BY o.product_name ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
  );
  const orders = num(summary?.orders);
  const totalGmv = num(summary?.gmv);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  return {
    begin,
    end,
    summary: {
      orders,
      gmv: totalGmv,
      averageAmount: orders ? Math.round((totalGmv / orders) * 100) / 100 : 0,
      overdueOrders: num(summary?.overdue),
      rentOrders: num(summary?.rent),
      buyOrders: num(summary?.buy),
    },
    daily: perDay(begin, days, byDay, undefined).map(({ date, value }) => ({
      date,
      orderCount: value?.n ?? 0,
      gmv: num(value?.gmv),
    })),
    byStatus: status.map((row) => ({ label: ORDER_STATUS_TEXT[row.status] ?? String(row.status), count: row.n })),
    topShops: shops.map((row) => ({ name: row.name ?? '未分配店铺', count: row.n, gmv: num(row.gmv) })),
    topProducts: products.map((row) => ({ name: row.name ?? '未知商品', count: row.n, gmv: num(row.gmv) })),
  };
}

async function userAnalysis(db: Db, scope: Scope, params: Record<string, unknown>) {
  const { begin, end, days } = dateRange(params, 30);
  const c = new Conditions(1);
  const all = scopeConditions(ORDER_OWNERS, scope, 1, 'l');
  const totals = await db.one<Record<string, number>>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE l.is_member = 1)::int AS members,
            count(*) FILTER (WHERE l.certified = 1)::int AS certified,
            count(*) FILTER (WHERE l.sex = 1)::int AS male, count(*) FILTER (WHERE l.sex = 2)::int AS female
       FROM lite_user l WHERE ${all.sql.join(' AND ')}`,
    all.params,
  );
  const where = periodWhere(c, scope, 'l', begin, end);
  const daily = await db.query<{ day: string; n: number }>(
    `SELECT ${dayOf('l', c)} AS day, count(*)::int AS n FROM lite_user l WHERE ${where} GROUP BY 1`,
    c.params,
  );
  const channels = await db.query<{ name: string | null; n: number }>(
    `SELECT ch.name, count(*)::int AS n FROM lite_user l LEFT JOIN sys_channel ch ON ch.id = l.channel_id
      WHERE ${all.sql.join(' AND ')} GROUP BY ch.name ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    all.params,
  );
  const o = new Conditions(1);
  const orderWhere = periodWhere(o, scope, 'o', begin, end);
  const buyers = await db.one<{ buyers: number; repeat: number }>(
    `SELECT count(*)::int AS buyers, count(*) FILTER (WHERE n > 1)::int AS repeat
       FROM (SELECT o.user_id, count(*) AS n FROM bus_order o WHERE ${orderWhere} AND o.user_id IS NOT NULL
             GROUP BY o.user_id) t`,
    o.params,
  );
  const total = totals?.total ?? 0;
  const byDay = new Map(daily.map((row) => [row.day, row.n]));
  return {
    begin,
    end,
    summary: {
      total,
      newUsers: daily.reduce((sum, row) => sum + row.n, 0),
      members: totals?.members ?? 0,
      certified: totals?.certified ?? 0,
      buyers: buyers?.buyers ?? 0,
      repeatBuyers: buyers?.repeat ?? 0,
    },
    daily: perDay(begin, days, byDay, 0).map(({ date, value }) => ({ date, userCount: value })),
    bySex: [
      { label: '男', count: totals?.male ?? 0 },
      { label: '女', count: totals?.female ?? 0 },
      { label: '未知', count: total - (totals?.male ?? 0) - (totals?.female ?? 0) },
    ],
    byMember: [
      { label: '会员', count: totals?.members ?? 0 },
      { label: '非会员', count: total - (totals?.members ?? 0) },
    ],
    byChannel: channels.map((row) => ({ label: row.name ?? '自然流量', count: row.n })),
  };
}

/**
 * 数据中心: order and customer analysis of the caller's scope over `beginDate`..`endDate` (default
 * the last 30 days). The overview page uses the dashboard's `/sys/home/*` figures.
 */
export function dataCenterRoutes(api: FastifyInstance, ctx: AppContext): void {
  const scope = (request: FastifyRequest) => scopeOf(currentUser(request));
  for (const method of ['get', 'post'] as const) {
    api[method]('/dataCenter/orderAnalysis', { config: { access: { menu: '/dataCenter/orderAnalysis' } } }, async (r) =>
      ok(await orderAnalysis(ctx.db, scope(r), paramsOf(r))),
    );
    api[method]('/dataCenter/userAnalysis', { config: { access: { menu: '/dataCenter/userAnalysis' } } }, async (r) =>
      ok(await userAnalysis(ctx.db, scope(r), paramsOf(r))),
    );
  }
}
