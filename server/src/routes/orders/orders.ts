import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, type ExtraWhere, found, type Page, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { ok } from '../../http/envelope';
import { isAgent, maskPhone, requireAnyMenu, text } from '../business-shared';
import { queryOf } from '../crud';
import { ORDER_LOG_ENTITY, ORDER_VIEW_ENTITY, STAGE_VIEW_ENTITY } from './entities';
import { PURCHASE_ORDER, RENT_ORDER, RISK_STATUS_TEXT } from './order-states';

/** Pages whose users may read the order list (channel partners: their channel's orders). */
export const ORDER_READ_MENUS = [
  '/order/orderList',
  '/order/allocation',
  '/buyOrder/buyOrderList',
  '/channel/channelOrder',
] as const;
const DETAIL_MENUS = [...ORDER_READ_MENUS, '/order/orderDetailsNew', '/order/overdueOrder', '/risk/riskApproval'];

/**
 * Orders as one caller may see them: the risk status label added, and for channel partners the
 * customer's phone and address masked (a partner follows its orders, it does not contact customers).
 */
export function presentOrders(user: AuthUser, rows: ApiRow[]): ApiRow[] {
  const agent = isAgent(user);
  for (const row of rows) {
    row.riskStatus_dictText = RISK_STATUS_TEXT[Number(row.riskStatus)] ?? '';
    if (agent) {
      row.userPhone = maskPhone(row.userPhone);
      row.receiverPhone = maskPhone(row.receiverPhone);
      row.receiverAddress = row.receiverAddress ? `${String(row.receiverAddress).slice(0, 6)}****` : null;
    }
  }
  return rows;
}

/** One order's instalments in instalment order (the instalment list itself sorts by due date). */
export function byStageNo(rows: ApiRow[]): ApiRow[] {
  return rows.sort((a, b) => Number(a.stageNo) - Number(b.stageNo));
}

export function presentPage(user: AuthUser, page: Page): Page {
  presentOrders(user, page.records);
  return page;
}

/** Order lists (all, rent, purchase, overdue) and the order detail with instalments and log. */
export function orderRoutes(api: FastifyInstance, ctx: AppContext): void {
  const orders = repository(ctx.db, ORDER_VIEW_ENTITY);
  const stages = repository(ctx.db, STAGE_VIEW_ENTITY);
  const logs = repository(ctx.db, ORDER_LOG_ENTITY);
  const signedIn = { config: { access: 'authenticated' as const } };

  const list = (menus: readonly string[], extra?: ExtraWhere) => async (request: FastifyRequest) => {
    const user = currentUser(request);
    await requireAnyMenu(user, menus);
    return ok(presentPage(user, await orders.list(scopeOf(user), queryOf(request), extra)));
  };

  api.get('/business/order/list', signedIn, list(ORDER_READ_MENUS));
  api.get(
    '/business/rentOrder/list',
    signedIn,
    list(['/order/orderList', '/channel/channelOrder'], { sql: ['order_type = $1'], params: [RENT_ORDER] }),
  );
  api.get(
    '/business/buyOrder/list',
    signedIn,
    list(['/buyOrder/buyOrderList', '/order/orderList', '/channel/channelOrder'], {
      sql: ['order_type = $1'],
      params: [PURCHASE_ORDER],
    }),
  );

  // Overdue orders: most overdue first unless the page sorts otherwise.
  api.get('/business/overdueOrder/list', { config: { access: { menu: '/order/overdueOrder' } } }, async (request) => {
    const user = currentUser(request);
    const query = { ...queryOf(request) };
    if (!text(query.column)) Object.assign(query, { column: 'overdueDays', order: 'desc' });
    return ok(presentPage(user, await orders.list(scopeOf(user), query, { sql: ['overdue_flag = 1'], params: [] })));
  });

  api.get('/business/order/queryById', signedIn, async (request) => {
    const user = currentUser(request);
    await requireAnyMenu(user, DETAIL_MENUS);
    const scope = scopeOf(user);
    const id = text(queryOf(request).id);
    const order = found(await orders.get(scope, id));
    const byOrder: ExtraWhere = { sql: ['order_id = $1'], params: [id] };
    const [stageRows, logRows] = await Promise.all([
      stages.all(scope, {}, 1000, byOrder).then(byStageNo),
      logs.all(scope, {}, 1000, byOrder),
    ]);
    const [shown] = presentOrders(user, [order]);
    if (isAgent(user)) for (const stage of stageRows) stage.userPhone = maskPhone(stage.userPhone);
    return ok({ ...shown, stageList: stageRows, logList: logRows });
  });
}
