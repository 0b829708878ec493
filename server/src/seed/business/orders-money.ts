import { newId } from '../../util/ids';
import { compactDateTime, formatDateTime } from '../../util/time';
import type { BuiltOrder, Row, TenantRefs } from './orders-build';
import { BANKS } from './orders-data';
import { DAY_MS, HOUR_MS, money, type Random } from './orders-random';

const FREEZE_MS = 7 * DAY_MS;
const FEE_RATE = 0.006;
const COMMISSION_RATE = 0.03;
/** A shop asks for a payout once 200 yuan is withdrawable. */
const MIN_WITHDRAWAL_CENTS = 20_000;

interface Event {
  at: Date;
  type: number;
  cents: number;
  orderId?: string;
  orderNo?: string;
  withdrawId?: string;
  freeze?: boolean;
  remark: string;
  by: string;
}

export interface ShopMoney {
  flows: Row[];
  withdrawals: Row[];
  account: Row;
}

/** A business number: prefix, display-zone time to the second, a running tail. */
function numberAt(prefix: string, at: Date, seq: { next: number }): string {
  seq.next += 1;
  return `${prefix}${compactDateTime(at)}${String(seq.next).padStart(6, '0')}`;
}

/**
 * One shop's money: an income per instalment payment (frozen 7 days), channel commission, the
 * monthly platform fee, a few after-sale refunds, and a withdrawal about every two weeks of most of
 * what was withdrawable then (paid out, with one rejected and one failed, which flow back).
 * The last request is at least 9 days old, so the weekly frequency lets the shop withdraw again.
 */
export function buildShopMoney(
  random: Random,
  refs: TenantRefs,
  shop: { id: string; key: string; name: string },
  orders: readonly BuiltOrder[],
  now: Date,
  seq: { next: number },
): ShopMoney {
  const events: Event[] = [];
  for (const order of orders) {
    const orderId = String(order.row.id);
    const orderNo = String(order.row.order_no);
    const kind = order.row.order_type === 1 ? '租金' : '货款';
    for (const payment of order.payments) {
      events.push({
        at: payment.at,
        type: 1,
        cents: payment.cents,
        orderId,
        orderNo,
        freeze: true,
        remark: `订单${orderNo}第${payment.stageNo}期${kind}`,
        by: 'system',
      });
      if (order.row.channel_id) {
        events.push({
          at: new Date(payment.at.getTime() + 1000),
          type: 5,
          cents: -Math.round(payment.cents * COMMISSION_RATE),
          orderId,
          orderNo,
          remark: `订单${orderNo}渠道推广佣金`,
          by: 'system',
        });
      }
      if (order.row.order_type === 2 && order.row.status === 9 && random.chance(0.04)) {
        const at = new Date(payment.at.getTime() + random.int(3, 10) * DAY_MS);
        if (at.getTime() < now.getTime()) {
          events.push({
            at,
            type: 3,
            cents: -random.int(5, 20) * 1000,
            orderId,
            orderNo,
            remark: `订单${orderNo}售后价保退款`,
            by: refs.adminUsername,
          });
        }
      }
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = events[0]?.at;
  if (!first) return { flows: [], withdrawals: [], account: accountRow(random, refs, shop) };

  // Monthly platform fee on the 1st, for the previous month's income.
  const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1) - 8 * HOUR_MS);
  for (let m = monthStart(new Date(first.getTime() + 32 * DAY_MS)); m.getTime() < now.getTime(); ) {
    const previous = monthStart(new Date(m.getTime() - DAY_MS + 8 * HOUR_MS));
    const income = events
      .filter((e) => e.type === 1 && e.at >= previous && e.at < m)
      .reduce((sum, e) => sum + e.cents, 0);
    const at = new Date(m.getTime() + 2 * HOUR_MS);
    if (income > 0) {
      const label = (formatDateTime(previous) ?? '').slice(0, 7).replace('-', '年');
      events.push({
        at,
        type: 4,
        cents: -Math.round(income * FEE_RATE),
        remark: `${label}月平台技术服务费`,
        by: 'system',
      });
    }
    m = monthStart(new Date(m.getTime() + 40 * DAY_MS));
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  // Withdrawals about every 14 days, up to 9 days ago.
  const withdrawals: Row[] = [];
  const planned: Event[] = [];
  const stopAt = now.getTime() - 9 * DAY_MS;
  const account = accountRow(random, refs, shop);
  for (let t = first.getTime() + 12 * DAY_MS; t < stopAt; t += random.int(12, 16) * DAY_MS) {
    const at = new Date(t + random.int(9, 17) * HOUR_MS);
    const all = [...events, ...planned].filter((e) => e.at <= at);
    const balance = all.reduce((sum, e) => sum + e.cents, 0);
    const frozen = all
      .filter((e) => e.freeze && e.at.getTime() + FREEZE_MS > at.getTime())
      .reduce((s, e) => s + e.cents, 0);
    const available = balance - frozen;
    if (available < MIN_WITHDRAWAL_CENTS) continue;
    const cents = Math.floor((available * 0.8) / 1_000) * 1_000;
    const id = newId();
    const withdrawNo = numberAt('TX', at, seq);
    withdrawals.push({
      id,
      tenant_id: refs.tenantId,
      shop_id: shop.id,
      withdraw_no: withdrawNo,
      amount: money(cents),
      status: 1,
      account_name: account.account_name,
      bank_name: account.bank_name,
      bank_card: account.bank_card,
      remark: null,
      audit_by: null,
      audit_time: null,
      audit_remark: null,
      create_by: refs.adminUsername,
      create_time: at,
      update_by: null,
      update_time: null,
    });
    planned.push({
      at,
      type: 2,
      cents: -cents,
      withdrawId: id,
      remark: `提现申请 ${withdrawNo}`,
      by: refs.adminUsername,
    });
  }
  // Outcomes, in every state whatever the date: the newest under review, the second rejected, the third
  // failed, the rest paid (a shop with enough income has six or more requests).
  const last = withdrawals[withdrawals.length - 1];
  if (last) last.status = 0;
  if (withdrawals.length >= 4) {
    (withdrawals[1] as Row).status = 2;
    (withdrawals[1] as Row).audit_remark = '收款账户信息与营业执照主体不一致';
    (withdrawals[2] as Row).status = 3;
    (withdrawals[2] as Row).audit_remark = '银行退票：账户状态异常';
  }
  for (const withdrawal of withdrawals) {
    if (withdrawal.status === 0) continue;
    const auditAt = new Date((withdrawal.create_time as Date).getTime() + random.int(4, 30) * HOUR_MS);
    withdrawal.audit_by = refs.adminUsername;
    withdrawal.audit_time = auditAt;
    withdrawal.audit_remark ??= '已打款';
    withdrawal.update_time = auditAt;
    if (withdrawal.status === 2 || withdrawal.status === 3) {
      const cents = Math.round(Number(withdrawal.amount) * 100);
      planned.push({
        at: auditAt,
        type: 2,
        cents,
        withdrawId: String(withdrawal.id),
        remark: `提现${withdrawal.status === 2 ? '驳回' : '失败'}退回 ${withdrawal.withdraw_no}`,
        by: refs.adminUsername,
      });
    }
  }

  const all = [...events, ...planned].sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = 0;
  const flows = all.map((event) => {
    balance += event.cents;
    return {
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: shop.id,
      flow_no: numberAt('LS', event.at, seq),
      flow_type: event.type,
      amount: money(event.cents),
      balance_after: money(balance),
      order_id: event.orderId ?? null,
      order_no: event.orderNo ?? null,
      withdraw_id: event.withdrawId ?? null,
      unfreeze_time: event.freeze ? new Date(event.at.getTime() + FREEZE_MS) : null,
      remark: event.remark,
      create_by: event.by,
      create_time: event.at,
    };
  });
  return { flows, withdrawals, account };
}

function accountRow(random: Random, refs: TenantRefs, shop: { id: string; key: string; name: string }): Row {
  const frequency = shop.key === 'main' ? 7 : random.pick([1, 7, 30]);
  return {
    shop_id: shop.id,
    tenant_id: refs.tenantId,
    withdraw_frequency: frequency,
    account_name: shop.name,
    bank_name: `${random.pick(BANKS)}${refs.tenantId === 1001 ? '杭州' : '深圳'}分行`,
    bank_card: `6225 **** **** ${String(random.int(1000, 9999))}`,
    update_by: refs.adminUsername,
    update_time: null,
  };
}
