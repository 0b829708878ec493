import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, inScopeOrShared, narrowedToShop, type Scope, SHOP_OWNED, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { ROOT_PID } from '../category-row';
import { idsOf, paramsOf, queryOf } from '../crud';
import { text } from '../org/rules';
import { buildCategoryTree, type CategoryRow, categoryRows } from './category-tree';
import { CATEGORY_ENTITY } from './entities';
import { businessScope, shopForWrite, visibleShop } from './owned';
import { checkChoice, checkImage, checkInt, checkText } from './rules';

const MAX_DEPTH = 3;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A category the caller's trees show (tenant-wide, or of the caller's shop), or null. */
export async function visibleCategory(db: Db, scope: Scope, id: unknown): Promise<CategoryRow | null> {
  const key = text(id);
  if (!key || key.length > 64) return null;
  const params: unknown[] = [key];
  return (
    (await db.one<CategoryRow>(
      `SELECT id, pid, name, code, shop_id, icon, sort, status FROM bus_category
        WHERE id = $1 AND ${inScopeOrShared(scope, SHOP_OWNED, params)}`,
      params,
    )) ?? null
  );
}

async function depthOf(db: Db, row: CategoryRow): Promise<number> {
  let depth = 1;
  let pid = row.pid;
  while (pid !== ROOT_PID && depth <= MAX_DEPTH) {
    const parent = await db.one<{ pid: string }>('SELECT pid FROM bus_category WHERE id = $1', [pid]);
    if (!parent) break;
    depth += 1;
    pid = parent.pid;
  }
  return depth;
}

/** The first free code under `prefix`: codes are unique in the whole tenant. */
async function nextCode(db: Db, scope: Scope, prefix: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const params: unknown[] = [`${prefix}${String(n).padStart(2, '0')}`];
    const taken = await db.one(
      `SELECT 1 AS taken FROM bus_category WHERE code = $1 AND ${inScope(scope, TENANT_OWNED, params)}`,
      params,
    );
    if (!taken) return params[0] as string;
  }
  throw new BizError('类目编码已用尽，请手动填写');
}

function categoryColumns(body: ApiRow, adding: boolean): ApiRow {
  const out: ApiRow = {};
  if (adding || Object.hasOwn(body, 'name')) out.name = checkText(body.name, '类目名称', 20);
  if (Object.hasOwn(body, 'code') && text(body.code) !== '') {
    const code = text(body.code);
    if (!CODE.test(code)) throw new BizError('类目编码只能包含字母、数字、下划线和中划线');
    out.code = code;
  }
  if (Object.hasOwn(body, 'icon')) out.icon = checkImage(body.icon, '类目图标', true);
  if (Object.hasOwn(body, 'sort')) out.sort = checkInt(body.sort, '排序', 0, 9999, true) ?? 0;
  if (Object.hasOwn(body, 'status')) out.status = checkChoice(body.status, '状态', [0, 1]);
  return out;
}

/**
 * Business categories: the tree of the caller's tenant (`findCategories`, whole or one level by
 * `pid`), the tree one shop may use (`findCategoriesByShopId`: the tenant's categories and the
 * shop's own), and their administration (list, add, edit, delete). A shop user manages only their
 * shop's own categories; the tenant's are the tenant's.
 */
export function categoryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/business/category';
  const repo = repository(ctx.db, CATEGORY_ENTITY);
  const read = { config: { access: { menu: '/product/productList' } } };
  const manage = { config: { access: { menu: '/product/category' } } };

  api.route({
    ...read,
    method: ['GET', 'POST'],
    url: `${base}/findCategories`,
    handler: async (request) => {
      const scope = businessScope(request);
      const pid = text(paramsOf(request).pid);
      return ok(buildCategoryTree(await categoryRows(ctx.db, scope, null), pid || undefined));
    },
  });

  api.route({
    ...read,
    method: ['GET', 'POST'],
    url: `${base}/findCategoriesByShopId`,
    handler: async (request) => {
      const scope = businessScope(request);
      const params = paramsOf(request);
      const shop = await visibleShop(ctx.db, scope, params.shopId);
      const pid = text(params.pid);
      return ok(buildCategoryTree(await categoryRows(ctx.db, scope, shop.id), pid || undefined));
    },
  });

  api.get(`${base}/list`, manage, async (request) => ok(await repo.list(businessScope(request), queryOf(request))));

  api.get(`${base}/queryById`, manage, async (request) => {
    const row = await repo.get(businessScope(request), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });

  // A name is taken by any sibling the row's tree would show beside it: for a tenant-wide row
  // every shop's, for a shop's row the tenant's and that shop's.
  const checkSiblingName = async (
    scope: Scope,
    pid: string,
    shopId: string | null,
    name: unknown,
    id: string | null,
  ) => {
    if (typeof name !== 'string') return;
    const params: unknown[] = [pid, name, id];
    const siblings = inScopeOrShared(shopId === null ? scope : narrowedToShop(scope, shopId), SHOP_OWNED, params);
    const taken = await ctx.db.one(
      `SELECT 1 AS taken FROM bus_category WHERE pid = $1 AND name = $2 AND id IS DISTINCT FROM $3 AND ${siblings}`,
      params,
    );
    if (taken) throw new BizError('同级类目名称已存在');
  };
  const checkCodeFree = async (scope: Scope, code: unknown, id: string | null) => {
    if (typeof code !== 'string') return;
    // Unique in the whole tenant, whichever shop holds the other category.
    const params: unknown[] = [code, id];
    const taken = await ctx.db.one(
      `SELECT 1 AS taken FROM bus_category WHERE code = $1 AND id IS DISTINCT FROM $2 AND ${inScope(scope, TENANT_OWNED, params)}`,
      params,
    );
    if (taken) throw new BizError('类目编码已存在');
  };

  api.post(`${base}/add`, manage, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const columns = categoryColumns(body, true);
    const pid = text(body.pid) || ROOT_PID;
    let shopId = await shopForWrite(ctx.db, scope, body.shopId, false);
    let prefix = 'C';
    if (pid !== ROOT_PID) {
      const parent = await visibleCategory(ctx.db, scope, pid);
      if (!parent) throw new BizError('上级类目不存在');
      if ((await depthOf(ctx.db, parent)) >= MAX_DEPTH) throw new BizError(`类目最多${MAX_DEPTH}级`);
      // A shop's branch stays the shop's: children of a shop category belong to that shop.
      if (parent.shop_id !== null) {
        if (shopId !== null && shopId !== parent.shop_id) throw new BizError('子类目必须与上级类目属于同一店铺');
        shopId = parent.shop_id;
      }
      prefix = parent.code;
    }
    await checkSiblingName(scope, pid, shopId, columns.name, null);
    if (columns.code === undefined) columns.code = await nextCode(ctx.db, scope, prefix);
    await checkCodeFree(scope, columns.code, null);
    return ok(await repo.insert(scope, { ...columns, pid, shopId }), '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await repo.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const columns = categoryColumns(body, false);
    const id = String(current.id);
    await checkSiblingName(scope, String(current.pid), (current.shopId as string | null) ?? null, columns.name, id);
    await checkCodeFree(scope, columns.code, id);
    await repo.update(scope, id, columns);
    return ok(null, '编辑成功!');
  };
  api.put(`${base}/edit`, manage, edit);
  api.post(`${base}/edit`, manage, edit);

  api.route({
    ...manage,
    method: ['DELETE', 'GET'],
    url: `${base}/delete`,
    handler: async (request) => {
      const scope = businessScope(request);
      const [id] = idsOf(queryOf(request).id);
      const current = await repo.get(scope, id);
      if (!current) throw new BizError('未找到对应数据');
      if (await ctx.db.one('SELECT 1 AS found FROM bus_category WHERE pid = $1 LIMIT 1', [current.id])) {
        throw new BizError('该类目下存在子类目，无法删除');
      }
      const used = await ctx.db.one(
        'SELECT 1 AS found FROM bus_product WHERE category_id = $1 AND del_flag = 0 LIMIT 1',
        [current.id],
      );
      if (used) throw new BizError('该类目下存在商品，无法删除');
      await repo.remove(scope, [current.id]);
      return ok(null, '删除成功!');
    },
  });
}
