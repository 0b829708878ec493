import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../auth/access';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, type Scope, SHOP_OWNED, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { idsOf, paramsOf } from '../crud';
import { text } from '../org/rules';
import { businessScope, shopForWrite } from '../shop/owned';
import { ACTIVITY_ENTITY, ACTIVITY_GOODS_ENTITY } from './entities';
import { activityColumns, goodsColumns } from './rules';

/** Rows one delete request may name. */
const MAX_BATCH = 100;

/** Tables `names` reads: table -> its name column. */
const NAME_COLUMNS = { sys_shop: 'name', bus_product: 'product_name', bus_activity: 'activity_name' } as const;

/** Names of related rows (id -> name) within the caller's tenant (the rows shown are already scoped). */
async function names(
  db: Db,
  table: keyof typeof NAME_COLUMNS,
  scope: Scope,
  ids: unknown[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (wanted.length === 0) return new Map();
  const params: unknown[] = [wanted];
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT id, ${NAME_COLUMNS[table]} AS name FROM ${table}
      WHERE id = ANY($1) AND ${inScope(scope, TENANT_OWNED, params)}`,
    params,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function withShopNames(db: Db, scope: Scope, rows: ApiRow[]): Promise<ApiRow[]> {
  const shops = await names(
    db,
    'sys_shop',
    scope,
    rows.map((row) => row.shopId),
  );
  return rows.map((row) => ({ ...row, shopName: shops.get(String(row.shopId)) ?? null }));
}

async function withGoodsNames(db: Db, scope: Scope, rows: ApiRow[]): Promise<ApiRow[]> {
  const products = await names(
    db,
    'bus_product',
    scope,
    rows.map((row) => row.productId),
  );
  const activities = await names(
    db,
    'bus_activity',
    scope,
    rows.map((row) => row.activityId),
  );
  return (await withShopNames(db, scope, rows)).map((row) => ({
    ...row,
    productName: products.get(String(row.productId)) ?? null,
    activityName: activities.get(String(row.activityId)) ?? null,
  }));
}

interface ActivityCrud {
  base: string;
  entity: typeof ACTIVITY_ENTITY;
  access: { list: Access; add: Access; edit: Access; delete: Access };
  present: (scope: Scope, rows: ApiRow[]) => Promise<ApiRow[]>;
  /** The clean columns of a row (`input`: the body on add, the stored row with the body on top on edit). */
  validate: (input: ApiRow, scope: Scope, current: ApiRow | null) => Promise<ApiRow>;
}

/** list, queryById, add, edit (PUT/POST), delete?id= and deleteBatch?ids= of one activity table. */
function registerActivityCrud(api: FastifyInstance, ctx: AppContext, crud: ActivityCrud): void {
  const repo = repository(ctx.db, crud.entity);
  const { base, access } = crud;

  api.get(`${base}/list`, { config: { access: access.list } }, async (request) => {
    const scope = businessScope(request);
    const page = await repo.list(scope, paramsOf(request));
    return ok({ ...page, records: await crud.present(scope, page.records) });
  });

  api.get(`${base}/queryById`, { config: { access: access.list } }, async (request) => {
    const scope = businessScope(request);
    const row = await repo.get(scope, paramsOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok((await crud.present(scope, [row]))[0]);
  });

  api.post(`${base}/add`, { config: { access: access.add } }, async (request) => {
    const scope = businessScope(request);
    return ok(await repo.insert(scope, await crud.validate(paramsOf(request), scope, null)), '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await repo.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const columns = await crud.validate({ ...current, ...sent, shopId: current.shopId }, scope, current);
    delete columns.shopId;
    await repo.update(scope, current.id, columns);
    return ok(null, '编辑成功!');
  };
  api.route({ method: ['PUT', 'POST'], url: `${base}/edit`, config: { access: access.edit }, handler: edit });

  const remove = (message: string) => async (request: FastifyRequest) => {
    const params = paramsOf(request);
    const ids = idsOf(params.ids ?? params.id).slice(0, MAX_BATCH);
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if ((await repo.remove(businessScope(request), ids)) === 0) throw new BizError('未找到对应数据');
    return ok(null, message);
  };
  api.route({
    method: ['DELETE', 'GET'],
    url: `${base}/delete`,
    config: { access: access.delete },
    handler: remove('删除成功!'),
  });
  api.route({
    method: ['DELETE', 'GET'],
    url: `${base}/deleteBatch`,
    config: { access: access.delete },
    handler: remove('批量删除成功!'),
  });
}

/**
 * Marketing activities (`/business/activity/...`) and their products (`/business/activityGoods/...`):
 * the tenant's activities (optionally for one of its shops) and a shop user's own; an activity
 * product is one of the caller's approved products, in the product's shop, priced for the activity.
 */
export function activityRoutes(api: FastifyInstance, ctx: AppContext): void {
  const activities = repository(ctx.db, ACTIVITY_ENTITY);

  registerActivityCrud(api, ctx, {
    base: '/business/activity',
    entity: ACTIVITY_ENTITY,
    access: {
      list: { menu: '/activity/activityList' },
      add: { perm: 'activity:add' },
      edit: { perm: 'activity:edit' },
      delete: { perm: 'activity:delete' },
    },
    present: (scope, rows) => withShopNames(ctx.db, scope, rows),
    async validate(input, scope, current) {
      const columns = activityColumns(input);
      if (!current) columns.shopId = await shopForWrite(ctx.db, scope, input.shopId, false);
      return columns;
    },
  });

  registerActivityCrud(api, ctx, {
    base: '/business/activityGoods',
    entity: ACTIVITY_GOODS_ENTITY,
    access: {
      list: { menu: '/activity/activityGoods' },
      add: { perm: 'activityGoods:add' },
      edit: { perm: 'activityGoods:edit' },
      delete: { perm: 'activityGoods:delete' },
    },
    present: (scope, rows) => withGoodsNames(ctx.db, scope, rows),
    async validate(input, scope, current) {
      const activity = text(input.activityId) ? await activities.get(scope, input.activityId) : null;
      if (!activity) throw new BizError('请选择活动');
      if (!text(input.productId)) throw new BizError('请选择商品');
      const params: unknown[] = [text(input.productId)];
      const product = await ctx.db.one<{ id: string; shop_id: string; audit_status: number }>(
        `SELECT id, shop_id, audit_status FROM bus_product
          WHERE id = $1 AND ${inScope(scope, SHOP_OWNED, params)} AND del_flag = 0`,
        params,
      );
      if (!product) throw new BizError('商品不存在或无权访问');
      if (product.audit_status !== 1) throw new BizError('商品未审核通过，不能参加活动');
      if (activity.shopId !== null && activity.shopId !== product.shop_id) {
        throw new BizError('只能添加本店铺活动的商品');
      }
      const taken = await ctx.db.one(
        'SELECT 1 AS taken FROM bus_activity_goods WHERE activity_id = $1 AND product_id = $2 AND id IS DISTINCT FROM $3',
        [activity.id, product.id, current?.id ?? null],
      );
      if (taken) throw new BizError('该商品已在活动中');
      return { ...goodsColumns(input), activityId: activity.id, productId: product.id, shopId: product.shop_id };
    },
  });
}
