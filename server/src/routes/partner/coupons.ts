import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { inScope, type Scope, scopeOf, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { parseDisplayDateTime } from '../../util/time';
import { paramsOf } from '../crud';
import { idList, text } from '../org/rules';
import { couponColumns } from './coupon-rules';
import { COUPON_TEMPLATE_ENTITY, USER_COUPON_ENTITY, USER_COUPON_STATUS_TEXT } from './marketing-entities';
import { checkShopInScope, isPartner, maskPhone, namesOf, partnerView, readRoute, writeRoute } from './params';

/** A tenant user may give a new template to one of the tenant's shops; a shop user's is always theirs. */
async function shopColumn(db: Db, scope: Scope, raw: unknown): Promise<Record<string, unknown>> {
  if (scope.shopId !== null) return {};
  const shopId = text(raw).slice(0, 64);
  if (shopId === '') return {};
  await checkShopInScope(db, scope, shopId);
  return { shop_id: shopId };
}

/** Shop names, stock left and whether a fixed-date template has run out of time. */
async function present(db: Db, scope: Scope, rows: ApiRow[]): Promise<ApiRow[]> {
  const shops = await namesOf(
    db,
    'sys_shop',
    scope,
    rows.map((row) => row.shopId),
  );
  const now = Date.now();
  return rows.map((row) => {
    const end =
      typeof row.endTime === 'string' ? (parseDisplayDateTime(row.endTime)?.getTime() ?? Number.NaN) : Number.NaN;
    return {
      ...row,
      shopName: shops.get(String(row.shopId)) ?? null,
      remainQuantity: Math.max(0, Number(row.totalQuantity ?? 0) - Number(row.receivedQuantity ?? 0)),
      expired: Number.isFinite(end) && end < now,
    };
  });
}

/** Coupon templates of the tenant (a shop user: their shop's) and the coupons users received. */
export function couponRoutes(api: FastifyInstance, ctx: AppContext): void {
  const templates = repository(ctx.db, COUPON_TEMPLATE_ENTITY);

  readRoute(api, '/sys/couponTemplate/queryPage', { menu: '/coupon/couponTemplate' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await templates.list(scope, paramsOf(request));
    return ok({ ...page, records: await present(ctx.db, scope, page.records) });
  });

  readRoute(api, '/sys/couponTemplate/getDetail', { menu: '/coupon/couponTemplate' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const row = found(await templates.get(scope, paramsOf(request).id));
    // The template's own figures: every coupon it issued in the tenant.
    const params: unknown[] = [row.id];
    const counts = await ctx.db.query<{ status: number; n: number }>(
      `SELECT status, count(*)::int AS n FROM lite_user_coupon
        WHERE template_id = $1 AND ${inScope(scope, TENANT_OWNED, params)} GROUP BY status`,
      params,
    );
    const count = (status: number) => counts.find((c) => c.status === status)?.n ?? 0;
    const [detail] = await present(ctx.db, scope, [row]);
    return ok({ ...detail, unusedCount: count(0), usedCount: count(1), expiredCount: count(2) });
  });

  // tenantId is the session's; a body's tenantId (or shopId for a shop user) is never used.
  api.post('/sys/couponTemplate/add', { config: { access: { perm: 'coupon:add' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const columns = { ...couponColumns(body), ...(await shopColumn(ctx.db, scope, body.shopId)) };
    const id = await templates.insert(scope, {}, columns);
    return ok(id, '添加成功！');
  });

  writeRoute(api, '/sys/couponTemplate/edit', { perm: 'coupon:edit' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const current = found(await templates.get(scope, body.id));
    if (!(await templates.update(scope, current.id, {}, couponColumns(body, current)))) {
      throw new BizError('未找到对应数据');
    }
    return ok(null, '编辑成功!');
  });

  // Deleted templates are flagged; coupons users already hold stay valid.
  writeRoute(
    api,
    '/sys/couponTemplate/deleteCoupon',
    { perm: 'coupon:delete' },
    async (request) => {
      const params = paramsOf(request);
      const ids = idList(params.ids ?? params.id) ?? [];
      if (ids.length === 0) throw new BizError('请选择一条记录！');
      const removed = await templates.remove(scopeOf(currentUser(request)), ids);
      if (removed === 0) throw new BizError('未找到对应数据');
      return ok(null, '删除成功!');
    },
    ['DELETE', 'POST'],
  );

  readRoute(api, '/sys/liteUserCoupon/queryPage', { menu: '/coupon/userCoupon' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const coupons = repository(ctx.db, partnerView(scope, USER_COUPON_ENTITY, 'userPhone'));
    const page = await coupons.list(scope, paramsOf(request));
    return ok({
      ...page,
      records: page.records.map((row) => ({
        ...row,
        status_dictText: USER_COUPON_STATUS_TEXT[Number(row.status)] ?? '',
        ...(isPartner(scope) ? { userPhone: maskPhone(row.userPhone) } : {}),
      })),
    });
  });
}
