import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { inScope, type Scope, SHOP_OWNED, scopeOf, sharedOrOwn, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { businessNo, maskIdCard, maskPhone, refuseAgent, requireAnyMenu, text } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import {
  applyRules,
  type CompareOp,
  type CreditFigures,
  creditLevel,
  creditScore,
  type RiskRule,
  SUGGESTION_TEXT,
} from './credit-score';
import { CREDIT_REPORT_ENTITY } from './entities';

const MOBILE = /^1\d{10}$/;

interface Customer {
  id: string;
  real_name: string | null;
  nickname: string | null;
  phone: string | null;
  id_card: string | null;
}

/** The customer a query names (userId, or an exact phone), within the caller's tenant. */
async function customerOf(db: Db, scope: Scope, body: ApiRow): Promise<Customer> {
  const userId = text(body.userId).slice(0, 64);
  const phone = text(body.phone);
  if (!userId && !phone) throw new BizError('请输入客户手机号');
  if (!userId && !MOBILE.test(phone)) throw new BizError('请输入正确手机号');
  const params: unknown[] = [userId || phone];
  const row = await db.one<Customer>(
    `SELECT id, real_name, nickname, phone, id_card FROM lite_user
      WHERE ${userId ? 'id' : 'phone'} = $1 AND ${inScope(scope, TENANT_OWNED, params)} LIMIT 1`,
    params,
  );
  if (!row) throw new BizError('未找到该客户');
  return row;
}

/** The customer's order figures: their whole history in the tenant, whichever shop the caller is. */
export async function figuresOf(db: Db, scope: Scope, userId: string): Promise<CreditFigures> {
  const params: unknown[] = [userId];
  const row = await db.one<{
    n: number;
    completed: number;
    overdue: number;
    current_overdue: number;
    renting: number;
    unpaid: string;
  }>(
    `SELECT count(*)::int AS n,
            count(*) FILTER (WHERE o.status IN (9, 12))::int AS completed,
            count(*) FILTER (WHERE o.overdue_flag IN (1, 2, 3))::int AS overdue,
            count(*) FILTER (WHERE o.overdue_flag = 1)::int AS current_overdue,
            count(*) FILTER (WHERE o.order_type = 1 AND o.status IN (3, 4, 5, 6, 7, 11))::int AS renting,
            COALESCE(sum((SELECT COALESCE(sum(g.amount - g.paid_amount - g.waived_amount), 0)
                            FROM bus_order_stage g WHERE g.order_id = o.id)), 0) AS unpaid
       FROM bus_order o WHERE o.user_id = $1 AND ${inScope(scope, TENANT_OWNED, params, 'o')}`,
    params,
  );
  return {
    orderCount: row?.n ?? 0,
    completedCount: row?.completed ?? 0,
    overdueCount: row?.overdue ?? 0,
    currentOverdueCount: row?.current_overdue ?? 0,
    rentingCount: row?.renting ?? 0,
    unpaidAmount: Number(row?.unpaid ?? 0),
  };
}

/** The enabled rules that apply to the caller: the tenant's, plus a shop user's own shop's. */
export async function rulesOf(db: Db, scope: Scope): Promise<RiskRule[]> {
  const params: unknown[] = [];
  const rows = await db.query<{
    rule_name: string;
    rule_type: number;
    compare_op: CompareOp;
    threshold: string;
    hit_action: number;
  }>(
    `SELECT rule_name, rule_type, compare_op, threshold, hit_action FROM bus_risk_rule
      WHERE ${sharedOrOwn(scope, SHOP_OWNED, params)} AND status = 1 ORDER BY priority, rule_name`,
    params,
  );
  return rows.map((row) => ({
    ruleName: row.rule_name,
    ruleType: row.rule_type,
    compareOp: row.compare_op,
    threshold: Number(row.threshold),
    hitAction: row.hit_action,
  }));
}

function withTexts(row: ApiRow): ApiRow {
  return { ...row, suggestion_dictText: SUGGESTION_TEXT[Number(row.suggestion)] ?? '' };
}

/**
 * Credit query (征信查询): a customer's score from their order history, checked against the risk
 * rules, kept as a credit report; and the reports list (信用报告).
 */
export function creditRoutes(api: FastifyInstance, ctx: AppContext): void {
  const reports = repository(ctx.db, CREDIT_REPORT_ENTITY);

  api.post('/business/credit/query', { config: { access: { perm: 'credit:query' } } }, async (request) => {
    const user = currentUser(request);
    refuseAgent(user, '渠道用户不能查询征信');
    const scope = scopeOf(user);
    const customer = await customerOf(ctx.db, scope, bodyOf(request));
    const figures = await figuresOf(ctx.db, scope, customer.id);
    const score = creditScore(figures);
    const verdict = applyRules(await rulesOf(ctx.db, scope), figures, score);
    const id = newId();
    await ctx.db.query(
      `INSERT INTO bus_credit_report (id, tenant_id, shop_id, report_no, user_id, user_name, phone, id_card, credit_score,
         credit_level, order_count, overdue_count, renting_count, unpaid_amount, risk_hits, suggestion, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        id,
        scope.tenantId,
        scope.shopId,
        businessNo('ZX'),
        customer.id,
        customer.real_name ?? customer.nickname,
        maskPhone(customer.phone),
        maskIdCard(customer.id_card),
        score,
        creditLevel(score),
        figures.orderCount,
        figures.overdueCount,
        figures.rentingCount,
        figures.unpaidAmount.toFixed(2),
        verdict.hits.join('\n') || null,
        verdict.suggestion,
        scope.username,
      ],
    );
    return ok(withTexts(found(await reports.get(scope, id))), '查询成功');
  });

  const read = { config: { access: { menu: '/credit/creditReport' } } };
  api.get('/business/credit/reportList', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    await requireAnyMenu(user, ['/credit/creditReport', '/credit/creditQuery']);
    const page = await reports.list(scopeOf(user), queryOf(request));
    return ok({ ...page, records: page.records.map(withTexts) });
  });

  api.get('/business/credit/queryById', read, async (request) => {
    return ok(withTexts(found(await reports.get(scopeOf(currentUser(request)), queryOf(request).id))));
  });
}
