import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import type { MarketingRefs } from './partner';
import { insertUserCoupons } from './partner-coupons';
import {
  type LiteUserSeed,
  type ProductSeed,
  REFUND_APPROVE_REMARK,
  REFUND_REASONS,
  REFUND_REJECT_REMARK,
  type TenantMarketingSeed,
} from './partner-data';
import { type Clock, DAY_MS, dateOf, insertRows, round2, seededRandom, timeDigits } from './rows';

/** Fewer channel orders than this (from the orders area) and the channel gets its own demo orders. */
export const MIN_CHANNEL_ORDERS = 6;

export interface Customer {
  id: string;
  seed: LiteUserSeed;
  phone: string;
  channelId: string | null;
  shopId: string | null;
  appletId: string | null;
  created: Date;
  orderNos: string[];
}

/** A product an order can be for: the tenant's own products when it has some, else the seed's. */
interface OrderProduct {
  productId: string | null;
  name: string;
  spec: string;
  shopId: string | null;
  rent?: { days: number; perDay: number; deposit: number };
  price?: number;
}

async function insertCustomers(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock) {
  const region = seed.tenantId === 1001 ? '330106' : '440305';
  const fallbackApplet = [...refs.applets.values()][0] ?? null;
  const mainShop = refs.shops.get('main') ?? null;
  const customers: Customer[] = seed.users.map((user, index) => {
    const channel = user.channel ? refs.channels.get(user.channel) : undefined;
    return {
      id: newId(),
      seed: user,
      phone: `${seed.phonePrefix}${String(2001 + index).padStart(4, '0')}`,
      channelId: channel?.id ?? null,
      shopId: channel?.defaultShopId ?? mainShop,
      appletId: (user.channel ? refs.related.get(user.channel)?.[0] : undefined) ?? fallbackApplet,
      created: clock.ago(user.registeredDaysAgo, (index * 47) % 600),
      orderNos: [],
    };
  });
  await insertRows(
    db,
    'lite_user',
    customers.map((customer, index) => ({
      id: customer.id,
      tenant_id: refs.tenantId,
      shop_id: customer.shopId,
      channel_id: customer.channelId,
      applet_id: customer.appletId,
      nickname: customer.seed.nickname,
      real_name: customer.seed.certified ? customer.seed.realName : null,
      phone: customer.phone,
      id_card: customer.seed.certified ? `${region}********${String(1000 + index * 137).slice(-4)}` : null,
      sex: customer.seed.sex,
      is_member: 0,
      certified: customer.seed.certified ? 1 : 0,
      status: 1,
      create_time: customer.created,
    })),
  );
  return customers;
}

async function orderProducts(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs): Promise<OrderProduct[]> {
  const rent = seed.tenantId === 1001;
  const table = await db.one<{ found: string | null }>("SELECT to_regclass('bus_product_spec')::text AS found");
  if (table?.found) {
    const rows = await db.query<{
      id: string;
      shop_id: string;
      product_name: string;
      spec_name: string;
      lease_days: number | null;
      rent_price_day: string | null;
      deposit: string;
      sale_price: string | null;
    }>(
      `SELECT p.id, p.shop_id, p.product_name, s.spec_name, s.lease_days, s.rent_price_day, s.deposit, s.sale_price
         FROM bus_product p
         JOIN LATERAL (SELECT * FROM bus_product_spec x WHERE x.product_id = p.id ORDER BY x.sort, x.id LIMIT 1) s ON TRUE
        WHERE p.tenant_id = $1 AND p.del_flag = 0
        ORDER BY p.create_time, p.id LIMIT 30`,
      [refs.tenantId],
    );
    const own = rows.flatMap((row): OrderProduct[] => {
      const base = { productId: row.id, name: row.product_name, spec: row.spec_name, shopId: row.shop_id };
      if (rent && row.lease_days && row.rent_price_day) {
        return [
          { ...base, rent: { days: row.lease_days, perDay: Number(row.rent_price_day), deposit: Number(row.deposit) } },
        ];
      }
      if (!rent && row.sale_price) return [{ ...base, price: Number(row.sale_price) }];
      return [];
    });
    if (own.length > 0) return own;
  }
  return seed.products.map((product: ProductSeed) => ({
    productId: null,
    name: product.name,
    spec: product.spec,
    shopId: refs.shops.get(product.shop) ?? null,
    ...(product.rent ? { rent: product.rent } : {}),
    ...(product.price !== undefined ? { price: product.price } : {}),
  }));
}

const RENT_STATUSES = [5, 9, 5, 4, 3, 2, 1, 10, 5, 13];
const PURCHASE_STATUSES = [9, 4, 3, 9, 1, 10, 9, 3, 4];

/** Orders of channels the orders area left with fewer than MIN_CHANNEL_ORDERS. */
async function insertChannelOrders(
  db: Db,
  seed: TenantMarketingSeed,
  refs: MarketingRefs,
  customers: Customer[],
  clock: Clock,
): Promise<void> {
  const random = seededRandom(seed.tenantId * 7919);
  const products = await orderProducts(db, seed, refs);
  if (products.length === 0) return;
  const rows: Record<string, unknown>[] = [];
  let serial = 0;
  for (const [channelName, count] of Object.entries(seed.channelOrders)) {
    const channel = refs.channels.get(channelName);
    const buyers = customers.filter((customer) => customer.channelId && customer.channelId === channel?.id);
    if (!channel || buyers.length === 0) continue;
    const existing = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = $1 AND channel_id = $2',
      [refs.tenantId, channel.id],
    );
    if ((existing?.n ?? 0) >= MIN_CHANNEL_ORDERS) continue;
    for (let k = 0; k < count; k++) {
      serial += 1;
      const buyer = buyers[k % buyers.length] as Customer;
      const product = products[(k * 3 + serial) % products.length] as OrderProduct;
      const daysAgo = Math.min(buyer.seed.registeredDaysAgo, Math.floor(random() * 40));
      const created = clock.ago(daysAgo, 30 + Math.floor(random() * 540));
      const rent = product.rent;
      const planned = rent ? (RENT_STATUSES[k % RENT_STATUSES.length] as number) : (PURCHASE_STATUSES[k % 9] as number);
      // A lease cannot be finished before its term is over: it is still running.
      const status = rent && planned === 9 && rent.days > daysAgo ? 5 : planned;
      const stages = rent ? Math.max(1, Math.round(rent.days / 30)) : 1;
      const total = rent ? round2(rent.perDay * rent.days) : round2(product.price ?? 0);
      const unpaid = status === 1 || status === 10 || status === 13;
      const paid = unpaid ? 0 : rent && status !== 9 && status !== 12 ? round2(total / stages) : total;
      const started = rent && [5, 6, 7, 8, 9, 12].includes(status);
      const start = new Date(created.getTime() + 2 * DAY_MS);
      const orderNo = `${rent ? 'ZL' : 'GM'}${timeDigits(created)}8${seed.tenantId % 10}${String(serial).padStart(2, '0')}`;
      buyer.orderNos.push(orderNo);
      rows.push({
        id: newId(),
        tenant_id: refs.tenantId,
        shop_id: product.shopId ?? channel.defaultShopId,
        channel_id: channel.id,
        applet_id: buyer.appletId,
        order_no: orderNo,
        order_type: rent ? 1 : 2,
        status,
        user_id: buyer.id,
        user_name: buyer.seed.realName,
        user_phone: buyer.phone,
        product_id: product.productId,
        product_name: product.name,
        spec_name: product.spec,
        quantity: 1,
        total_amount: total,
        deposit: rent?.deposit ?? 0,
        paid_amount: paid,
        rent_days: rent?.days ?? null,
        start_date: started ? dateOf(start) : null,
        end_date: started && rent ? dateOf(new Date(start.getTime() + rent.days * DAY_MS)) : null,
        stages,
        risk_status: status === 13 ? 2 : status <= 2 ? 0 : 1,
        receiver_name: buyer.seed.realName,
        receiver_phone: buyer.phone,
        receiver_address: seed.addresses[k % seed.addresses.length],
        remark: `${channelName}推广订单`,
        create_time: created,
      });
    }
  }
  await insertRows(db, 'bus_order', rows, 'ON CONFLICT (order_no) DO NOTHING');
}

/** Memberships bought, their refund requests and the customers' member state. */
async function insertMemberships(
  db: Db,
  seed: TenantMarketingSeed,
  refs: MarketingRefs,
  customers: Customer[],
  clock: Clock,
): Promise<void> {
  const orders: Record<string, unknown>[] = [];
  const refunds: Record<string, unknown>[] = [];
  for (const [index, customer] of customers.entries()) {
    const member = customer.seed.member;
    const price = member && seed.memberPrices.find((row) => row.day === member.day);
    if (!member || !price) continue;
    const paid = clock.ago(member.paidDaysAgo, 120 + index * 13);
    const expire = new Date(paid.getTime() + member.day * DAY_MS);
    const orderId = newId();
    const orderNo = `HY${timeDigits(paid)}${seed.tenantId % 10}${String(index + 1).padStart(3, '0')}`;
    const refunded = member.refund === 'approved';
    orders.push({
      id: orderId,
      tenant_id: refs.tenantId,
      shop_id: null,
      channel_id: customer.channelId,
      order_no: orderNo,
      user_id: customer.id,
      day: member.day,
      price: price.price,
      status: refunded ? 2 : 1,
      pay_time: paid,
      expire_time: expire,
      create_time: paid,
    });
    if (!refunded && expire > clock.now) {
      await db.query('UPDATE lite_user SET is_member = 1, member_expire = $1 WHERE id = $2', [expire, customer.id]);
    }
    if (!member.refund) continue;
    const requested = new Date(Math.min(paid.getTime() + DAY_MS / 2, clock.now.getTime() - 3_600_000));
    const status = member.refund === 'pending' ? 0 : refunded ? 1 : 2;
    refunds.push({
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: null,
      channel_id: customer.channelId,
      member_order_id: orderId,
      order_no: orderNo,
      user_id: customer.id,
      user_nickname: customer.seed.nickname,
      user_phone: customer.phone,
      day: member.day,
      pay_amount: price.price,
      refund_amount: round2((price.price * seed.refundConfig.refundRate) / 100),
      reason: REFUND_REASONS[index % REFUND_REASONS.length],
      status,
      audit_by: status === 0 ? null : seed.admin,
      audit_time: status === 0 ? null : new Date(requested.getTime() + 3 * 3_600_000),
      audit_remark: status === 0 ? null : refunded ? REFUND_APPROVE_REMARK : REFUND_REJECT_REMARK,
      create_time: requested,
    });
  }
  await insertRows(db, 'bus_member_order', orders);
  await insertRows(db, 'bus_member_refund', refunds);
}

async function insertReferrals(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, customers: Customer[]) {
  const rows = seed.referrals.flatMap(([child, parent, level, commission]) => {
    const user = customers[child];
    const referrer = customers[parent];
    if (!user || !referrer) return [];
    return [
      {
        id: newId(),
        tenant_id: refs.tenantId,
        channel_id: user.channelId,
        user_id: user.id,
        parent_user_id: referrer.id,
        level,
        commission_total: commission,
        bind_time: new Date(user.created.getTime() + 10 * 60_000),
      },
    ];
  });
  await insertRows(db, 'bus_distribution_relation', rows);
}

/**
 * Orders and customers seeded before the applets existed (applet_id null) get one: a channel's
 * first related applet, else one of the tenant's online applets.
 */
async function attachApplets(db: Db, refs: MarketingRefs): Promise<void> {
  const online = await db.query<{ id: string }>(
    'SELECT id FROM bus_applet WHERE tenant_id = $1 AND shop_id IS NULL AND status = 2 ORDER BY create_time, id',
    [refs.tenantId],
  );
  const [first, second] = online.map((row) => row.id);
  if (!first) return;
  for (const table of ['bus_order', 'lite_user'] as const) {
    await db.query(
      `UPDATE ${table} t SET applet_id = coalesce(
         (SELECT ca.applet_id FROM bus_channel_applet ca
           WHERE ca.channel_id = t.channel_id AND ca.tenant_id = t.tenant_id ORDER BY ca.create_time, ca.id LIMIT 1),
         CASE WHEN $3::varchar IS NOT NULL AND get_byte(decode(md5(t.id), 'hex'), 0) % 2 = 1 THEN $3 ELSE $2 END)
        WHERE t.tenant_id = $1 AND t.applet_id IS NULL`,
      [refs.tenantId, first, second ?? null],
    );
  }
}

/** The tenant's demo customers with their channel orders, memberships, referrals and coupons. */
export async function seedCustomers(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock) {
  const customers = await insertCustomers(db, seed, refs, clock);
  await insertChannelOrders(db, seed, refs, customers, clock);
  await insertMemberships(db, seed, refs, customers, clock);
  await insertReferrals(db, seed, refs, customers);
  await insertUserCoupons(db, refs, customers, clock);
  await attachApplets(db, refs);
}
