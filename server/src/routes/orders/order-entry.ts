import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mobileRules } from '../../../../src/core/validation/form-rules';
import type { Access } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ExcelCrud, registerExcelRoutes } from '../../data/excel';
import { repository } from '../../data/repository';
import { type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { ownedBy, refuseAgent, text } from '../business-shared';
import { bodyOf, idsOf, queryOf } from '../crud';
import {
  checkOrderEntry,
  editableColumns,
  ORDER_ENTRY_ENTITY,
  ORDER_IMPORT_COLUMNS,
  prepareOrderEntries,
} from './order-entry-rules';
import { lockOrder, logOrder, updateOrder } from './order-rows';
import { ORDER_STATUS_TEXT, OrderStatus } from './order-states';

/** Statuses an order may be deleted in: it never went past payment (待付款, 已取消, 审核拒绝). */
const DELETABLE_STATUSES: readonly number[] = [OrderStatus.PENDING_PAY, OrderStatus.CANCELLED, OrderStatus.REJECTED];

const MAX_BATCH = 200;

interface DeletableRow {
  id: string;
  order_no: string;
  status: number;
  paid_cents: number;
}

/**
 * Deletes the orders `ids` of the caller's scope, all or none: every one must exist in the scope
 * and never have taken money (a deletable status, nothing paid on the order or any instalment).
 * Instalments, log and after-sale rows go with them (ON DELETE CASCADE).
 */
async function deleteOrders(db: Db, scope: Scope, ids: readonly string[]): Promise<number> {
  const wanted = [...new Set(ids)].filter((id) => id.length <= 64);
  if (wanted.length === 0) throw new BizError('请选择一条记录！');
  if (wanted.length > MAX_BATCH) throw new BizError(`一次最多删除${MAX_BATCH}条订单`);
  return db.transaction(async (tx) => {
    const where = ownedBy(scope, 2, 'o');
    const rows = await tx.query<DeletableRow>(
      `SELECT o.id, o.order_no, o.status,
              (round(o.paid_amount * 100) + COALESCE((SELECT round(sum(g.paid_amount) * 100)
                 FROM bus_order_stage g WHERE g.order_id = o.id), 0))::int AS paid_cents
         FROM bus_order o WHERE o.id = ANY($1) AND ${where.sql} ORDER BY o.order_no FOR UPDATE OF o`,
      [wanted, ...where.params],
    );
    if (rows.length !== wanted.length) throw new BizError('未找到对应数据');
    for (const row of rows) {
      if (!DELETABLE_STATUSES.includes(row.status)) {
        const status = ORDER_STATUS_TEXT[row.status] ?? String(row.status);
        throw new BizError(`订单${row.order_no}状态为「${status}」，不能删除`);
      }
      if (row.paid_cents > 0) throw new BizError(`订单${row.order_no}已有付款记录，不能删除`);
    }
    await tx.query('DELETE FROM bus_order WHERE id = ANY($1)', [rows.map((row) => row.id)]);
    return rows.length;
  });
}

/**
 * Orders entered and corrected by hand: `/business/order/add` (补录订单), `edit` (customer and
 * receiver contact, remark), `delete` and `deleteBatch` (only orders that never took money) and
 * the Excel `importExcel` with its `importErrorFile` (rows checked like the add form).
 */
export function orderEntryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const access = (perm: string) => ({ config: { access: { perm } satisfies Access } });

  const caller = (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user);
    return scopeOf(user);
  };

  api.post('/business/order/add', access('order:add'), async (request) => {
    const scope = caller(request);
    const body = { ...bodyOf(request) };
    await checkOrderEntry(ctx.db, scope, body);
    const id = await ctx.db.transaction(async (tx) => {
      const newId = await repository(tx, ORDER_ENTRY_ENTITY).insert(scope, body);
      const order = { id: newId, tenant_id: scope.tenantId, shop_id: String(body.shopId), channel_id: null };
      await logOrder(tx, order, {
        action: '补录订单',
        from: null,
        to: OrderStatus.PENDING_PAY,
        remark: text(body.remark) || null,
        operator: scope.username,
      });
      return newId;
    });
    return ok({ id, orderNo: body.orderNo }, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = caller(request);
    const body = bodyOf(request);
    const columns = await editableColumns(body);
    await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, scope, body.id);
      if (Object.keys(columns).length === 0) return;
      await updateOrder(tx, order, scope.username, columns);
      await logOrder(tx, order, {
        action: '修改订单',
        from: order.status,
        to: order.status,
        remark: '修改客户及收货信息',
        operator: scope.username,
      });
    });
    return ok(null, '编辑成功!');
  };
  api.put('/business/order/edit', access('order:edit'), edit);
  api.post('/business/order/edit', access('order:edit'), edit);

  api.delete('/business/order/delete', access('order:delete'), async (request) => {
    const scope = caller(request);
    await deleteOrders(ctx.db, scope, [text(queryOf(request).id)].filter(Boolean));
    return ok(null, '删除成功!');
  });

  api.delete('/business/order/deleteBatch', access('order:batch_delete'), async (request) => {
    const scope = caller(request);
    await deleteOrders(ctx.db, scope, idsOf(queryOf(request).ids));
    return ok(null, '批量删除成功!');
  });

  registerExcelRoutes(api, ctx, orderImport(ctx));
}

/** A channel user never enters orders (the import's first check on every row). */
function refuseChannel(scope: Scope): void {
  if (scope.channelId !== null) throw new BizError('渠道用户不能操作订单');
}

/**
 * The order import (`/business/order/importExcel`): rows checked like the add form, the shops and
 * products of the whole file read in two queries (`prepareOrderEntries`).
 */
export function orderImport(ctx: AppContext): ExcelCrud {
  return {
    base: '/business/order',
    entity: ORDER_ENTRY_ENTITY,
    access: { list: { perm: 'order:export' }, add: { perm: 'order:import' } },
    check: async (body, { scope }) => {
      refuseChannel(scope);
      await checkOrderEntry(ctx.db, scope, body);
    },
    excel: {
      title: '订单',
      columns: ORDER_IMPORT_COLUMNS,
      required: ['productName', 'orderType', 'userName', 'userPhone', 'totalAmount'],
      rules: { userPhone: mobileRules },
      exportRoute: false,
      async prepareCheck(bodies, { scope }) {
        const check = await prepareOrderEntries(ctx.db, scope, bodies);
        return (body) => {
          refuseChannel(scope);
          return check(body);
        };
      },
    },
  };
}
