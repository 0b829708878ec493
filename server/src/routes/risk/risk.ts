import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { optionalText, refuseAgent, requiredText } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import { ORDER_VIEW_ENTITY } from '../orders/entities';
import { runStep } from '../orders/order-actions';
import { OrderStatus, RiskStatus } from '../orders/order-states';
import { presentPage } from '../orders/orders';

const AWAITING: readonly number[] = [RiskStatus.PENDING, RiskStatus.MANUAL];

/**
 * Risk approval: the orders awaiting review (待审核 with risk status 待审 or 人工复核) and the
 * reviewer's verdict. Approval moves the order to 待发货, rejection to 审核拒绝 with the reason.
 */
export function riskRoutes(api: FastifyInstance, ctx: AppContext): void {
  const orders = repository(ctx.db, ORDER_VIEW_ENTITY);

  api.get('/business/risk/list', { config: { access: { menu: '/risk/riskApproval' } } }, async (request) => {
    const user = currentUser(request);
    const query = { ...queryOf(request) };
    if (!query.column) Object.assign(query, { column: 'createTime', order: 'asc' });
    const page = await orders.list(scopeOf(user), query, {
      sql: ['status = $1', 'risk_status = ANY($2)'],
      params: [OrderStatus.PENDING_REVIEW, AWAITING],
    });
    return ok(presentPage(user, page));
  });

  const review = (approve: boolean) => async (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user);
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const remark = approve
      ? optionalText(body.remark, 255, '审核意见')
      : requiredText(body.reason ?? body.remark, '请填写拒绝原因', 255, '拒绝原因');
    await runStep(ctx.db, scope, body.id, approve ? 'approve' : 'reject', (order) => {
      if (!AWAITING.includes(order.risk_status)) throw new BizError('该订单已完成风控审核');
      const now = new Date();
      return {
        columns: {
          risk_status: approve ? RiskStatus.PASSED : RiskStatus.REJECTED,
          risk_remark: remark,
          risk_by: scope.username,
          risk_time: now,
          ...(approve ? {} : { close_reason: remark, close_time: now }),
        },
        remark,
      };
    });
    return ok(null, approve ? '审核通过' : '已拒绝该订单');
  };

  api.post('/business/risk/approve', { config: { access: { perm: 'risk:approve' } } }, review(true));
  api.post('/business/risk/reject', { config: { access: { perm: 'risk:reject' } } }, review(false));
}
