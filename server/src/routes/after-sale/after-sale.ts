import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { found, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { optionalText, ownedBy, refuseAgent, requiredText, text } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import { logOrder } from '../orders/order-rows';
import { AFTER_SALE_ENTITY } from './entities';

/** After-sale status codes. */
export const AfterSaleStatus = { PENDING: 0, AGREED: 1, REJECTED: 2, DONE: 3 } as const;

/** Texts of the codes, sent as `<field>_dictText` (no dictionary of their own). */
export const AFTER_SALE_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待处理',
  1: '已同意',
  2: '已拒绝',
  3: '已完成',
};
export const APPLY_TYPE_TEXT: Readonly<Record<number, string>> = { 1: '退货退款', 2: '仅退款', 3: '换货' };

type Step = 'agree' | 'reject' | 'complete';

/** The status a request must have for a step, and the one it moves to. */
const STEPS: Readonly<Record<Step, { from: number; to: number; action: string; verb: string }>> = {
  agree: { from: AfterSaleStatus.PENDING, to: AfterSaleStatus.AGREED, action: '同意售后', verb: '同意' },
  reject: { from: AfterSaleStatus.PENDING, to: AfterSaleStatus.REJECTED, action: '拒绝售后', verb: '拒绝' },
  complete: { from: AfterSaleStatus.AGREED, to: AfterSaleStatus.DONE, action: '售后完成', verb: '完成' },
};

const MESSAGES: Readonly<Record<Step, string>> = {
  agree: '已同意售后申请',
  reject: '已拒绝售后申请',
  complete: '售后已完成',
};

function withTexts<T extends Record<string, unknown>>(row: T): T {
  return {
    ...row,
    status_dictText: AFTER_SALE_STATUS_TEXT[Number(row.status)] ?? '',
    applyType_dictText: APPLY_TYPE_TEXT[Number(row.applyType)] ?? '',
  };
}

/** After-sale requests of purchase orders: list, detail, and agree / reject / complete. */
export function afterSaleRoutes(api: FastifyInstance, ctx: AppContext): void {
  const requests = repository(ctx.db, AFTER_SALE_ENTITY);
  const read = { config: { access: { menu: '/buyOrder/afterSale' } } };

  api.get('/business/afterSale/list', read, async (request) => {
    const page = await requests.list(scopeOf(currentUser(request)), queryOf(request));
    return ok({ ...page, records: page.records.map(withTexts) });
  });

  api.get('/business/afterSale/queryById', read, async (request) => {
    const row = found(await requests.get(scopeOf(currentUser(request)), queryOf(request).id));
    return ok(withTexts(row));
  });

  const handle = (step: Step) => async (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user, '渠道用户不能处理售后');
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const remark =
      step === 'reject'
        ? requiredText(body.reason ?? body.remark, '请填写拒绝原因', 255, '拒绝原因')
        : optionalText(body.remark, 255, '处理说明');
    const { from, to, action, verb } = STEPS[step];
    await ctx.db.transaction(async (tx) => {
      const id = text(body.id);
      const where = ownedBy(scope, 2);
      const row = await tx.one<{
        id: string;
        order_id: string;
        status: number;
        tenant_id: number;
        shop_id: string | null;
        channel_id: string | null;
        after_sale_no: string;
      }>(
        `SELECT id, order_id, status, tenant_id, shop_id, channel_id, after_sale_no FROM bus_after_sale
          WHERE id = $1 AND ${where.sql} FOR UPDATE`,
        [id.slice(0, 64), ...where.params],
      );
      if (!row) throw new BizError('未找到对应数据');
      if (row.status !== from) {
        throw new BizError(`该售后申请${AFTER_SALE_STATUS_TEXT[row.status] ?? ''}，不能${verb}`);
      }
      await tx.query(
        `UPDATE bus_after_sale SET status = $2, handle_remark = COALESCE($3, handle_remark), handle_by = $4,
                handle_time = now(), update_time = now() WHERE id = $1`,
        [row.id, to, remark, scope.username],
      );
      const order = { id: row.order_id, tenant_id: row.tenant_id, shop_id: row.shop_id, channel_id: row.channel_id };
      await logOrder(tx, order, {
        action,
        from: null,
        to: null,
        remark: `${row.after_sale_no}${remark ? `：${remark}` : ''}`,
        operator: scope.username,
      });
    });
    return ok(null, MESSAGES[step]);
  };

  const operate = { config: { access: { perm: 'afterSale:handle' } } };
  api.post('/business/afterSale/agree', operate, handle('agree'));
  api.post('/business/afterSale/reject', operate, handle('reject'));
  api.post('/business/afterSale/complete', operate, handle('complete'));
}
