import type { Db } from '../../db/database';
import { figuresOf, rulesOf } from '../../routes/risk/credit';
import { applyRules, creditLevel, creditScore } from '../../routes/risk/credit-score';
import { newId } from '../../util/ids';
import { DEMO_TENANTS } from '../demo-org-data';
import { DAY_MS } from './orders-random';
import { serialNo } from './rows';

/** Demo rows of the risk pages: risk rules, and credit reports of some customers judged by them. */

const RISK_RULES = [
  ['信用分过低拒绝', 1, 'lt', 500, 1, 10, '信用分低于500直接拒绝'],
  ['逾期记录复核', 2, 'ge', 1, 2, 20, '有逾期记录的订单转人工复核'],
  ['高额待还复核', 3, 'gt', 5000, 2, 30, '待还金额超过5000元转人工复核'],
  ['在租订单过多', 4, 'gt', 3, 1, 40, '同时在租超过3单拒绝'],
] as const;

async function seedTenant(db: Db, tenantId: number, now: Date): Promise<void> {
  const admin = 'system';
  for (const [name, type, op, threshold, action, priority, remark] of RISK_RULES) {
    await db.query(
      `INSERT INTO bus_risk_rule (id, tenant_id, rule_name, rule_type, compare_op, threshold, hit_action, priority,
         status, remark, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11)`,
      [
        newId(),
        tenantId,
        name,
        type,
        op,
        threshold,
        action,
        priority,
        remark,
        admin,
        new Date(now.getTime() - 60 * DAY_MS),
      ],
    );
  }

  const customers = await db.query<{ id: string; real_name: string | null; phone: string | null }>(
    'SELECT id, real_name, phone FROM lite_user WHERE tenant_id = $1 ORDER BY create_time, phone, id LIMIT 12',
    [tenantId],
  );
  const tenantScope = { tenantId, shopId: null, channelId: null, userId: '', username: admin };
  const rules = await rulesOf(db, tenantScope);
  for (const [index, customer] of customers.entries()) {
    const figures = await figuresOf(db, tenantScope, customer.id);
    const score = creditScore(figures);
    const verdict = applyRules(rules, figures, score);
    const created = new Date(now.getTime() - (index + 1) * 2 * DAY_MS);
    const phone = customer.phone ? `${customer.phone.slice(0, 3)}****${customer.phone.slice(-4)}` : null;
    await db.query(
      `INSERT INTO bus_credit_report (id, tenant_id, report_no, user_id, user_name, phone, credit_score, credit_level,
         order_count, overdue_count, renting_count, unpaid_amount, risk_hits, suggestion, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        newId(),
        tenantId,
        serialNo('ZX', created, tenantId * 100 + index),
        customer.id,
        customer.real_name,
        phone,
        score,
        creditLevel(score),
        figures.orderCount,
        figures.overdueCount,
        figures.rentingCount,
        figures.unpaidAmount.toFixed(2),
        verdict.hits.join('\n') || null,
        verdict.suggestion,
        admin,
        created,
      ],
    );
  }
}

export async function seedRisk(db: Db, now: Date): Promise<void> {
  for (const tenant of DEMO_TENANTS) await seedTenant(db, tenant.id, now);
}
