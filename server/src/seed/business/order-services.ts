import type { Db } from '../../db/database';
import { figuresOf, rulesOf } from '../../routes/risk/credit';
import { applyRules, creditLevel, creditScore } from '../../routes/risk/credit-score';
import { newId } from '../../util/ids';
import { DEMO_TENANTS } from '../demo-org-data';
import { DAY_MS, HOUR_MS, money, seededRandom } from './orders-random';

/** Demo rows of the order services: after-sale requests, risk rules, credit reports, recharges. */

const RISK_RULES = [
  ['信用分过低拒绝', 1, 'lt', 500, 1, 10, '信用分低于500直接拒绝'],
  ['逾期记录复核', 2, 'ge', 1, 2, 20, '有逾期记录的订单转人工复核'],
  ['高额待还复核', 3, 'gt', 5000, 2, 30, '待还金额超过5000元转人工复核'],
  ['在租订单过多', 4, 'gt', 3, 1, 40, '同时在租超过3单拒绝'],
] as const;

const RECHARGE_TIERS = [
  ['充100送10', 100, 10, 1],
  ['充300送40', 300, 40, 2],
  ['充500送80', 500, 80, 3],
  ['充1000送200', 1000, 200, 4],
] as const;

const AFTER_SALE_REASONS = [
  [1, '商品与描述不符，申请退货退款'],
  [2, '未收到货，申请仅退款'],
  [3, '收到商品有划痕，申请换货'],
  [1, '七天无理由退货'],
  [2, '商家发错规格，协商退部分款'],
] as const;

const AFTER_SALE_STATUS = [0, 0, 0, 1, 1, 2, 3, 3] as const;

function no(prefix: string, at: Date, seq: number): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(seq).padStart(4, '0')}`;
}

async function seedTenant(db: Db, tenantId: number, now: Date): Promise<void> {
  const random = seededRandom(tenantId * 31 + 7);
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
  for (const [name, amount, gift, sort] of RECHARGE_TIERS) {
    await db.query(
      `INSERT INTO bus_recharge_config (id, tenant_id, config_name, amount, gift_amount, sort, status, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
      [newId(), tenantId, name, amount, gift, sort, admin, new Date(now.getTime() - 50 * DAY_MS)],
    );
  }

  // After-sale requests of delivered or completed purchase orders.
  const orders = await db.query<{
    id: string;
    order_no: string;
    shop_id: string | null;
    channel_id: string | null;
    user_name: string | null;
    user_phone: string | null;
    product_name: string | null;
    total_amount: string;
    create_time: Date;
  }>(
    `SELECT id, order_no, shop_id, channel_id, user_name, user_phone, product_name, total_amount, create_time
       FROM bus_order WHERE tenant_id = $1 AND order_type = 2 AND status IN (4, 9) ORDER BY order_no LIMIT 16`,
    [tenantId],
  );
  let seq = 0;
  for (const [index, order] of orders.entries()) {
    const [type, reason] = AFTER_SALE_REASONS[index % AFTER_SALE_REASONS.length] ?? AFTER_SALE_REASONS[0];
    const status = AFTER_SALE_STATUS[index % AFTER_SALE_STATUS.length] ?? 0;
    const created = new Date(
      Math.min(now.getTime() - HOUR_MS, order.create_time.getTime() + random.int(2, 9) * DAY_MS),
    );
    const refund = type === 3 ? 0 : Math.round(Number(order.total_amount) * (type === 2 ? 30 : 100));
    seq += 1;
    await db.query(
      `INSERT INTO bus_after_sale (id, tenant_id, shop_id, channel_id, order_id, order_no, after_sale_no, user_name,
         user_phone, product_name, apply_type, reason, refund_amount, status, handle_remark, handle_by, handle_time,
         create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        newId(),
        tenantId,
        order.shop_id,
        order.channel_id,
        order.id,
        order.order_no,
        no('SH', created, tenantId * 10 + seq),
        order.user_name,
        order.user_phone,
        order.product_name,
        type,
        reason,
        money(refund),
        status,
        status === 2 ? '已超过售后期限' : status > 0 ? '核实无误，同意处理' : null,
        status > 0 ? admin : null,
        status > 0 ? new Date(created.getTime() + 5 * HOUR_MS) : null,
        created,
      ],
    );
  }

  // Customers' recharges and a credit report for some of them.
  const customers = await db.query<{
    id: string;
    real_name: string | null;
    phone: string | null;
    shop_id: string | null;
  }>(
    'SELECT id, real_name, phone, shop_id FROM lite_user WHERE tenant_id = $1 ORDER BY create_time, phone, id LIMIT 40',
    [tenantId],
  );
  const shops = await db.query<{ id: string }>('SELECT id FROM sys_shop WHERE tenant_id = $1 ORDER BY name', [
    tenantId,
  ]);
  for (const [index, customer] of customers.entries()) {
    const tier = random.pick(RECHARGE_TIERS);
    const created = new Date(now.getTime() - random.int(1, 90) * DAY_MS - random.int(0, 20) * HOUR_MS);
    const status = index % 9 === 4 ? 0 : index % 11 === 7 ? 2 : 1;
    const shopId = customer.shop_id ?? shops[index % Math.max(shops.length, 1)]?.id ?? null;
    await db.query(
      `INSERT INTO bus_recharge (id, tenant_id, shop_id, recharge_no, user_id, user_name, user_phone, amount, gift_amount,
         pay_type, status, pay_time, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        newId(),
        tenantId,
        shopId,
        no('CZ', created, tenantId * 100 + index),
        customer.id,
        customer.real_name,
        customer.phone,
        tier[1],
        status === 1 ? tier[2] : 0,
        random.pick([1, 2] as const),
        status,
        status === 1 ? new Date(created.getTime() + 60_000) : null,
        created,
      ],
    );
  }
  const tenantScope = { tenantId, shopId: null, channelId: null, userId: '', username: admin };
  const rules = await rulesOf(db, tenantScope);
  for (const [index, customer] of customers.slice(0, 12).entries()) {
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
        no('ZX', created, tenantId * 100 + index),
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

export async function seedOrderServices(db: Db, now: Date): Promise<void> {
  for (const tenant of DEMO_TENANTS) await seedTenant(db, tenant.id, now);
}
