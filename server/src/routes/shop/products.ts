import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, type Scope, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { idsOf, paramsOf, queryOf } from '../crud';
import { PRODUCT_ENTITY, PRODUCT_LIST_ENTITY } from './entities';
import { businessScope, tenantOnly } from './owned';
import { productInput, type SpecInput, specSummary } from './product-body';
import { checkChoice, checkText } from './rules';

const AUDIT_PENDING = 0;
const AUDIT_PASSED = 1;
const AUDIT_REJECTED = 2;
/** Products one delete request may name. */
const MAX_BATCH = 100;

/** Replaces a product's specs (inside the caller's transaction). */
async function writeSpecs(db: Db, product: { id: string; tenantId: number; shopId: string }, specs: SpecInput[]) {
  await db.query('DELETE FROM bus_product_spec WHERE product_id = $1', [product.id]);
  for (const spec of specs) {
    await db.query(
      `INSERT INTO bus_product_spec (id, tenant_id, shop_id, product_id, spec_name, lease_days, rent_price_day, deposit,
         sale_price, market_price, stock, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        newId(),
        product.tenantId,
        product.shopId,
        product.id,
        spec.specName,
        spec.leaseDays,
        spec.rentPriceDay,
        spec.deposit,
        spec.salePrice,
        spec.marketPrice,
        spec.stock,
        spec.sort,
      ],
    );
  }
}

/**
 * The audit state a write leaves: the tenant audits, so its own writes pass; a shop user's write
 * goes (back) to review and off the shelf.
 */
function auditColumns(scope: Scope): ApiRow {
  if (scope.shopId !== null) return { audit_status: AUDIT_PENDING, status: 0, audit_remark: null };
  return { audit_status: AUDIT_PASSED, audit_by: scope.username, audit_time: new Date() };
}

/** Shop and category names for product rows (one query each). */
async function withNames(db: Db, rows: ApiRow[]): Promise<ApiRow[]> {
  if (rows.length === 0) return rows;
  const shops = new Map(
    (
      await db.query<{ id: string; name: string }>('SELECT id, name FROM sys_shop WHERE id = ANY($1)', [
        [...new Set(rows.map((row) => String(row.shopId)))],
      ])
    ).map((row) => [row.id, row.name]),
  );
  const categories = new Map(
    (
      await db.query<{ id: string; name: string }>('SELECT id, name FROM bus_category WHERE id = ANY($1)', [
        [...new Set(rows.map((row) => String(row.categoryId)))],
      ])
    ).map((row) => [row.id, row.name]),
  );
  return rows.map((row) => ({
    ...row,
    shopName: shops.get(String(row.shopId)) ?? null,
    categoryName: categories.get(String(row.categoryId)) ?? null,
  }));
}

/**
 * Products of the caller's shops (`/business/ptoduct/...`, the spec's spelling): the list, one
 * product with its specs and instalment plans, add and update (specs replaced as a whole), delete
 * (flagged; only off the shelf), the tenant's audit and the shelf switch.
 */
export function productRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/business/ptoduct';
  const products = repository(ctx.db, PRODUCT_ENTITY);
  const listed = repository(ctx.db, PRODUCT_LIST_ENTITY);
  const read = { config: { access: { menu: '/product/productList' } } };

  api.get(`${base}/list`, read, async (request) => {
    const page = await listed.list(businessScope(request), queryOf(request));
    return ok({ ...page, records: await withNames(ctx.db, page.records) });
  });

  const detail = async (scope: Scope, id: unknown) => {
    const row = await products.get(scope, id);
    if (!row) throw new BizError('未找到对应数据');
    const specs = await ctx.db.query<Record<string, unknown>>(
      `SELECT id, spec_name AS "specName", lease_days AS "leaseDays", rent_price_day::float8 AS "rentPriceDay",
              deposit::float8 AS deposit, sale_price::float8 AS "salePrice", market_price::float8 AS "marketPrice",
              stock, sort
         FROM bus_product_spec WHERE product_id = $1 ORDER BY sort, lease_days NULLS FIRST, spec_name, id`,
      [row.id],
    );
    const rentTotal = (spec: Record<string, unknown>) =>
      spec.leaseDays === null || spec.rentPriceDay === null
        ? null
        : Math.round(Number(spec.rentPriceDay) * Number(spec.leaseDays) * 100) / 100;
    const billIds = String(row.billConfigIds ?? '')
      .split(',')
      .filter(Boolean);
    // The product's plans may be the tenant's shared ones: read from the whole tenant.
    const billParams: unknown[] = [billIds];
    const billConfigs = await ctx.db.query(
      `SELECT id, config_name AS "configName", stages, interval_days AS "intervalDays",
              first_pay_ratio::float8 AS "firstPayRatio", fee_rate::float8 AS "feeRate", status
         FROM bus_stages_bill_config WHERE id = ANY($1) AND ${inScope(scope, TENANT_OWNED, billParams)} ORDER BY stages`,
      billParams,
    );
    const [named] = await withNames(ctx.db, [row]);
    return {
      ...named,
      imageList: String(row.images ?? '')
        .split(',')
        .filter(Boolean),
      specs: specs.map((spec) => ({ ...spec, rentTotal: rentTotal(spec) })),
      billConfigs,
    };
  };

  api.get(`${base}/selectProductEdit`, read, async (request) => {
    return ok(await detail(businessScope(request), paramsOf(request).id));
  });
  api.get(`${base}/queryById`, read, async (request) => {
    return ok(await detail(businessScope(request), paramsOf(request).id));
  });

  api.post(`${base}/busInsertProduct`, { config: { access: { perm: 'product:add' } } }, async (request) => {
    const scope = businessScope(request);
    const { columns, specs } = await productInput(ctx.db, scope, paramsOf(request), null);
    const list = specs as SpecInput[];
    const id = await ctx.db.transaction(async (tx) => {
      const created = await repository(tx, PRODUCT_ENTITY).insert(scope, columns, {
        ...specSummary(list),
        ...auditColumns(scope),
        status: 0,
      });
      await writeSpecs(tx, { id: created, tenantId: scope.tenantId, shopId: String(columns.shopId) }, list);
      return created;
    });
    return ok(id, '添加成功！');
  });

  api.post(`${base}/updateBusProduct`, { config: { access: { perm: 'product:edit' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await products.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const { columns, specs } = await productInput(ctx.db, scope, body, current);
    await ctx.db.transaction(async (tx) => {
      const extra = { ...auditColumns(scope), ...(specs ? specSummary(specs) : {}) };
      // The tenant's edit keeps the shelf state; a product without stock leaves the shelf.
      if (specs && specSummary(specs).total_stock === 0) extra.status = 0;
      await repository(tx, PRODUCT_ENTITY).update(scope, current.id, columns, extra);
      if (specs) {
        await writeSpecs(
          tx,
          { id: String(current.id), tenantId: scope.tenantId, shopId: String(current.shopId) },
          specs,
        );
      }
    });
    return ok(null, '编辑成功!');
  });

  api.get(
    `${base}/deleteBusProduct`,
    { config: { access: { perm: 'product:delete,product:batch_delete' } } },
    async (request) => {
      const scope = businessScope(request);
      const params = paramsOf(request);
      const ids = idsOf(params.id ?? params.ids);
      if (ids.length === 0) throw new BizError('请选择一条记录！');
      const rows: ApiRow[] = [];
      for (const id of ids.slice(0, MAX_BATCH)) {
        const row = await listed.get(scope, id);
        if (row) rows.push(row);
      }
      if (rows.length === 0) throw new BizError('未找到对应数据');
      if (rows.some((row) => row.status === 1)) throw new BizError('请先下架商品再删除');
      const found = rows.map((row) => String(row.id));
      await ctx.db.transaction(async (tx) => {
        await repository(tx, PRODUCT_LIST_ENTITY).remove(scope, found);
        // Listings and commissions of a deleted product go with it; orders keep their own copy.
        const listingParams: unknown[] = [found];
        await tx.query(
          `DELETE FROM bus_tenant_product WHERE product_id = ANY($1) AND ${inScope(scope, TENANT_OWNED, listingParams)}`,
          listingParams,
        );
        const commissionParams: unknown[] = [found];
        await tx.query(
          `DELETE FROM bus_product_commission WHERE product_id = ANY($1) AND ${inScope(scope, TENANT_OWNED, commissionParams)}`,
          commissionParams,
        );
      });
      return ok(null, '删除成功!');
    },
  );

  api.post(`${base}/auditProduct`, { config: { access: { perm: 'product:edit' } } }, async (request) => {
    const scope = businessScope(request);
    tenantOnly(scope);
    const body = paramsOf(request);
    const current = await products.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const verdict = checkChoice(body.auditStatus, '审核结果', [AUDIT_PASSED, AUDIT_REJECTED]);
    const remark = checkText(body.auditRemark, '驳回原因', 255, verdict === AUDIT_PASSED);
    await products.update(
      scope,
      current.id,
      {},
      {
        audit_status: verdict,
        audit_remark: remark,
        audit_by: scope.username,
        audit_time: new Date(),
        ...(verdict === AUDIT_REJECTED ? { status: 0 } : {}),
      },
    );
    return ok(null, verdict === AUDIT_PASSED ? '审核通过' : '已驳回');
  });

  api.post(`${base}/updateStatus`, { config: { access: { perm: 'product:edit' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const status = checkChoice(body.status, '上下架状态', [0, 1]);
    const current = await products.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    if (status === 1 && current.auditStatus !== AUDIT_PASSED) throw new BizError('商品未审核通过，不能上架');
    if (status === 1 && Number(current.totalStock) <= 0) throw new BizError('商品库存为0，不能上架');
    await products.update(scope, current.id, {}, { status });
    return ok(null, status === 1 ? '上架成功' : '下架成功');
  });
}
