import type { Db } from '../../db/database';
import { OrderStatus, RiskStatus } from '../../routes/orders/order-states';
import { compactDateTime } from '../../util/time';
import { DEMO_TENANTS, type DemoTenant } from '../demo-org-data';
import { DEMO_PEOPLE } from '../demo-people';
import {
  type BuiltOrder,
  buildCustomers,
  buildOrder,
  type Customer,
  type ForcedPlan,
  type Row,
  type TenantRefs,
} from './orders-build';
import { SHOP_CATALOG } from './orders-data';
import { buildComplaints, buildSettlements, buildTickets } from './orders-extras';
import { guaranteedOrders, orderTypesOf } from './orders-guaranteed';
import { buildShopMoney, type ShopMoney } from './orders-money';
import { addDays, atHour, dateOf, HOUR_MS, type Random, randomStream } from './orders-random';

/** Orders per demo tenant and customers per tenant. */
const ORDER_COUNT: Readonly<Record<number, number>> = { 1001: 190, 1002: 150 };
const CUSTOMER_COUNT: Readonly<Record<number, number>> = { 1001: 95, 1002: 80 };
/** How often each shop is chosen. */
const SHOP_WEIGHT: Readonly<Record<string, number>> = { main: 45, office: 30, baby: 25, appliance: 45 };
/** The orders the demo announcements name ("您有新的待审核订单", seed-demo.ts): awaiting manual review. */
const ANNOUNCED_ORDER_NO: Readonly<Record<number, string>> = {
  1001: 'ZL202605021015300012',
  1002: 'GM202605031420110008',
};
/** Days of history. */
const HISTORY_DAYS = 120;

/** One INSERT of all `rows` through a JSON parameter (columns from the first row; every row has the same keys). */
async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json)`,
    [JSON.stringify(rows)],
  );
}

export async function loadRefs(db: Db, tenant: DemoTenant): Promise<TenantRefs | null> {
  const shops = await db.query<{ id: string; name: string; rent_or_purchase: number }>(
    'SELECT id, name, rent_or_purchase FROM sys_shop WHERE tenant_id = $1',
    [tenant.id],
  );
  const channels = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM sys_channel WHERE tenant_id = $1',
    [tenant.id],
  );
  const staff = await db.query<{
    id: string;
    username: string;
    authority: number;
    shop_id: string | null;
    post: string | null;
  }>(
    `SELECT id, username, authority, shop_id, post FROM sys_user
      WHERE tenant_id = $1 AND authority IN (3, 4) AND status = 1 AND del_flag = 0 ORDER BY username`,
    [tenant.id],
  );
  const admin = DEMO_PEOPLE.get(tenant.id)?.people.find((person) => person.roles.includes('tenant_admin'));
  const refs: TenantRefs = {
    tenantId: tenant.id,
    shops: tenant.shops.flatMap((demo) => {
      const row = shops.find((shop) => shop.name === demo.name);
      return row ? [{ key: demo.key, id: row.id, rentOrPurchase: row.rent_or_purchase }] : [];
    }),
    channels: tenant.channels.flatMap((demo) => {
      const row = channels.find((channel) => channel.name === demo.name);
      return row ? [{ key: demo.key, id: row.id }] : [];
    }),
    staff: staff.map((user) => ({
      id: user.id,
      username: user.username,
      authority: user.authority,
      shopId: user.shop_id,
      post: user.post,
    })),
    adminUsername: admin?.username ?? 'admin',
  };
  return refs.shops.length > 0 ? refs : null;
}

/** When a drawn (not guaranteed) order was placed: a dozen today, the rest over the history, denser recently. */
function drawnOrderTime(random: Random, drawnIndex: number, now: Date): Date {
  if (drawnIndex < 12) return earlierToday(now, 0.05 + 0.9 * random.next());
  const age = 1 + Math.floor(random.next() ** 1.5 * (HISTORY_DAYS - 1));
  return atHour(addDays(dateOf(now), -age), random.int(8, 22), random.int(0, 59));
}

/**
 * An instant today before now, `fraction` of the way back into the day's first ten hours: every order of
 * today uses the same window, so their order in time is the same at any time of day.
 */
function earlierToday(now: Date, fraction: number): Date {
  const sinceMidnight = now.getTime() - atHour(dateOf(now), 0).getTime();
  return new Date(now.getTime() - fraction * Math.min(sinceMidnight, 10 * HOUR_MS));
}

/** When a guaranteed order was placed: `ageDays` before today, before now when that is today. */
function guaranteedOrderTime(random: Random, ageDays: number, now: Date): Date {
  if (ageDays === 0) return earlierToday(now, 0.05 + 0.9 * random.next());
  return atHour(addDays(dateOf(now), -ageDays), random.int(8, 22), random.int(0, 59));
}

/** One tenant's business rows, planned before anything is written. */
export interface TenantBusiness {
  customers: Customer[];
  orders: BuiltOrder[];
  money: ShopMoney[];
  settlements: Row[];
  tickets: Row[];
  complaints: Row[];
}

/** What decides one order before it is built. */
interface OrderSlot {
  created: Date;
  shop: TenantRefs['shops'][number];
  orderType: 1 | 2;
  /** The channel the customer must come from (guaranteed orders), or any customer. */
  channel?: TenantRefs['channels'][number] | null;
  forced?: ForcedPlan;
}

/** A drawn order's shop, type and time. */
function drawnSlot(random: Random, refs: TenantRefs, drawnIndex: number, now: Date): OrderSlot {
  const created = drawnOrderTime(random, drawnIndex, now);
  const shop = random.weighted(refs.shops.map((s) => [s, SHOP_WEIGHT[s.key] ?? 30] as const));
  const types = orderTypesOf(shop.rentOrPurchase);
  const orderType = types.length === 1 ? (types[0] as 1 | 2) : random.chance(0.55) ? 1 : 2;
  return { created, shop, orderType };
}

/**
 * One tenant's customers, orders with instalments and log, shop money, settlements, tickets and complaints:
 * a pure function of the tenant's references and `now`. Every part draws from its own random stream, so
 * the rows and their states are the same on every date; only their dates move with `now`.
 */
export function planTenantBusiness(
  refs: TenantRefs,
  tenant: DemoTenant,
  tenantIndex: number,
  now: Date,
  seq: { next: number },
): TenantBusiness {
  const customers = buildCustomers(randomStream(tenant.id, 'customers'), refs, CUSTOMER_COUNT[tenant.id] ?? 60, now);
  const guaranteed = guaranteedOrders(refs);
  const count = Math.max(ORDER_COUNT[tenant.id] ?? 100, guaranteed.length + 1);
  const orders: BuiltOrder[] = [];
  const firstShop = new Map<Customer, string>();
  // The order the demo announcements name: the first shop's, two hours old (a fifth of the day so far
  // before ten), awaiting manual review.
  const mainShop = refs.shops[0] as TenantRefs['shops'][number];
  const announced: OrderSlot = {
    created: earlierToday(now, 0.2),
    shop: mainShop,
    orderType: orderTypesOf(mainShop.rentOrPurchase)[0] as 1 | 2,
    forced: { status: OrderStatus.PENDING_REVIEW, riskStatus: RiskStatus.MANUAL },
  };
  for (let index = 0; index < count; index += 1) {
    const random = randomStream(tenant.id, 'order', index);
    const promised = guaranteed[index - 1];
    const slot: OrderSlot =
      index === 0
        ? announced
        : promised
          ? {
              created: guaranteedOrderTime(random, promised.scenario.ageDays, now),
              shop: promised.shop,
              orderType: promised.orderType,
              channel: promised.channel,
              forced: promised.scenario.plan,
            }
          : drawnSlot(random, refs, index - 1 - guaranteed.length, now);
    const { created, shop, orderType } = slot;
    const catalog = SHOP_CATALOG[`${tenant.id}:${shop.key}`] ?? [];
    const items = orderType === 1 ? catalog.filter((item) => item.monthlyRent) : catalog;
    if (items.length === 0)
      throw new Error(`demo shop ${tenant.id}:${shop.key} sells nothing of order type ${orderType}`);
    // Returning customers: the first third of the roster orders most.
    const pool =
      slot.channel === undefined ? customers : customers.filter((c) => c.channelId === (slot.channel?.id ?? null));
    const customer = pool[Math.floor(random.next() ** 1.6 * pool.length)] as Customer;
    // A customer is never older than their first order (the hours are drawn either way).
    const earlier = random.int(1, 72) * HOUR_MS;
    if ((customer.row.create_time as Date).getTime() > created.getTime()) {
      customer.row.create_time = new Date(created.getTime() - earlier);
      customer.row.update_time = customer.row.create_time;
    }
    if (!firstShop.has(customer)) firstShop.set(customer, shop.id);
    const orderNo =
      index === 0
        ? (ANNOUNCED_ORDER_NO[tenant.id] ?? `ZL${compactDateTime(created)}0000`)
        : `${orderType === 1 ? 'ZL' : 'GM'}${compactDateTime(created)}${String(tenantIndex * 1000 + index).padStart(4, '0')}`;
    orders.push(
      buildOrder(random, {
        refs,
        customer,
        shop,
        item: random.pick(items),
        orderType,
        created,
        now,
        orderNo,
        ...(slot.forced ? { forced: slot.forced } : {}),
      }),
    );
  }
  const shopOfStray = randomStream(tenant.id, 'customer-shops');
  for (const customer of customers) {
    customer.row.shop_id = firstShop.get(customer) ?? shopOfStray.pick(refs.shops).id;
  }
  const money = refs.shops.map((shop) => {
    const demo = tenant.shops.find((s) => s.key === shop.key);
    const shopOrders = orders.filter((order) => order.row.shop_id === shop.id);
    return buildShopMoney(
      randomStream(tenant.id, 'money', shop.key),
      refs,
      { id: shop.id, key: shop.key, name: demo?.name ?? shop.key },
      shopOrders,
      now,
      seq,
    );
  });
  return {
    customers,
    orders,
    money,
    settlements: buildSettlements(randomStream(tenant.id, 'settlements'), refs, now),
    tickets: buildTickets(randomStream(tenant.id, 'tickets'), refs, now),
    complaints: buildComplaints(randomStream(tenant.id, 'complaints'), refs, orders, now),
  };
}

async function insertTenantBusiness(db: Db, rows: TenantBusiness): Promise<void> {
  await insertRows(
    db,
    'lite_user',
    rows.customers.map((customer) => customer.row),
  );
  await insertRows(
    db,
    'bus_order',
    rows.orders.map((order) => order.row),
  );
  await insertRows(
    db,
    'bus_order_stage',
    rows.orders.flatMap((order) => order.stages),
  );
  await insertRows(
    db,
    'bus_order_log',
    rows.orders.flatMap((order) => order.logs),
  );
  await insertRows(
    db,
    'bus_shop_account',
    rows.money.map((m) => m.account),
  );
  await insertRows(
    db,
    'bus_shop_withdraw',
    rows.money.flatMap((m) => m.withdrawals),
  );
  await insertRows(
    db,
    'bus_shop_fund_flow',
    rows.money.flatMap((m) => m.flows),
  );
  await insertRows(db, 'bus_merchant_settlement', rows.settlements);
  await insertRows(db, 'bus_merchant_ticket', rows.tickets);
  await insertRows(db, 'bus_complaint', rows.complaints);
}

/**
 * Demo data of orders and money for both demo tenants: customers (lite_user), a few hundred rent
 * and purchase orders over the last 120 days in every status, their instalments (some overdue,
 * some repaid late or waived), action logs and allocations, each shop's fund flow, withdrawals and
 * account, merchant settlement applications, merchant tickets and complaints. Deterministic content
 * (seeded random), dated relative to now. Relies only on the demo organisation and the core tables.
 */
export async function seedOrders(db: Db, now: Date): Promise<void> {
  const seq = { next: 0 };
  for (const [index, tenant] of DEMO_TENANTS.entries()) {
    const refs = await loadRefs(db, tenant);
    if (refs) await insertTenantBusiness(db, planTenantBusiness(refs, tenant, index, now, seq));
  }
}
