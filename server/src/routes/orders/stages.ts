import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { narrowedToShop, type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { isAgent, isShopUser, ownedBy, refuseAgent, requireAnyMenu, requiredText, text } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import { appendFlow, FlowType, FREEZE_DAYS, lockAccount } from '../finance/fund-ledger';
import { centsOf, parseAmount, yuan, yuanNumber } from '../finance/money';
import { STAGE_VIEW_ENTITY } from './entities';
import { logOrder } from './order-rows';
import { assertOpen, OrderStatus } from './order-states';
import { byStageNo, ORDER_READ_MENUS } from './orders';
import { refreshOrderOverdue } from './overdue';

interface LockedStage {
  id: string;
  order_id: string;
  stage_no: number;
  amount: string;
  paid_amount: string;
  waived_amount: string;
  tenant_id: number;
  shop_id: string | null;
  channel_id: string | null;
  order_no: string;
  order_status: number;
  order_type: number;
}

const PAY_TYPES = new Set([1, 2, 3, 4]);

async function lockStage(tx: Db, scope: Scope, id: unknown): Promise<LockedStage> {
  const stageId = text(id);
  if (!stageId || stageId.length > 64) throw new BizError('未找到对应数据');
  const where = ownedBy(scope, 2, 'o');
  const row = await tx.one<LockedStage>(
    `SELECT g.id, g.order_id, g.stage_no, g.amount, g.paid_amount, g.waived_amount,
            o.tenant_id, o.shop_id, o.channel_id, o.order_no, o.status AS order_status, o.order_type
       FROM bus_order_stage g JOIN bus_order o ON o.id = g.order_id
      WHERE g.id = $1 AND ${where.sql} FOR UPDATE`,
    [stageId, ...where.params],
  );
  if (!row) throw new BizError('未找到对应数据');
  return row;
}

interface Settlement {
  kind: 'repay' | 'waive';
  /** Cents to settle; null: the whole remaining amount (mark paid). */
  cents: number | null;
  payType?: number | null;
  reason?: string | null;
}

/**
 * Pays (or waives) part of one instalment: never more than what remains, the order's paid amount
 * and overdue flag kept in step, the shop credited (frozen income) for a payment, the order
 * completed when a returned rental has nothing left to pay.
 */
async function settle(db: Db, scope: Scope, id: unknown, settlement: Settlement) {
  return db.transaction(async (tx) => {
    const stage = await lockStage(tx, scope, id);
    assertOpen({ status: stage.order_status, orderType: stage.order_type }, 'repay');
    const remaining = centsOf(stage.amount) - centsOf(stage.paid_amount) - centsOf(stage.waived_amount);
    if (remaining <= 0) throw new BizError('该期账单已结清');
    const cents = settlement.cents ?? remaining;
    const label = settlement.kind === 'repay' ? '还款金额' : '减免金额';
    if (cents > remaining) throw new BizError(`${label}不能超过待还金额${yuan(remaining)}元`);
    const settled = cents === remaining;
    if (settlement.kind === 'repay') {
      await tx.query(
        `UPDATE bus_order_stage SET paid_amount = paid_amount + $2, pay_type = COALESCE($3, pay_type), repay_by = $4,
                status = CASE WHEN $5 THEN 1 ELSE status END, paid_time = now(), update_time = now()
          WHERE id = $1`,
        [stage.id, yuan(cents), settlement.payType ?? null, scope.username, settled],
      );
      await tx.query('UPDATE bus_order SET paid_amount = paid_amount + $2, update_time = now() WHERE id = $1', [
        stage.order_id,
        yuan(cents),
      ]);
      if (stage.shop_id) {
        const account = narrowedToShop(scope, stage.shop_id);
        await lockAccount(tx, account);
        await appendFlow(tx, account, {
          type: FlowType.INCOME,
          cents,
          orderId: stage.order_id,
          orderNo: stage.order_no,
          freezeDays: FREEZE_DAYS,
          remark: `订单${stage.order_no}第${stage.stage_no}期还款`,
          operator: scope.username,
        });
      }
    } else {
      await tx.query(
        `UPDATE bus_order_stage SET waived_amount = waived_amount + $2, waive_reason = $3, waive_by = $4,
                waive_time = now(), status = CASE WHEN $5 THEN 1 ELSE status END, update_time = now()
          WHERE id = $1`,
        [stage.id, yuan(cents), settlement.reason ?? null, scope.username, settled],
      );
    }
    await refreshOrderOverdue(tx, stage.order_id, settlement.kind);
    const order = {
      id: stage.order_id,
      tenant_id: stage.tenant_id,
      shop_id: stage.shop_id,
      channel_id: stage.channel_id,
    };
    const what = settlement.kind === 'repay' ? '还款' : '减免';
    await logOrder(tx, order, {
      action: what,
      from: stage.order_status,
      to: stage.order_status,
      remark: `第${stage.stage_no}期${what}${yuan(cents)}元${settlement.reason ? `：${settlement.reason}` : ''}`,
      operator: scope.username,
    });
    if (stage.order_status === OrderStatus.RETURNED) {
      const left = await tx.one<{ unpaid: string }>(
        'SELECT COALESCE(sum(amount - paid_amount - waived_amount), 0) AS unpaid FROM bus_order_stage WHERE order_id = $1',
        [stage.order_id],
      );
      if (centsOf(left?.unpaid) === 0) {
        await tx.query(
          `UPDATE bus_order SET status = $2, finish_time = now(), update_by = $3, update_time = now() WHERE id = $1`,
          [stage.order_id, OrderStatus.COMPLETED, scope.username],
        );
        await logOrder(tx, order, {
          action: '结清',
          from: stage.order_status,
          to: OrderStatus.COMPLETED,
          remark: '账单已全部结清，订单完成',
          operator: scope.username,
        });
      }
    }
    return { stageId: stage.id, amount: yuanNumber(cents), remainingAmount: yuanNumber(remaining - cents), settled };
  });
}

function payTypeOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = Number(raw);
  if (!PAY_TYPES.has(value)) throw new BizError('支付方式不正确');
  return value;
}

/** Instalments: across orders, per order, repayment, mark-paid and waivers (减免). */
export function stageRoutes(api: FastifyInstance, ctx: AppContext): void {
  const stages = repository(ctx.db, STAGE_VIEW_ENTITY);
  const stagesMenu = { config: { access: { menu: '/order/stages' } } };

  api.get('/business/orderStage/list', stagesMenu, async (request) => {
    return ok(await stages.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.get('/business/orderStage/listByOrder', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    await requireAnyMenu(user, [...ORDER_READ_MENUS, '/order/stages', '/order/orderDetailsNew']);
    const orderId = text(queryOf(request).orderId);
    if (!orderId) throw new BizError('请选择订单');
    const rows = await stages.all(scopeOf(user), {}, 1000, { sql: ['order_id = $1'], params: [orderId] });
    return ok(byStageNo(rows));
  });

  const caller = (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user);
    return { user, scope: scopeOf(user), body: bodyOf(request) };
  };

  api.post('/business/orderStage/repay', stagesMenu, async (request) => {
    const { scope, body } = caller(request);
    const cents = parseAmount(body.amount, '还款金额');
    const result = await settle(ctx.db, scope, body.id, { kind: 'repay', cents, payType: payTypeOf(body.payType) });
    return ok(result, result.settled ? '还款成功，该期已结清' : '还款成功');
  });

  api.post('/business/orderStage/markPaid', stagesMenu, async (request) => {
    const { scope, body } = caller(request);
    const result = await settle(ctx.db, scope, body.id, {
      kind: 'repay',
      cents: null,
      payType: payTypeOf(body.payType),
    });
    return ok(result, '已标记为已还');
  });

  api.post('/business/orderStage/waive', stagesMenu, async (request) => {
    const { user, scope, body } = caller(request);
    if (isShopUser(user) || isAgent(user)) throw new BizError('只有租户可以减免账单');
    const cents = parseAmount(body.amount, '减免金额');
    const reason = requiredText(body.reason, '请填写减免原因', 255, '减免原因');
    const result = await settle(ctx.db, scope, body.id, { kind: 'waive', cents, reason });
    return ok(result, '减免成功');
  });
}
