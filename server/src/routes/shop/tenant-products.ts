import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { paramsOf, queryOf } from '../crud';
import { text } from '../org/rules';
import { PRODUCT_LIST_ENTITY, TENANT_PRODUCT_ENTITY } from './entities';
import { businessScope } from './owned';
import { PURCHASE, RENT } from './product-body';
import { checkChoice, checkFlag, checkInt, checkMoney, checkText } from './rules';

/** The listing form against its product: prices only for what the product offers. */
function listingColumns(body: ApiRow, product: ApiRow, adding: boolean): ApiRow {
  const out: ApiRow = {};
  const type = Number(product.productType);
  if (adding || Object.hasOwn(body, 'title')) {
    out.title = checkText(body.title, '展示标题', 60, true) ?? String(product.productName);
  }
  if (Object.hasOwn(body, 'rentPriceDay') && text(body.rentPriceDay) !== '') {
    if (type === PURCHASE) throw new BizError('该商品不支持租赁，不能设置日租金');
    out.rentPriceDay = checkMoney(body.rentPriceDay, '展示日租金', { positive: true });
  } else if (adding) {
    out.rentPriceDay = product.minRentPriceDay ?? null;
  }
  if (Object.hasOwn(body, 'salePrice') && text(body.salePrice) !== '') {
    if (type === RENT) throw new BizError('该商品不支持购买，不能设置售价');
    out.salePrice = checkMoney(body.salePrice, '展示售价', { positive: true });
  } else if (adding) {
    out.salePrice = product.minSalePrice ?? null;
  }
  if (Object.hasOwn(body, 'recommend')) out.recommend = checkFlag(body.recommend, '是否推荐') ?? 0;
  if (Object.hasOwn(body, 'sort')) out.sort = checkInt(body.sort, '排序', 0, 9999, true) ?? 0;
  if (Object.hasOwn(body, 'status')) out.status = checkChoice(body.status, '状态', [0, 1]);
  if (Object.hasOwn(body, 'remark')) out.remark = checkText(body.remark, '备注', 255, true);
  return out;
}

async function withProducts(db: Db, rows: ApiRow[]): Promise<ApiRow[]> {
  if (rows.length === 0) return rows;
  const products = new Map(
    (
      await db.query<{ id: string; product_name: string; product_type: number; main_image: string; shop_name: string }>(
        `SELECT p.id, p.product_name, p.product_type, p.main_image, s.name AS shop_name
           FROM bus_product p JOIN sys_shop s ON s.id = p.shop_id WHERE p.id = ANY($1)`,
        [[...new Set(rows.map((row) => String(row.productId)))]],
      )
    ).map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const product = products.get(String(row.productId));
    return {
      ...row,
      productName: product?.product_name ?? null,
      productType: product?.product_type ?? null,
      mainImage: product?.main_image ?? null,
      shopName: product?.shop_name ?? null,
    };
  });
}

/**
 * Tenant products (`/tenant/ptoduct/...`): the tenant's storefront listing of one of its approved
 * products, with the title and "from" prices its applet shows, a recommendation flag, order and
 * status. One listing per product; it lives in the product's shop, so a shop user sees and edits
 * the listings of their own products only.
 */
export function tenantProductRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/tenant/ptoduct';
  const listings = repository(ctx.db, TENANT_PRODUCT_ENTITY);
  const products = repository(ctx.db, PRODUCT_LIST_ENTITY);
  const read = { config: { access: { menu: '/product/tenantProduct' } } };

  api.get(`${base}/list`, read, async (request) => {
    const page = await listings.list(businessScope(request), queryOf(request));
    return ok({ ...page, records: await withProducts(ctx.db, page.records) });
  });

  api.get(`${base}/queryById`, read, async (request) => {
    const row = await listings.get(businessScope(request), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok((await withProducts(ctx.db, [row]))[0]);
  });

  api.post(`${base}/add`, { config: { access: { perm: 'tenantProduct:add' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    if (!text(body.productId)) throw new BizError('请选择商品');
    const product = await products.get(scope, body.productId);
    if (!product) throw new BizError('商品不存在或无权访问');
    if (product.auditStatus !== 1) throw new BizError('商品未审核通过，不能添加');
    // Listed once per tenant (the schema's constraint), whoever listed it.
    const params: unknown[] = [product.id];
    const taken = await ctx.db.one(
      `SELECT 1 AS taken FROM bus_tenant_product WHERE product_id = $1 AND ${inScope(scope, TENANT_OWNED, params)}`,
      params,
    );
    if (taken) throw new BizError('该商品已添加到租户商品');
    const columns = listingColumns(body, product, true);
    const id = await listings.insert(scope, { ...columns, productId: product.id }, { shop_id: product.shopId });
    return ok(id, '添加成功！');
  });

  const update = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await listings.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const product = await products.get(scope, current.productId);
    if (!product) throw new BizError('商品不存在或无权访问');
    await listings.update(scope, current.id, listingColumns(body, product, false));
    return ok(null, '编辑成功!');
  };
  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: `${base}/updateTenantProduct`,
      config: { access: { perm: 'tenantProduct:edit' } },
      handler: update,
    });
  }
}
