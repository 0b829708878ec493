import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import { repository } from '../../data/repository';
import { type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, NO_PERMISSION_MESSAGE } from '../../http/envelope';
import { text } from '../org/rules';
import { BUS_SHOP_ENTITY } from './entities';

export const SHOP_NOT_FOUND = '店铺不存在或无权访问';

export interface ShopRef {
  id: string;
  name: string;
  rentOrPurchase: number;
  tenantId: number;
}

/**
 * The caller's scope, refusing channel partners: nothing in the shop and product area is theirs
 * (their menus do not reach it either; this covers the routes open to every signed-in user).
 */
export function businessScope(request: FastifyRequest): Scope {
  const scope = scopeOf(currentUser(request));
  if (scope.channelId !== null) throw new BizError(NO_PERMISSION_MESSAGE, 510);
  return scope;
}

/** Refuses shop users (authority 4) for tenant-level actions (adding a shop, auditing products...). */
export function tenantOnly(scope: Scope): void {
  if (scope.shopId !== null) throw new BizError(NO_PERMISSION_MESSAGE, 510);
}

/**
 * A shop the caller may see: the named one (a shop user: only their own), or a shop user's own shop
 * when none is named. Anything else is refused like a missing shop.
 *
 * @example const shop = await visibleShop(db, scope, params.shopId)
 */
export async function visibleShop(db: Db, scope: Scope, raw: unknown): Promise<ShopRef> {
  const id = text(raw) || scope.shopId || '';
  if (!id) throw new BizError('请选择店铺');
  const row = await repository(db, BUS_SHOP_ENTITY).get(scope, id);
  if (!row) throw new BizError(SHOP_NOT_FOUND);
  return {
    id: String(row.id),
    name: String(row.name),
    rentOrPurchase: Number(row.rentOrPurchase),
    tenantId: Number(row.tenantId),
  };
}

/**
 * The shop a written row belongs to: a shop user's own; for the tenant the named shop (checked to
 * be the tenant's), or null (a tenant-wide row) when `required` is false and none is named.
 */
export async function shopForWrite(db: Db, scope: Scope, raw: unknown, required: boolean): Promise<string | null> {
  if (scope.shopId !== null) return (await visibleShop(db, scope, scope.shopId)).id;
  if (!text(raw)) {
    if (required) throw new BizError('请选择店铺');
    return null;
  }
  return (await visibleShop(db, scope, raw)).id;
}
