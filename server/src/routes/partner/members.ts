import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, type Scope, scopeOf, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { paramsOf } from '../crud';
import { text } from '../org/rules';
import { LITE_USER_VIEW_ENTITY } from './channel-entities';
import { MEMBER_PRICE_ENTITY, MEMBER_REFUND_ENTITY } from './marketing-entities';
import { MEMBER_DAYS, memberPriceRows, refundConfigColumns, refundDecision } from './member-rules';
import { partnerView, readRoute, writeRoute } from './params';

const MEMBER_LEVEL_TEXT: Record<number, string> = { 0: '普通用户', 30: '月度会员', 365: '年度会员' };

/** A tenant's refund rules, or the defaults when it never saved any. */
async function refundConfig(db: Db, scope: Scope): Promise<ApiRow> {
  const params: unknown[] = [];
  const row = await db.one<Record<string, unknown>>(
    `SELECT allow_refund, refund_days, refund_rate, auto_audit, remark, update_by, update_time
       FROM bus_member_refund_config WHERE ${inScope(scope, TENANT_OWNED, params)}`,
    params,
  );
  return {
    tenantId: scope.tenantId,
    allowRefund: row ? row.allow_refund : 1,
    refundDays: row ? row.refund_days : 7,
    refundRate: Number(row ? row.refund_rate : 100),
    autoAudit: row ? row.auto_audit : 0,
    remark: row?.remark ?? null,
    updateBy: row?.update_by ?? null,
    updateTime: formatDateTime((row?.update_time as Date | undefined) ?? null),
  };
}

/** The membership a user holds now (the longest paid one not yet expired): 0, 30 or 365. */
async function memberLevels(db: Db, scope: Scope, ids: unknown[]): Promise<Map<string, number>> {
  const params: unknown[] = [ids.filter((id) => typeof id === 'string')];
  const rows = await db.query<{ user_id: string; day: number }>(
    `SELECT DISTINCT ON (user_id) user_id, day FROM bus_member_order
      WHERE user_id = ANY($1) AND ${inScope(scope, TENANT_OWNED, params)} AND status = 1 AND expire_time > now()
      ORDER BY user_id, day DESC`,
    params,
  );
  return new Map(rows.map((row) => [row.user_id, row.day]));
}

/** Memberships: price rows, member users, refund requests, their review and the refund rules. */
export function memberRoutes(api: FastifyInstance, ctx: AppContext): void {
  const prices = repository(ctx.db, MEMBER_PRICE_ENTITY);
  const refunds = repository(ctx.db, MEMBER_REFUND_ENTITY);
  const priceMenu = { menu: '/member/priceConfig' };

  readRoute(api, '/sys/member/getMemberList', priceMenu, async (request) => {
    return ok(await prices.list(scopeOf(currentUser(request)), paramsOf(request)));
  });

  // Both rows (30 then 365 days; price null when not configured), or the one row of `day`.
  readRoute(api, '/sys/member/getMemberMoney', priceMenu, async (request) => {
    const scope = scopeOf(currentUser(request));
    const rows = await prices.all(scope, { column: 'day', order: 'asc' }, 10);
    const full = MEMBER_DAYS.map(
      (day) =>
        rows.find((row) => row.day === day) ?? {
          id: null,
          tenantId: scope.tenantId,
          day,
          day_dictText: MEMBER_LEVEL_TEXT[day],
          price: null,
          originalPrice: null,
        },
    );
    const day = text(paramsOf(request).day);
    return ok(day === '' ? full : (full.find((row) => String(row.day) === day) ?? null));
  });

  // One row, an array of rows, or { list: [...] }; saved per day (tenantId from the session).
  writeRoute(api, '/sys/member/addMemberMoney', { perm: 'member:price' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const rows = memberPriceRows(request.body);
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO bus_member_price (id, tenant_id, day, price, original_price, create_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (tenant_id, day) DO UPDATE SET price = $4, original_price = $5, update_by = $6,
             update_time = now()`,
          [newId(), scope.tenantId, row.day, row.price, row.originalPrice, scope.username],
        );
      }
    });
    return ok(rows.length, '保存成功！');
  });

  readRoute(api, '/sys/member/getUserList', { menu: '/member/userList' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const users = repository(ctx.db, partnerView(scope, LITE_USER_VIEW_ENTITY, 'phone'));
    const page = await users.list(scope, paramsOf(request));
    const levels = await memberLevels(
      ctx.db,
      scope,
      page.records.map((row) => row.id),
    );
    return ok({
      ...page,
      records: page.records.map((row) => {
        const level = levels.get(String(row.id)) ?? 0;
        return { ...row, memberLevel: level, memberLevel_dictText: MEMBER_LEVEL_TEXT[level] };
      }),
    });
  });

  readRoute(api, '/sys/member/getRefundList', { menu: '/member/refund' }, async (request) => {
    return ok(await refunds.list(scopeOf(currentUser(request)), paramsOf(request)));
  });

  api.get('/sys/member/configRefund', { config: { access: { menu: '/member/refund' } } }, async (request) => {
    return ok(await refundConfig(ctx.db, scopeOf(currentUser(request))));
  });

  writeRoute(api, '/sys/member/configRefund', { perm: 'member:refund' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const c = refundConfigColumns(paramsOf(request));
    await ctx.db.query(
      `INSERT INTO bus_member_refund_config
         (tenant_id, allow_refund, refund_days, refund_rate, auto_audit, remark, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (tenant_id) DO UPDATE SET allow_refund = $2, refund_days = $3, refund_rate = $4,
         auto_audit = $5, remark = $6, update_by = $7, update_time = now()`,
      [scope.tenantId, c.allowRefund, c.refundDays, c.refundRate, c.autoAudit, c.remark, scope.username],
    );
    return ok(await refundConfig(ctx.db, scope), '保存成功！');
  });

  // Review of one refund request: approve (1, the membership ends) or reject (2, a reason required).
  writeRoute(api, '/sys/member/auditRefund', { perm: 'member:refund' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const params = paramsOf(request);
    const decision = refundDecision(params);
    const refund = await refunds.get(scope, params.id);
    if (!refund) throw new BizError('未找到对应数据');
    await ctx.db.transaction(async (tx) => {
      const refundParams: unknown[] = [decision.status, scope.username, decision.remark, refund.id];
      const changed = await tx.query(
        `UPDATE bus_member_refund SET status = $1, audit_by = $2, audit_time = now(), audit_remark = $3,
                update_time = now()
          WHERE id = $4 AND ${inScope(scope, MEMBER_REFUND_ENTITY.scope, refundParams)} AND status = 0 RETURNING id`,
        refundParams,
      );
      if (changed.length === 0) throw new BizError('该退款申请已处理');
      if (decision.status !== 1) return;
      const orderParams: unknown[] = [refund.memberOrderId];
      await tx.query(
        `UPDATE bus_member_order SET status = 2 WHERE id = $1 AND ${inScope(scope, TENANT_OWNED, orderParams)}`,
        orderParams,
      );
      const userParams: unknown[] = [refund.userId];
      await tx.query(
        `UPDATE lite_user u SET update_time = now(),
                member_expire = (SELECT max(expire_time) FROM bus_member_order o
                                  WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id AND o.status = 1
                                    AND o.expire_time > now()),
                is_member = CASE WHEN EXISTS (SELECT 1 FROM bus_member_order o
                                  WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id AND o.status = 1
                                    AND o.expire_time > now()) THEN 1 ELSE 0 END
          WHERE u.id = $1 AND ${inScope(scope, TENANT_OWNED, userParams, 'u')}`,
        userParams,
      );
    });
    return ok(null, decision.status === 1 ? '退款已通过' : '退款已拒绝');
  });
}
