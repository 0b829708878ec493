import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { ok } from '../../http/envelope';
import { isAgent, maskIdCard, maskPhone, ownedBy, text } from '../business-shared';
import { queryOf } from '../crud';
import { ORDER_VIEW_ENTITY } from '../orders/entities';
import { presentOrders } from '../orders/orders';
import { LITE_USER_ENTITY } from './entities';

const MENU = { config: { access: { menu: '/unverified/thirdUserInfo' } } };

function masked(row: ApiRow): ApiRow {
  return { ...row, phone: maskPhone(row.phone), idCard: maskIdCard(row.idCard) };
}

/**
 * Third-party user info: the applets' end customers. Lists mask the phone and identity card; the
 * detail shows the phone (not to channel partners) with the customer's order figures and latest orders.
 */
export function liteUserRoutes(api: FastifyInstance, ctx: AppContext): void {
  const users = repository(ctx.db, LITE_USER_ENTITY);
  const orders = repository(ctx.db, ORDER_VIEW_ENTITY);

  api.get('/business/thirdUserInfo/list', MENU, async (request) => {
    const page = await users.list(scopeOf(currentUser(request)), queryOf(request));
    return ok({ ...page, records: page.records.map(masked) });
  });

  api.get('/business/thirdUserInfo/queryById', MENU, async (request) => {
    const user = currentUser(request);
    const scope = scopeOf(user);
    const id = text(queryOf(request).id);
    const row = found(await users.get(scope, id));
    const where = ownedBy(scope, 2);
    const figures = await ctx.db.one<{ n: number; amount: string; overdue: number; paid: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(total_amount) FILTER (WHERE status NOT IN (1, 10, 13)), 0) AS amount,
              count(*) FILTER (WHERE overdue_flag = 1)::int AS overdue, COALESCE(sum(paid_amount), 0) AS paid
         FROM bus_order WHERE user_id = $1 AND ${where.sql}`,
      [id, ...where.params],
    );
    const latest = await orders.all(scope, { column: 'createTime', order: 'desc' }, 5, {
      sql: ['user_id = $1'],
      params: [id],
    });
    return ok({
      ...row,
      phone: isAgent(user) ? maskPhone(row.phone) : row.phone,
      idCard: maskIdCard(row.idCard),
      orderCount: figures?.n ?? 0,
      orderAmount: Number(figures?.amount ?? 0),
      paidAmount: Number(figures?.paid ?? 0),
      overdueOrders: figures?.overdue ?? 0,
      latestOrders: presentOrders(user, latest),
    });
  });
}
