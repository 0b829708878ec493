import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, narrowedToShop, type Scope, SHOP_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { idsOf, paramsOf } from '../crud';
import { text } from '../org/rules';
import { SHOP_SERVICE_ENTITY } from './entities';
import { businessScope, shopForWrite, visibleShop } from './owned';
import { checkChoice, checkImage, checkInt, checkText } from './rules';

const MAX_SERVICES_PER_SHOP = 30;

function serviceColumns(body: ApiRow, adding: boolean): ApiRow {
  const out: ApiRow = {};
  const has = (key: string) => adding || Object.hasOwn(body, key);
  if (has('serviceName')) out.serviceName = checkText(body.serviceName, '服务名称', 20);
  if (Object.hasOwn(body, 'serviceIcon')) out.serviceIcon = checkImage(body.serviceIcon, '服务图标', true);
  if (Object.hasOwn(body, 'description')) out.description = checkText(body.description, '服务说明', 200, true);
  if (Object.hasOwn(body, 'sort')) out.sort = checkInt(body.sort, '排序', 0, 9999, true) ?? 0;
  if (Object.hasOwn(body, 'status')) out.status = checkChoice(body.status, '状态', [0, 1]);
  return out;
}

/**
 * Service items of a shop (免押金, 顺丰包邮, 7天无理由...): `/sys/shop/getShopService` (a page,
 * filtered like any list, of one shop or — for the tenant — of all its shops), add, update, delete.
 * Methods are not given by the spec: reads take GET or POST, writes POST (and PUT/DELETE).
 */
export function shopServiceRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, SHOP_SERVICE_ENTITY);

  const checkFree = async (scope: Scope, shopId: string, name: unknown, exceptId: string | null) => {
    if (typeof name !== 'string') return;
    const params: unknown[] = [name, exceptId];
    const taken = await ctx.db.one(
      `SELECT 1 AS taken FROM bus_shop_service
        WHERE service_name = $1 AND id IS DISTINCT FROM $2 AND ${inScope(narrowedToShop(scope, shopId), SHOP_OWNED, params)}`,
      params,
    );
    if (taken) throw new BizError('该店铺已存在同名服务');
  };

  api.route({
    method: ['GET', 'POST'],
    url: '/sys/shop/getShopService',
    config: { access: { menu: '/shop/shopService' } },
    handler: async (request) => {
      const scope = businessScope(request);
      const params = paramsOf(request);
      const query: Record<string, unknown> = { ...params };
      delete query.shopId;
      const shopId = text(params.shopId);
      if (shopId || scope.shopId !== null) query.shopId = (await visibleShop(ctx.db, scope, shopId)).id;
      return ok(await repo.list(scope, query));
    },
  });

  api.post('/sys/shop/addShopService', { config: { access: { perm: 'shopService:add' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const shopId = (await shopForWrite(ctx.db, scope, body.shopId, true)) as string;
    const columns = serviceColumns(body, true);
    await checkFree(scope, shopId, columns.serviceName, null);
    const countParams: unknown[] = [];
    const count = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bus_shop_service WHERE ${inScope(narrowedToShop(scope, shopId), SHOP_OWNED, countParams)}`,
      countParams,
    );
    if ((count?.n ?? 0) >= MAX_SERVICES_PER_SHOP) throw new BizError(`每个店铺最多添加${MAX_SERVICES_PER_SHOP}项服务`);
    return ok(await repo.insert(scope, { ...columns, shopId }), '添加成功！');
  });

  const update = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await repo.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const columns = serviceColumns(body, false);
    await checkFree(scope, String(current.shopId), columns.serviceName, String(current.id));
    await repo.update(scope, current.id, columns);
    return ok(null, '编辑成功!');
  };
  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: '/sys/shop/updateShopService',
      config: { access: { perm: 'shopService:edit' } },
      handler: update,
    });
  }

  api.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/sys/shop/deleteShopService',
    config: { access: { perm: 'shopService:delete' } },
    handler: async (request) => {
      const params = paramsOf(request);
      const ids = idsOf(params.id ?? params.ids);
      if (ids.length === 0) throw new BizError('请选择一条记录！');
      const removed = await repo.remove(businessScope(request), ids);
      if (removed === 0) throw new BizError('未找到对应数据');
      return ok(null, '删除成功!');
    },
  });
}
