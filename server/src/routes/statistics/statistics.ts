import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { Conditions, filterConditions, paging } from '../../data/list-query';
import { repository } from '../../data/repository';
import {
  inScope,
  narrowedToChannel,
  narrowedToShop,
  type Scope,
  type ScopeColumns,
  scopeConditions,
  scopeOf,
} from '../../data/scope';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { DISPLAY_ZONE, ORDER_OWNERS, text } from '../business-shared';
import { paramsOf } from '../crud';
import { centsOf, yuanNumber } from '../finance/money';
import { EXEMPTION_VIEW_ENTITY } from '../orders/entities';
import { dateRange } from './stat-range';

/** Orders whose amount counts as business done (not unpaid, cancelled or rejected). */
export const GMV_EXCLUDED = [1, 10, 13];

function pageOf<T>(rows: T[], params: Record<string, unknown>) {
  const { pageNo, pageSize } = paging(params);
  return {
    records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(rows.length / pageSize),
  };
}

/** WHERE parts for bus_order (alias o) in scope plus the optional shop and channel narrowing. */
function orderWhere(scope: Scope, params: Record<string, unknown>, c: Conditions): string[] {
  const shopId = text(params.shopId);
  const channelId = text(params.channelId);
  let narrowed = scope;
  if (shopId) narrowed = narrowedToShop(narrowed, shopId);
  if (channelId) narrowed = narrowedToChannel(narrowed, channelId);
  return [inScope(narrowed, ORDER_OWNERS, c, 'o')];
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * Review results per day of review: reviewed, approved, rejected, pass rate (percent) and amounts,
 * newest day first, paged; `summary` totals the period and counts the orders still awaiting review.
 */
async function examineList(db: Db, scope: Scope, params: Record<string, unknown>) {
  const range = dateRange(params);
  const c = new Conditions(1);
  const zone = c.param(DISPLAY_ZONE);
  const where = orderWhere(scope, params, c);
  const rows = await db.query<{
    day: string;
    reviewed: number;
    approved: number;
    approved_amount: string;
    rejected_amount: string;
  }>(
    `SELECT to_char((o.risk_time AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day,
            count(*)::int AS reviewed,
            count(*) FILTER (WHERE o.risk_status = 1)::int AS approved,
            COALESCE(sum(o.total_amount) FILTER (WHERE o.risk_status = 1), 0) AS approved_amount,
            COALESCE(sum(o.total_amount) FILTER (WHERE o.risk_status = 2), 0) AS rejected_amount
       FROM bus_order o
      WHERE ${where.join(' AND ')} AND o.risk_status IN (1, 2) AND o.risk_time IS NOT NULL
        AND (o.risk_time AT TIME ZONE ${zone})::date BETWEEN ${c.param(range.begin)}::date AND ${c.param(range.end)}::date
      GROUP BY 1 ORDER BY 1 DESC`,
    c.params,
  );
  const records = rows.map((row) => ({
    statDate: row.day,
    reviewCount: row.reviewed,
    approvedCount: row.approved,
    rejectedCount: row.reviewed - row.approved,
    passRate: rate(row.approved, row.reviewed),
    approvedAmount: Number(row.approved_amount),
    rejectedAmount: Number(row.rejected_amount),
  }));
  const p = new Conditions(1);
  const pendingWhere = orderWhere(scope, params, p);
  const pending = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM bus_order o
      WHERE ${pendingWhere.join(' AND ')} AND o.status = 2 AND o.risk_status IN (0, 3)`,
    p.params,
  );
  const reviewCount = records.reduce((sum, row) => sum + row.reviewCount, 0);
  const approvedCount = records.reduce((sum, row) => sum + row.approvedCount, 0);
  const cents = (pick: (row: (typeof records)[number]) => number) =>
    yuanNumber(records.reduce((sum, row) => sum + centsOf(pick(row)), 0));
  return {
    ...pageOf(records, params),
    summary: {
      beginDate: range.begin,
      endDate: range.end,
      reviewCount,
      approvedCount,
      rejectedCount: reviewCount - approvedCount,
      passRate: rate(approvedCount, reviewCount),
      approvedAmount: cents((row) => row.approvedAmount),
      rejectedAmount: cents((row) => row.rejectedAmount),
      pendingCount: pending?.n ?? 0,
    },
  };
}

/**
 * Waivers (减免): one record per waived instalment in the period (by waive time), with the list
 * layer's filters (orderNo, userName, waiveBy, ...), newest first; `summary` totals them.
 */
async function exemptionList(db: Db, scope: Scope, params: Record<string, unknown>) {
  const range = dateRange(params, 90);
  const query: Record<string, unknown> = { ...params, waiveTime_begin: range.begin, waiveTime_end: range.end };
  delete query.beginDate;
  delete query.endDate;
  if (!text(query.column)) Object.assign(query, { column: 'waiveTime', order: 'desc' });
  const extra = { sql: ['waived_amount > 0'], params: [] };
  const page = await repository(db, EXEMPTION_VIEW_ENTITY).list(scope, query, extra);
  const c = new Conditions(1);
  const scoped = scopeConditions(ORDER_OWNERS, scope, 1);
  c.params.push(...scoped.params);
  const where = [...scoped.sql, 'waived_amount > 0', ...filterConditions(EXEMPTION_VIEW_ENTITY, query, c)];
  const totals = await db.one<{ n: number; orders: number; waived: string; overdue: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT order_id)::int AS orders, COALESCE(sum(waived_amount), 0) AS waived,
            count(*) FILTER (WHERE overdue_days > 0)::int AS overdue
       FROM bus_order_stage_view WHERE ${where.join(' AND ')}`,
    c.params,
  );
  return {
    ...page,
    summary: {
      beginDate: range.begin,
      endDate: range.end,
      exemptionCount: totals?.n ?? 0,
      orderCount: totals?.orders ?? 0,
      overdueExemptionCount: totals?.overdue ?? 0,
      exemptionAmount: Number(totals?.waived ?? 0),
    },
  };
}

interface DayFigures {
  statDate: string;
  orderCount: number;
  gmv: number;
  repaidAmount: number;
  waivedAmount: number;
  newOverdueCount: number;
  withdrawAmount: number;
}

/** One row per day of the period: orders and GMV, repayments, waivers, instalments falling overdue, withdrawals. */
async function dailySummary(db: Db, scope: Scope, params: Record<string, unknown>): Promise<DayFigures[]> {
  const range = dateRange(params);
  type DaySql = (zone: () => string, where: string, begin: string, end: string) => string;
  const byDay = async (sql: DaySql, owners: ScopeColumns = ORDER_OWNERS) => {
    const c = new Conditions(1);
    const scoped = scopeConditions(owners, scope, 1);
    c.params.push(...scoped.params);
    const begin = `${c.param(range.begin)}::date`;
    const end = `${c.param(range.end)}::date`;
    let zoneParam: string | undefined;
    const zone = () => {
      zoneParam ??= c.param(DISPLAY_ZONE);
      return zoneParam;
    };
    const rows = await db.query<{ day: string; n: number; amount: string }>(
      sql(zone, scoped.sql.join(' AND '), begin, end),
      c.params,
    );
    return new Map(rows.map((row) => [row.day, row]));
  };
  const day = (column: string, zone: string) => `to_char((${column} AT TIME ZONE ${zone})::date, 'YYYY-MM-DD')`;
  const within = (column: string, zone: string, begin: string, end: string) =>
    `${column} IS NOT NULL AND (${column} AT TIME ZONE ${zone})::date BETWEEN ${begin} AND ${end}`;
  const orders = await byDay(
    (zone, where, begin, end) =>
      `SELECT ${day('create_time', zone())} AS day, count(*)::int AS n,
              COALESCE(sum(total_amount) FILTER (WHERE status NOT IN (${GMV_EXCLUDED.join(', ')})), 0) AS amount
         FROM bus_order WHERE ${where} AND ${within('create_time', zone(), begin, end)} GROUP BY 1`,
  );
  const repaid = await byDay(
    (zone, where, begin, end) =>
      `SELECT ${day('paid_time', zone())} AS day, count(*)::int AS n, COALESCE(sum(paid_amount), 0) AS amount
         FROM bus_order_stage WHERE ${where} AND ${within('paid_time', zone(), begin, end)} GROUP BY 1`,
  );
  const waived = await byDay(
    (zone, where, begin, end) =>
      `SELECT ${day('waive_time', zone())} AS day, count(*)::int AS n, COALESCE(sum(waived_amount), 0) AS amount
         FROM bus_order_stage WHERE ${where} AND ${within('waive_time', zone(), begin, end)} GROUP BY 1`,
  );
  // An instalment falls overdue the day after its due date.
  const overdue = await byDay(
    (_zone, where, begin, end) =>
      `SELECT to_char(due_date + 1, 'YYYY-MM-DD') AS day, count(*)::int AS n, 0 AS amount
         FROM bus_order_stage WHERE ${where} AND overdue_days > 0 AND due_date + 1 BETWEEN ${begin} AND ${end}
        GROUP BY 1`,
  );
  // Withdrawals belong to shops: a channel partner has none.
  const withdrawn =
    scope.channelId === null
      ? await byDay(
          (zone, where, begin, end) =>
            `SELECT ${day('create_time', zone())} AS day, count(*)::int AS n, COALESCE(sum(amount), 0) AS amount
               FROM bus_shop_withdraw WHERE ${where} AND status <> 2 AND ${within('create_time', zone(), begin, end)}
              GROUP BY 1`,
          { tenant: 'tenant_id', shop: 'shop_id' },
        )
      : new Map<string, { n: number; amount: string }>();
  const out: DayFigures[] = [];
  for (let i = 0; i < range.days; i += 1) {
    const date = new Date(Date.parse(`${range.begin}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    out.push({
      statDate: date,
      orderCount: orders.get(date)?.n ?? 0,
      gmv: Number(orders.get(date)?.amount ?? 0),
      repaidAmount: Number(repaid.get(date)?.amount ?? 0),
      waivedAmount: Number(waived.get(date)?.amount ?? 0),
      newOverdueCount: overdue.get(date)?.n ?? 0,
      withdrawAmount: Number(withdrawn.get(date)?.amount ?? 0),
    });
  }
  return out;
}

/** Financial statistics (`/sys/statistical/...`): review results, waivers and a per-day summary. */
export function statisticsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const handler =
    (compute: (db: Db, scope: Scope, params: Record<string, unknown>) => Promise<unknown>) =>
    async (request: FastifyRequest) =>
      ok(await compute(ctx.db, scopeOf(currentUser(request)), paramsOf(request)));

  for (const method of ['get', 'post'] as const) {
    api[method](
      '/sys/statistical/findExamineList',
      { config: { access: { menu: '/statistics/examineList' } } },
      handler(examineList),
    );
    api[method](
      '/sys/statistical/findExemptionList',
      { config: { access: { menu: '/statistics/exemptionList' } } },
      handler(exemptionList),
    );
    api[method](
      '/sys/statistical/findDailySummary',
      { config: { access: { menu: '/statistics/financialReport' } } },
      handler(dailySummary),
    );
  }
}
