import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { inScope, narrowedToShop, type Scope, SHOP_AUTHORITY, scopeOf, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, NO_PERMISSION_MESSAGE, ok } from '../../http/envelope';
import { ownedBy, refuseAgent, text } from '../business-shared';
import { bodyOf, idsOf } from '../crud';
import { type LockedOrder, logOrder } from './order-rows';
import { assertOpen } from './order-states';

/** Orders one allocation or claim may carry. */
export const MAX_ALLOCATION = 100;
const TENANT_STAFF = 3;

interface StaffRow {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  authority: number;
  shop_id: string | null;
  shop_name: string | null;
  org_code: string | null;
  post: string | null;
  open_orders: number;
}

/**
 * Staff who can hold orders of the caller's scope: active tenant staff (authority 3) and shop users
 * (authority 4) of the tenant; a shop user sees only their shop's users. `shopId` narrows to the
 * staff who may hold that shop's orders (the tenant's staff plus that shop's users).
 */
export async function staffOf(db: Db, scope: Scope, options: { shopId?: string | null; keyword?: string } = {}) {
  const params: unknown[] = [];
  const where = [inScope(scope, TENANT_OWNED, params, 'ut'), 'u.del_flag = 0', 'u.status = 1', 'u.authority IN (3, 4)'];
  // A shop user's own shop; for the tenant, the chosen shop's users next to the tenant's staff.
  const shopScope = scope.shopId === null && options.shopId ? narrowedToShop(scope, options.shopId) : scope;
  const shopUsers = inScope(shopScope, { shop: 'shop_id' }, params, 'u');
  where.push(scope.shopId !== null ? shopUsers : `(u.authority = ${TENANT_STAFF} OR ${shopUsers})`);
  if (options.keyword) {
    params.push(`%${options.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(u.realname ILIKE $${params.length} OR u.username ILIKE $${params.length})`);
  }
  const openOrders = inScope(scope, TENANT_OWNED, params, 'o');
  return db.query<StaffRow>(
    `SELECT u.id, u.username, u.realname, u.phone, u.authority, u.shop_id, s.name AS shop_name, u.org_code, u.post,
            (SELECT count(*)::int FROM bus_order o
              WHERE o.allocation_user_id = u.id AND ${openOrders} AND o.status NOT IN (9, 10, 13)) AS open_orders
       FROM sys_user u
       JOIN sys_user_tenant ut ON ut.user_id = u.id
       LEFT JOIN sys_shop s ON s.id = u.shop_id AND s.tenant_id = ut.tenant_id
      WHERE ${where.join(' AND ')}
      ORDER BY u.authority, u.shop_id NULLS FIRST, u.username`,
    params,
  );
}

function staffView(row: StaffRow) {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    phone: row.phone,
    authority: row.authority,
    authority_dictText: row.authority === SHOP_AUTHORITY ? '店铺' : '租户',
    shopId: row.shop_id,
    shopName: row.shop_name,
    orgCode: row.org_code,
    post: row.post,
    openOrders: row.open_orders,
  };
}

async function lockOrders(tx: Db, scope: Scope, ids: string[]): Promise<LockedOrder[]> {
  const where = ownedBy(scope, 2);
  const rows = await tx.query<LockedOrder>(
    `SELECT id, tenant_id, shop_id, channel_id, order_no, order_type, status, risk_status, allocation_user_id,
            paid_amount, total_amount
       FROM bus_order WHERE id = ANY($1) AND ${where.sql} ORDER BY id FOR UPDATE`,
    [ids, ...where.params],
  );
  if (rows.length !== ids.length) throw new BizError('部分订单不存在或无权操作');
  return rows;
}

async function mayAllocate(user: AuthUser): Promise<boolean> {
  return user.platform || (await user.permissions()).codes.has('order:allocation');
}

/** The staff picker of order allocation and the allocate/claim action (`/orders/...`, docs/business-spec.md §7). */
export function allocationRoutes(api: FastifyInstance, ctx: AppContext): void {
  const access = { config: { access: { perm: 'order:allocation,order:claim' } } };

  api.post('/orders/sysUser', access, async (request) => {
    const user = currentUser(request);
    refuseAgent(user, '渠道用户不能分配订单');
    const scope = scopeOf(user);
    const body = (request.body ?? {}) as Record<string, unknown>;
    let shopId = text(body.shopId) || null;
    const orderId = text(body.orderId);
    if (orderId) {
      const where = ownedBy(scope, 2);
      const order = await ctx.db.one<{ shop_id: string | null }>(
        `SELECT shop_id FROM bus_order WHERE id = $1 AND ${where.sql}`,
        [orderId, ...where.params],
      );
      if (!order) throw new BizError('未找到对应数据');
      shopId = order.shop_id;
    }
    const keyword = text(body.keyword ?? body.realname).slice(0, 50);
    const rows = await staffOf(ctx.db, scope, { shopId, keyword });
    return ok(rows.map(staffView));
  });

  api.post('/orders/allocationClaim', access, async (request) => {
    const user = currentUser(request);
    refuseAgent(user, '渠道用户不能分配订单');
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const ids = [...new Set(idsOf(body.orderIds ?? body.ids ?? body.orderId))].filter((id) => id.length <= 64);
    if (ids.length === 0) throw new BizError('请选择订单');
    if (ids.length > MAX_ALLOCATION) throw new BizError(`一次最多分配${MAX_ALLOCATION}个订单`);
    const targetId = text(body.userId);
    const claim = text(body.type) === 'claim' || !targetId || targetId === user.id;

    if (!claim && !(await mayAllocate(user))) throw new BizError(NO_PERMISSION_MESSAGE, 510);
    const staff = await staffOf(ctx.db, scope);
    const target = staff.find((row) => row.id === (claim ? user.id : targetId));
    if (!target) throw new BizError(claim ? '只有本租户的员工可以认领订单' : '员工不存在或不可分配');

    const count = await ctx.db.transaction(async (tx) => {
      const orders = await lockOrders(tx, scope, ids);
      let changed = 0;
      for (const order of orders) {
        assertOpen({ status: order.status, orderType: order.order_type }, 'allocate');
        if (target.authority === SHOP_AUTHORITY && target.shop_id !== order.shop_id) {
          throw new BizError(`订单${order.order_no}不属于该员工所在店铺`);
        }
        if (claim && order.allocation_user_id && order.allocation_user_id !== user.id) {
          throw new BizError(`订单${order.order_no}已分配给其他员工，不能认领`);
        }
        if (order.allocation_user_id === target.id) continue;
        await tx.query(
          `UPDATE bus_order SET allocation_user_id = $2, allocation_time = now(), update_by = $3, update_time = now()
            WHERE id = $1`,
          [order.id, target.id, scope.username],
        );
        await logOrder(tx, order, {
          action: claim ? '认领' : '分配',
          from: order.status,
          to: order.status,
          remark: claim ? `${target.realname}认领订单` : `分配给${target.realname}`,
          operator: scope.username,
        });
        changed += 1;
      }
      return changed;
    });
    return ok({ count, userId: target.id }, claim ? `认领成功，共${count}个订单` : `分配成功，共${count}个订单`);
  });
}
