/**
 * `npm run seed:scale -- --orders 1000000 [--tenant tenant1] [--tenants 4 [--tenant-orders 250000]] [--years 3]`
 *
 * Fills the configured database (DATABASE_URL, else the embedded PGlite under DATA_DIR, as `npm start`
 * opens it: migrated, and seeded on first use) with realistic orders for one tenant (an id, a tenant
 * name or a username of it; default tenant1), and with `--tenants N` for N other tenants as well
 * (existing ones first, then new ones). Stop the server first: PGlite has one user at a time, and a
 * large load drops and rebuilds the order tables' secondary indexes (`--keep-indexes` keeps them).
 */
import { parseArgs } from 'node:util';
import { seedScale } from '../server/src/seed/scale/seed-scale';
import { openStoredData, startupConfig } from '../server/src/startup';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    tenant: { type: 'string', default: 'tenant1' },
    tenants: { type: 'string', default: '0' },
    'tenant-orders': { type: 'string', default: '250000' },
    years: { type: 'string', default: '3' },
    'keep-indexes': { type: 'boolean', default: false },
  },
});

function count(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const options = {
    orders: count('orders', values.orders),
    tenant: values.tenant,
    tenants: count('tenants', values.tenants),
    tenantOrders: count('tenant-orders', values['tenant-orders']),
    years: Math.max(1, count('years', values.years)),
    ...(values['keep-indexes'] ? { rebuildIndexes: false } : {}),
  };
  const config = startupConfig(process.env);
  const { db } = await openStoredData(config);
  console.info(
    `seed:scale into ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.dataDir}`}`,
  );
  try {
    const report = await seedScale(db, { ...options, log: (line) => console.info(`  ${line}`) });
    for (const tenant of report.tenants) console.info(`  tenant ${tenant.id} ${tenant.name}: ${tenant.orders} orders`);
    console.info(
      `  rows: ${Object.entries(report.rows)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}`,
    );
    const { insert, indexes, vacuum } = report.seconds;
    console.info(`  ${insert.toFixed(1)}s insert, ${indexes.toFixed(1)}s indexes, ${vacuum.toFixed(1)}s vacuum`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
