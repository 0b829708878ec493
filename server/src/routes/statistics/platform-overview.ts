import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { PLATFORM_TENANT_ID } from '../../seed/constants';
import { DISPLAY_ZONE, todayInZone } from '../business-shared';
import { paramsOf } from '../crud';
import { seriesDays } from './stat-range';
import { GMV_EXCLUDED } from './statistics';

const TOP = 5;

interface TenantRow {
  id: number;
  name: string;
  status: number;
  tenant_model: number;
  shops: number;
  users: number;
  orders: number;
  gmv: string | number;
  today_orders: number;
  today_gmv: string | number;
  period_orders: number;
  period_gmv: string | number;
}

const num = (value: unknown) => Number(value ?? 0);
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Every tenant but the platform's own, with its shops, customers, orders and turnover (GMV: orders
 * that took business, as on the tenant dashboard) all time, today and over the last `days` days.
 * One statement, every value a parameter.
 */
async function tenantFigures(db: Db, days: number): Promise<TenantRow[]> {
  return db.query<TenantRow>(
    `WITH orders AS (
       SELECT o.tenant_id, o.total_amount, o.status <> ALL($1::int[]) AS counted,
              (o.create_time AT TIME ZONE $2)::date AS day
         FROM bus_order o
     )
     SELECT t.id, t.name, t.status, t.tenant_model,
            (SELECT count(*)::int FROM sys_shop s WHERE s.tenant_id = t.id) AS shops,
            (SELECT count(*)::int FROM lite_user l WHERE l.tenant_id = t.id) AS users,
            COALESCE(agg.orders, 0) AS orders, COALESCE(agg.gmv, 0) AS gmv,
            COALESCE(agg.today_orders, 0) AS today_orders, COALESCE(agg.today_gmv, 0) AS today_gmv,
            COALESCE(agg.period_orders, 0) AS period_orders, COALESCE(agg.period_gmv, 0) AS period_gmv
       FROM sys_tenant t
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS orders,
                sum(o.total_amount) FILTER (WHERE o.counted) AS gmv,
                count(*) FILTER (WHERE o.day = $3::date)::int AS today_orders,
                sum(o.total_amount) FILTER (WHERE o.counted AND o.day = $3::date) AS today_gmv,
                count(*) FILTER (WHERE o.day > $3::date - $4::int)::int AS period_orders,
                sum(o.total_amount) FILTER (WHERE o.counted AND o.day > $3::date - $4::int) AS period_gmv
           FROM orders o WHERE o.tenant_id = t.id
       ) agg ON TRUE
      WHERE t.id <> $5
      ORDER BY gmv DESC, t.id`,
    [GMV_EXCLUDED, DISPLAY_ZONE, todayInZone(), days, PLATFORM_TENANT_ID],
  );
}

/**
 * The platform operator's figures across tenants: totals, one row per tenant, and the tenants with
 * the most turnover in the period.
 */
async function platformInfo(db: Db, days: number) {
  const rows = await tenantFigures(db, days);
  const tenants = rows.map((row) => ({
    tenantId: row.id,
    tenantName: row.name,
    status: row.status,
    tenantModel: row.tenant_model,
    shopCount: row.shops,
    userCount: row.users,
    orderCount: row.orders,
    gmv: num(row.gmv),
    todayOrders: row.today_orders,
    todayGmv: num(row.today_gmv),
    periodOrders: row.period_orders,
    periodGmv: num(row.period_gmv),
  }));
  const sum = (pick: (row: (typeof tenants)[number]) => number) =>
    cents(tenants.reduce((total, row) => total + pick(row), 0));
  const topTenants = tenants
    .filter((row) => row.periodOrders > 0)
    .sort((a, b) => b.periodGmv - a.periodGmv || b.periodOrders - a.periodOrders || a.tenantId - b.tenantId)
    .slice(0, TOP)
    .map((row) => ({
      tenantId: row.tenantId,
      tenantName: row.tenantName,
      orderCount: row.periodOrders,
      gmv: row.periodGmv,
    }));
  return {
    today: todayInZone(),
    days,
    totals: {
      tenantCount: tenants.length,
      activeTenantCount: tenants.filter((row) => row.status === 1).length,
      shopCount: sum((row) => row.shopCount),
      userCount: sum((row) => row.userCount),
      orderCount: sum((row) => row.orderCount),
      gmv: sum((row) => row.gmv),
      todayOrders: sum((row) => row.todayOrders),
      todayGmv: sum((row) => row.todayGmv),
      periodOrders: sum((row) => row.periodOrders),
      periodGmv: sum((row) => row.periodGmv),
    },
    tenants,
    topTenants,
  };
}

/**
 * GET (and POST) /sys/home/getPlatformInfo?days=7|30: the platform dashboard, across every tenant.
 * Platform administrator only (code 510 for anyone else), whatever tenant the session works in.
 */
export function platformOverviewRoutes(api: FastifyInstance, ctx: AppContext): void {
  const platform = { config: { access: 'platform' as const } };
  for (const method of ['get', 'post'] as const) {
    api[method]('/sys/home/getPlatformInfo', platform, async (request) =>
      ok(await platformInfo(ctx.db, seriesDays(paramsOf(request).days ?? 30))),
    );
  }
}
