import { newId } from '../../util/ids';
import type { BuiltOrder, Row, TenantRefs } from './orders-build';
import { COMPLAINTS, SETTLEMENTS, TICKETS } from './orders-data';
import { addDays, DAY_MS, dateOf, HOUR_MS, money, type Random } from './orders-random';

/** Merchant onboarding applications; approved ones point at the shop they opened. */
export function buildSettlements(random: Random, refs: TenantRefs, now: Date): Row[] {
  return (SETTLEMENTS[refs.tenantId] ?? []).map((seed) => {
    const created = new Date(now.getTime() - seed.daysAgo * DAY_MS - random.int(1, 8) * HOUR_MS);
    const audited = seed.status !== 0 ? new Date(created.getTime() + random.int(4, 48) * HOUR_MS) : null;
    const credit = `91${random.pick(['33', '31', '32', '44'])}${String(random.int(1000, 9999))}${random.pick(['MA', '7X', '66'])}${String(random.int(10_000_000, 99_999_999))}`;
    return {
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: seed.shop ? (refs.shops.find((shop) => shop.key === seed.shop)?.id ?? null) : null,
      merchant_name: seed.merchantName,
      credit_code: credit.slice(0, 18).padEnd(18, '0'),
      legal_person: seed.legalPerson,
      contact_name: seed.contactName,
      contact_phone: seed.contactPhone,
      business_category: seed.category,
      rent_or_purchase: seed.rentOrPurchase,
      address: seed.address,
      license_url: `merchant/license_${String(random.int(100_000, 999_999))}.jpg`,
      settle_cycle: seed.settleCycle,
      commission_rate: seed.commissionRate.toFixed(2),
      status: seed.status,
      audit_remark: seed.auditRemark ?? null,
      audit_by: audited ? refs.adminUsername : null,
      audit_time: audited,
      create_by: seed.contactPhone,
      create_time: created,
      update_by: audited ? refs.adminUsername : null,
      update_time: audited,
    };
  });
}

/** Two to four vouchers per shop, one of them stopped early. */
export function buildTickets(random: Random, refs: TenantRefs, now: Date): Row[] {
  const today = dateOf(now);
  const rows: Row[] = [];
  for (const shop of refs.shops) {
    const count = random.int(2, TICKETS.length);
    for (const seed of TICKETS.slice(0, count)) {
      const begin = addDays(today, seed.beginOffset + random.int(-5, 5));
      const issued = random.int(Math.floor(seed.total * 0.1), Math.floor(seed.total * 0.8));
      const created = new Date(Date.parse(`${begin}T02:00:00Z`) - random.int(1, 5) * DAY_MS);
      rows.push({
        id: newId(),
        tenant_id: refs.tenantId,
        shop_id: shop.id,
        ticket_name: seed.name,
        ticket_type: seed.type,
        face_value: money(seed.faceValue * 100),
        min_amount: money(seed.minAmount * 100),
        total_count: seed.total,
        issued_count: issued,
        used_count: random.int(0, issued),
        begin_date: begin,
        end_date: addDays(begin, seed.days),
        status: seed.stopped ? 0 : 1,
        stop_reason: seed.stopped ?? null,
        stop_time: seed.stopped ? new Date(now.getTime() - random.int(1, 4) * DAY_MS) : null,
        remark: null,
        create_by: refs.adminUsername,
        create_time: created,
        update_by: null,
        update_time: null,
      });
    }
  }
  return rows;
}

/** Complaints about delivered orders, in every handling state, at least two of each tenant waiting. */
export function buildComplaints(random: Random, refs: TenantRefs, orders: readonly BuiltOrder[], now: Date): Row[] {
  const delivered = orders.filter((order) => order.row.receive_time || order.row.ship_time);
  const rows: Row[] = [];
  const count = Math.min(delivered.length, refs.tenantId === 1001 ? 14 : 11);
  for (let i = 0; i < count; i += 1) {
    const order = delivered[Math.floor((i * delivered.length) / count)] as BuiltOrder;
    const seed = COMPLAINTS[i % COMPLAINTS.length] as (typeof COMPLAINTS)[number];
    const base = (order.row.receive_time ?? order.row.ship_time) as Date;
    const created = new Date(Math.min(now.getTime() - HOUR_MS, base.getTime() + random.int(2, 72) * HOUR_MS));
    // Every handling state on every date: answered ones replied (2) or closed (3); the others half
    // waiting (0), the rest in hand (1) or withdrawn by the user (3).
    const status = seed.reply ? (i % 3 === 1 ? 3 : 2) : ([0, 1, 0, 3][i % 4] as number);
    const replied = status === 2 || (status === 3 && seed.reply);
    const handledAt = new Date(Math.min(now.getTime(), created.getTime() + random.int(1, 30) * HOUR_MS));
    rows.push({
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: order.row.shop_id,
      channel_id: order.row.channel_id,
      order_id: order.row.id,
      order_no: order.row.order_no,
      user_id: order.row.user_id,
      user_name: order.row.user_name,
      user_phone: order.row.user_phone,
      complaint_type: seed.type,
      title: seed.title,
      content: seed.content,
      status,
      reply: replied ? (seed.reply ?? null) : null,
      reply_by: replied ? refs.adminUsername : null,
      reply_time: replied ? handledAt : null,
      close_reason: status === 3 ? (replied ? '用户确认问题已解决' : '用户撤销投诉') : null,
      close_by: status === 3 ? refs.adminUsername : null,
      close_time: status === 3 ? new Date(Math.min(now.getTime(), handledAt.getTime() + 2 * HOUR_MS)) : null,
      create_time: created,
      update_time: status === 0 ? null : handledAt,
    });
  }
  return rows;
}
