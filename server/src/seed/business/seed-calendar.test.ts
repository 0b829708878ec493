import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, dumpPglite, openPglite } from '../../db/database';
import { migrate } from '../../db/migrate';
import { DEMO_TENANTS } from '../demo-org-data';
import { seedBase } from '../seed-base';
import { seedDemo } from '../seed-demo';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../seed-test-kit';
import { loadRefs, planTenantBusiness, type TenantBusiness } from './orders';
import type { TenantRefs } from './orders-build';
import { addDays, atHour } from './orders-random';
import {
  missingExtrasGuarantees,
  missingOrderGuarantees,
  type OrderFacts,
  orderSignature,
  type TenantExtrasFacts,
} from './orders-test-kit';

/** Two whole years: a leap day, two turns of a year, every month end, two Chinese New Year weeks. */
const FIRST_DAY = '2027-01-01';
const LAST_DAY = '2028-12-31';
/** Wall-clock times (display zone) the seed may start at: just after midnight, the day, just before midnight. */
const TIMES: readonly (readonly [number, number])[] = [
  [0, 0.2],
  [0, 3],
  [7, 59],
  [12, 0],
  [18, 30],
  [23, 59.9],
];
/** Days checked at every time of day rather than one. */
const SPECIAL_DAYS = [
  '2027-01-01',
  '2027-02-05', // Chinese New Year's Eve 2027; the festival week follows
  '2027-02-06',
  '2027-02-12',
  '2027-02-28',
  '2027-03-01',
  '2027-12-31',
  '2028-01-01',
  '2028-01-26', // Chinese New Year 2028
  '2028-02-28',
  '2028-02-29',
  '2028-03-01',
  '2028-12-31',
];
/** Days seeded into a real (throw-away) database as well. */
const DATABASE_DAYS: readonly (readonly [string, number, number])[] = [
  ['2028-02-29', 23, 59.5],
  ['2027-12-31', 0, 0.5],
  ['2027-02-06', 12, 0],
  ['2027-06-30', 20, 15],
];

function instant(day: string, [hour, minute]: readonly [number, number]): Date {
  return new Date(Math.floor(atHour(day, hour, 0).getTime() / 1000) * 1000 + Math.floor(minute * 60) * 1000);
}

function planFacts(plan: TenantBusiness): { orders: OrderFacts[]; extras: TenantExtrasFacts } {
  return {
    orders: plan.orders.map((order) => ({
      shopId: String(order.row.shop_id),
      channelId: (order.row.channel_id as string | null) ?? null,
      orderType: Number(order.row.order_type),
      status: Number(order.row.status),
      overdueFlag: Number(order.row.overdue_flag),
      stageStatuses: order.stages.map((stage) => Number(stage.status)),
    })),
    extras: {
      withdrawals: new Map(
        plan.money.map((m) => [String(m.account.shop_id), m.withdrawals.map((w) => Number(w.status))]),
      ),
      complaints: plan.complaints.map((row) => Number(row.status)),
    },
  };
}

async function databaseFacts(db: Db, tenantId: number): Promise<{ orders: OrderFacts[]; extras: TenantExtrasFacts }> {
  const orders = await db.query<OrderFacts>(
    `SELECT o.shop_id AS "shopId", o.channel_id AS "channelId", o.order_type AS "orderType", o.status,
            o.overdue_flag AS "overdueFlag",
            COALESCE((SELECT array_agg(g.status ORDER BY g.stage_no) FROM bus_order_stage g WHERE g.order_id = o.id),
                     '{}') AS "stageStatuses"
       FROM bus_order o WHERE o.tenant_id = $1`,
    [tenantId],
  );
  const withdrawals = await db.query<{ shop_id: string; statuses: number[] }>(
    'SELECT shop_id, array_agg(status) AS statuses FROM bus_shop_withdraw WHERE tenant_id = $1 GROUP BY shop_id',
    [tenantId],
  );
  const complaints = await db.query<{ status: number }>('SELECT status FROM bus_complaint WHERE tenant_id = $1', [
    tenantId,
  ]);
  return {
    orders,
    extras: {
      withdrawals: new Map(withdrawals.map((row) => [row.shop_id, row.statuses])),
      complaints: complaints.map((row) => row.status),
    },
  };
}

/**
 * The rows other seeders derive from the orders (after-sales, customers' coupons, credit reports, recharges),
 * the withdrawals and the complaints, without dates or ids.
 */
async function serviceSignature(db: Db, refs: TenantRefs): Promise<string[]> {
  const shopKey = (id: string | null) => refs.shops.find((shop) => shop.id === id)?.key ?? '-';
  const rows = await db.query<{ kind: string; shop_id: string | null; detail: string }>(
    `SELECT 'after-sale' AS kind, shop_id, concat_ws(' ', status, apply_type, product_name) AS detail
       FROM bus_after_sale WHERE tenant_id = $1
     UNION ALL
     SELECT 'coupon', shop_id, concat_ws(' ', status, coupon_name) FROM lite_user_coupon WHERE tenant_id = $1
     UNION ALL
     SELECT 'complaint', shop_id, concat_ws(' ', status, title) FROM bus_complaint WHERE tenant_id = $1
     UNION ALL
     SELECT 'withdrawal', shop_id, status::text FROM bus_shop_withdraw WHERE tenant_id = $1
     UNION ALL
     SELECT 'credit', NULL, concat_ws(' ', credit_level, suggestion) FROM bus_credit_report WHERE tenant_id = $1
     UNION ALL
     SELECT 'recharge', shop_id, status::text FROM bus_recharge WHERE tenant_id = $1`,
    [refs.tenantId],
  );
  return rows.map((row) => `${refs.tenantId} ${row.kind} ${shopKey(row.shop_id)} ${row.detail}`).sort();
}

let db: Db;
let baseSnapshot: Blob;
const refsOf = new Map<number, TenantRefs>();

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await seedBase(db, { adminPassword: TEST_ADMIN_PASSWORD });
  baseSnapshot = await dumpPglite(db);
  // The organisation the order plan refers to (shops, channels, staff) comes from one demo seed.
  await seedDemo(db, { demoPassword: TEST_DEMO_PASSWORD });
  for (const tenant of DEMO_TENANTS) {
    const refs = await loadRefs(db, tenant);
    if (refs) refsOf.set(tenant.id, refs);
  }
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the demo seed over two years of start dates', () => {
  it('plans every promised order, withdrawal and complaint, and the same rows, on every day', () => {
    const failures: string[] = [];
    const reference = new Map<number, string[]>();
    let checked = 0;
    for (let day = FIRST_DAY, n = 0; day <= LAST_DAY; day = addDays(day, 1), n += 1) {
      const times = SPECIAL_DAYS.includes(day) ? TIMES : [TIMES[n % TIMES.length] as (typeof TIMES)[number]];
      for (const time of times) {
        const now = instant(day, time);
        for (const [index, tenant] of DEMO_TENANTS.entries()) {
          const refs = refsOf.get(tenant.id);
          if (!refs) throw new Error(`no demo shops for tenant ${tenant.id}`);
          const facts = planFacts(planTenantBusiness(refs, tenant, index, now, { next: 0 }));
          const at = now.toISOString();
          for (const gap of missingOrderGuarantees(refs, facts.orders)) failures.push(`${at} ${gap}`);
          for (const gap of missingExtrasGuarantees(refs, facts.extras)) failures.push(`${at} ${gap}`);
          const signature = orderSignature(refs, facts.orders);
          const first = reference.get(tenant.id);
          if (!first) reference.set(tenant.id, signature);
          else if (signature.join('\n') !== first.join('\n')) failures.push(`${at} tenant ${tenant.id}: other orders`);
          checked += 1;
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(731 * 2);
  }, 300_000);

  it('seeds a real database on four of them with every promised row, the same rows each time', async () => {
    const signatures: string[][] = [];
    for (const [day, hour, minute] of DATABASE_DAYS) {
      const now = instant(day, [hour, minute]);
      const scratch = await openPglite(undefined, baseSnapshot);
      try {
        expect(await seedDemo(scratch, { demoPassword: TEST_DEMO_PASSWORD, now })).toBe(true);
        const signature: string[] = [];
        for (const [index, tenant] of DEMO_TENANTS.entries()) {
          const refs = await loadRefs(scratch, tenant);
          if (!refs) throw new Error(`no demo shops for tenant ${tenant.id}`);
          const facts = await databaseFacts(scratch, tenant.id);
          expect(missingOrderGuarantees(refs, facts.orders), `${day} tenant ${tenant.id}`).toEqual([]);
          expect(missingExtrasGuarantees(refs, facts.extras), `${day} tenant ${tenant.id}`).toEqual([]);
          // The rows written are the rows planned for that instant.
          const planned = planFacts(planTenantBusiness(refs, tenant, index, now, { next: 0 }));
          expect(orderSignature(refs, facts.orders)).toEqual(orderSignature(refs, planned.orders));
          signature.push(...orderSignature(refs, facts.orders), ...(await serviceSignature(scratch, refs)));
        }
        signatures.push(signature);
      } finally {
        await scratch.close();
      }
    }
    for (const [n, signature] of signatures.entries()) {
      expect(signature, `rows seeded on ${DATABASE_DAYS[n]?.[0]}`).toEqual(signatures[0]);
    }
  }, 240_000);
});

describe('the guarantee checks', () => {
  it('report a shop left without an order in some status', () => {
    const refs = refsOf.get(1001) as TenantRefs;
    const tenant = DEMO_TENANTS[0] as (typeof DEMO_TENANTS)[number];
    const { orders } = planFacts(planTenantBusiness(refs, tenant, 0, instant('2027-05-05', [10, 0]), { next: 0 }));
    expect(missingOrderGuarantees(refs, orders)).toEqual([]);
    const office = refs.shops.find((shop) => shop.key === 'office')?.id;
    const withoutShipping = orders.filter((o) => !(o.shopId === office && o.orderType === 1 && o.status === 3));
    expect(missingOrderGuarantees(refs, withoutShipping)).toContain(
      'tenant 1001 shop office: no order of type 1 in status 3',
    );
    const withoutOverdue = orders.map((o) => ({ ...o, overdueFlag: 0 }));
    expect(missingOrderGuarantees(refs, withoutOverdue)).toContain('tenant 1001 channel signed: no overdue order');
  });
});
