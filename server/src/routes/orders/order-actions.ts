import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { optionalText, refuseAgent, requiredText } from '../business-shared';
import { bodyOf } from '../crud';
import { type LockedOrder, lockOrder, logOrder, updateOrder } from './order-rows';
import { ACTION_TEXT, nextStatus, type OrderAction, OrderStatus } from './order-states';

/**
 * Who may act on an order: anyone holding one of the order pages' operating buttons (tenant
 * administrators and shop operators; read-only staff and channel partners hold none).
 */
export const ORDER_OPERATE: Access = { perm: 'order:remark,order:allocation,buyOrder:ship' };

const LOGISTICS_NO = /^[A-Za-z0-9-]{6,32}$/;

type StepAction = Exclude<OrderAction, 'repay' | 'allocate'>;

export interface StepResult {
  /** Extra columns set with the new status (trusted names from this module only). */
  columns?: Record<string, unknown>;
  remark?: string | null;
}

/**
 * One state-machine step of an order, in one transaction: the order is locked in the caller's
 * scope, the step checked against its status, the status and `columns` written, the log appended.
 */
export async function runStep(
  db: Db,
  scope: Scope,
  id: unknown,
  action: StepAction,
  prepare: (order: LockedOrder, tx: Db) => Promise<StepResult> | StepResult,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, id);
    let unpaidCents = 0;
    if (action === 'return') {
      const row = await tx.one<{ unpaid: string }>(
        'SELECT COALESCE(sum(amount - paid_amount - waived_amount), 0) AS unpaid FROM bus_order_stage WHERE order_id = $1',
        [order.id],
      );
      unpaidCents = Math.round(Number(row?.unpaid ?? 0) * 100);
    }
    const to = nextStatus(action, { status: order.status, orderType: order.order_type, unpaidCents });
    const step = await prepare(order, tx);
    const columns: Record<string, unknown> = { ...(step.columns ?? {}), status: to };
    if (to === OrderStatus.COMPLETED) columns.finish_time = new Date();
    await updateOrder(tx, order, scope.username, columns);
    await logOrder(tx, order, {
      action: ACTION_TEXT[action],
      from: order.status,
      to,
      remark: step.remark ?? null,
      operator: scope.username,
    });
    return to;
  });
}

/** Shipping, receipt, return, close and remark of orders (review is in risk.ts). */
export function orderActionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const operate = { config: { access: ORDER_OPERATE } };

  const caller = (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user);
    return { scope: scopeOf(user), body: bodyOf(request) };
  };

  api.post('/business/order/ship', operate, async (request) => {
    const { scope, body } = caller(request);
    const company = requiredText(body.logisticsCompany, '请选择物流公司', 50, '物流公司');
    const number = requiredText(body.logisticsNo, '请填写物流单号', 32, '物流单号');
    if (!LOGISTICS_NO.test(number)) throw new BizError('物流单号格式不正确');
    await runStep(ctx.db, scope, body.id, 'ship', () => ({
      columns: { logistics_company: company, logistics_no: number, ship_time: new Date() },
      remark: `${company} ${number}`,
    }));
    return ok(null, '发货成功');
  });

  api.post('/business/order/confirmReceipt', operate, async (request) => {
    const { scope, body } = caller(request);
    await runStep(ctx.db, scope, body.id, 'receive', () => ({ columns: { receive_time: new Date() } }));
    return ok(null, '确认收货成功');
  });

  api.post('/business/order/confirmReturn', operate, async (request) => {
    const { scope, body } = caller(request);
    const logistics = optionalText(body.returnLogisticsNo, 32, '归还物流单号');
    if (logistics && !LOGISTICS_NO.test(logistics)) throw new BizError('物流单号格式不正确');
    const remark = optionalText(body.remark, 255, '备注');
    const to = await runStep(ctx.db, scope, body.id, 'return', () => ({
      columns: { return_time: new Date(), ...(logistics ? { return_logistics_no: logistics } : {}) },
      remark,
    }));
    return ok(
      { status: to },
      to === OrderStatus.COMPLETED ? '确认归还成功，订单已完成' : '确认归还成功，尚有未结清账单',
    );
  });

  const close = async (request: FastifyRequest) => {
    const { scope, body } = caller(request);
    const reason = requiredText(body.reason ?? body.closeReason, '请填写关闭原因', 255, '关闭原因');
    await runStep(ctx.db, scope, body.id, 'close', () => ({
      columns: { close_reason: reason, close_time: new Date() },
      remark: reason,
    }));
    return ok(null, '订单已关闭');
  };
  api.post('/business/order/close', operate, close);
  api.post('/business/order/cancel', operate, close);

  const remark = async (request: FastifyRequest) => {
    const { scope, body } = caller(request);
    const value = requiredText(body.remark, '请填写备注内容', 500, '备注');
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, scope, body.id);
      await tx.query('UPDATE bus_order SET remark = $2, update_by = $3, update_time = now() WHERE id = $1', [
        order.id,
        value,
        scope.username,
      ]);
      await logOrder(tx, order, {
        action: '备注',
        from: order.status,
        to: order.status,
        remark: value,
        operator: scope.username,
      });
    });
    return ok(null, '备注成功');
  };
  api.post('/business/order/remark', { config: { access: { perm: 'order:remark' } } }, remark);
  api.put('/business/order/remark', { config: { access: { perm: 'order:remark' } } }, remark);
}
