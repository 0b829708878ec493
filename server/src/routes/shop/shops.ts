import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantsOf } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, narrowedToShop, type Scope, SHOP_OWNED, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, NO_PERMISSION_MESSAGE, ok } from '../../http/envelope';
import { bodyOf, idsOf, paramsOf, queryOf } from '../crud';
import { BUS_SHOP_ENTITY } from './entities';
import { businessScope, tenantOnly, visibleShop } from './owned';
import { checkChoice, checkImage, checkPhone, checkText } from './rules';

/** 1 租赁, 2 购买, 3 租购 (dictionary rent_or_purchase). */
export const RENT_OR_PURCHASE = [1, 2, 3] as const;
const MAX_TENANTS = 100;

/** The shop form's fields, checked; `adding` requires name and rentOrPurchase. */
function shopColumns(body: ApiRow, adding: boolean): ApiRow {
  const out: ApiRow = {};
  const has = (key: string) => adding || Object.hasOwn(body, key);
  if (has('name')) out.name = checkText(body.name, '店铺名称', 50);
  if (has('rentOrPurchase')) out.rentOrPurchase = checkChoice(body.rentOrPurchase, '经营方式', RENT_OR_PURCHASE);
  if (Object.hasOwn(body, 'logo')) out.logo = checkImage(body.logo, '店铺logo', true);
  if (Object.hasOwn(body, 'contactName')) out.contactName = checkText(body.contactName, '联系人', 50, true);
  if (Object.hasOwn(body, 'contactPhone')) out.contactPhone = checkPhone(body.contactPhone, '联系电话', true);
  if (Object.hasOwn(body, 'address')) out.address = checkText(body.address, '店铺地址', 255, true);
  if (Object.hasOwn(body, 'description')) out.description = checkText(body.description, '店铺简介', 500, true);
  if (Object.hasOwn(body, 'status')) out.status = checkChoice(body.status, '店铺状态', [0, 1]);
  return out;
}

/** Shop names are unique in the tenant: every shop counts, whoever asks. */
async function checkNameFree(db: Db, scope: Scope, name: unknown, exceptId: string | null): Promise<void> {
  if (typeof name !== 'string') return;
  const params: unknown[] = [name, exceptId];
  const taken = await db.one(
    `SELECT 1 AS taken FROM sys_shop WHERE name = $1 AND id IS DISTINCT FROM $2 AND ${inScope(scope, TENANT_OWNED, params)}`,
    params,
  );
  if (taken) throw new BizError('店铺名称已存在');
}

/** Tenants whose shops a getByTenantIds call lists: the named ones the caller may see, else its own. */
async function tenantsToList(db: Db, request: FastifyRequest, scope: Scope): Promise<number[]> {
  const caller = currentUser(request);
  const raw = idsOf(paramsOf(request).tenantIds);
  if (raw.length === 0) return [scope.tenantId];
  const named = raw
    .slice(0, MAX_TENANTS)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const visible = caller.platform ? await tenantsOf(db, caller.id) : [scope.tenantId];
  return [...new Set(named)].filter((id) => visible.includes(id));
}

/**
 * Shops: the list of the caller's tenant (platform administrator: any of its tenants), one shop's
 * information, adding a shop (tenant only) and editing one.
 */
export function shopRoutesOfShop(api: FastifyInstance, ctx: AppContext): void {
  const shops = repository(ctx.db, BUS_SHOP_ENTITY);

  api.get('/business/shop/getByTenantIds', { config: { access: 'authenticated' } }, async (request) => {
    const scope = businessScope(request);
    const tenants = await tenantsToList(ctx.db, request, scope);
    const names = new Map(
      (
        await ctx.db.query<{ id: number; name: string }>('SELECT id, name FROM sys_tenant WHERE id = ANY($1)', [
          tenants,
        ])
      ).map((row) => [row.id, row.name]),
    );
    const rows: ApiRow[] = [];
    for (const tenantId of tenants) {
      // Each tenant read with the caller's own narrowing (a shop user: their shop only).
      const found = await shops.all({ ...scope, tenantId }, { column: 'createTime', order: 'asc' }, 1000);
      rows.push(...found.map((row) => ({ ...row, tenantName: names.get(tenantId) ?? null })));
    }
    return ok(rows);
  });

  api.get('/business/shop/list', { config: { access: { menu: '/shop/shopList' } } }, async (request) => {
    return ok(await shops.list(businessScope(request), queryOf(request)));
  });

  api.get('/business/shop/selectBusShopInfo', { config: { access: 'authenticated' } }, async (request) => {
    const scope = businessScope(request);
    const params = paramsOf(request);
    const shop = await visibleShop(ctx.db, scope, params.shopId ?? params.id);
    const row = await shops.get(scope, shop.id);
    const values: unknown[] = [];
    const tenant = inScope(scope, { tenant: 'id' }, values, 't');
    const products = inScope(narrowedToShop(scope, shop.id), SHOP_OWNED, values, 'p');
    const extra = await ctx.db.one<{ tenant_name: string; product_count: number; on_sale_count: number }>(
      `SELECT t.name AS tenant_name,
              (SELECT count(*)::int FROM bus_product p WHERE ${products} AND p.del_flag = 0) AS product_count,
              (SELECT count(*)::int FROM bus_product p WHERE ${products} AND p.del_flag = 0 AND p.status = 1)
                AS on_sale_count
         FROM sys_tenant t WHERE ${tenant}`,
      values,
    );
    return ok({
      ...row,
      tenantName: extra?.tenant_name ?? null,
      productCount: extra?.product_count ?? 0,
      onSaleCount: extra?.on_sale_count ?? 0,
    });
  });

  api.post('/business/shop/addShop', { config: { access: { perm: 'shop:add' } } }, async (request) => {
    const scope = businessScope(request);
    tenantOnly(scope);
    const columns = shopColumns(bodyOf(request), true);
    await checkNameFree(ctx.db, scope, columns.name, null);
    const id = await shops.insert(scope, columns);
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = bodyOf(request);
    const shop = await visibleShop(ctx.db, scope, body.id);
    const columns = shopColumns(body, false);
    // The business mode and the shop's status are the tenant's decisions.
    if (scope.shopId !== null && (Object.hasOwn(columns, 'rentOrPurchase') || Object.hasOwn(columns, 'status'))) {
      const current = await shops.get(scope, shop.id);
      const changes =
        (Object.hasOwn(columns, 'rentOrPurchase') && columns.rentOrPurchase !== current?.rentOrPurchase) ||
        (Object.hasOwn(columns, 'status') && columns.status !== current?.status);
      if (changes) throw new BizError(NO_PERMISSION_MESSAGE, 510);
    }
    await checkNameFree(ctx.db, scope, columns.name, shop.id);
    await shops.update(scope, shop.id, columns);
    return ok(null, '编辑成功!');
  };
  api.put('/business/shop/edit', { config: { access: { perm: 'shop:edit' } } }, edit);
  api.post('/business/shop/edit', { config: { access: { perm: 'shop:edit' } } }, edit);
}
