import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import type { MarketingRefs } from './partner';
import type { Customer } from './partner-customers';
import { type Clock, DAY_MS, insertRows } from './rows';

/** The coupons users hold in the demo data (lite_user_coupon), and the templates' counts. */

interface Buyer {
  user_id: string;
  nickname: string | null;
  phone: string | null;
  channel_id: string | null;
  shop_id: string | null;
  order_no: string;
  total_amount: string | number;
  create_time: Date;
}

/** Paid orders of customers other than ours, latest first: who can have used a coupon. */
async function recentBuyers(db: Db, refs: MarketingRefs, customers: Customer[]): Promise<Buyer[]> {
  const rows = await db.query<Buyer>(
    `SELECT DISTINCT ON (o.user_id) o.user_id, u.nickname, u.phone, u.channel_id, o.shop_id, o.order_no,
            o.total_amount, o.create_time
       FROM bus_order o JOIN lite_user u ON u.id = o.user_id AND u.tenant_id = o.tenant_id
      WHERE o.tenant_id = $1 AND o.status NOT IN (1, 10, 13) AND NOT (o.user_id = ANY($2))
      ORDER BY o.user_id, o.create_time DESC, o.id`,
    [refs.tenantId, customers.map((customer) => customer.id)],
  );
  rows.sort((a, b) => b.create_time.getTime() - a.create_time.getTime() || a.order_no.localeCompare(b.order_no));
  return rows.slice(0, 8);
}

type CouponRow = Record<string, unknown>;

function couponRow(
  refs: MarketingRefs,
  template: MarketingRefs['coupons'][number],
  holder: { id: string; nickname: string | null; phone: string | null; channelId: string | null },
  times: { received: Date; start: Date; end: Date },
  use: { status: number; at?: Date; orderNo?: string | null },
): CouponRow {
  const coupon = template.seed;
  return {
    id: newId(),
    tenant_id: refs.tenantId,
    shop_id: template.shopId,
    channel_id: holder.channelId,
    user_id: holder.id,
    user_nickname: holder.nickname,
    user_phone: holder.phone,
    template_id: template.id,
    coupon_name: coupon.name,
    coupon_type: coupon.type,
    amount: coupon.amount,
    discount: coupon.discount ?? null,
    threshold: coupon.threshold,
    status: use.status,
    receive_time: times.received,
    start_time: times.start,
    end_time: times.end,
    use_time: use.status === 1 ? (use.at ?? null) : null,
    order_no: use.status === 1 ? (use.orderNo ?? null) : null,
    create_time: times.received,
  };
}

/** Validity of a coupon received at `received`. */
function validity(template: MarketingRefs['coupons'][number], received: Date, clock: Clock) {
  const coupon = template.seed;
  return {
    start: coupon.fixed ? clock.ago(coupon.fixed[0]) : received,
    end: coupon.fixed ? clock.ago(coupon.fixed[1]) : clock.plusDays(received, coupon.validDays ?? 30),
  };
}

/**
 * Coupons users hold: two per demo customer (unused, or expired once past their end, except one
 * unused coupon per tenant left past its end for the expiry job to find), and one used coupon on
 * the latest paid orders of other customers (a template whose shop, threshold and validity fit).
 */
export async function insertUserCoupons(
  db: Db,
  refs: MarketingRefs,
  customers: Customer[],
  clock: Clock,
): Promise<void> {
  const templates = refs.coupons;
  if (templates.length === 0) return;
  const rows: CouponRow[] = [];
  let leftForJob = false;
  for (const [index, customer] of customers.entries()) {
    for (const slot of [0, 2]) {
      const template = templates[(index + slot) % templates.length];
      if (!template) continue;
      const fixed = template.seed.fixed;
      const registeredAgo = customer.seed.registeredDaysAgo;
      const receiveAgo = fixed ? Math.min(registeredAgo, Math.max(fixed[0], 0)) : registeredAgo;
      const received = clock.ago(receiveAgo, 20 + index * 7);
      const { start, end } = validity(template, received, clock);
      const useAt = new Date(Math.min(received.getTime() + DAY_MS, clock.now.getTime() - 3_600_000));
      const orderNo = customer.orderNos[0];
      let status = 0;
      if (orderNo && (index + slot) % 3 === 1 && start <= useAt && useAt <= end) status = 1;
      else if (end < clock.now) {
        status = leftForJob ? 2 : 0;
        leftForJob = true;
      }
      const holder = {
        id: customer.id,
        nickname: customer.seed.nickname,
        phone: customer.phone,
        channelId: customer.channelId,
      };
      rows.push(couponRow(refs, template, holder, { received, start, end }, { status, at: useAt, orderNo }));
    }
  }
  for (const [index, buyer] of (await recentBuyers(db, refs, customers)).entries()) {
    const ordered = buyer.create_time;
    const received = new Date(ordered.getTime() - DAY_MS);
    for (let k = 0; k < templates.length; k++) {
      const template = templates[(index + k) % templates.length];
      if (template?.seed.status !== 1) continue;
      if (template.shopId && template.shopId !== buyer.shop_id) continue;
      if (template.seed.threshold > Number(buyer.total_amount)) continue;
      const { start, end } = validity(template, received, clock);
      if (start > ordered || end < ordered) continue;
      const holder = { id: buyer.user_id, nickname: buyer.nickname, phone: buyer.phone, channelId: buyer.channel_id };
      rows.push(
        couponRow(
          refs,
          template,
          holder,
          { received, start, end },
          { status: 1, at: ordered, orderNo: buyer.order_no },
        ),
      );
      break;
    }
  }
  await insertRows(db, 'lite_user_coupon', rows);
  await db.query(
    `UPDATE bus_coupon_template t SET received_quantity = c.received, used_quantity = c.used
       FROM (SELECT template_id, count(*)::int AS received, count(*) FILTER (WHERE status = 1)::int AS used
               FROM lite_user_coupon WHERE tenant_id = $1 GROUP BY template_id) c
      WHERE t.id = c.template_id AND t.tenant_id = $1`,
    [refs.tenantId],
  );
}
