import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  CANCEL_REASONS,
  type CatalogItem,
  COMMUNITIES,
  GIVEN_NAMES,
  LOGISTICS,
  ORDER_REMARKS,
  REGIONS,
  REJECT_REASONS,
  RISK_REMARKS,
  SHOP_CATALOG,
  SURNAMES,
  WAIVE_REASONS,
} from '../business/orders-data';
import { dropSecondaryIndexes, recount, restoreIndexes } from './bulk-load';
import { named } from './named-sql';
import { CUSTOMERS_SQL, ORDER_BATCH_SQL } from './scale-sql';
import { findTenant, loadScaleTenant, otherTenants, type ScaleTenant } from './scale-tenants';

export interface ScaleOptions {
  /** Orders for the main tenant. */
  orders: number;
  /** The main tenant: id, name or a username of it (default tenant1, i.e. 1001). */
  tenant?: string;
  /** Other tenants to fill as well (existing ones first, then new ones). */
  tenants?: number;
  /** Orders for each other tenant (default 250,000). */
  tenantOrders?: number;
  /** Years of history (default 3): order times spread over them, more recently (the business grew). */
  years?: number;
  /** Orders per statement (default 25,000). */
  batchSize?: number;
  /**
   * Drop the filled tables' secondary indexes for the load and rebuild them from their definitions after
   * (default: when 100,000 orders or more are added); building an index once is several times cheaper
   * than maintaining it row by row. Constraint indexes (primary keys, unique) stay.
   */
  rebuildIndexes?: boolean;
  /** VACUUM ANALYZE the filled tables at the end (default true), so counts and id pages read indexes only. */
  vacuum?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface ScaleReport {
  tenants: { id: number; name: string; orders: number }[];
  /** Rows written per table. */
  rows: Record<'lite_user' | 'bus_order' | 'bus_order_stage' | 'bus_order_log' | 'bus_shop_fund_flow', number>;
  seconds: { insert: number; indexes: number; vacuum: number };
}

const TABLES = ['lite_user', 'bus_order', 'bus_order_stage', 'bus_order_log', 'bus_shop_fund_flow'] as const;
/** Time slices of the history; each tenant's orders of a slice are written together, oldest slice first. */
const SLICES = 36;
/** How much busier the last slice is than the first. */
const GROWTH = 4;
const PHONE_PREFIXES = ['138', '139', '137', '150', '151', '158', '159', '186', '187', '188', '135', '177'];

/** Every catalog item of the demo shops once, rentable ones and purchasable ones. */
function catalog() {
  const items = new Map<string, CatalogItem>();
  for (const list of Object.values(SHOP_CATALOG)) for (const item of list) items.set(item.name, item);
  const all = [...items.values()];
  const rent = all.filter((item) => item.monthlyRent);
  return {
    rentNames: rent.map((item) => item.name),
    rentMonthly: rent.map((item) => item.monthlyRent ?? 0),
    rentDeposits: rent.map((item) => item.deposit),
    rentSpecs: rent.map((item) => item.specs.join('|')),
    buyNames: all.map((item) => item.name),
    buyPrice: all.map((item) => item.price),
    buySpecs: all.map((item) => item.specs.join('|')),
  };
}

/** Street addresses in the tenant's regions (the first demo tenant's for others). */
function addresses(tenantId: number): string[] {
  const regions = REGIONS[tenantId] ?? REGIONS[1001] ?? [];
  const out: string[] = [];
  for (const region of regions) {
    for (const street of region.streets) {
      for (let i = 0; i < 12; i += 1) {
        const community = COMMUNITIES[(i * 5 + street.length) % COMMUNITIES.length];
        out.push(
          `${region.city}${street}${(i * 37) % 400 || 8}号${community}${(i % 20) + 1}栋${(i % 18) + 1}0${(i % 4) + 1}室`,
        );
      }
    }
  }
  return out;
}

/** `total` split over the slices, growing by GROWTH from the first to the last (largest remainders). */
function perSlice(total: number): number[] {
  const weights = Array.from({ length: SLICES }, (_, s) => GROWTH ** (s / (SLICES - 1)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k += 1) {
    const index = order[k]?.[1] ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

interface Plan {
  tenant: ScaleTenant;
  orders: number;
  customers: number;
  customerBase: number;
  slices: number[];
  balances: Map<string, number>;
}

/**
 * Fills the database with `orders` orders of one tenant (and `tenantOrders` in each of `tenants` other
 * tenants), realistic enough for list and plan measurements: three years of history growing fourfold,
 * every status of rent and purchase orders by age, instalments paid, overdue, repaid late or waived,
 * the action log, the shops' fund flow with running balances, customers who come back. Set-based
 * (`INSERT … SELECT … generate_series`), one statement per tenant and batch, oldest first, tenants
 * interleaved as real traffic would be. Existing rows are kept; a rerun adds more.
 *
 * @example await seedScale(db, { orders: 1_000_000, tenant: 'tenant1', tenants: 4 })
 */
export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleReport> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const years = options.years ?? 3;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 25_000));
  const mainId = await findTenant(db, options.tenant ?? 'tenant1');
  const main = await loadScaleTenant(db, mainId);
  if (!main) throw new Error(`tenant ${mainId} has no shop to sell from`);
  const others = await otherTenants(db, mainId, options.tenants ?? 0);
  const before = await counts(db);
  const firstOrder = (before.bus_order ?? 0) + 1;
  const tag = randomBytes(3).toString('hex');
  const runPrefix = now.getTime().toString(16).padStart(12, '0');
  const reference = {
    ...catalog(),
    surnames: [...SURNAMES],
    givenNames: [...GIVEN_NAMES],
    phonePrefixes: PHONE_PREFIXES,
    remarks: [...ORDER_REMARKS],
    cancelReasons: [...CANCEL_REASONS],
    rejectReasons: [...REJECT_REASONS],
    riskRemarks: [...RISK_REMARKS],
    waiveReasons: [...WAIVE_REASONS],
    logistics: LOGISTICS.map(([name]) => name),
    waybillPrefixes: LOGISTICS.map(([, prefix]) => prefix),
    tag,
    runPrefix,
    now,
  };

  const plans: Plan[] = [];
  let customerBase = 0;
  for (const [tenant, orders] of [
    [main, Math.max(0, Math.floor(options.orders))] as const,
    ...others.map((tenant) => [tenant, Math.max(0, Math.floor(options.tenantOrders ?? 250_000))] as const),
  ]) {
    const customers = orders > 0 ? Math.max(50, Math.ceil(orders / 4)) : 0;
    plans.push({ tenant, orders, customers, customerBase, slices: perSlice(orders), balances: new Map() });
    customerBase += customers;
  }

  const started = performance.now();
  const span = years * 365 * 86_400_000;
  const from = new Date(now.getTime() - span);
  const total = plans.reduce((sum, plan) => sum + plan.orders, 0);
  const rebuild = options.rebuildIndexes ?? total >= 100_000;
  // A load interrupted earlier may have left indexes dropped: they are built first.
  await restoreIndexes(db, log);
  if (rebuild) await dropSecondaryIndexes(db, TABLES);
  let insertSeconds = 0;
  let indexesStarted = 0;
  try {
    for (const plan of plans) await writeCustomers(db, plan, { ...reference, from });
    const superuser = (await db.one<{ on: boolean }>("SELECT current_setting('is_superuser') = 'on' AS on"))?.on;
    let next = firstOrder;
    let written = 0;
    for (let slice = 0; slice < SLICES; slice += 1) {
      const sliceFrom = new Date(from.getTime() + (span * slice) / SLICES);
      const sliceTo = slice === SLICES - 1 ? now : new Date(from.getTime() + (span * (slice + 1)) / SLICES);
      for (const plan of plans) {
        for (let left = plan.slices[slice] ?? 0; left > 0; ) {
          const count = Math.min(left, batchSize);
          const sql = named(ORDER_BATCH_SQL, {
            ...tenantValues(plan),
            ...reference,
            addresses: addresses(plan.tenant.id),
            first: next,
            count,
            from: sliceFrom,
            to: sliceTo,
            shopBalances: plan.tenant.shops.map((shop) => (plan.balances.get(shop.id) ?? 0).toFixed(2)),
          });
          const sums = await db.transaction(async (tx) => {
            // The plan's row estimates are far off (generate_series), which would make it JIT-compile for seconds.
            await tx.query('SET LOCAL jit = off');
            // The rows reference what they were drawn from: a superuser skips the per-row foreign-key checks.
            if (superuser) await tx.query('SET LOCAL session_replication_role = replica');
            return tx.query<{ shop_id: string; total: string }>(sql.text, sql.params);
          });
          for (const row of sums)
            plan.balances.set(row.shop_id, (plan.balances.get(row.shop_id) ?? 0) + Number(row.total));
          next += count;
          left -= count;
          written += count;
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(
        `slice ${slice + 1}/${SLICES} (to ${sliceTo.toISOString().slice(0, 10)}): ${written}/${total} orders, ${seconds}s`,
      );
    }
  } finally {
    insertSeconds = (performance.now() - started) / 1000;
    indexesStarted = performance.now();
    await restoreIndexes(db, log);
    await recount(
      db,
      plans.map((plan) => plan.tenant.id),
    );
  }
  const indexSeconds = (performance.now() - indexesStarted) / 1000;

  const vacuumStarted = performance.now();
  if (options.vacuum ?? true) {
    for (const table of TABLES) {
      log(`VACUUM ANALYZE ${table}`);
      await db.exec(`VACUUM ANALYZE ${table}`);
    }
  }
  const after = await counts(db);
  return {
    tenants: plans.map((plan) => ({ id: plan.tenant.id, name: plan.tenant.name, orders: plan.orders })),
    rows: Object.fromEntries(
      TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    ) as ScaleReport['rows'],
    seconds: { insert: insertSeconds, indexes: indexSeconds, vacuum: (performance.now() - vacuumStarted) / 1000 },
  };
}

/** The plan's customers, and each shop's fund-flow balance so far (where the new flow continues from). */
async function writeCustomers(db: Db, plan: Plan, values: Record<string, unknown>): Promise<void> {
  if (plan.orders === 0) return;
  const rows = await db.query<{ shop_id: string; total: string }>(
    'SELECT shop_id, sum(amount)::text AS total FROM bus_shop_fund_flow WHERE tenant_id = $1 GROUP BY shop_id',
    [plan.tenant.id],
  );
  for (const row of rows) plan.balances.set(row.shop_id, Number(row.total));
  const sql = named(CUSTOMERS_SQL, { ...tenantValues(plan), ...values, addresses: addresses(plan.tenant.id) });
  await db.query(sql.text, sql.params);
}

function tenantValues(plan: Plan) {
  const { tenant } = plan;
  return {
    tenant: tenant.id,
    shopIds: tenant.shops.map((shop) => shop.id),
    shopModes: tenant.shops.map((shop) => shop.mode),
    channelIds: tenant.channelIds,
    staffIds: tenant.staffIds,
    staffNames: tenant.staffNames,
    admin: tenant.admin,
    customers: plan.customers,
    customerBase: plan.customerBase,
  };
}

async function counts(db: Db): Promise<Partial<Record<(typeof TABLES)[number], number>>> {
  const row = await db.one<Record<string, number>>(
    `SELECT ${TABLES.map((table) => `(SELECT count(*)::bigint FROM ${table}) AS ${table}`).join(', ')}`,
  );
  return Object.fromEntries(TABLES.map((table) => [table, Number(row?.[table] ?? 0)]));
}
