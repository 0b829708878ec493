import type { Db } from '../../db/database';
import { formatDateTime } from '../../util/time';
import { DEMO_TENANTS, type DemoTenant } from '../demo-org-data';
import { DEMO_PEOPLE } from '../demo-people';
import { type BuiltOrder, buildCustomers, buildOrder, type Customer, type Row, type TenantRefs } from './orders-build';
import { SHOP_CATALOG } from './orders-data';
import { buildComplaints, buildSettlements, buildTickets } from './orders-extras';
import { buildShopMoney } from './orders-money';
import { addDays, atHour, dateOf, HOUR_MS, type Random, seededRandom } from './orders-random';

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

async function loadRefs(db: Db, tenant: DemoTenant): Promise<TenantRefs | null> {
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

function orderTime(random: Random, index: number, now: Date): Date {
  const today = dateOf(now);
  const sinceMidnight = now.getTime() - atHour(today, 0).getTime();
  if (index === 0) return new Date(now.getTime() - Math.min(2 * HOUR_MS, sinceMidnight / 2));
  // A handful today (after midnight, before now), the rest over the history, denser recently.
  if (index <= 12)
    return new Date(now.getTime() - (0.05 + 0.9 * random.next()) * Math.min(sinceMidnight, 10 * HOUR_MS));
  const age = 1 + Math.floor(random.next() ** 1.5 * (HISTORY_DAYS - 1));
  return atHour(addDays(today, -age), random.int(8, 22), random.int(0, 59));
}

function stamp(at: Date): string {
  return (formatDateTime(at) ?? '').replace(/\D/g, '');
}

/** One tenant's customers, orders with instalments and log, shop money, settlements, tickets, complaints. */
async function seedTenant(db: Db, tenant: DemoTenant, tenantIndex: number, now: Date, seq: { next: number }) {
  const refs = await loadRefs(db, tenant);
  if (!refs) return;
  const random = seededRandom(tenant.id * 7919 + 17);
  const customers = buildCustomers(random, refs, CUSTOMER_COUNT[tenant.id] ?? 60, now);
  const orders: BuiltOrder[] = [];
  const firstShop = new Map<Customer, string>();
  const count = ORDER_COUNT[tenant.id] ?? 100;
  for (let index = 0; index < count; index += 1) {
    const created = orderTime(random, index, now);
    const shop = random.weighted(refs.shops.map((s) => [s, SHOP_WEIGHT[s.key] ?? 30] as const));
    const forced = index === 0;
    const orderType: 1 | 2 =
      shop.rentOrPurchase === 1 ? 1 : shop.rentOrPurchase === 2 ? 2 : forced || random.chance(0.55) ? 1 : 2;
    const catalog = SHOP_CATALOG[`${tenant.id}:${shop.key}`] ?? [];
    const items = orderType === 1 ? catalog.filter((item) => item.monthlyRent) : catalog;
    if (items.length === 0) continue;
    // Returning customers: the first third of the roster orders most.
    const customer = customers[Math.floor(random.next() ** 1.6 * customers.length)] as Customer;
    // A customer is never older than their first order.
    if ((customer.row.create_time as Date).getTime() > created.getTime()) {
      customer.row.create_time = new Date(created.getTime() - random.int(1, 72) * HOUR_MS);
      customer.row.update_time = customer.row.create_time;
    }
    if (!firstShop.has(customer)) firstShop.set(customer, shop.id);
    const orderNo = forced
      ? (ANNOUNCED_ORDER_NO[tenant.id] ?? `ZL${stamp(created)}0000`)
      : `${orderType === 1 ? 'ZL' : 'GM'}${stamp(created)}${String(tenantIndex * 1000 + index).padStart(4, '0')}`;
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
        ...(forced ? { forced: { status: 2, riskStatus: 3 } } : {}),
      }),
    );
  }
  for (const customer of customers) {
    customer.row.shop_id = firstShop.get(customer) ?? random.pick(refs.shops).id;
  }
  const money = refs.shops.map((shop) => {
    const demo = tenant.shops.find((s) => s.key === shop.key);
    const shopOrders = orders.filter((order) => order.row.shop_id === shop.id);
    return buildShopMoney(
      random,
      refs,
      { id: shop.id, key: shop.key, name: demo?.name ?? shop.key },
      shopOrders,
      now,
      seq,
    );
  });

  await insertRows(
    db,
    'lite_user',
    customers.map((customer) => customer.row),
  );
  await insertRows(
    db,
    'bus_order',
    orders.map((order) => order.row),
  );
  await insertRows(
    db,
    'bus_order_stage',
    orders.flatMap((order) => order.stages),
  );
  await insertRows(
    db,
    'bus_order_log',
    orders.flatMap((order) => order.logs),
  );
  await insertRows(
    db,
    'bus_shop_account',
    money.map((m) => m.account),
  );
  await insertRows(
    db,
    'bus_shop_withdraw',
    money.flatMap((m) => m.withdrawals),
  );
  await insertRows(
    db,
    'bus_shop_fund_flow',
    money.flatMap((m) => m.flows),
  );
  await insertRows(db, 'bus_merchant_settlement', buildSettlements(random, refs, now));
  await insertRows(db, 'bus_merchant_ticket', buildTickets(random, refs, now));
  await insertRows(db, 'bus_complaint', buildComplaints(random, refs, orders, now));
}

/**
 * Demo data of orders and money for both demo tenants: customers (lite_user), a few hundred rent
 * and purchase orders over the last 120 days in every status, their instalments (some overdue,
 * some repaid late or waived), action logs and allocations, each shop's fund flow, withdrawals and
 * account, merchant settlement applications, merchant tickets and complaints. Deterministic content
 * (seeded random), dated relative to now. Relies only on the demo organisation and the core tables.
 */
export async function seedOrders(db: Db): Promise<void> {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const seq = { next: 0 };
  for (const [index, tenant] of DEMO_TENANTS.entries()) await seedTenant(db, tenant, index, now, seq);
}
